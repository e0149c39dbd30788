import type { ContentBlock, DirectoryRow, Fact, FaqItem } from '../../../../domain/seo/types';
import { countries, COUNTRY_FACTS_CREDIT, type Country } from '../data/countries';
import { curatedDirectoriesFor, internationalDirectoriesFor, KIND_LABELS, KIND_SEO_NOTES, PRICING_LABELS } from '../data/directories';
import { onFirstUse } from '../data/load';
import type { NationalDirectory } from '../data/nationalDirectories';
import type { PageContent } from './types';
import { counted, languageName, listText, longDate, ofTotal, upperFirst } from './text';

/**
 * The two country families answer different searches. The SEO list (directory-submission-list-seo-{country})
 * is for a business entering the market from outside: how to submit there, in which language, which checked
 * directories carry weight and what each does for search. The business list ({country}-business-directories-list)
 * is for a business in the country: where its customers look it up, what each listing costs and which details
 * to keep identical.
 */

/** A country page is worth indexing only with at least this many curated national or regional directories. */
export const MIN_CURATED_DIRECTORIES = 5;

const countryBySlug = onFirstUse(() => new Map(countries().map((c) => [c.slug, c])));

interface CountryData {
  country: Country;
  curated: readonly NationalDirectory[];
  checkedOn?: string;
  languages: string;
  currencies: string;
  calling: string;
  neighbours: Country[];
}

function countryData(country: Country): CountryData {
  const { directories, checkedOn } = curatedDirectoriesFor(country.slug);
  return {
    country,
    curated: directories,
    checkedOn,
    languages: listText(country.languages),
    currencies: listText(country.currencies.map((c) => `${c.name} (${c.code})`)),
    calling: listText(country.callingCodes, 'or'),
    neighbours: country.neighbours.map((slug) => countryBySlug().get(slug)!).filter(Boolean),
  };
}

const url = (domain: string) => `https://${domain}`;
const names = (directories: readonly NationalDirectory[]) => listText(directories.map((d) => d.name));
const ofKinds = (directories: readonly NationalDirectory[], kinds: readonly NationalDirectory['kind'][]) => directories.filter((d) => kinds.includes(d.kind));

/** 'Maps and reviews: 2 review sites, 1 map service...' as one phrase, in the order of the first appearance. */
function kindSummary(directories: readonly NationalDirectory[]): string {
  const counts = new Map<NationalDirectory['kind'], number>();
  for (const d of directories) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  return listText([...counts].map(([kind, n]) => counted(n, KIND_LABELS[kind])));
}

function entityTerms(country: Country): string[] {
  return [country.name, country.officialName, country.slug.replace(/-/g, ' '), country.demonym, ...country.capital.split(', '), ...country.nativeNames].filter(Boolean);
}

/** The directories a country's pages name first: its curated ones, else the map listings that serve every country. */
function leadDirectories(data: CountryData): string[] {
  const named = data.curated.length ? data.curated.map((d) => d.name) : internationalDirectoriesFor('maps', data.country).map((d) => d.name);
  return named.length >= 3 ? named : [...named, 'Google Business Profile', 'Bing Places', 'Apple Business Connect'].slice(0, 3);
}

/** How each country family opens the site-wide sections: named after the country's own directories. */
function countrySectionTitles(data: CountryData, family: 'seo' | 'business'): PageContent['sectionTitles'] {
  const [first, second, third] = leadDirectories(data);
  return family === 'seo'
    ? { heroAction: `Get listed on ${first}`, pricing: `Plans that start with ${first} and ${second}`, closing: `Hear first when directories like ${third} open new slots` }
    : { heroAction: `Claim your ${first} listing`, pricing: `We list you on ${first}, ${second} and more`, closing: `Be first to hear about directories like ${third}` };
}

const creditSource = { text: COUNTRY_FACTS_CREDIT.text, url: COUNTRY_FACTS_CREDIT.url };

function checkedSource(data: CountryData): ContentBlock['source'] {
  return { text: `Checked on ${longDate(data.checkedOn!)}, each entry against a recorded source.` };
}

function noCuratedParagraph(country: Country): string {
  return `We have not yet checked the national directories of ${country.name}, so this page shows only the international listings any business can claim, and it stays out of search results until a checked list exists.`;
}

function internationalBlock(data: CountryData, kind: 'maps' | 'databases', id: string, title: string, lead: string): ContentBlock {
  const international = internationalDirectoriesFor(kind, data.country, data.curated);
  if (data.curated.length > 0) return { id, title, paragraphs: [`${lead}: ${listText(international.map((d) => `${d.name} (${d.what})`))}.`] };
  return {
    id,
    title,
    table: { caption: title, columns: ['Directory', 'What it is'], rows: international.map((d): DirectoryRow => ({ name: d.name, url: url(d.domain), cells: [d.what] })) },
  };
}

/* ------------------------------------------------------------------ SEO list: entering the market */

/** The entering-the-market page's blocks: a submission plan and the checked directories, international ones, neighbours. */
function seoBlocks(data: CountryData): ContentBlock[] {
  const { country, curated } = data;
  const blocks: ContentBlock[] = [];
  if (curated.length) {
    const plan = [
      [ofKinds(curated, ['maps', 'reviews']), (n: string) => `Claim the map and review listings first: ${n}.`],
      [ofKinds(curated, ['yellow-pages', 'business-directory']), (n: string) => `Then the national directories: ${n}.`],
      [ofKinds(curated, ['b2b-marketplace', 'startup-database']), (n: string) => `If you sell to companies, add ${n}.`],
      [ofKinds(curated, ['chamber-of-commerce', 'government-register']), (n: string) => `${n} confirm a registered company but rarely link out; add them once you are registered in ${country.name}.`],
      [ofKinds(curated, ['classifieds']), (n: string) => `${n} bring reach while an ad runs, not lasting links.`],
    ] as const;
    blocks.push({
      id: 'submission-plan',
      title: `A submission plan for ${country.name}`,
      steps: plan.filter(([list]) => list.length > 0).map(([list, text]) => text(names(list))),
    });
    blocks.push({
      id: 'checked-directories',
      title: `Directories checked for ${country.name}`,
      table: {
        caption: `Directories checked for ${country.name}`,
        columns: ['Directory', 'Type', 'Listing language', 'Cost', 'What it does for SEO'],
        rows: curated.map((d) => ({ name: d.name, url: url(d.domain), cells: [KIND_LABELS[d.kind][0], languageName(d.language), PRICING_LABELS[d.pricing], KIND_SEO_NOTES[d.kind]] })),
      },
      source: checkedSource(data),
    });
  }
  blocks.push(
    internationalBlock(data, 'databases', 'international', curated.length ? 'Links from beyond the border' : `International directories that accept businesses from ${country.name}`, 'For links that foreign partners and investors also see, add the company databases'),
  );
  if (data.neighbours.length) {
    blocks.push({
      id: 'neighbouring-markets',
      title: 'Neighbouring markets',
      paragraphs: [
        `${country.name} borders ${listText(data.neighbours.map((n) => n.name))}, so one product brief, translated, can serve the directories of each of these markets.`,
      ],
    });
  }
  return blocks;
}

/** The entering-the-market page's questions. */
function seoFaq(data: CountryData): FaqItem[] {
  const { country, curated } = data;
  const top = curated.slice(0, 3);
  return [
    {
      question: `Which directories in ${country.name} matter most for SEO?`,
      answer: top.length
        ? `Start with ${listText(top.map((d) => `${d.name} (${KIND_LABELS[d.kind][0]})`))}, then the other checked directories in the table above.`
        : `We have not checked the national directories of ${country.name} yet; the international listings above are the safe start.`,
    },
    {
      question: `Do I need a ${country.tld} domain to rank in ${country.name}?`,
      answer: `No: a ${country.tld} domain is one local signal among several, and listings in ${data.languages} on directories that serve ${country.name} give much of the same relevance to any domain.`,
    },
    {
      question: `In which language should listings for ${country.name} be written?`,
      answer:
        country.languages.length > 1
          ? `${country.name} has ${country.languages.length} official languages, ${data.languages}. Write each listing in the language of the directory's audience${curated.length ? '; the table shows the main language of each directory' : ''}.`
          : curated.length
            ? `In ${data.languages}, the official language, which ${ofTotal(curated.filter((d) => country.languages.includes(languageName(d.language))).length, curated.length)} checked directories publish in.`
            : `In ${data.languages}, the official language, unless a directory asks for English.`,
    },
  ];
}

export function countrySeoContent(country: Country): PageContent {
  const data = countryData(country);
  const { curated } = data;
  const onTld = curated.filter((d) => d.domain.endsWith(country.tld));
  const intro = [
    `Searchers in ${country.name} use ${data.languages}, browse sites on the ${country.tld} domain and pay in ${data.currencies}.`,
    curated.length
      ? `We checked ${curated.length} directories that serve ${country.name} on ${longDate(data.checkedOn!)}: ${kindSummary(curated)}.`
      : noCuratedParagraph(country),
  ];
  const points = [
    `Listings written in ${data.languages} match the words people in ${country.name} search with.`,
    onTld.length
      ? `${listText(onTld.map((d) => d.domain))} ${onTld.length === 1 ? 'is' : 'are'} on the ${country.tld} domain, the local signal a foreign site lacks most.`
      : `Links from directories that serve ${country.name} add the local relevance a foreign domain lacks.`,
    data.calling ? `Give your phone number as ${data.calling} followed by the local number, the form international listings display.` : `Give the same phone number in international form on every listing.`,
  ];
  const blocks = seoBlocks(data);
  const faq = seoFaq(data);
  const listingLanguages = [...new Set(curated.map((d) => languageName(d.language)))];
  const aside: ContentBlock = {
    id: 'market-facts',
    title: `${country.name} as a search market`,
    facts: [
      ...(curated.length ? [{ label: 'Languages of the checked directories', value: listText(listingLanguages) }] : []),
      { label: 'Local domain', value: country.tld },
      ...(data.calling ? [{ label: 'Phone prefix for listings', value: data.calling }] : []),
      ...(curated.length ? [{ label: 'With a free basic listing', value: upperFirst(ofTotal(curated.filter((d) => d.pricing !== 'paid').length, curated.length)) }] : []),
    ],
    source: creditSource,
  };
  return {
    intro,
    points,
    aside,
    blocks,
    faq,
    faqTitle: `Questions about ${country.name}`,
    sectionTitles: countrySectionTitles(data, 'seo'),
    exampleCategories: [],
    facts: 4 + curated.length + data.neighbours.length,
    entityTerms: entityTerms(country),
    missingData: curated.length >= MIN_CURATED_DIRECTORIES ? undefined : `fewer than ${MIN_CURATED_DIRECTORIES} curated directories`,
  };
}

/* ------------------------------------------------------------------ business list: being found at home */

export function countryBusinessContent(country: Country): PageContent {
  const data = countryData(country);
  const { curated } = data;
  const free = curated.filter((d) => d.pricing !== 'paid');
  const registers = ofKinds(curated, ['government-register']);
  const intro = curated.length
    ? [
        `These are the business directories customers in ${country.name} use, ${curated.length} of them checked on ${longDate(data.checkedOn!)}, plus the map listings every business should claim: ${listText(internationalDirectoriesFor('maps', country, curated).map((d) => d.name))}.`,
        `${upperFirst(ofTotal(free.length, curated.length))} offer a free basic listing, and ${listText(country.languages)} ${country.languages.length === 1 ? 'is' : 'are'} the language${country.languages.length === 1 ? '' : 's'} customers read them in.`,
      ]
    : [noCuratedParagraph(country), `Customers in ${country.name} read listings in ${data.languages}.`];
  const benefit = [
    [ofKinds(curated, ['reviews', 'maps']), (n: string) => `Customers read reviews and find directions on ${n} before they call or visit.`],
    [ofKinds(curated, ['yellow-pages', 'business-directory']), (n: string) => `${n} are where people in ${country.name} look up a trade and a phone number.`],
    [ofKinds(curated, ['b2b-marketplace', 'startup-database']), (n: string) => `Companies sourcing suppliers search ${n}.`],
    [ofKinds(curated, ['chamber-of-commerce', 'government-register']), (n: string) => `${n} show customers and partners that your company is registered and real.`],
    [ofKinds(curated, ['classifieds']), (n: string) => `${n} put an offer in front of buyers while the ad runs.`],
  ] as const;
  const points = curated.length
    ? benefit.filter(([list]) => list.length > 0).map(([list, text]) => text(names(list)))
    : [
        'Map listings answer the "near me" searches customers make on their phones.',
        'Reviews on a listing build trust before the first call.',
        'The same details on every listing lift you in local results.',
      ];
  const blocks: ContentBlock[] = [];
  if (curated.length) {
    blocks.push({
      id: 'business-directories',
      title: `Business directories in ${country.name}`,
      table: {
        caption: `Business directories in ${country.name}`,
        columns: ['Directory', 'What it is', 'Listing'],
        rows: curated.map((d) => ({ name: d.name, url: url(d.domain), cells: [d.notes, PRICING_LABELS[d.pricing]] })),
      },
      source: checkedSource(data),
    });
  }
  if (!curated.length) blocks.push(internationalBlock(data, 'maps', 'maps', `Map listings for businesses in ${country.name}`, ''));
  const consistency = [
    ...(registers.length ? [`Business name: exactly as registered with ${names(registers)}.`] : []),
    data.calling ? `Phone: ${data.calling} and the local number, written the same way everywhere.` : `Phone: one number, written the same way everywhere.`,
    `Prices: in ${data.currencies}, where a directory shows them.`,
  ];
  blocks.push({ id: 'consistent-details', title: 'Details to keep identical on every listing', steps: consistency });
  const paid = curated.filter((d) => d.pricing === 'paid');
  const faq: FaqItem[] = [
    {
      question: `Is listing my business in ${country.name} directories free?`,
      answer: curated.length
        ? `${names(free)} offer${free.length === 1 ? 's' : ''} a free basic listing${paid.length ? `; ${names(paid)} ${paid.length === 1 ? 'is' : 'are'} paid or for members only` : ''}.`
        : `Many directories offer a free basic listing. The work is in finding the right ones and filling in each form with consistent details, which is what our plans take off your hands.`,
    },
    {
      question: `Which details should match across my ${country.name} listings?`,
      answer: `Your business name, address, website and phone number${data.calling ? ` (with ${data.calling})` : ''}, character for character.`,
    },
    {
      question: `Do I need to be registered in ${country.name} to be listed?`,
      answer: registers.length
        ? `Only for ${names(registers)}, the official register${registers.length === 1 ? '' : 's'}; the others listed here, such as ${listText(curated.filter((d) => d.kind !== 'government-register').slice(0, 2).map((d) => d.name))}, take applications from businesses that serve customers in ${country.name}.`
        : curated.length
          ? `Not for the directories listed here, such as ${listText(curated.slice(0, 2).map((d) => d.name))}, which take applications from businesses that serve customers in ${country.name}, each with its own checks.`
          : `Most directories take applications from any business that serves customers in ${country.name}; official registers list only companies registered there.`,
    },
  ];
  const facts: Fact[] = [
    { label: 'Official name', value: country.officialName },
    { label: 'Capital', value: country.capital },
    { label: 'Official languages', value: data.languages },
    { label: 'Currency', value: data.currencies },
    ...(data.calling ? [{ label: 'Calling code', value: data.calling }] : []),
    { label: 'Country domain', value: country.tld },
    { label: 'Region', value: country.region },
    ...(data.neighbours.length ? [{ label: 'Neighbours', value: listText(data.neighbours.map((n) => n.name)) }] : []),
  ];
  return {
    intro,
    points,
    aside: { id: 'at-a-glance', title: `${country.name} at a glance`, facts, source: creditSource },
    blocks,
    faq,
    faqTitle: `Questions about ${country.name}`,
    sectionTitles: countrySectionTitles(data, 'business'),
    exampleCategories: [],
    facts: facts.length + curated.length,
    entityTerms: entityTerms(country),
    missingData: curated.length >= MIN_CURATED_DIRECTORIES ? undefined : `fewer than ${MIN_CURATED_DIRECTORIES} curated directories`,
  };
}
