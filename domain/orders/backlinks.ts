/**
 * Backlinks: what a customer pays for is a link from each directory's listing page to their site. The checker
 * reads every live listing and records whether the link is there (found, missing, or the page unreachable),
 * how it is marked (rel), its anchor and whether search engines may index the page at all.
 */
export const BACKLINK_STATUSES = ['found', 'missing', 'unreachable'] as const;
export type BacklinkStatus = (typeof BACKLINK_STATUSES)[number];

/** From no restriction to the strongest: a link marked with several (rel="ugc sponsored") counts as its strongest. */
export const BACKLINK_RELS = ['dofollow', 'nofollow', 'ugc', 'sponsored'] as const;
export type BacklinkRel = (typeof BACKLINK_RELS)[number];

/** The strongest restriction of a rel attribute (and of the page's own robots nofollow); none is dofollow. */
export function strongestRel(rel: string, pageNofollow = false): BacklinkRel {
  const tokens = new Set(rel.toLowerCase().split(/\s+/).filter(Boolean));
  if (pageNofollow) tokens.add('nofollow');
  let strongest: BacklinkRel = 'dofollow';
  for (const candidate of BACKLINK_RELS) if (tokens.has(candidate)) strongest = candidate;
  return strongest;
}

/** What one check of a listing found (the part that, when it changes, is kept in the history). */
export interface BacklinkOutcome {
  status: BacklinkStatus;
  rel: BacklinkRel | null;
  anchor: string | null;
  /** null when the page could not be read. */
  indexable: boolean | null;
  httpStatus: number | null;
}

/** True when two checks found the same thing (the history records only changes). */
export const sameOutcome = (a: BacklinkOutcome | null, b: BacklinkOutcome) =>
  Boolean(a) && a!.status === b.status && a!.rel === b.rel && a!.anchor === b.anchor && a!.indexable === b.indexable && a!.httpStatus === b.httpStatus;

/** Why a link that was there is lost: the link went, the page turned noindex, or the page is gone (404, 410). */
export type BacklinkLoss = 'missing' | 'noindex' | 'gone';

/** A page that answers 404 or 410 is gone for good; other failures (timeouts, 5xx) may pass and prove nothing. */
export const isGoneStatus = (httpStatus: number | null) => httpStatus === 404 || httpStatus === 410;

/** A check that says something lasting about the link (a timeout or a 500 does not). */
export const isConclusive = (outcome: BacklinkOutcome) => outcome.status !== 'unreachable' || isGoneStatus(outcome.httpStatus);

/** The link counts: found on a page search engines may index. */
export const isHealthy = (outcome: Pick<BacklinkOutcome, 'status' | 'indexable'>) => outcome.status === 'found' && outcome.indexable === true;

/**
 * Whether a check loses a link the last conclusive check had: found before and now missing or gone, or found on
 * an indexable page that is now noindex. null when nothing was lost.
 */
export function lossOf(known: Pick<BacklinkOutcome, 'status' | 'indexable'> | null, now: BacklinkOutcome): BacklinkLoss | null {
  if (!known || known.status !== 'found') return null;
  if (now.status === 'missing') return 'missing';
  if (now.status === 'unreachable' && isGoneStatus(now.httpStatus)) return 'gone';
  if (now.status === 'found' && known.indexable === true && now.indexable === false) return 'noindex';
  return null;
}

/** An order's backlinks at a glance, over its live listings. */
export interface BacklinkCounts {
  live: number;
  dofollow: number;
  /** nofollow, ugc or sponsored. */
  nofollow: number;
  missing: number;
  unreachable: number;
  /** Found on a page that search engines are told not to index (or that names another page canonical). */
  notIndexable: number;
  /** Live listings not checked yet. */
  unchecked: number;
  /** Links that were there and are lost, for operators to restore. */
  lost: number;
}

/** The counts over an order's directories (only live ones have a backlink to count), with their summary line. */
export function countBacklinks(items: readonly { status: string; backlink: Pick<BacklinkOutcome, 'status' | 'rel' | 'indexable'> | null; lost: boolean }[]): BacklinkCounts & { summary: string } {
  const counts: BacklinkCounts = { live: 0, dofollow: 0, nofollow: 0, missing: 0, unreachable: 0, notIndexable: 0, unchecked: 0, lost: 0 };
  for (const { status, backlink, lost } of items) {
    if (status !== 'live') continue;
    counts.live += 1;
    if (lost) counts.lost += 1;
    if (!backlink) counts.unchecked += 1;
    else if (backlink.status === 'found') {
      counts[backlink.rel === 'dofollow' ? 'dofollow' : 'nofollow'] += 1;
      if (backlink.indexable === false) counts.notIndexable += 1;
    } else counts[backlink.status] += 1;
  }
  return { ...counts, summary: backlinkLine(counts) };
}

/** "31 dofollow, 5 nofollow, 2 missing of 38 live" (unreachable, not indexable and unchecked ones named when there are any). */
export function backlinkLine(counts: BacklinkCounts): string {
  const parts = [`${counts.dofollow} dofollow`, `${counts.nofollow} nofollow`, `${counts.missing} missing`];
  if (counts.unreachable) parts.push(`${counts.unreachable} unreachable`);
  if (counts.unchecked) parts.push(`${counts.unchecked} not checked yet`);
  const line = `${parts.join(', ')} of ${counts.live} live`;
  return counts.notIndexable ? `${line} (${counts.notIndexable} on pages search engines do not index)` : line;
}

/** How a listing's backlink reads on the report and the admin screen. */
export const BACKLINK_LABEL: Record<BacklinkStatus, string> = { found: 'Found', missing: 'Missing', unreachable: 'Unreachable' };

/** "Found, dofollow", "Found, nofollow, not indexed", "Missing", "Unreachable (HTTP 404)". */
export function backlinkState(backlink: Pick<BacklinkOutcome, 'status' | 'rel' | 'indexable' | 'httpStatus'>): string {
  if (backlink.status === 'unreachable') return backlink.httpStatus ? `Unreachable (HTTP ${backlink.httpStatus})` : 'Unreachable';
  const parts = [BACKLINK_LABEL[backlink.status], ...(backlink.status === 'found' && backlink.rel ? [backlink.rel] : []), ...(backlink.indexable === false ? ['not indexed'] : [])];
  return parts.join(', ');
}

/** The backlink does not give what was paid for: missing, unreachable, marked (nofollow, ugc, sponsored) or on a page not indexed. */
export const isFlagged = (backlink: Pick<BacklinkOutcome, 'status' | 'rel' | 'indexable'>) => backlink.status !== 'found' || backlink.rel !== 'dofollow' || backlink.indexable === false;
