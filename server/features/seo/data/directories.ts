import type { DirectoryPricing, DirectoryStatus } from '../../../../domain/catalogue/limits';
import { seedDirectories } from '../../catalogue/seed';
import { countries, type Country } from './countries';
import { directoryProfiles, NATIONAL_DIRECTORIES_CHECKED_ON, type CountryDirectories, type NationalDirectory } from './directoryProfiles';
import { onFirstUse } from './load';

/**
 * The directories a country page can show, read from the directory catalogue: the active directories that the
 * country pages have a profile of (./directoryProfiles.json): the curated national and regional ones of each
 * country they serve, then the international listings any business can claim, which are the only ones shown for
 * a country without curated data (and such a page stays out of the index until it has some). Operators' changes
 * (a name, a price, notes, the countries served, a pause or a dead site) reach the pages; a directory without a
 * profile is not shown, since the pages say each one was checked.
 */

export interface InternationalDirectory {
  name: string;
  domain: string;
  /** What it is, in a few words. */
  what: string;
}

/** A directory of the catalogue, as much of it as the country pages read. */
export interface ListableDirectory {
  domain: string;
  name: string;
  pricing: DirectoryPricing;
  countries: readonly string[];
  status: DirectoryStatus;
  requirements: { notes: string };
}

export interface CountryListings {
  /** The curated directories of each country that has some, in the order of ./directoryProfiles.json. */
  national: readonly CountryDirectories[];
  maps: readonly InternationalDirectory[];
  /** Company databases, with the countries each serves ('global' for all). */
  databases: readonly (InternationalDirectory & { countries: readonly string[] })[];
}

const NATIONAL_PRICING: Readonly<Record<DirectoryPricing, NationalDirectory['pricing']>> = { free: 'free', 'free-or-paid': 'freemium', paid: 'paid' };

/** The country pages' listings of a catalogue. */
export function listingsOf(directories: readonly ListableDirectory[]): CountryListings {
  const { national, international } = directoryProfiles();
  const order = new Map(Object.keys(national).map((domain, i) => [domain, i]));
  const slugOf = new Map(countries().map((c) => [c.code, c.slug]));
  const active = directories.filter((d) => d.status === 'active');
  const byCountry = new Map<string, NationalDirectory[]>();
  for (const d of active.filter((d) => national[d.domain]).sort((a, b) => order.get(a.domain)! - order.get(b.domain)!)) {
    const entry: NationalDirectory = { name: d.name, domain: d.domain, ...national[d.domain], pricing: NATIONAL_PRICING[d.pricing], notes: d.requirements.notes };
    for (const slug of d.countries.map((code) => slugOf.get(code)).filter((s): s is string => s !== undefined)) byCountry.set(slug, [...(byCountry.get(slug) ?? []), entry]);
  }
  const internationalOrder = Object.keys(international);
  const listed = active.filter((d) => international[d.domain]).sort((a, b) => internationalOrder.indexOf(a.domain) - internationalOrder.indexOf(b.domain));
  const of = (listing: 'maps' | 'databases') => listed.filter((d) => international[d.domain].listing === listing).map((d) => ({ name: d.name, domain: d.domain, what: international[d.domain].what, countries: d.countries }));
  return {
    national: [...byCountry].map(([country, list]) => ({ country, checkedOn: NATIONAL_DIRECTORIES_CHECKED_ON, directories: list })),
    maps: of('maps').map(({ name, domain, what }) => ({ name, domain, what })),
    databases: of('databases'),
  };
}

/** The listings of the catalogue as `seed` fills it: what a process shows until it has read the catalogue, and what tests read. */
export const seedListings = onFirstUse(() => listingsOf(seedDirectories()));

let current: CountryListings | null = null;
let version = 0;

/** The listings the pages show now. */
export const currentListings = (): CountryListings => current ?? seedListings();
/** Bumped whenever the listings change: what is built from them is built again. */
export const listingsVersion = () => version;

/** Shows these listings from now on (server/features/seo/catalogueListings.ts keeps them equal to the catalogue). */
export function showListings(listings: CountryListings): void {
  current = listings;
  version++;
}

const curatedByCountry = (listings: CountryListings) => new Map(listings.national.map((c) => [c.country, c]));
let curatedIndex: { of: CountryListings; map: Map<string, CountryDirectories> } | null = null;

/** Map listings or company databases for a country, without the ones its curated list already has. */
export function internationalDirectoriesFor(kind: 'maps' | 'databases', country: Pick<Country, 'code'>, curated: readonly NationalDirectory[] = []): InternationalDirectory[] {
  const taken = new Set(curated.map((d) => d.domain));
  const listings = currentListings();
  const list = kind === 'maps' ? listings.maps : listings.databases.filter((d) => d.countries.includes('global') || d.countries.includes(country.code)).map(({ name, domain, what }) => ({ name, domain, what }));
  return list.filter((d) => !taken.has(d.domain));
}

/** The curated directories of a country (empty when it has none yet) and the date they were checked. */
export function curatedDirectoriesFor(countrySlug: string): { directories: readonly NationalDirectory[]; checkedOn?: string } {
  const listings = currentListings();
  if (curatedIndex?.of !== listings) curatedIndex = { of: listings, map: curatedByCountry(listings) };
  const entry = curatedIndex.map.get(countrySlug);
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
