import { GENERATED_CONTENT_DATE, HUB_PATHS } from './catalog';
import { indexedPaths } from './pages';

/**
 * Sitemap XML (sitemaps.org protocol): an index pointing to child sitemaps, each at most 50,000 URLs.
 * Entries carry the spec's monthly change frequency and priority 0.8; lastmod is only written when it
 * is true (the generated families' fixed content date, a post's or product's own update date).
 */

export const MAX_URLS_PER_SITEMAP = 50_000;
export const CHANGEFREQ = 'monthly';
export const PRIORITY = '0.8';

export interface SitemapUrl {
  /** Root-relative path; PUBLIC_URL is prepended. */
  path: string;
  /** W3C date or date-time. */
  lastmod?: string;
}

/** A child sitemap family: its name in /sitemaps/{name}-{n}.xml and where its URLs come from. */
export interface SitemapSource {
  name: string;
  urls(): Promise<SitemapUrl[]>;
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** One <url> entry, as printed by `sitemap:print` and written in the child sitemaps. */
export function urlEntry(publicUrl: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(publicUrl + url.path)}</loc>${lastmod}<changefreq>${CHANGEFREQ}</changefreq><priority>${PRIORITY}</priority></url>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlset(publicUrl: string, urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.map((u) => urlEntry(publicUrl, u)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(entries: readonly { loc: string; lastmod?: string }[]): string {
  const items = entries.map((e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Indexable site pages (legal pages are noindex and left out), then the hubs of the generated pages. */
export const SITE_PAGES: readonly string[] = [
  '/',
  '/directories',
  '/directories/submit',
  '/influencer-outreach',
  '/list-of-directories-with-reciprocal-links',
  '/growth-partner',
  ...Object.values(HUB_PATHS),
];

/** The site pages, plus pages listed only while they have something to show (`/blog` once a post is published). */
export function sitePagesSource(conditional: () => Promise<string[]> = async () => []): SitemapSource {
  return { name: 'pages', urls: async () => [...SITE_PAGES, ...(await conditional())].map((path) => ({ path })) };
}

/**
 * The generated pages search engines should index, /page/{slug} then the /g fixed list, with the spec's fixed
 * content date: pages below the thin-page bar (noindex) and pages that defer to another (canonical) are left out.
 */
export function generatedUrls(siteName: string): SitemapUrl[] {
  return indexedPaths(siteName).map((path) => ({ path, lastmod: GENERATED_CONTENT_DATE }));
}

export function programmaticSource(siteName: string): SitemapSource {
  return { name: 'programmatic', urls: async () => generatedUrls(siteName) };
}

export interface BuiltSitemaps {
  index: string;
  /** `${name}-${n}.xml` to its XML. */
  children: Map<string, string>;
  urlCount: number;
}

/** Builds the index and every child sitemap; a source without URLs is left out (a sitemap needs at least one <url>). */
export async function buildSitemaps(publicUrl: string, sources: readonly SitemapSource[]): Promise<BuiltSitemaps> {
  const children = new Map<string, string>();
  const entries: { loc: string; lastmod?: string }[] = [];
  let urlCount = 0;
  const lists = await Promise.all(sources.map((source) => source.urls()));
  sources.forEach((source, i) => {
    const urls = lists[i];
    urlCount += urls.length;
    const chunks = Math.ceil(urls.length / MAX_URLS_PER_SITEMAP);
    for (let n = 0; n < chunks; n++) {
      const part = urls.slice(n * MAX_URLS_PER_SITEMAP, (n + 1) * MAX_URLS_PER_SITEMAP);
      const file = `${source.name}-${n + 1}.xml`;
      children.set(file, urlset(publicUrl, part));
      const lastmod = part.reduce<string | undefined>((latest, u) => (u.lastmod && (!latest || u.lastmod > latest) ? u.lastmod : latest), undefined);
      entries.push({ loc: `${publicUrl}/sitemaps/${file}`, lastmod });
    }
  });
  return { index: sitemapIndex(entries), children, urlCount };
}
