import { headingText } from '../../../domain/seo/highlight';
import type { ContentBlock, SeoFamilyId, SeoPageData } from '../../../domain/seo/types';

/**
 * The thin-page guard. It reads each generated page's main content as sentences (headings, paragraphs split
 * into sentences, list items, table rows, facts, questions and answers: what the page shows about its subject,
 * not the site-wide sections every page repeats, such as pricing, nor navigation), masks the page's own entity
 * words so that a template sentence differing only by the country, niche or keyword counts as shared, and
 * compares the pages of one family. A page is indexed only when it has the data its family needs, enough
 * data-backed facts, enough sentences of its own, and no indexed page of its family shares too much with it.
 * Pure functions: the same measure serves the pages, the sitemap, `seo:report` and the tests.
 */

export const QUALITY_BAR = {
  /** Share of a page's sentences found on no other page of its family. */
  minUniqueShare: 0.3,
  /** Largest share of sentences two indexed pages of one family may have in common (of the smaller page). */
  maxPairOverlap: { keyword: 0.5, other: 0.8 },
  /** Data-backed facts a page must show. */
  minFacts: { keyword: 3, default: 3, other: 8 },
} as const;

export type MainContent = Pick<SeoPageData, 'entry' | 'intro' | 'points' | 'aside' | 'blocks' | 'faq' | 'faqTitle' | 'sectionTitles'>;

/** Paragraph text split into sentences at ., ! or ? followed by a space and a capital, digit or quote. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function blockSentences(block: ContentBlock): string[] {
  const out = [block.title];
  for (const p of block.paragraphs ?? []) out.push(...splitSentences(p));
  out.push(...(block.bullets ?? []), ...(block.steps ?? []));
  if (block.chips?.length) out.push(block.chips.join(', '));
  for (const fact of block.facts ?? []) out.push(`${fact.label}: ${fact.value}`);
  if (block.table) {
    if (block.table.caption !== block.title) out.push(block.table.caption);
    out.push(block.table.columns.join(' | '));
    for (const row of block.table.rows) out.push([row.name, ...row.cells].join(' | '));
  }
  if (block.source) out.push(...splitSentences(block.source.text));
  return out;
}

/** The main content of a page as the sentences a reader sees, in page order. */
export function mainSentences(page: MainContent): string[] {
  const out = [headingText(page.entry.h1), ...splitSentences(page.entry.metaDescription), page.entry.h2];
  for (const p of page.intro) out.push(...splitSentences(p));
  out.push(page.entry.h3, ...page.points);
  if (page.aside) out.push(...blockSentences(page.aside));
  for (const block of page.blocks) out.push(...blockSentences(block));
  if (page.faqTitle) out.push(page.faqTitle);
  for (const item of page.faq) out.push(item.question, ...splitSentences(item.answer));
  // The page's own openings of the site-wide sections (the sections themselves are the same on every page).
  const { heroAction, benefits, pricing, closing } = page.sectionTitles;
  out.push(heroAction, ...(benefits ? [benefits] : []), pricing, closing);
  return out;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Replaces whole-word occurrences of the (lower-case, longest first) terms in a lower-case text with a marker. */
function maskTerms(text: string, terms: readonly string[]): string {
  let out = text;
  for (const term of terms) {
    let from = 0;
    for (let at = out.indexOf(term, from); at >= 0; at = out.indexOf(term, from)) {
      const before = at > 0 ? out[at - 1] : '';
      const after = out[at + term.length] ?? '';
      if ((before && WORD_CHAR.test(before)) || (after && WORD_CHAR.test(after))) {
        from = at + 1;
        continue;
      }
      out = `${out.slice(0, at)} § ${out.slice(at + term.length)}`;
      from = at + 3;
    }
  }
  return out;
}

/** Lower case, the entity words replaced by one marker (longest first, whole words), punctuation and spacing folded. */
export function maskSentences(sentences: readonly string[], entityTerms: readonly string[]): Set<string> {
  const terms = [...new Set(entityTerms.map((t) => t.trim().toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const out = new Set<string>();
  for (const sentence of sentences) {
    const masked = maskTerms(sentence.toLowerCase(), terms)
      // Punctuation and symbols become spaces; letters of any script, digits, '+' (calling codes) and '.' (domains) stay.
      .replace(/[\s!-*,\-/:-@[-`{-~\u00a0-\u00a6\u00a8-\u00bf\u2000-\u206f]+/g, ' ')
      .replace(/\.(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (masked) out.add(masked);
  }
  return out;
}

export interface MeasuredPage {
  path: string;
  family: SeoFamilyId;
  /** The path it stands for in search; pages that defer to another are not measured. */
  canonicalPath: string;
  sentences: ReadonlySet<string>;
  facts: number;
  missingData?: string;
}

export interface PageQuality {
  path: string;
  family: SeoFamilyId;
  sentences: number;
  /** Share of the page's sentences found on no other page of its family (self-canonical pages). */
  uniqueShare: number;
  /** Largest share of sentences in common with another page of its family, and that page. */
  maxOverlap: number;
  overlapWith?: string;
  facts: number;
  status: 'indexed' | 'noindex' | 'canonical';
  /** Why a page is not indexed. */
  reason?: string;
}

/** |A ∩ B| / min(|A|, |B|): 1 when the smaller page is wholly contained in the other. */
export function pairOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size;
}

/** For each page, how many sentences it shares with each other page of the list (an inverted index, not all pairs). */
function sharedCounts(sets: readonly ReadonlySet<string>[]): Map<number, number>[] {
  const owners = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const s of set) {
      const list = owners.get(s);
      if (list) list.push(i);
      else owners.set(s, [i]);
    }
  });
  const counts = sets.map(() => new Map<number, number>());
  for (const list of owners.values()) {
    if (list.length < 2) continue;
    for (const i of list) for (const j of list) if (i !== j) counts[i].set(j, (counts[i].get(j) ?? 0) + 1);
  }
  return counts;
}

export interface FamilyOverlap {
  uniqueShare: number[];
  /** Largest overlap of each page with another page of the list, and with which. */
  maxOverlap: { value: number; with?: number }[];
}

/** Unique shares and largest pair overlaps within one list of pages. */
export function familyOverlap(sets: readonly ReadonlySet<string>[]): FamilyOverlap {
  const counts = sharedCounts(sets);
  const owners = new Map<string, number>();
  for (const set of sets) for (const s of set) owners.set(s, (owners.get(s) ?? 0) + 1);
  return {
    uniqueShare: sets.map((set) => (set.size ? [...set].filter((s) => owners.get(s) === 1).length / set.size : 0)),
    maxOverlap: counts.map((row, i) => {
      let best: { value: number; with?: number } = { value: 0 };
      for (const [j, n] of row) {
        const value = n / Math.min(sets[i].size, sets[j].size);
        if (value > best.value) best = { value, with: j };
      }
      return best;
    }),
  };
}

const familyKey = <T,>(family: SeoFamilyId, table: { keyword: T; other: T; default?: T }): T => (family === 'keyword' ? table.keyword : family === 'default' && table.default !== undefined ? table.default : table.other);

/**
 * Judges every page of one family. Pages that defer to another are 'canonical'. The others are candidates when
 * their data exists, they show enough facts and enough sentences of their own; candidates are then accepted in
 * order of facts and uniqueness, each only if it does not overlap an accepted page beyond the family's limit.
 */
export function judgeFamily(pages: readonly MeasuredPage[]): PageQuality[] {
  const family = pages[0]?.family;
  if (!family) return [];
  const selfCanonical = pages.filter((p) => p.canonicalPath === p.path);
  const { uniqueShare, maxOverlap } = familyOverlap(selfCanonical.map((p) => p.sentences));
  const maxPair = familyKey(family, QUALITY_BAR.maxPairOverlap);
  const minFacts = familyKey(family, QUALITY_BAR.minFacts);
  const results = new Map<string, PageQuality>();
  selfCanonical.forEach((p, i) => {
    const reason = p.missingData
      ? `no data yet: ${p.missingData}`
      : p.facts < minFacts
        ? `${p.facts} data-backed facts, fewer than ${minFacts}`
        : uniqueShare[i] < QUALITY_BAR.minUniqueShare
          ? `${Math.round(uniqueShare[i] * 100)}% of its sentences are its own, under ${QUALITY_BAR.minUniqueShare * 100}%`
          : undefined;
    const withPage = maxOverlap[i].with;
    results.set(p.path, {
      path: p.path,
      family: p.family,
      sentences: p.sentences.size,
      uniqueShare: uniqueShare[i],
      maxOverlap: maxOverlap[i].value,
      overlapWith: withPage === undefined ? undefined : selfCanonical[withPage].path,
      facts: p.facts,
      status: reason ? 'noindex' : 'indexed',
      reason,
    });
  });
  // Near-duplicates: the richer page of a pair that overlaps too much stays, the other leaves the index.
  const candidates = selfCanonical.map((p, i) => ({ p, i })).filter(({ p }) => results.get(p.path)!.status === 'indexed');
  candidates.sort((a, b) => b.p.facts - a.p.facts || uniqueShare[b.i] - uniqueShare[a.i] || a.i - b.i);
  const accepted: MeasuredPage[] = [];
  for (const { p } of candidates) {
    const clash = accepted.find((q) => pairOverlap(p.sentences, q.sentences) > maxPair);
    if (clash) Object.assign(results.get(p.path)!, { status: 'noindex', reason: `shares over ${maxPair * 100}% of its sentences with ${clash.path}` });
    else accepted.push(p);
  }
  for (const p of pages) {
    if (p.canonicalPath !== p.path) {
      results.set(p.path, { path: p.path, family: p.family, sentences: p.sentences.size, uniqueShare: 0, maxOverlap: 1, overlapWith: p.canonicalPath, facts: p.facts, status: 'canonical', reason: `means the same as ${p.canonicalPath}` });
    }
  }
  return pages.map((p) => results.get(p.path)!);
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
