import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { launchToday } from '../../../domain/launches/days';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { plansService } from '../plans/service';
import { catalogueSeeder } from '../catalogue/seed';
import { defaultPlans } from '../plans/seedData';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { ProductModel } from '../directory/model';
import { directoryService } from '../directory/service';
import { runCommand } from '../../../test/support/cli';
import { renderPath } from '../../ssr/renderPath';
import { catalog, GENERATED_CONTENT_DATE } from './catalog';
import { pageContent } from './content/pageContent';
import { renderedSentences } from './mainText';
import { RENDERED_GOALS, renderedFamilies } from './renderedReport';
import { indexedPaths, sitePages } from './pages';
import { mainSentences } from './quality';
import { generatedPage, keywordPage } from './service';
import { SITE_PAGES } from './sitemap';

const decodeEntities = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

let t: TestApp;
const PUBLIC_URL = 'https://launchboost.example';

beforeAll(async () => {
  t = await createTestApp(__filename, { PUBLIC_URL });
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  // The country pages list the catalogue's directories.
  await catalogueSeeder.run(t.platform, { demo: false });
  // Products as the directory stores them: only approved ones belong in the sitemap.
  const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
  const directory = directoryService(t.platform);
  const fields = { headline: 'Notes that launch', description: 'Write it down.', category: 'productivity', email: 'a@example.com', firstname: 'Ann' };
  const approved = await directory.create({ fields: { ...fields, name: 'Rocket Notes', website_url: 'https://rocket-notes.example' }, logo, screenshot, status: 'approved' });
  await directory.create({ fields: { ...fields, name: 'Hidden Pending', website_url: 'https://hidden.example' }, logo, screenshot, status: 'pending' });
  const now = new Date('2025-03-04T05:06:07.000Z');
  await ProductModel.collection.updateOne({ _id: approved._id }, { $set: { updatedAt: now } });
  await directory.announceChange();
});
afterAll(() => t.close());

const head = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
  robots: /<meta name="robots" content="([^"]*)">/.exec(html)?.[1],
  h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
  jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string }),
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

describe('generated pages', () => {
  it('When the page catalogue is read as the loaders read it, then every page resolves to its own canonical, title and description, none shared', () => {
    const site = t.config.SITE_NAME;
    const pages = catalog(site).all;
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of pages) {
      const slug = page.path.split('/')[2];
      // The lookup the /page and /g loaders make: null would mean a redirect to /404.
      const data = page.path.startsWith('/page/') ? keywordPage(site, slug) : generatedPage(site, slug);
      expect({ path: page.path, found: Boolean(data) }).toEqual({ path: page.path, found: true });
      // Its own address, except the two slugs that mean the same as /page/ai-backlink-maker.
      expect(data!.canonicalPath).toBe(['/page/ai-backlink-generator', '/g/ai-backlink-maker'].includes(page.path) ? '/page/ai-backlink-maker' : page.path);
      expect(data!.entry.metaTitle.length).toBeGreaterThan(10);
      expect(titles.has(data!.entry.metaTitle)).toBe(false);
      expect(descriptions.has(data!.entry.metaDescription)).toBe(false);
      titles.add(data!.entry.metaTitle);
      descriptions.add(data!.entry.metaDescription);
    }
    expect(titles.size).toBe(pages.length);
    expect(pages.filter((p) => p.path.startsWith('/g/')).length).toBeGreaterThanOrEqual(755);
  });

  it('When a sample of every family is rendered, then each answers 200 with one h1, its canonical and the title of its entry', async () => {
    const pages = catalog(t.config.SITE_NAME).all;
    const families = [...new Set(pages.map((p) => p.family))];
    // The first, the last and one from the middle of each family: the table's edges and a typical entry.
    const sample = families.flatMap((family) => {
      const members = pages.filter((p) => p.family === family);
      return [...new Set([members[0], members[Math.floor(members.length / 2)], members[members.length - 1]])];
    });
    expect(sample.length).toBeGreaterThanOrEqual(families.length * 2);
    for (const page of sample) {
      const res = await request(t.app).get(page.path);
      expect({ path: page.path, status: res.status }).toEqual({ path: page.path, status: 200 });
      const h = head(res.text);
      expect(h.h1Count).toBe(1);
      expect(h.canonical).toBe(`${PUBLIC_URL}${page.canonicalPath}`);
      expect(decodeEntities(h.title!)).toBe(page.entry.metaTitle);
    }
  });

  it("When the French country pages are requested, then titles and canonicals are the spec's", async () => {
    const seo = head((await request(t.app).get('/g/directory-submission-list-seo-france').expect(200)).text);
    expect(seo.title).toBe('Directory Submission List for SEO in FRANCE - High Authority Listings');
    expect(seo.canonical).toBe(`${PUBLIC_URL}/g/directory-submission-list-seo-france`);
    const business = await request(t.app).get('/g/france-business-directories-list').expect(200);
    expect(head(business.text).title).toBe('FRANCE Business Directories List - Optimize Business Visibility');
    expect(business.text).toContain('Expand your reach with business directories in FRANCE');
    expect(business.text).toContain('PagesJaunes');
    expect(business.text).toContain('<span class="text-orange-500 transition-colors hover:text-orange-600">FRANCE</span>');
  });

  it('When an unknown /g, /page or malformed /c slug is requested, then it answers 302 to /404', async () => {
    for (const path of ['/g/nope', '/c/a-b-c', '/page/nope', '/c/a-b-c-atlantis', '/c/a-b-c-d-france', '/directory-lists/nope']) {
      const res = await request(t.app).get(path);
      expect({ path, status: res.status, location: res.headers.location }).toEqual({ path, status: 302, location: '/404' });
    }
  });

  it('When /c/ addresses of one country differ in their prefix, then both render that country with the same canonical', async () => {
    const a = head((await request(t.app).get('/c/directory-submission-list-germany').expect(200)).text);
    const b = head((await request(t.app).get('/c/best-seo-sites-germany').expect(200)).text);
    expect(a.title).toBe('Directory Submission List for SEO in GERMANY - High Authority Listings');
    expect(b.title).toBe(a.title);
    expect(a.canonical).toBe(`${PUBLIC_URL}/g/directory-submission-list-seo-germany`);
    expect(b.canonical).toBe(a.canonical);
    expect(head((await request(t.app).get('/c/top-list-for-usa').expect(200)).text).title).toContain('UNITED STATES');
  });

  it('When a /page/{slug} is requested, then it has every section, header links built on its address, pricing from the plans and FAQ and breadcrumb data', async () => {
    const html = (await request(t.app).get('/page/free-ai-backlinks').expect(200)).text;
    expect(html).toContain('href="/page/free-ai-backlinks#pricing"');
    expect(html).toContain('href="/page/free-ai-backlinks#benefits"');
    for (const id of ['benefits', 'directories-sample', 'results', 'pricing', 'faq', 'waitlist']) expect(html).toContain(`id="${id}"`);
    const prices = [...html.matchAll(/data-testid="price"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</g)].map((m) => m[1].replaceAll('<!-- -->', ''));
    expect(prices).toEqual(expect.arrayContaining(['$99', '$299']));
    // FAQPage is no longer shown by search engines for this kind of site: the FAQ stays visible without it.
    expect(head(html).jsonLd.map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', 'ItemList']);
    expect(html).toContain('id="faq"');
    expect(html).toContain('Related pages');
  });

  it('When the hubs are requested, then the index links the sub-hubs and the country hub links both pages of every country', async () => {
    const index = (await request(t.app).get('/directory-lists').expect(200)).text;
    for (const path of ['/directory-lists/countries', '/directory-lists/niches', '/directory-lists/business-types', '/page/ai-backlink-maker']) expect(index).toContain(`href="${path}"`);
    const countries = (await request(t.app).get('/directory-lists/countries').expect(200)).text;
    expect(countries).toContain('href="/g/directory-submission-list-seo-zimbabwe"');
    expect(countries).toContain('href="/g/afghanistan-business-directories-list"');
    const home = (await request(t.app).get('/').expect(200)).text;
    expect(home).toContain('href="/directory-lists"');
  });

  it('When sample pages of every family are rendered, then every sentence the thin-page guard measured is on the page', async () => {
    const site = t.config.SITE_NAME;
    const text = (html: string) => decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    for (const path of ['/g/directory-submission-list-seo-france', '/g/france-business-directories-list', '/g/directory-backlinks-list-law-firms', '/g/free-directory-traffic-podcast', '/page/get-indexed-on-google-fast', '/g/directory-submission-list-seo-chad']) {
      const slug = path.split('/')[2];
      const data = path.startsWith('/page/') ? keywordPage(site, slug)! : generatedPage(site, slug)!;
      const rendered = text((await request(t.app).get(path).expect(200)).text);
      // Table rows, facts and chips are measured as one line ("name | cell", "label: value", "chip, chip"): each part must be shown.
      const chips = new Set([data.aside, ...data.blocks].flatMap((b) => (b?.chips?.length ? [b.chips.join(', ')] : [])));
      const parts = (sentence: string) => (chips.has(sentence) ? sentence.split(', ') : sentence.split(/ \| |: /));
      const missing = mainSentences(data).filter((sentence) => parts(sentence).some((part) => !rendered.includes(part.replace(/\s+/g, ' '))));
      expect({ path, missing }).toEqual({ path, missing: [] });
    }
  });

  it('When a page is below the bar or defers to another, then its robots and canonical say so; an indexed page carries index, follow and an ItemList of its directory table', async () => {
    const chad = head((await request(t.app).get('/g/chad-business-directories-list').expect(200)).text);
    expect(chad.robots).toBe('noindex, follow');
    expect(chad.canonical).toBe(`${PUBLIC_URL}/g/chad-business-directories-list`);
    const franceHtml = (await request(t.app).get('/g/france-business-directories-list').expect(200)).text;
    const france = head(franceHtml);
    expect(france.robots).toBe('index, follow');
    const list = france.jsonLd.find((d) => d['@type'] === 'ItemList') as unknown as { itemListElement: { name: string; url?: string }[] };
    expect(list.itemListElement).toContainEqual(expect.objectContaining({ name: 'PagesJaunes', url: 'https://pagesjaunes.fr' }));
    expect(france.jsonLd.map((d) => d['@type'])).not.toContain('FAQPage');
    const synonym = head((await request(t.app).get('/page/ai-backlink-generator').expect(200)).text);
    expect(synonym.canonical).toBe(`${PUBLIC_URL}/page/ai-backlink-maker`);
    expect(synonym.title).toBe(keywordPage(t.config.SITE_NAME, 'ai-backlink-generator')!.entry.metaTitle);
    expect(head((await request(t.app).get('/g/ai-backlink-maker').expect(200)).text).canonical).toBe(`${PUBLIC_URL}/page/ai-backlink-maker`);
  });

  it('When an audience page has products of its categories in the public directory, then it shows them as examples, and none from other categories', async () => {
    // Rocket Notes is an approved productivity product; small businesses take examples from productivity and CRM.
    const html = (await request(t.app).get('/g/directory-listing-small-businesses').expect(200)).text;
    expect(html).toContain('id="examples"');
    expect(html).toContain('href="/product/rocket-notes"');
    expect(html).not.toContain('Hidden Pending');
    const law = (await request(t.app).get('/g/directory-listing-law-firms').expect(200)).text;
    expect(law).not.toContain('id="examples"');
  });

  it('When the browser asks /api/seo for a page, then it gets the same data, and 404 for an unknown slug', async () => {
    const res = await request(t.app).get('/api/seo/g/directory-listing-saas').expect(200);
    expect(res.body.data.entry.metaTitle).toBe('Directory Listing for SaaS - Reach Niche Audiences');
    await request(t.app).get('/api/seo/page/nope').expect(404);
    await request(t.app).get('/api/seo/c/a-b-c').expect(404);
    expect((await request(t.app).get('/api/seo/c/a-b-c-japan').expect(200)).body.data.canonicalPath).toBe('/g/directory-submission-list-seo-japan');
    expect((await request(t.app).get('/api/seo/hubs/niches').expect(200)).body.data.groups).toHaveLength(3);
    await request(t.app).get('/api/seo/hubs/secret').expect(400);
  });
});

describe('sitemaps and robots.txt', () => {
  it('When /sitemap.xml and each child are fetched, then all are well-formed, the URLs are the generated slugs plus the site pages plus approved products, and an empty family (posts) is left out', async () => {
    const indexRes = await request(t.app).get('/sitemap.xml').expect(200);
    expect(indexRes.headers['content-type']).toMatch(/application\/xml/);
    expect(XMLValidator.validate(indexRes.text)).toBe(true);
    const index = parser.parse(indexRes.text);
    const children: { loc: string; lastmod?: string }[] = index.sitemapindex.sitemap;
    expect(children.map((c) => c.loc)).toEqual(['pages-1', 'programmatic-1', 'products-1', 'launches-1'].map((f) => `${PUBLIC_URL}/sitemaps/${f}.xml`));

    const urlsByChild: Record<string, { loc: string; lastmod?: string; changefreq: string; priority: number }[]> = {};
    for (const child of children) {
      const res = await request(t.app).get(new URL(child.loc).pathname).expect(200);
      expect(XMLValidator.validate(res.text)).toBe(true);
      const parsed = parser.parse(res.text);
      expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const urls = parsed.urlset.url ?? [];
      expect(urls.length).toBeLessThanOrEqual(50_000);
      urlsByChild[new URL(child.loc).pathname] = urls;
    }
    const all = Object.values(urlsByChild).flat();
    const slugCount = indexedPaths(t.config.SITE_NAME).length;
    expect(slugCount).toBeGreaterThan(500);
    expect(all).toHaveLength(slugCount + SITE_PAGES.length + 1 + 2);
    expect(new Set(all.map((u) => u.loc)).size).toBe(all.length);
    for (const url of all) {
      expect(url.loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(url.changefreq).toBe('monthly');
      expect(url.priority).toBe(0.8);
    }
    const programmatic = urlsByChild['/sitemaps/programmatic-1.xml'];
    expect(programmatic).toHaveLength(slugCount);
    expect(programmatic.every((u) => u.lastmod === GENERATED_CONTENT_DATE)).toBe(true);
    expect(programmatic.map((u) => u.loc)).toContain(`${PUBLIC_URL}/g/directory-submission-list-seo-france`);
    expect(urlsByChild['/sitemaps/products-1.xml']).toEqual([{ loc: `${PUBLIC_URL}/product/rocket-notes`, lastmod: '2025-03-04T05:06:07.000Z', changefreq: 'monthly', priority: 0.8 }]);
    expect(urlsByChild['/sitemaps/launches-1.xml'].map((u) => u.loc)).toEqual([`${PUBLIC_URL}/launches`, `${PUBLIC_URL}/launches/${launchToday()}`]);
    expect(children.find((c) => c.loc.endsWith('programmatic-1.xml'))!.lastmod).toBe(GENERATED_CONTENT_DATE);
    await request(t.app).get('/sitemaps/nope-1.xml').expect(404);
  });

  it('When every listed address that is not a generated page is requested, then it answers 200 (generated ones are checked against the catalogue above)', async () => {
    const generated = new Set(catalog(t.config.SITE_NAME).all.map((p) => `${PUBLIC_URL}${p.path}`));
    const index = parser.parse((await request(t.app).get('/sitemap.xml').expect(200)).text);
    for (const child of index.sitemapindex.sitemap as { loc: string }[]) {
      const urls: { loc: string }[] = parser.parse((await request(t.app).get(new URL(child.loc).pathname)).text).urlset.url;
      for (const { loc } of urls) {
        if (generated.has(loc)) continue;
        const res = await request(t.app).get(new URL(loc).pathname);
        expect({ loc, status: res.status }).toEqual({ loc, status: 200 });
      }
    }
  });

  it('When /sitemap.xml is fetched again with its ETag, then it answers 304 quickly from memory', async () => {
    const first = await request(t.app).get('/sitemap.xml').expect(200);
    const started = performance.now();
    await request(t.app).get('/sitemap.xml').set('If-None-Match', first.headers.etag).expect(304);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('When /robots.txt is fetched, then it allows crawling, disallows /api/ and /admin and names the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
  });
});

describe('the pages as visitors get them', () => {
  it("When every /page page and every page of the audience families closest to the bar are rendered, then no two /page pages share over half their sentences and each family's median own share is at least 40%", async () => {
    const site = sitePages(t.config.SITE_NAME);
    // The families whose own share sits nearest the goal; seo:report measures them all.
    const families = ['keyword', 'niche-link-building', 'type-free-traffic'];
    const pages = site.cat.all.filter((p) => families.includes(p.family) && p.canonicalPath === p.path && site.quality.get(p.path)!.status === 'indexed');
    const rendered = [];
    for (const page of pages) rendered.push({ path: page.path, family: page.family, sentences: renderedSentences((await renderPath(t.platform, page.path)).html, pageContent(page).entityTerms) });
    const figures = renderedFamilies(rendered);
    expect(figures.map((f) => f.family)).toEqual(families);
    expect(figures.find((f) => f.family === 'keyword')!.worstPair).toBeLessThanOrEqual(RENDERED_GOALS.maxKeywordPair);
    for (const f of figures) expect({ family: f.family, medianOwnAtLeastGoal: f.medianOwn >= RENDERED_GOALS.minMedianOwn }).toEqual({ family: f.family, medianOwnAtLeastGoal: true });
  }, 60_000);

  it('When `seo:report --sample 2` runs, then after the guard\'s figures it prints the rendered measure of every family and the two goals', async () => {
    const { code, stdout } = await runCommand(t.platform, ['seo:report', '--sample', '2']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    const from = lines.findIndex((l) => l.startsWith('Rendered pages: sentences of <main>'));
    expect(from).toBeGreaterThan(0);
    for (const family of ['keyword', 'country-seo', 'niche-listing', 'type-free-traffic']) expect(lines.slice(from).some((l) => new RegExp(`^${family} +2 +\\d+ \\| +\\d+% \\| +\\d+%`).test(l))).toBe(true);
    expect(lines.some((l) => /^Goal: \/page worst pair at most 50%: \d+%, (met|NOT met)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Goal: every family's median own share at least 40%: lowest \d+% \([a-z-]+\), (met|NOT met)$/.test(l))).toBe(true);
    // The CLI answers a UsageError with the usage and exit code 2.
    await expect(runCommand(t.platform, ['seo:report', '--sample', '1'])).rejects.toThrow('--sample needs a whole number of pages per family, 2 or more');
  });
});
