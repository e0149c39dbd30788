import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { robotsTxt } from './robots';
import { buildSitemaps, MAX_URLS_PER_SITEMAP, urlEntry, type SitemapSource } from './sitemap';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
const source = (name: string, count: number, lastmod?: (i: number) => string): SitemapSource => ({
  name,
  urls: async () => Array.from({ length: count }, (_, i) => ({ path: `/${name}/${i}`, lastmod: lastmod?.(i) })),
});

describe('sitemap builder', () => {
  it('When a source has more than 50,000 URLs, then it is split into children of at most 50,000, each listed in the index; an empty source is left out', async () => {
    const built = await buildSitemaps('https://x.test', [source('big', MAX_URLS_PER_SITEMAP * 2 + 1), source('empty', 0)]);
    // A sitemap needs at least one <url>, so a source without URLs gets no child and no index entry.
    expect([...built.children.keys()]).toEqual(['big-1.xml', 'big-2.xml', 'big-3.xml']);
    // Counted, not parsed: parsing two 50,000-URL documents cost seconds; the small child is parsed whole.
    const sizes = [...built.children.values()].map((xml) => xml.split('<url>').length - 1);
    expect(sizes).toEqual([50_000, 50_000, 1]);
    const last = built.children.get('big-3.xml')!;
    expect(XMLValidator.validate(last)).toBe(true);
    expect(parser.parse(last).urlset.url.map((u: { loc: string }) => u.loc)).toEqual(['https://x.test/big/100000']);
    expect(built.urlCount).toBe(100_001);
    expect(XMLValidator.validate(built.index)).toBe(true);
    expect(parser.parse(built.index).sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual(['big-1', 'big-2', 'big-3'].map((f) => `https://x.test/sitemaps/${f}.xml`));
  });

  it("When a child's URLs have dates, then the index carries the latest one, and none when there is none", async () => {
    const built = await buildSitemaps('https://x.test', [source('dated', 3, (i) => `2025-01-0${i + 1}`), source('undated', 2)]);
    const entries = parser.parse(built.index).sitemapindex.sitemap;
    expect(entries[0].lastmod).toBe('2025-01-03');
    expect(entries[1].lastmod).toBeUndefined();
  });

  it('When a URL contains XML special characters, then the entry escapes them', () => {
    const entry = urlEntry('https://x.test', { path: "/a?b=1&c='2'" });
    expect(entry).toBe("<url><loc>https://x.test/a?b=1&amp;c=&apos;2&apos;</loc><changefreq>monthly</changefreq><priority>0.8</priority></url>");
    expect(XMLValidator.validate(entry)).toBe(true);
  });

  it('When robots.txt is built, then it allows crawling, keeps out /api/ and /admin and names the sitemap index', () => {
    expect(robotsTxt('https://x.test')).toBe('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://x.test/sitemap.xml\n');
  });
});
