import type { FaqItem, SeoEntry, SeoFamilyId, SeoHubId, SeoLink, SeoPageData, SeoSubject } from '../../../domain/seo/types';
import { HOME_FAQ } from '../../../domain/site/faq';
import { headingText } from '../../../domain/seo/highlight';
import { BUSINESS_TYPES, type BusinessType } from './data/businessTypes';
import { COUNTRIES, type Country } from './data/countries';
import { directoriesFor, NATIONAL_DIRECTORIES } from './data/directories';
import { KEYWORDS, type Keyword } from './data/keywords';
import { GROUP_BENEFITS, NICHES, type Niche } from './data/niches';
import {
  countryBusinessEntry,
  countrySeoEntry,
  defaultEntry,
  G_FAMILIES,
  keywordEntry,
  keywordPoints,
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

type Subject =
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
}

const gPath = (slug: string) => `/g/${slug}`;
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

function buildCatalog(siteName: string): Catalog {
  const gPages: CatalogPage[] = [];
  for (const [family, generate] of COUNTRY_FAMILIES) {
    COUNTRIES.forEach((country, index) => {
      const entry = generate(country);
      gPages.push({ family, path: gPath(entry.slug), entry, subject: { kind: 'country', country, index } });
    });
  }
  for (const [family, generate] of NICHE_FAMILIES) {
    NICHES.forEach((niche, index) => {
      const entry = generate(niche);
      gPages.push({ family, path: gPath(entry.slug), entry, subject: { kind: 'niche', niche, index } });
    });
  }
  for (const [family, generate] of TYPE_FAMILIES) {
    BUSINESS_TYPES.forEach((type, index) => {
      const entry = generate(type);
      gPages.push({ family, path: gPath(entry.slug), entry, subject: { kind: 'type', type, index } });
    });
  }
  const fallback = defaultEntry(siteName);
  gPages.push({ family: 'default', path: gPath(fallback.slug), entry: fallback, subject: { kind: 'default' } });

  const keywordPages: CatalogPage[] = KEYWORDS.map((keyword, index) => {
    const entry = keywordEntry(keyword, siteName);
    return { family: 'keyword', path: `/page/${entry.slug}`, entry, subject: { kind: 'keyword', keyword, index } };
  });

  const g = new Map<string, CatalogPage>();
  for (const page of gPages) {
    if (g.has(page.entry.slug)) throw new Error(`Duplicate /g slug ${page.entry.slug}`);
    g.set(page.entry.slug, page);
  }
  const keyword = new Map(keywordPages.map((page) => [page.entry.slug, page]));
  if (keyword.size !== keywordPages.length) throw new Error('Duplicate /page slug');

  const countryByKey = new Map<string, Country>();
  for (const country of COUNTRIES) {
    const key = countryKey(country);
    if (countryByKey.has(key)) throw new Error(`Duplicate country key ${key}`);
    countryByKey.set(key, country);
  }
  return { gPages, keywordPages, all: [...keywordPages, ...gPages], bySlug: { g, keyword }, countryByKey };
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

/* ------------------------------------------------------------------ page content */

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

function countryContent(cat: Catalog, page: CatalogPage, country: Country, index: number): Pick<SeoPageData, 'subject' | 'faq' | 'related' | 'breadcrumbs'> {
  const directories = directoriesFor(country.slug, country.region);
  const national = NATIONAL_DIRECTORIES[country.slug] ?? [];
  const seo = page.family === 'country-seo';
  const facts = [
    { label: 'Capital', value: country.capital },
    { label: 'Region', value: country.region },
    { label: 'Country domain', value: country.tld },
    { label: 'National directories listed here', value: String(national.length) },
    { label: 'Directories we can submit you to', value: '200+' },
  ];
  const intro = seo
    ? `${country.name} uses the ${country.tld} country domain and belongs to ${country.region}. When search engines rank a business for searches made in ${country.name}, they look for local signals: links from directories that serve ${country.name}, consistent business details and pages that mention ${country.capital} and other cities. This list starts with the directories that fit ${country.name}, then adds the international ones that accept businesses from anywhere.`
    : `Customers in ${country.name}, from ${country.capital} to the smallest towns, look up businesses in national and regional directories before they call, book or visit. A consistent profile across the business directories of ${country.region} gives customers and search engines the same clear picture of who you are and where you work.`;
  const reasons = seo
    ? [
        `Local relevance: links from directories that serve ${country.name} tell search engines where your audience is.`,
        `Authority: established directories pass trust to a ${country.tld} domain and to an international one alike.`,
        `Faster discovery: search engines crawl new pages sooner when trusted directories link to them.`,
      ]
    : [
        `Customers in ${country.name} compare businesses on directories before they get in touch.`,
        `The same name, address and phone number on every listing lifts you in map results around ${country.capital}.`,
        `Reviews on directory profiles build trust before the first call.`,
      ];
  const nationalNames = national.map((d) => d.name);
  const faq: FaqItem[] = seo
    ? [
        {
          question: `How does directory submission help SEO in ${country.name}?`,
          answer: `Each listing is a link from a site search engines already trust, and directories that serve ${country.name} add local relevance. Together they raise your authority and help your pages rank for searches made in ${country.name}.`,
        },
        {
          question: `Which directories do you use for ${country.name}?`,
          answer: nationalNames.length
            ? `We start with national directories such as ${nationalNames.join(', ')}, then add the regional and international directories that accept businesses from ${country.name}.`
            : `We start with the regional directories of ${country.region}, then add the international directories that accept businesses from ${country.name}, such as Google Business Profile, Bing Places and Crunchbase.`,
        },
        {
          question: `Do I need a ${country.tld} domain to rank in ${country.name}?`,
          answer: `No. A ${country.tld} domain can add local relevance, but directory listings work for any domain. Consistent details and relevant categories matter more.`,
        },
      ]
    : [
        {
          question: `What is a business directories list for ${country.name}?`,
          answer: `It is the set of directories where customers in ${country.name} look up businesses: national directories, maps and review sites, and the regional directories of ${country.region}.`,
        },
        {
          question: `Is listing my business in ${country.name} directories free?`,
          answer: `Many directories offer a free basic listing. The work is in finding the right ones and filling in each form with consistent details, which is what our plans take off your hands.`,
        },
        {
          question: `Which details should match across my ${country.name} listings?`,
          answer: `Your business name, address, phone number and website should be identical everywhere, down to abbreviations. Search engines compare them, and matching details lift you in local results around ${country.capital}.`,
        },
      ];

  const otherFamily = seo ? 'country-business' : 'country-seo';
  const sameCountry = pageFor(cat, otherFamily, (seo ? countryBusinessEntry : countrySeoEntry)(country).slug);
  const sameFamily = cat.gPages.filter((p) => p.family === page.family);
  const regionPages = sameFamily.filter((p) => p.subject.kind === 'country' && p.subject.country.region === country.region && p !== page);
  const distance = (p: CatalogPage) => Math.abs((p.subject.kind === 'country' ? p.subject.index : 0) - index);
  const nearby = [...pick(sameFamily, index, 2), ...[...regionPages].sort((a, b) => distance(a) - distance(b)).slice(0, 6)];
  return {
    subject: { kind: 'country', name: country.name, region: country.region, facts, directories, intro, reasons },
    faq,
    related: [
      { title: `More for ${country.name}`, links: [link(sameCountry), hubLink('countries')] },
      { title: `Other countries`, links: unique(nearby).map(link) },
    ],
    breadcrumbs: breadcrumbs(page, 'countries'),
  };
}

function audienceContent(
  cat: Catalog,
  page: CatalogPage,
  subject: { kind: 'niche'; niche: Niche; index: number } | { kind: 'type'; type: BusinessType; index: number },
): Pick<SeoPageData, 'subject' | 'faq' | 'related' | 'breadcrumbs'> {
  const item = subject.kind === 'niche' ? subject.niche : subject.type;
  const name = subject.kind === 'niche' ? subject.niche.audience : subject.type.name;
  const categories = [...item.categories];
  const benefits = [...GROUP_BENEFITS[item.group]];
  const list = categories.map((c) => c.toLowerCase()).join(', ');
  const texts: Record<string, { intro: string; faq: FaqItem[] }> = {
    'niche-listing': {
      intro: `${item.why} A directory listing puts ${name} in front of people who are already browsing for what you offer, in the categories they trust.`,
      faq: [
        { question: `Which directories suit ${name}?`, answer: `The best results for ${name} come from ${list}. We choose directories in these categories first, then add general directories with strong authority.` },
        { question: `How many directories will you list ${name} on?`, answer: `The Starter package covers 60+ directories and the Publisher package 200+. Either way, the directories that fit ${name} come first.` },
        { question: `Will a directory listing bring customers or only links?`, answer: `Both. ${item.why} Each listing is also a backlink that helps your own pages rank.` },
      ],
    },
    'niche-link-building': {
      intro: `${item.why} Each listing is also a link that tells search engines your site is relevant for ${name}, so directory link building lifts rankings and visibility together.`,
      faq: [
        { question: `Is directory link building still worth it for ${name}?`, answer: `Yes, when the directories are relevant and indexed. Links from ${list} carry topical relevance that generic link lists cannot.` },
        { question: `Are directory links safe for SEO?`, answer: `Links from real, moderated directories are a normal part of a healthy link profile. We avoid link farms and submit by hand, with descriptions written for each site.` },
        { question: `How soon will ${name} see results?`, answer: `Most listings are live within a few weeks; search engines then recrawl and the authority they pass builds over the following months.` },
      ],
    },
    'niche-backlinks': {
      intro: `${item.why} Below are the directory categories we draw on for ${name}, each chosen for relevant visitors, not just for the link count.`,
      faq: [
        { question: `What makes a directory backlink relevant for ${name}?`, answer: `The directory's topic and audience match yours, it is indexed by search engines and real people browse it. For ${name} that means ${list}.` },
        { question: `Do you share the list of directories?`, answer: `Yes. You get a report with every directory we submitted ${name} to and the address of each live listing.` },
        { question: `Do nofollow directory links help?`, answer: `They send visitors and make a link profile look natural. A mix of dofollow and nofollow links is what search engines expect.` },
      ],
    },
    'type-quality-backlinks': {
      intro: `${item.why} Quality backlinks for ${name} come from directories with real authority and an audience that matches yours, not from link lists built for search engines only.`,
      faq: [
        { question: `What counts as a quality backlink for ${name}?`, answer: `A link from an indexed, moderated site with real visitors and a topic close to yours. For ${name}, that means ${list}.` },
        { question: `How many backlinks do ${name} need?`, answer: `Fewer than most think, if they are relevant. A solid base of directory links makes every later page and post rank faster.` },
        { question: `Will you use private blog networks or paid link farms?`, answer: `No. We only submit to real directories, by hand, so the links stay safe through search engine updates.` },
      ],
    },
    'type-submission-backlinks': {
      intro: `${item.why} We submit ${name} to relevant directories one by one, with a description written for each, and report every backlink once it is live.`,
      faq: [
        { question: `Which directories will you submit ${name} to?`, answer: `Directories in these categories come first: ${list}. Then general directories with strong authority, up to 200+ with the Publisher package.` },
        { question: `What do you need from me to submit ${name}?`, answer: `Your website, a logo, a screenshot and a short description. We adapt titles, descriptions and categories to each directory.` },
        { question: `How do I see the backlinks you built?`, answer: `You get a report with each directory, its status and the address of the live listing.` },
      ],
    },
    'type-free-traffic': {
      intro: `${item.why} Once live, a directory listing keeps sending visitors to ${name} month after month, with no cost per click.`,
      faq: [
        { question: `How do directories send free traffic to ${name}?`, answer: `People browse directories in ${list} to find options like yours. A listing there brings them to your site without an ad budget.` },
        { question: `How long does directory traffic last?`, answer: `As long as the listing stays up. Most directories keep listings for years, so the traffic adds up over time.` },
        { question: `Is the traffic relevant?`, answer: `Yes, when the directory fits your audience. That is why we start with the categories that match ${name}.` },
      ],
    },
  };
  const text = texts[page.family];
  const families = subject.kind === 'niche' ? NICHE_FAMILIES : TYPE_FAMILIES;
  const siblings = families
    .filter(([family]) => family !== page.family)
    .map(([family, generate]) => pageFor(cat, family, generate(item as Niche & BusinessType).slug));
  const sameFamily = cat.gPages.filter((p) => p.family === page.family);
  const sameGroup = sameFamily.filter((p) => p !== page && (p.subject.kind === 'niche' ? p.subject.niche.group : p.subject.kind === 'type' ? p.subject.type.group : '') === item.group);
  const nearby = unique([...pick(sameFamily, subject.index, 2), ...sameGroup.slice(0, 4)]);
  const hub: SeoHubId = subject.kind === 'niche' ? 'niches' : 'business-types';
  const seoSubject: SeoSubject = { kind: subject.kind, name, intro: text.intro, categories, benefits };
  return {
    subject: seoSubject,
    faq: text.faq,
    related: [
      { title: `More for ${name}`, links: [...siblings.map(link), hubLink(hub)] },
      { title: subject.kind === 'niche' ? 'Related audiences' : 'Related business types', links: nearby.map(link) },
    ],
    breadcrumbs: breadcrumbs(page, hub),
  };
}

function keywordContent(cat: Catalog, page: CatalogPage): Pick<SeoPageData, 'subject' | 'faq' | 'related' | 'breadcrumbs'> {
  const keywordPages = cat.keywordPages;
  if (page.subject.kind === 'default') {
    const ai = KEYWORDS.find((k) => k.theme === 'ai')!;
    return {
      subject: {
        kind: 'keyword',
        name: 'AI Backlink Maker',
        intro: 'Tell us about your product once. We match it to the directories that fit its category and audience, write a listing for each, submit it by hand and report every live backlink.',
        points: [...keywordPoints(ai)],
      },
      faq: [...HOME_FAQ],
      related: [
        { title: 'Popular guides', links: keywordPages.slice(0, 8).map(link) },
        { title: 'Directory lists', links: (['countries', 'niches', 'business-types'] as const).map(hubLink) },
      ],
      breadcrumbs: breadcrumbs(page),
    };
  }
  if (page.subject.kind !== 'keyword') throw new Error('not a keyword page');
  const { keyword, index } = page.subject;
  const sameTheme = keywordPages.filter((p) => p !== page && p.subject.kind === 'keyword' && p.subject.keyword.theme === keyword.theme);
  return {
    subject: { kind: 'keyword', name: keyword.keyword, intro: keyword.description, points: [...keywordPoints(keyword)] },
    faq: [...HOME_FAQ],
    related: [
      { title: 'Related guides', links: unique([...pick(keywordPages, index, 2), ...sameTheme.slice(0, 4)]).map(link) },
      { title: 'Directory lists', links: [link(cat.bySlug.g.get('ai-backlink-maker')!), ...(['countries', 'niches', 'business-types'] as const).map(hubLink)] },
    ],
    breadcrumbs: breadcrumbs(page),
  };
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Everything a page shows, for one catalog page; canonicalPath defaults to the page's own path. */
export function pageData(cat: Catalog, page: CatalogPage, canonicalPath = page.path): SeoPageData {
  const s = page.subject;
  const content =
    s.kind === 'country' ? countryContent(cat, page, s.country, s.index) : s.kind === 'niche' || s.kind === 'type' ? audienceContent(cat, page, s) : keywordContent(cat, page);
  return { family: page.family, entry: page.entry, canonicalPath, ...content };
}

export { G_FAMILIES };
