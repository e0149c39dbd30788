import type { SeoHubData, SeoHubId, SeoPageData } from '../../../domain/seo/types';
import { catalog } from './catalog';
import { countrySeoEntry } from './generators';
import { hubData } from './hubs';
import { pageData } from './pages';

/**
 * Lookups for the three page families and the hubs. Every function answers null for an unknown
 * address; the page loaders turn that into the spec's redirect to /404.
 */

/** /page/{slug}: one of the predefined keyword pages. */
export function keywordPage(siteName: string, slug: string): SeoPageData | null {
  const page = catalog(siteName).bySlug.keyword.get(slug);
  return page ? pageData(siteName, page) : null;
}

/** /g/{slug}: looked up in the fixed list of all families. */
export function generatedPage(siteName: string, slug: string): SeoPageData | null {
  const page = catalog(siteName).bySlug.g.get(slug);
  return page ? pageData(siteName, page) : null;
}

/** The four hyphen-separated parts of a /c/ slug: lower-case letters and digits only. */
const C_SLUG = /^[a-z0-9]+-[a-z0-9]+-[a-z0-9]+-([a-z0-9]+)$/;

/**
 * /c/{slug}: exactly 4 hyphen-separated parts, the last a known country. Any prefix reaches the same
 * country, so every /c/ address of a country is canonical to that country's SEO directory list.
 */
export function countryPage(siteName: string, slug: string): SeoPageData | null {
  const key = C_SLUG.exec(slug)?.[1];
  const cat = catalog(siteName);
  const country = key === undefined ? undefined : cat.countryByKey.get(key);
  if (!country) return null;
  return pageData(siteName, cat.bySlug.g.get(countrySeoEntry(country).slug)!);
}

export function seoHub(siteName: string, hub: SeoHubId): SeoHubData {
  return hubData(siteName, hub);
}

