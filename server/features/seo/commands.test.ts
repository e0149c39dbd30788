import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { runCli } from '../../../scripts/cli';

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

  it("When `sitemap:print` runs, then it prints one well-formed <url> entry per slug with the spec's monthly, 0.8 and 2024-11-13", async () => {
    const slugs = (await cli('slugs:list')).lines;
    const { code, lines } = await cli('sitemap:print');
    expect(code).toBe(0);
    expect(lines).toHaveLength(slugs.length);
    const doc = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${lines.join('')}</urlset>`;
    expect(XMLValidator.validate(doc)).toBe(true);
    const urls = new XMLParser({ isArray: (n) => n === 'url' }).parse(doc).urlset.url as { loc: string; lastmod: string; changefreq: string; priority: number }[];
    expect(urls.map((u) => u.loc)).toEqual(slugs.map((s) => `https://launchboost.example${s}`));
    expect(urls.every((u) => u.lastmod === '2024-11-13' && u.changefreq === 'monthly' && u.priority === 0.8)).toBe(true);
  });
});
