import type { SeoFamilyId } from '../../../domain/seo/types';
import { familyOverlap, median } from './quality';

/**
 * The measure of the pages as visitors get them: the sentences of each rendered page's <main> (./mainText.ts),
 * site-wide sections included (pricing, FAQ, call to action: a search engine reads them on every page too),
 * compared within each family. `seo:report` prints it beside the guard's figures, which read the page data only.
 */
export const RENDERED_GOALS = {
  /** Largest share of sentences two /page pages may have in common (of the smaller page). */
  maxKeywordPair: 0.5,
  /** Smallest median, in every family, of the share of a page's sentences found on no other page of its family. */
  minMedianOwn: 0.4,
} as const;

export interface RenderedPageSentences {
  path: string;
  family: SeoFamilyId;
  sentences: ReadonlySet<string>;
}

export interface RenderedFamily {
  family: SeoFamilyId;
  pages: number;
  medianSentences: number;
  medianOwn: number;
  worstPair: number;
  worstPairPaths?: [string, string];
}

/** Per family (in the order first met): median own share and the worst pair, over the pages given. */
export function renderedFamilies(pages: readonly RenderedPageSentences[]): RenderedFamily[] {
  const byFamily = new Map<SeoFamilyId, RenderedPageSentences[]>();
  for (const page of pages) byFamily.set(page.family, [...(byFamily.get(page.family) ?? []), page]);
  return [...byFamily].map(([family, members]) => {
    const { uniqueShare, maxOverlap } = familyOverlap(members.map((p) => p.sentences));
    const worst = maxOverlap.reduce((best, o, i) => (o.value > maxOverlap[best].value ? i : best), 0);
    const other = maxOverlap[worst]?.with;
    return {
      family,
      pages: members.length,
      medianSentences: median(members.map((p) => p.sentences.size)),
      medianOwn: median(uniqueShare),
      worstPair: maxOverlap[worst]?.value ?? 0,
      worstPairPaths: other === undefined ? undefined : [members[worst].path, members[other].path],
    };
  });
}

const pct = (value: number) => `${Math.round(value * 100)}%`;

/** The rendered measure as the lines `seo:report` prints, with the goals and whether each is met. */
export function formatRendered(families: readonly RenderedFamily[], { sampled }: { sampled: boolean }): string[] {
  const lines = [
    `Rendered pages: sentences of <main> (site-wide sections included), entity words masked, within each family${sampled ? ' (a sample: own shares read high)' : ''}`,
    'family                     pages sentences | own: median | worst pair',
  ];
  for (const f of families) {
    lines.push(`${f.family.padEnd(26)} ${String(f.pages).padStart(5)} ${String(Math.round(f.medianSentences)).padStart(9)} | ${pct(f.medianOwn).padStart(11)} | ${pct(f.worstPair).padStart(5)}${f.worstPairPaths ? `  ${f.worstPairPaths[0]} ~ ${f.worstPairPaths[1]}` : ''}`);
  }
  const keyword = families.find((f) => f.family === 'keyword');
  const lowest = families.reduce<RenderedFamily | undefined>((low, f) => (!low || f.medianOwn < low.medianOwn ? f : low), undefined);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  if (keyword) lines.push(`Goal: /page worst pair at most ${pct(RENDERED_GOALS.maxKeywordPair)}: ${pct(keyword.worstPair)}, ${verdict(keyword.worstPair <= RENDERED_GOALS.maxKeywordPair)}`);
  if (lowest) lines.push(`Goal: every family's median own share at least ${pct(RENDERED_GOALS.minMedianOwn)}: lowest ${pct(lowest.medianOwn)} (${lowest.family}), ${verdict(lowest.medianOwn >= RENDERED_GOALS.minMedianOwn)}`);
  return lines;
}
