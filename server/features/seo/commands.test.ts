import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { runCli } from '../../../scripts/cli';
import { sitePages } from './pages';

/** The default SITE_NAME, which the CLI runs with here. */
const SITE = 'LaunchBoost';

async function cli(...argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runCli(argv, { PUBLIC_URL: 'https://launchboost.example', LOG_LEVEL: 'silent' }, (line) => lines.push(line));
  return { code, lines };
}

describe('seo commands', () => {
  it('When `slugs:list` runs, then it prints at least 370 country, 190 niche, 170 business-type and 40 /page slugs, one per line, all distinct', async () => {
    const { code, lines } = await cli('slugs:list');
    expect(code).toBe(0);
    const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
    expect(count(/^\/g\/(directory-submission-list-seo-[a-z-]+|[a-z-]+-business-directories-list)$/)).toBeGreaterThanOrEqual(370);
    expect(count(/^\/g\/(directory-listing|directory-link-building|directory-backlinks-list)-[a-z-]+$/)).toBeGreaterThanOrEqual(190);
    expect(count(/^\/g\/(quality-backlinks|directory-submission-backlinks|free-directory-traffic)-[a-z-]+$/)).toBeGreaterThanOrEqual(170);
    expect(count(/^\/page\/[a-z0-9-]+$/)).toBeGreaterThanOrEqual(40);
    expect(new Set(lines).size).toBe(lines.length);
    expect((await cli('slugs:list', '--family', 'country-business')).lines).toContain('/g/usa-business-directories-list');
    const usage = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await cli('slugs:list', '--family', 'nope')).code).toBe(2);
    expect(usage.mock.calls[0][0]).toContain('unknown family "nope"');
    usage.mockRestore();
  });

  it("When `sitemap:print` runs, then it prints one well-formed <url> entry per indexed page, and with --all one per slug, with the spec's monthly, 0.8 and 2024-11-13", async () => {
    const slugs = (await cli('slugs:list')).lines;
    const parse = (lines: string[]) => {
      const doc = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lines.join('')}</urlset>`;
      expect(XMLValidator.validate(doc)).toBe(true);
      return new XMLParser({ isArray: (n) => n === 'url' }).parse(doc).urlset.url as { loc: string; lastmod: string; changefreq: string; priority: number }[];
    };
    const all = await cli('sitemap:print', '--all');
    expect(all.code).toBe(0);
    const allUrls = parse(all.lines);
    expect(allUrls.map((u) => u.loc)).toEqual(slugs.map((s) => `https://launchboost.example${s}`));
    expect(allUrls.every((u) => u.lastmod === '2024-11-13' && u.changefreq === 'monthly' && u.priority === 0.8)).toBe(true);

    const indexed = await cli('sitemap:print');
    expect(indexed.code).toBe(0);
    const { quality } = sitePages(SITE);
    const expected = slugs.filter((path) => quality.get(path)!.status === 'indexed').map((s) => `https://launchboost.example${s}`);
    expect(parse(indexed.lines).map((u) => u.loc)).toEqual(expected);
    // Pages below the bar and pages that defer to another are left out: the countries without curated directories, the synonyms.
    expect(expected.length).toBeLessThan(slugs.length);
    expect(indexed.lines.join('')).not.toContain('/g/chad-business-directories-list<');
    expect(indexed.lines.join('')).not.toContain('/page/ai-backlink-generator<');
    expect(indexed.lines.join('')).toContain('/g/france-business-directories-list<');
  });

  it('When `seo:report --data-only` runs, then it prints the page counts, the overlap per family and the curated country figure; --pages lists every page with its verdict', async () => {
    // --data-only: the rendered part needs MongoDB and renders the pages (server/features/seo/seo.int.test.ts runs it).
    const { code, lines } = await cli('seo:report', '--data-only');
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^Generated pages: 810; indexed \d+, noindex \d+, canonical to another page 2$/);
    for (const family of ['keyword', 'country-seo', 'country-business', 'niche-listing', 'type-free-traffic']) expect(lines.some((l) => l.startsWith(`${family} `))).toBe(true);
    expect(lines).toContain('Country pages listing 5+ curated directories: 120 (60 countries, both pages each)');
    const pages = await cli('seo:report', '--pages', '--family', 'country-business');
    expect(pages.lines).toHaveLength(193);
    expect(pages.lines.find((l) => l.includes('/g/chad-business-directories-list'))).toMatch(/^noindex .*no data yet/);
    expect(pages.lines.find((l) => l.includes('/g/france-business-directories-list'))).toMatch(/^indexed /);
  });
});
