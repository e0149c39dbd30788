import type { SeoFamilyId } from '../../../domain/seo/types';
import { MIN_CURATED_DIRECTORIES } from './content/country';
import { curatedDirectoriesFor } from './data/directories';
import { G_FAMILIES } from './generators';
import type { SitePages } from './pages';
import { familyOverlap, median, QUALITY_BAR, type PageQuality } from './quality';

/** The figures `seo:report` prints: how many generated pages are indexed, and how much of them is their own. */

export interface FamilyReport {
  family: SeoFamilyId;
  pages: number;
  indexed: number;
  noindex: number;
  canonical: number;
  /** Over the indexed pages: median share of sentences no other page of the family has, and the median and worst overlap with one other indexed page. */
  medianUnique: number;
  medianOverlap: number;
  worstOverlap: number;
  worstPair?: [string, string];
  /** The same over every self-canonical page of the family, indexed or not. */
  medianUniqueAll: number;
  worstOverlapAll: number;
  medianFacts: number;
}

export interface SeoReport {
  families: FamilyReport[];
  total: { pages: number; indexed: number; noindex: number; canonical: number };
  /** Country pages showing at least MIN_CURATED_DIRECTORIES curated directories, and how many countries that is. */
  curatedCountryPages: number;
  curatedCountries: number;
  /** Share of sentences the two pages of one country have in common: median and worst. */
  countryTwinOverlap: { median: number; worst: number; worstCountry?: string };
  noindexReasons: { reason: string; pages: number }[];
}

const FAMILY_ORDER: readonly SeoFamilyId[] = ['keyword', ...G_FAMILIES.map((f) => f.id)];

export function seoReport({ cat, quality, measured }: SitePages): SeoReport {
  const families = FAMILY_ORDER.map((family): FamilyReport => {
    const pages = cat.all.filter((p) => p.family === family).map((p) => quality.get(p.path)!);
    const own = pages.filter((q) => q.status !== 'canonical');
    const indexed = own.filter((q) => q.status === 'indexed');
    const overlap = familyOverlap(indexed.map((q) => measured.get(q.path)!.sentences));
    const worstIndex = overlap.maxOverlap.reduce((best, o, i) => (o.value > (overlap.maxOverlap[best]?.value ?? -1) ? i : best), 0);
    const worst = overlap.maxOverlap[worstIndex];
    return {
      family,
      pages: pages.length,
      indexed: indexed.length,
      noindex: own.length - indexed.length,
      canonical: pages.length - own.length,
      medianUnique: median(indexed.map((q) => q.uniqueShare)),
      medianOverlap: median(overlap.maxOverlap.map((o) => o.value)),
      worstOverlap: worst?.value ?? 0,
      worstPair: worst?.with === undefined ? undefined : [indexed[worstIndex].path, indexed[worst.with].path],
      medianUniqueAll: median(own.map((q) => q.uniqueShare)),
      worstOverlapAll: Math.max(0, ...own.map((q) => q.maxOverlap)),
      medianFacts: median(own.map((q) => q.facts)),
    };
  });
  const all = [...quality.values()];
  const count = (status: PageQuality['status']) => all.filter((q) => q.status === status).length;
  const countryPages = cat.gPages.filter((p) => p.subject.kind === 'country');
  const curated = countryPages.filter((p) => p.subject.kind === 'country' && curatedDirectoriesFor(p.subject.country.slug).directories.length >= MIN_CURATED_DIRECTORIES);
  const twins = cat.gPages
    .filter((p) => p.family === 'country-seo' && p.subject.kind === 'country')
    .map((seo) => {
      const country = seo.subject.kind === 'country' ? seo.subject.country : undefined;
      const business = cat.gPages.find((p) => p.family === 'country-business' && p.subject.kind === 'country' && p.subject.country === country)!;
      const a = measured.get(seo.path)!.sentences;
      const b = measured.get(business.path)!.sentences;
      const shared = [...a].filter((s) => b.has(s)).length;
      return { country: country!.slug, value: shared / Math.min(a.size, b.size) };
    });
  const worstTwin = twins.reduce((w, t) => (t.value > w.value ? t : w), { country: '', value: -1 });
  const reasons = new Map<string, number>();
  for (const q of all) {
    if (q.status !== 'noindex') continue;
    // One line per kind of reason: the page's own figures and the other page's address are left out.
    const reason = q.reason!.replace(/^\d+% of its sentences/, 'too few of its sentences').replace(/^\d+ data-backed facts/, 'too few data-backed facts').replace(/with \/\S+$/, 'with another indexed page');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    families,
    total: { pages: all.length, indexed: count('indexed'), noindex: count('noindex'), canonical: count('canonical') },
    curatedCountryPages: curated.length,
    curatedCountries: new Set(curated.map((p) => (p.subject.kind === 'country' ? p.subject.country.slug : ''))).size,
    countryTwinOverlap: { median: median(twins.map((t) => t.value)), worst: Math.max(0, worstTwin.value), worstCountry: worstTwin.country || undefined },
    noindexReasons: [...reasons].map(([reason, pages]) => ({ reason, pages })).sort((a, b) => b.pages - a.pages),
  };
}

const pct = (value: number) => `${Math.round(value * 100)}%`;
const pad = (text: string | number, width: number) => String(text).padStart(width);

/** The report as the lines `seo:report` prints. */
export function formatReport(report: SeoReport): string[] {
  const { total } = report;
  const lines = [
    `Generated pages: ${total.pages}; indexed ${total.indexed}, noindex ${total.noindex}, canonical to another page ${total.canonical}`,
    `Bar: data present, at least ${QUALITY_BAR.minFacts.other} data-backed facts (${QUALITY_BAR.minFacts.keyword} on keyword pages), at least ${pct(QUALITY_BAR.minUniqueShare)} own sentences, and no indexed page of the family sharing over ${pct(QUALITY_BAR.maxPairOverlap.other)} (${pct(QUALITY_BAR.maxPairOverlap.keyword)} for /page)`,
    '',
    'family                     pages indexed noindex canon | own: median | overlap: median worst | all pages: own median, worst | facts',
  ];
  for (const f of report.families) {
    lines.push(
      `${f.family.padEnd(26)} ${pad(f.pages, 5)} ${pad(f.indexed, 7)} ${pad(f.noindex, 7)} ${pad(f.canonical, 5)} | ${pad(pct(f.medianUnique), 11)} | ${pad(pct(f.medianOverlap), 15)} ${pad(pct(f.worstOverlap), 5)} | ${pad(pct(f.medianUniqueAll), 14)} ${pad(pct(f.worstOverlapAll), 6)} | ${pad(f.medianFacts, 5)}`,
    );
  }
  lines.push('');
  for (const f of report.families) if (f.worstPair && f.indexed > 1) lines.push(`worst indexed pair in ${f.family}: ${f.worstPair[0]} ~ ${f.worstPair[1]} (${pct(f.worstOverlap)})`);
  lines.push(
    '',
    `Country pages listing ${MIN_CURATED_DIRECTORIES}+ curated directories: ${report.curatedCountryPages} (${report.curatedCountries} countries, both pages each)`,
    `Country SEO page vs business page of the same country, sentences in common: median ${pct(report.countryTwinOverlap.median)}, worst ${pct(report.countryTwinOverlap.worst)}${report.countryTwinOverlap.worstCountry ? ` (${report.countryTwinOverlap.worstCountry})` : ''}`,
    'Noindex reasons:',
    ...report.noindexReasons.map((r) => `  ${pad(r.pages, 4)}  ${r.reason}`),
  );
  return lines;
}
