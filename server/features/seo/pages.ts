import type { SeoPageData } from '../../../domain/seo/types';
import { catalog, pageLinks, type Catalog, type CatalogPage } from './catalog';
import { pageContent } from './content/pageContent';
import { listingsVersion } from './data/directories';
import { judgeFamily, mainSentences, maskSentences, type MeasuredPage, type PageQuality } from './quality';

/**
 * Every generated page with its content, links and the guard's verdict, built once per site name: the pages
 * the loaders and the API answer with, the sitemap's list and `seo:report`'s figures all come from here.
 */
export interface SitePages {
  cat: Catalog;
  /** Page data by path (/page/... and /g/...). */
  data: ReadonlyMap<string, SeoPageData>;
  quality: ReadonlyMap<string, PageQuality>;
  /** What the guard compared, by path: the masked main-content sentences. */
  measured: ReadonlyMap<string, MeasuredPage>;
}

function build(siteName: string): SitePages {
  const cat = catalog(siteName);
  const data = new Map<string, SeoPageData>();
  const measured = new Map<string, MeasuredPage>();
  const byFamily = new Map<string, MeasuredPage[]>();
  for (const page of cat.all) {
    const { facts, entityTerms, missingData, ...content } = pageContent(page);
    const pageData: SeoPageData = {
      family: page.family,
      entry: page.entry,
      canonicalPath: page.canonicalPath,
      robots: 'index, follow',
      subject: subjectOf(page),
      ...content,
      ...pageLinks(cat, page),
    };
    data.set(page.path, pageData);
    const m: MeasuredPage = { path: page.path, family: page.family, canonicalPath: page.canonicalPath, sentences: maskSentences(mainSentences(pageData), entityTerms), facts, missingData };
    measured.set(page.path, m);
    const members = byFamily.get(page.family);
    if (members) members.push(m);
    else byFamily.set(page.family, [m]);
  }
  const quality = new Map<string, PageQuality>();
  for (const pages of byFamily.values()) for (const q of judgeFamily(pages)) quality.set(q.path, q);
  for (const [path, page] of data) if (quality.get(path)!.status === 'noindex') page.robots = 'noindex, follow';
  return { cat, data, quality, measured };
}

function subjectOf(page: CatalogPage): SeoPageData['subject'] {
  const s = page.subject;
  if (s.kind === 'country') return { kind: 'country', name: s.country.name };
  if (s.kind === 'niche') return { kind: 'niche', name: s.niche.audience };
  if (s.kind === 'type') return { kind: 'type', name: s.type.name };
  if (s.kind === 'keyword') return { kind: 'keyword', name: s.keyword.keyword };
  return { kind: 'keyword', name: 'AI Backlink Maker' };
}

const built = new Map<string, SitePages>();
let builtFrom = listingsVersion();

/** The pages of a site name, built again when the country pages' listings change (the directory catalogue). */
export function sitePages(siteName: string): SitePages {
  if (builtFrom !== listingsVersion()) {
    built.clear();
    builtFrom = listingsVersion();
  }
  let pages = built.get(siteName);
  if (!pages) {
    pages = build(siteName);
    built.set(siteName, pages);
  }
  return pages;
}

/** The page data of a catalog page; canonicalPath overrides the page's own (a /c/ address stands for its /g page). */
export function pageData(siteName: string, page: CatalogPage): SeoPageData {
  return sitePages(siteName).data.get(page.path)!;
}

/** Paths search engines should index: self-canonical pages the guard accepted, /page first, then /g. */
export function indexedPaths(siteName: string): string[] {
  const { cat, quality } = sitePages(siteName);
  return cat.all.filter((p) => quality.get(p.path)!.status === 'indexed').map((p) => p.path);
}
