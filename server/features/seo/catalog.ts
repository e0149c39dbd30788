import type { SeoEntry, SeoFamilyId, SeoHubId, SeoLink, SeoPageData } from '../../../domain/seo/types';
import { headingText } from '../../../domain/seo/highlight';
import { businessTypes, type BusinessType } from './data/businessTypes';
import { countries, type Country } from './data/countries';
import { keywordPageContent } from './data/keywordContent';
import { keywords, type Keyword } from './data/keywords';
import { niches, type Niche } from './data/niches';
import { nicheProfile } from './data/nicheProfiles';
import type { AudienceProfile } from './data/profiles';
import { typeProfile } from './data/typeProfiles';
import {
  countryBusinessEntry,
  countrySeoEntry,
  defaultEntry,
  G_FAMILIES,
  keywordEntry,
  nicheBacklinksEntry,
  nicheLinkBuildingEntry,
  nicheListingEntry,
  typeFreeTrafficEntry,
  typeQualityBacklinksEntry,
  typeSubmissionBacklinksEntry,
} from './generators';

/**
 * Every generated page of the site, built once per site name: the /g fixed list (country, niche,
 * business-type families and the default entry) and the /page keyword pages, with the content that
 * belongs to each page, its related links and the hub pages that link them all.
 */

/** The spec's fixed last-modified date of the generated families; change it when their content changes. */
export const GENERATED_CONTENT_DATE = '2024-11-13';

export const HUB_PATHS: Readonly<Record<SeoHubId, string>> = {
  index: '/directory-lists',
  countries: '/directory-lists/countries',
  niches: '/directory-lists/niches',
  'business-types': '/directory-lists/business-types',
};

const HUB_LABELS: Readonly<Record<SeoHubId, string>> = {
  index: 'Directory lists',
  countries: 'By country',
  niches: 'By audience',
  'business-types': 'By business type',
};

export type Subject =
  | { kind: 'country'; country: Country; index: number }
  | { kind: 'niche'; niche: Niche; index: number }
  | { kind: 'type'; type: BusinessType; index: number }
  | { kind: 'default' }
  | { kind: 'keyword'; keyword: Keyword; index: number };

export interface CatalogPage {
  family: SeoFamilyId;
  path: string;
  entry: SeoEntry;
  subject: Subject;
  /** The page this one stands for in search: its own path, or the page of a slug that means the same. */
  canonicalPath: string;
}

export interface Catalog {
  /** /g pages in the order of the fixed list. */
  gPages: readonly CatalogPage[];
  /** /page keyword pages. */
  keywordPages: readonly CatalogPage[];
  /** Every generated path: /page/... then /g/... */
  all: readonly CatalogPage[];
  bySlug: { g: ReadonlyMap<string, CatalogPage>; keyword: ReadonlyMap<string, CatalogPage> };
  /** /c/ country keys (one hyphen-free word per country) to countries. */
  countryByKey: ReadonlyMap<string, Country>;
  countryBySlug: ReadonlyMap<string, Country>;
  /** The /g pages of each family, in list order. */
  byFamily: ReadonlyMap<SeoFamilyId, readonly CatalogPage[]>;
}

const gPath = (slug: string) => `/g/${slug}`;
const keywordPath = (slug: string) => `/page/${slug}`;
const link = (page: CatalogPage): SeoLink => ({ label: headingText(page.entry.h1), path: page.path });

/** The single word that names a country in a /c/ address: its slug without hyphens (costa-rica -> costarica). */
export const countryKey = (country: Country) => country.slug.replace(/-/g, '');

const COUNTRY_FAMILIES = [
  ['country-seo', countrySeoEntry],
  ['country-business', countryBusinessEntry],
] as const;
const NICHE_FAMILIES = [
  ['niche-listing', nicheListingEntry],
  ['niche-link-building', nicheLinkBuildingEntry],
  ['niche-backlinks', nicheBacklinksEntry],
] as const;
const TYPE_FAMILIES = [
  ['type-quality-backlinks', typeQualityBacklinksEntry],
  ['type-submission-backlinks', typeSubmissionBacklinksEntry],
  ['type-free-traffic', typeFreeTrafficEntry],
] as const;

/** The directories an audience's profile names first, for its pages' descriptions. */
const leadDirectories = (profile: AudienceProfile | undefined) => (profile?.platforms ?? []).map((p) => p.name);

function buildCatalog(siteName: string): Catalog {
  const gPages: CatalogPage[] = [];
  for (const [family, generate] of COUNTRY_FAMILIES) {
    countries().forEach((country, index) => {
      const entry = generate(country);
      gPages.push({ family, path: gPath(entry.slug), entry, subject: { kind: 'country', country, index }, canonicalPath: gPath(entry.slug) });
    });
  }
  for (const [family, generate] of NICHE_FAMILIES) {
    niches().forEach((niche, index) => {
      const entry = generate(niche, leadDirectories(nicheProfile(niche.slug)));
      gPages.push({ family, path: gPath(entry.slug), entry, subject: { kind: 'niche', niche, index }, canonicalPath: gPath(entry.slug) });
    });
  }
  for (const [family, generate] of TYPE_FAMILIES) {
    businessTypes().forEach((type, index) => {
      const entry = generate(type, leadDirectories(typeProfile(type.slug)));
      gPages.push({ family, path: gPath(entry.slug), entry, subject: { kind: 'type', type, index }, canonicalPath: gPath(entry.slug) });
    });
  }
  // The default entry is the AI backlink maker of /page/ai-backlink-maker under another address: it defers to it.
  const fallback = defaultEntry(siteName);
  gPages.push({ family: 'default', path: gPath(fallback.slug), entry: fallback, subject: { kind: 'default' }, canonicalPath: keywordPath(fallback.slug) });

  const keywordPages: CatalogPage[] = keywords().map((keyword, index) => {
    const entry = keywordEntry(keyword, siteName);
    const content = keywordPageContent(keyword.slug);
    const canonicalPath = keywordPath(content && 'canonicalTo' in content ? content.canonicalTo : entry.slug);
    return { family: 'keyword', path: keywordPath(entry.slug), entry, subject: { kind: 'keyword', keyword, index }, canonicalPath };
  });

  const g = new Map<string, CatalogPage>();
  for (const page of gPages) {
    if (g.has(page.entry.slug)) throw new Error(`Duplicate /g slug ${page.entry.slug}`);
    g.set(page.entry.slug, page);
  }
  const keyword = new Map(keywordPages.map((page) => [page.entry.slug, page]));
  if (keyword.size !== keywordPages.length) throw new Error('Duplicate /page slug');

  const countryByKey = new Map<string, Country>();
  for (const country of countries()) {
    const key = countryKey(country);
    if (countryByKey.has(key)) throw new Error(`Duplicate country key ${key}`);
    countryByKey.set(key, country);
  }
  for (const page of [...keywordPages, ...gPages]) {
    const target = page.canonicalPath.startsWith('/page/') ? keyword.get(page.canonicalPath.slice('/page/'.length)) : g.get(page.canonicalPath.slice('/g/'.length));
    if (!target || target.canonicalPath !== target.path) throw new Error(`${page.path} defers to ${page.canonicalPath}, which is not a page that stands for itself`);
  }
  const countryBySlug = new Map(countries().map((c) => [c.slug, c]));
  const byFamily = new Map<SeoFamilyId, CatalogPage[]>();
  for (const page of gPages) byFamily.set(page.family, [...(byFamily.get(page.family) ?? []), page]);
  return { gPages, keywordPages, all: [...keywordPages, ...gPages], bySlug: { g, keyword }, countryByKey, countryBySlug, byFamily };
}

const catalogs = new Map<string, Catalog>();

/** The catalog for a site name (texts name the product), built on first use and kept. */
export function catalog(siteName: string): Catalog {
  let built = catalogs.get(siteName);
  if (!built) {
    built = buildCatalog(siteName);
    catalogs.set(siteName, built);
  }
  return built;
}

/* ------------------------------------------------------------------ links between pages */

const pick = <T,>(items: readonly T[], index: number, count: number): T[] => {
  // Neighbours on both sides of index, in a ring, so every item is somebody's neighbour.
  const out: T[] = [];
  for (let step = 1; out.length < count && step <= items.length; step++) {
    const offset = step % 2 === 1 ? (step + 1) / 2 : -step / 2;
    const item = items[(index + offset + items.length * 4) % items.length];
    if (!out.includes(item) && item !== items[index]) out.push(item);
  }
  return out;
};

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function pageFor(cat: Catalog, family: SeoFamilyId, slug: string): CatalogPage {
  const page = cat.bySlug.g.get(slug);
  if (!page || page.family !== family) throw new Error(`No ${family} page ${slug}`);
  return page;
}

const hubLink = (hub: SeoHubId): SeoLink => ({ label: HUB_LABELS[hub] === 'Directory lists' ? 'All directory lists' : `Directory lists ${HUB_LABELS[hub].toLowerCase()}`, path: HUB_PATHS[hub] });

function breadcrumbs(page: CatalogPage, hub?: SeoHubId): SeoLink[] {
  const trail: SeoLink[] = [
    { label: 'Home', path: '/' },
    { label: HUB_LABELS.index, path: HUB_PATHS.index },
  ];
  if (hub && hub !== 'index') trail.push({ label: HUB_LABELS[hub], path: HUB_PATHS[hub] });
  trail.push(link(page));
  return trail;
}

type Links = Pick<SeoPageData, 'related' | 'breadcrumbs'>;

function countryLinks(cat: Catalog, page: CatalogPage, country: Country, index: number): Links {
  const seo = page.family === 'country-seo';
  const sameCountry = pageFor(cat, seo ? 'country-business' : 'country-seo', (seo ? countryBusinessEntry : countrySeoEntry)(country).slug);
  const sameFamily = cat.byFamily.get(page.family)!;
  const generate = seo ? countrySeoEntry : countryBusinessEntry;
  const neighbours = country.neighbours.map((slug) => cat.bySlug.g.get(generate(cat.countryBySlug.get(slug)!).slug)!);
  const regionPages = sameFamily.filter((p) => p.subject.kind === 'country' && p.subject.country.region === country.region && p !== page);
  const distance = (p: CatalogPage) => Math.abs((p.subject.kind === 'country' ? p.subject.index : 0) - index);
  const nearby = unique([...pick(sameFamily, index, 2), ...[...regionPages].sort((a, b) => distance(a) - distance(b)).slice(0, 6)]).filter((p) => !neighbours.includes(p));
  return {
    related: [
      { title: `More for ${country.name}`, links: [link(sameCountry), hubLink('countries')] },
      ...(neighbours.length ? [{ title: 'Neighbouring countries', links: neighbours.map(link) }] : []),
      { title: 'Other countries', links: nearby.map(link) },
    ],
    breadcrumbs: breadcrumbs(page, 'countries'),
  };
}

function audienceLinks(cat: Catalog, page: CatalogPage, subject: { kind: 'niche'; niche: Niche; index: number } | { kind: 'type'; type: BusinessType; index: number }): Links {
  const item = subject.kind === 'niche' ? subject.niche : subject.type;
  const name = subject.kind === 'niche' ? subject.niche.audience : subject.type.name;
  const families = subject.kind === 'niche' ? NICHE_FAMILIES : TYPE_FAMILIES;
  const siblings = families
    .filter(([family]) => family !== page.family)
    .map(([family, generate]) => pageFor(cat, family, generate(item as Niche & BusinessType).slug));
  const sameFamily = cat.byFamily.get(page.family)!;
  const sameGroup = sameFamily.filter((p) => p !== page && (p.subject.kind === 'niche' ? p.subject.niche.group : p.subject.kind === 'type' ? p.subject.type.group : '') === item.group);
  const nearby = unique([...pick(sameFamily, subject.index, 2), ...sameGroup.slice(0, 4)]);
  const hub: SeoHubId = subject.kind === 'niche' ? 'niches' : 'business-types';
  return {
    related: [
      { title: `More for ${name}`, links: [...siblings.map(link), hubLink(hub)] },
      { title: subject.kind === 'niche' ? 'Related audiences' : 'Related business types', links: nearby.map(link) },
    ],
    breadcrumbs: breadcrumbs(page, hub),
  };
}

function keywordLinks(cat: Catalog, page: CatalogPage): Links {
  const keywordPages = cat.keywordPages;
  if (page.subject.kind !== 'keyword') {
    return {
      related: [
        { title: 'Popular guides', links: keywordPages.slice(0, 8).map(link) },
        { title: 'Directory lists', links: (['countries', 'niches', 'business-types'] as const).map(hubLink) },
      ],
      breadcrumbs: breadcrumbs(page),
    };
  }
  const { keyword, index } = page.subject;
  const sameTheme = keywordPages.filter((p) => p !== page && p.subject.kind === 'keyword' && p.subject.keyword.theme === keyword.theme);
  return {
    related: [
      { title: 'Related guides', links: unique([...pick(keywordPages, index, 2), ...sameTheme.slice(0, 4)]).map(link) },
      { title: 'Directory lists', links: [link(cat.bySlug.g.get('ai-backlink-maker')!), ...(['countries', 'niches', 'business-types'] as const).map(hubLink)] },
    ],
    breadcrumbs: breadcrumbs(page),
  };
}

/** The related links and the breadcrumb trail of a page. */
export function pageLinks(cat: Catalog, page: CatalogPage): Links {
  const s = page.subject;
  if (s.kind === 'country') return countryLinks(cat, page, s.country, s.index);
  if (s.kind === 'niche' || s.kind === 'type') return audienceLinks(cat, page, s);
  return keywordLinks(cat, page);
}

export { G_FAMILIES };
