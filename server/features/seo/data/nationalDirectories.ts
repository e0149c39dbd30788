import { seedListings } from './directories';
import type { CountryDirectories, NationalDirectory } from './directoryProfiles';

export { NATIONAL_DIRECTORIES_CHECKED_ON, type CountryDirectories, type NationalDirectory } from './directoryProfiles';

/** Every country with curated directories as the catalogue is seeded, in the order of the GDP ranking. */
export const nationalDirectories = (): readonly CountryDirectories[] => seedListings().national;

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
