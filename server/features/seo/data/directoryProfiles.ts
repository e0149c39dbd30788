import { frozen, onFirstUse } from './load';

/**
 * National and regional business directories of the 60 largest economies (IMF nominal GDP, 2024), curated by hand
 * for the country pages, dated NATIONAL_DIRECTORIES_CHECKED_ON. The directories themselves (name, pricing, what a
 * listing gives, the countries they serve, whether they are still active) are the catalogue's
 * (server/features/catalogue, seeded from its catalogueSeed.json); what the pages say of each one beyond that (its
 * kind, scope, language and the source it was confirmed against) is in ./directoryProfiles.json, by domain.
 * `evidenceOf` tells the three kinds of source apart (25 entries cite a page about the directory that was read,
 * three of them Indian directories confirmed on 2026-11-23 against a stored guide to Indian local citations; 24
 * Yelp entries cite a published list of Yelp's country domains; and 312 cite the directory's own homepage, which
 * was not fetched: those were corroborated from public code that names the site).
 *
 * Countries follow the GDP ranking, with two exceptions: Hong Kong has no slug in ./countries, and
 * Iraq is left out because fewer than five Iraqi directories could be confirmed; Slovakia, the next
 * economy on the list, takes its place.
 *
 * Cross-border brands (Yelp, Cylex, Hotfrog, Kompass, Europages, OpenSooq, Doctoralia, Mercado Libre,
 * OLX...) are only listed for a country where they run a site or subdomain of their own for it.
 * Nothing here reaches the network.
 */
export interface NationalDirectory {
  name: string;
  /** Bare host, lower-case, without scheme or www: 'gelbeseiten.de'. */
  domain: string;
  kind: 'yellow-pages' | 'business-directory' | 'b2b-marketplace' | 'reviews' | 'maps' | 'startup-database' | 'chamber-of-commerce' | 'government-register' | 'classifieds';
  /** regional = covers several countries, or only a region (city, emirate) of the country. */
  scope: 'national' | 'regional';
  /** Main language, ISO 639-1. */
  language: string;
  /** Whether a business can get a basic listing for free. */
  pricing: 'free' | 'freemium' | 'paid';
  /** One factual sentence for a founder: what it is, who runs it, what a listing gives. */
  notes: string;
  /** The URL the entry was confirmed against (the directory itself or a page describing it). */
  source: string;
}

export interface CountryDirectories {
  /** Slug as in ./countries (uk, usa, korea, saudi, czech, zealand, unitedarabemirates...). */
  country: string;
  checkedOn: string;
  directories: NationalDirectory[];
}

/** What the country pages know of a directory beyond the catalogue, by domain (./directoryProfiles.json). */
export type NationalProfile = Pick<NationalDirectory, 'kind' | 'scope' | 'language' | 'source'>;
/** A directory every country's pages may name: a map listing, or a company database of the countries it serves. */
export interface InternationalProfile {
  listing: 'maps' | 'databases';
  /** What it is, in a few words. */
  what: string;
}
export interface DirectoryProfiles {
  checkedOn: string;
  national: Readonly<Record<string, NationalProfile>>;
  international: Readonly<Record<string, InternationalProfile>>;
}

export const directoryProfiles = onFirstUse(() => frozen<DirectoryProfiles>(require('./directoryProfiles.json')));

export const NATIONAL_DIRECTORIES_CHECKED_ON = '2026-11-23';

