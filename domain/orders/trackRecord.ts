import { EMPTY_TRACK_RECORD, type TrackRecord } from '../catalogue/directories';

/**
 * A directory's track record, from what each order's item with it became. One entry per item past `queued`:
 * its status, the days it took from submission to live, and what the last check of its backlink found.
 */
export interface TrackEntry {
  status: 'submitted' | 'live' | 'rejected';
  /** Whole days from submitted to live (null unless live with both dates known). */
  days: number | null;
  /** The backlink checker found the link on the listing (a verified backlink). */
  verified: boolean;
  dofollow: boolean;
  indexable: boolean;
  /** A link that was there is lost (missing, noindex, gone). */
  lost: boolean;
  /** When the link was last found. */
  verifiedAt: Date | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** What an order's item adds to its directory's record; null while queued. */
export function trackEntryOf(item: {
  status: string;
  submittedAt?: Date | null;
  liveAt?: Date | null;
  backlink?: { status: string; rel: string | null; indexable: boolean | null; checkedAt: Date } | null;
  backlinkLostAt?: Date | null;
}): TrackEntry | null {
  if (item.status !== 'submitted' && item.status !== 'live' && item.status !== 'rejected') return null;
  const live = item.status === 'live';
  const verified = live && item.backlink?.status === 'found';
  const days = live && item.submittedAt && item.liveAt ? Math.max(0, Math.round((new Date(item.liveAt).getTime() - new Date(item.submittedAt).getTime()) / DAY_MS)) : null;
  return {
    status: item.status,
    days,
    verified,
    dofollow: verified && item.backlink?.rel === 'dofollow',
    indexable: verified && item.backlink?.indexable === true,
    lost: live && Boolean(item.backlinkLostAt),
    verifiedAt: verified ? new Date(item.backlink!.checkedAt) : null,
  };
}

function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);

/**
 * The record: every submission (submitted, live or rejected), live and rejected; live out of answered; the median
 * days to live; of the verified backlinks, the share followed and the share on indexable pages; lost links.
 */
export function trackRecordOf(entries: readonly TrackEntry[]): TrackRecord {
  if (!entries.length) return EMPTY_TRACK_RECORD;
  const live = entries.filter((e) => e.status === 'live');
  const rejected = entries.filter((e) => e.status === 'rejected').length;
  const verified = live.filter((e) => e.verified);
  const lastVerified = verified.reduce<number | null>((latest, e) => (e.verifiedAt && (latest === null || e.verifiedAt.getTime() > latest) ? e.verifiedAt.getTime() : latest), null);
  return {
    submitted: entries.length,
    live: live.length,
    rejected,
    acceptanceRate: share(live.length, live.length + rejected),
    medianDaysToLive: median(live.flatMap((e) => (e.days === null ? [] : [e.days]))),
    dofollowShare: share(verified.filter((e) => e.dofollow).length, verified.length),
    indexableShare: share(verified.filter((e) => e.indexable).length, verified.length),
    lostLinks: live.filter((e) => e.lost).length,
    lastVerifiedAt: lastVerified === null ? null : new Date(lastVerified).toISOString(),
  };
}
