import sharp from 'sharp';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { directoryService } from './service';

let t: TestApp;
const description = `${'A long description of the product that keeps going. '.repeat(5)}\nSecond line <b>not bold</b>.`;

beforeAll(async () => {
  t = await createTestApp(__filename);
  const [logo, screenshot] = await Promise.all([
    sharp({ create: { width: 400, height: 400, channels: 3, background: '#22c55e' } }).png().toBuffer(),
    sharp({ create: { width: 1400, height: 900, channels: 3, background: '#0ea5e9' } }).jpeg().toBuffer(),
  ]);
  await directoryService(t.platform).create({
    fields: { name: 'Page Proof', headline: 'Proves that the product page renders every tag crawlers read', description, website_url: 'https://pageproof.example', category: 'analytics', email: 'founder@example.com', firstname: 'Pat' },
    logo,
    screenshot,
    status: 'approved',
  });
  await directoryService(t.platform).create({
    fields: { name: 'Invoicely', headline: 'Send invoices in seconds', description: 'Invoices, fast and simple.', website_url: 'https://invoicely.example', category: 'fintech', email: 'founder@invoicely.example', firstname: 'Ivy' },
    logo,
    screenshot,
    status: 'approved',
  });
});

const metaDescriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)![1];
afterAll(() => t.close());

describe('the product page on the server', () => {
  it('When an approved product is requested, then the HTML carries its SEO title, description, canonical, og:image and structured data', async () => {
    const res = await request(t.app).get('/product/page-proof').expect(200);
    // Headline cut at 30 characters plus '...'; description cut at a word within 160 plus '...' because it is over 160.
    expect(res.text).toContain('<title>Proves that the product page r...</title>');
    const metaDescription = metaDescriptionOf(res.text);
    expect(metaDescription.length).toBeLessThanOrEqual(160);
    expect(metaDescription.length).toBeGreaterThanOrEqual(110);
    // Cut where a word ends, never inside one.
    expect(description.startsWith(metaDescription.slice(0, -3))).toBe(true);
    expect(description[metaDescription.length - 3]).toBe(' ');
    expect(res.text).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/product/page-proof">`);
    expect(res.text).toContain(`<meta property="og:image" content="${t.config.PUBLIC_URL}/og/product/page-proof.png">`);
    const jsonLd = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(jsonLd.map((d) => d['@type'])).toEqual(['SoftwareApplication', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ name: 'Page Proof', sameAs: 'https://pageproof.example' });
    // The description is text: markup typed by the founder is escaped, never rendered, and the email never appears.
    expect(res.text).toContain('Second line &lt;b&gt;not bold&lt;/b&gt;.');
    expect(res.text).not.toContain('founder@example.com');
  });

  it('When the founder wrote a 26-character description, then the meta description still has 110 to 160 characters, from the headline, the category and the directory', async () => {
    const res = await request(t.app).get('/product/invoicely').expect(200);
    const metaDescription = metaDescriptionOf(res.text);
    expect(metaDescription.length).toBeGreaterThanOrEqual(110);
    expect(metaDescription.length).toBeLessThanOrEqual(160);
    expect(metaDescription).toContain('Invoices, fast and simple. Send invoices in seconds.');
    expect(metaDescription).toMatch(/Fintech/i);
  });

  it('When the product does not exist, then the page answers 404 with the error state and a way back', async () => {
    const res = await request(t.app).get('/product/no-such-product').expect(404);
    expect(res.text).toContain('Oops!');
    expect(res.text).toContain('Product not found');
    expect(res.text).toContain('Back to Directories');
    expect(res.text).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('When /product has no slug, then it redirects to the directory', async () => {
    const res = await request(t.app).get('/product').expect(302);
    expect(res.headers.location).toBe('/directories');
  });
});
