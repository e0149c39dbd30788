import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { directoryService } from '../directory/service';
import { catalog } from '../seo/catalog';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(__filename);
  await directoryService(t.platform).create({
    fields: { name: 'Card Proof', headline: 'Shows up in link previews with its own card', description: 'A product.', website_url: 'https://cardproof.example', category: 'analytics', email: 'founder@example.com', firstname: 'Pat' },
    logo: await pngLogo(),
    screenshot: await jpegScreenshot(800, 500),
    status: 'approved',
  });
});
afterAll(() => t.close());

const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

/** The og:image of a page, fetched: it must be a 1200×630 PNG. */
async function previewImageOf(pagePath: string) {
  const page = await request(t.app).get(pagePath);
  expect([pagePath, page.status]).toEqual([pagePath, 200]);
  const image = meta(page.text, 'og:image');
  expect(image).toBeDefined();
  expect(meta(page.text, 'og:image:width')).toBe('1200');
  expect(meta(page.text, 'og:image:height')).toBe('630');
  expect(meta(page.text, 'twitter:image')).toBe(image);
  const url = new URL(image!);
  expect(url.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
  const res = await request(t.app).get(url.pathname).buffer(true).expect(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toContain('max-age=86400');
  const { width, height, format } = await sharp(res.body as Buffer).metadata();
  return { image: url.pathname, width, height, format };
}

describe('link-preview images', () => {
  it('When any kind of page is shared, then its og:image answers 200 with a 1200×630 PNG of its own (the site default where it has none)', async () => {
    const cat = catalog(t.config.SITE_NAME);
    const pages = ['/', '/directories', '/growth-partner', '/terms', '/directory-lists', cat.gPages[0].path, cat.keywordPages[0].path, '/c/directory-submission-list-germany', '/product/card-proof'];
    const seen = new Map<string, string>();
    for (const pagePath of pages) {
      const preview = await previewImageOf(pagePath);
      expect(preview).toMatchObject({ width: 1200, height: 630, format: 'png' });
      seen.set(pagePath, preview.image);
    }
    expect(seen.get('/')).toBe('/og/default.png');
    expect(seen.get('/product/card-proof')).toBe('/og/product/card-proof.png');
    expect(seen.get(cat.gPages[0].path)).toBe(`/og${cat.gPages[0].canonicalPath}.png`);
  });

  it('When a card is asked for twice, then it is made once and kept on disk; an unknown page or a made-up family has none (404)', async () => {
    const folder = path.join(t.config.DATA_DIR, 'social-cards');
    await request(t.app).get('/og/product/card-proof.png').expect(200);
    const before = await readdir(folder);
    await request(t.app).get('/og/product/card-proof.png').expect(200);
    expect(await readdir(folder)).toEqual(before);
    for (const missing of ['/og/product/no-such-product.png', '/og/g/no-such-page.png', '/og/admin/x.png', '/og/product/card-proof.jpg', '/og/product/..%2Fetc.png']) {
      const res = await request(t.app).get(missing);
      expect([missing, res.status]).toEqual([missing, 404]);
    }
  });

  it('When the home page is read by a search engine, then it names the Organization and the WebSite with its directory search', async () => {
    const html = (await request(t.app).get('/').expect(200)).text;
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const byType = Object.fromEntries(jsonLd.map((d) => [d['@type'], d]));
    expect(byType.Organization).toMatchObject({ name: t.config.SITE_NAME, url: `${t.config.PUBLIC_URL}/`, logo: `${t.config.PUBLIC_URL}/logo.svg` });
    expect(byType.WebSite.potentialAction.target.urlTemplate).toBe(`${t.config.PUBLIC_URL}/directories?q={search_term_string}`);
    expect(byType.FAQPage).toBeDefined();
  });
});
