import { frozen, onFirstUse } from './load';

/**
 * National and regional business directories of the 60 largest economies (IMF nominal GDP, 2024),
 * curated by hand for the country pages, dated NATIONAL_DIRECTORIES_CHECKED_ON. Every entry names a real
 * directory and records in `source` what it was confirmed against; `evidenceOf` tells the three kinds apart
 * (25 entries cite a page about the directory that was read, three of them Indian directories confirmed on
 * 2026-11-23 against a stored guide to Indian local citations; 24 Yelp entries cite a published list of Yelp's
 * country domains; and 312 cite the directory's own homepage, which was not fetched: those were corroborated from
 * public code that names the site).
 *
 * Countries follow the GDP ranking, with two exceptions: Hong Kong has no slug in ./countries, and
 * Iraq is left out because fewer than five Iraqi directories could be confirmed; Slovakia, the next
 * economy on the list, takes its place.
 *
 * Cross-border brands (Yelp, Cylex, Hotfrog, Kompass, Europages, OpenSooq, Doctoralia, Mercado Libre,
 * OLX...) are only listed for a country where they run a site or subdomain of their own for it.
 * The entries are in ./nationalDirectories.json; nothing here reaches the network.
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

export const NATIONAL_DIRECTORIES_CHECKED_ON = '2026-11-23';

/** Every country with curated directories, in the order of the GDP ranking (./nationalDirectories.json). */
export const nationalDirectories = onFirstUse(() => frozen<readonly CountryDirectories[]>(require('./nationalDirectories.json')));

/** The published list of Yelp's country domains that the Yelp entries cite. */
const YELP_DOMAIN_LIST = 'https://serpapi.com/yelp-domains';

/**
 * What an entry's `source` is: 'page' (a page about the directory, read when it was checked), 'domain-list'
 * (the list of Yelp's country domains) or 'homepage' (the directory's own site, not fetched; the entry rests on
 * public code that names it).
 */
export function evidenceOf(entry: NationalDirectory): 'page' | 'domain-list' | 'homepage' {
  if (entry.source === YELP_DOMAIN_LIST) return 'domain-list';
  const host = new URL(entry.source).hostname.replace(/^www\./, '');
  const site = entry.domain.replace(/^www\./, '');
  return host === site || host.endsWith(`.${site}`) || site.endsWith(`.${host}`) ? 'homepage' : 'page';
}
