import { onFirstUse } from './load';
import { nationalDirectories, type NationalDirectory } from './nationalDirectories';

/**
 * The directories a country page can show: the curated national and regional ones of ./nationalDirectories
 * (60 economies), then the international listings any business can claim, which are the only ones shown for a
 * country without curated data (and such a page stays out of the index until it has some).
 */

export interface InternationalDirectory {
  name: string;
  domain: string;
  /** What it is, in a few words. */
  what: string;
}

const i = (name: string, domain: string, what: string): InternationalDirectory => ({ name, domain, what });

/** The map listings any business can claim, wherever it is. */
export const MAP_LISTINGS: readonly InternationalDirectory[] = [
  i('Google Business Profile', 'business.google.com', 'the listing behind Google Maps and local results'),
  i('Bing Places for Business', 'bingplaces.com', 'the listing behind Bing Maps'),
  i('Apple Business Connect', 'businessconnect.apple.com', 'the listing behind Apple Maps'),
];

/** Company databases and multi-country B2B directories, by the continent of world-countries' `region`. */
const CRUNCHBASE = i('Crunchbase', 'crunchbase.com', 'company and startup database');
const KOMPASS = i('Kompass', 'kompass.com', 'international B2B company directory');
export const COMPANY_DATABASES: Readonly<Record<string, readonly InternationalDirectory[]>> = {
  Europe: [CRUNCHBASE, i('Europages', 'europages.com', 'European B2B supplier directory'), KOMPASS],
  Africa: [CRUNCHBASE, KOMPASS],
  Americas: [CRUNCHBASE, KOMPASS],
  Asia: [CRUNCHBASE, KOMPASS],
  Oceania: [CRUNCHBASE, KOMPASS],
};

/** Map listings or company databases for a country, without the ones its curated list already has. */
export function internationalDirectoriesFor(kind: 'maps' | 'databases', continent: string, curated: readonly NationalDirectory[] = []): InternationalDirectory[] {
  const taken = new Set(curated.map((d) => d.domain));
  const list = kind === 'maps' ? MAP_LISTINGS : (COMPANY_DATABASES[continent] ?? [CRUNCHBASE]);
  return list.filter((d) => !taken.has(d.domain));
}

const curatedByCountry = onFirstUse(() => new Map(nationalDirectories().map((c) => [c.country, c])));

/** The curated directories of a country (empty when it has none yet) and the date they were checked. */
export function curatedDirectoriesFor(countrySlug: string): { directories: readonly NationalDirectory[]; checkedOn?: string } {
  const entry = curatedByCountry().get(countrySlug);
  return entry ? { directories: entry.directories, checkedOn: entry.checkedOn } : { directories: [] };
}

/** How each kind of directory is named on the pages (singular, plural). */
export const KIND_LABELS: Readonly<Record<NationalDirectory['kind'], [string, string]>> = {
  'yellow-pages': ['yellow pages', 'yellow pages'],
  'business-directory': ['business directory', 'business directories'],
  'b2b-marketplace': ['B2B marketplace', 'B2B marketplaces'],
  reviews: ['review site', 'review sites'],
  maps: ['map service', 'map services'],
  'startup-database': ['startup database', 'startup databases'],
  'chamber-of-commerce': ['chamber of commerce', 'chambers of commerce'],
  'government-register': ['official register', 'official registers'],
  classifieds: ['classifieds site', 'classifieds sites'],
};

/**
 * What a listing of each kind does for search: general properties of the kind, not claims about one site
 * (whether a particular directory's links are followed is not recorded in the dataset).
 */
export const KIND_SEO_NOTES: Readonly<Record<NationalDirectory['kind'], string>> = {
  'yellow-pages': 'A citation search engines cross-check; a website link is often part of the entry',
  'business-directory': 'A citation and usually a website link from a page about you',
  'b2b-marketplace': 'A company profile buyers search; product pages can rank on their own',
  reviews: 'Reviews and ratings that show up in local results',
  maps: 'Your place on the map; drives map-pack visibility',
  'startup-database': 'A company profile journalists and investors check',
  'chamber-of-commerce': 'A member listing that vouches for the business; membership required',
  'government-register': 'Proof of the registered name and address; rarely links out',
  classifieds: 'Ads that expire; useful for reach, not lasting links',
};

export const PRICING_LABELS: Readonly<Record<NationalDirectory['pricing'], string>> = {
  free: 'Free',
  freemium: 'Free basic listing, paid upgrades',
  paid: 'Paid or members only',
};
