import { readFileSync } from 'node:fs';
import request from 'supertest';
import { jpegScreenshot, pngLogo } from '../../test/support/images';
import { createTestApp, type TestApp } from '../../test/support/testApp';
import { directoryService } from '../features/directory/service';
import { routes } from '../../views/routes';
import { PUBLIC_CACHE_CONTROL } from '../delivery/staticAnswer';

let t: TestApp;

type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;
const readManifest = () => JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest;
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
/** What a page that hydrates on intent may fetch with its HTML: the loader's own imports (a few hundred bytes), no React. */
const loaderImports = () => {
  const manifest = readManifest();
  return (manifest['client/hydrateOnIntent.tsx'].imports ?? []).map((key) => `/${manifest[key].file}`).sort();
};
beforeAll(async () => {
  t = await createTestApp(__filename);
});
afterAll(() => t.close());

describe('server-side rendering', () => {
  it('When the home page is requested, then the HTML carries title, description, canonical and the loader of its islands (no router)', async () => {
    const res = await request(t.app).get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.text).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/">`);
    expect(res.text).toContain('<meta property="og:title"');

    // Cached for everyone: its inline scripts (if any) are allowed by their hashes, never by 'unsafe-inline'.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(res.text).not.toContain(' nonce=');
    expect(res.text).not.toContain('__staticRouterHydrationData');
    expect(res.text).not.toMatch(/\/assets\/entry-/);
    expect(res.text).toMatch(/<script type="module" src="\/assets\/hydrateOnIntent-[^"]+\.js"/);
    expect(preloadsOf(res.text)).toEqual(loaderImports());
    // Each island carries its props for client/hydrateIslands.tsx: the header, the pricing section, the waitlist form.
    for (const name of ['header', 'pricing', 'waitlist', 'reveal-email']) expect(res.text).toContain(`data-island="${name}"`);
  });

  it('When a page hydrated by the router is requested, then it carries the hydration data and the router entry, no islands', async () => {
    const res = await request(t.app).get('/privacy').expect(200);
    expect(res.text).toContain('window.__staticRouterHydrationData');
    expect(res.text).toMatch(/<script type="module" src="\/assets\/entry-[^"]+\.js"/);
    expect(res.text).not.toContain('data-island=');
  });

  it('When a page the router hydrates on intent is requested (the directory), then it carries the hydration data and only the loader: no router entry, no preloads', async () => {
    const res = await request(t.app).get('/directories').expect(200);
    expect(res.text).toContain('window.__staticRouterHydrationData');
    expect(res.text).toMatch(/<script type="module" src="\/assets\/hydrateOnIntent-[^"]+\.js"/);
    expect(res.text).not.toMatch(/\/assets\/entry-/);
    expect(preloadsOf(res.text)).toEqual(loaderImports());
  });

  it('When a directory page number past the end is asked for (/directories?page=9999), then it is no page: it redirects to the last one, keeping the search', async () => {
    const res = await request(t.app).get('/directories?page=9999');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/directories');
    const search = await request(t.app).get('/directories?q=notes&page=50');
    expect(search.status).toBe(302);
    expect(search.headers.location).toBe('/directories?q=notes');
    // A campaign's parameters survive the redirect; the page number does not.
    const campaign = await request(t.app).get('/directories?q=notes&page=50&utm_source=news');
    expect([campaign.status, campaign.headers.location]).toEqual([302, '/directories?q=notes&utm_source=news']);
  });

  it('When a page rendered per request is requested twice, then each response has its own nonce', async () => {
    const [a, b] = await Promise.all([request(t.app).get('/auth/login'), request(t.app).get('/auth/login')]);
    const nonceOf = (text: string) => /<script [^>]*nonce="([^"]+)">/.exec(text)?.[1];
    expect(nonceOf(a.text)).toBeTruthy();
    expect(nonceOf(a.text)).not.toBe(nonceOf(b.text));
  });

  it('When an unknown path is requested, then it answers 302 to /404, which answers 404 with the not-found page', async () => {
    const res = await request(t.app).get('/no/such/page').expect(302);
    expect(res.headers.location).toBe('/404');
    const notFound = await request(t.app).get('/404').expect(404);
    expect(notFound.text).toContain('Page not found');
    expect(notFound.text).toContain('Sorry, we couldn&#x27;t find the page you&#x27;re looking for.');
    expect(notFound.text).toContain('Go back home');
    expect(notFound.text).toContain('Contact support');
  });

  it('When a hashed bundle file is requested, then it is cached for a year as immutable', async () => {
    const html = (await request(t.app).get('/')).text;
    const script = /src="(\/assets\/(?:entry|hydrateOnIntent)-[^"]+\.js)"/.exec(html)![1];
    const res = await request(t.app).get(script).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(t.app).get('/')).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe('referrer policy', () => {
  beforeAll(async () => {
    await directoryService(t.platform).create({
      fields: { name: 'Referred Product', headline: 'A product whose visitors come from the directory', description: 'A product.', website_url: 'https://referred.example', category: 'analytics', email: 'founder@example.com', firstname: 'Pat' },
      logo: await pngLogo(),
      screenshot: await jpegScreenshot(800, 500),
      status: 'approved',
    });
  });

  it('When a public page is requested (rendered, then again from the page cache), then other sites may see our origin as the referrer of the visits it sends', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      for (const path of ['/directories', '/product/referred-product', '/blog', '/g/directory-submission-list-seo-france']) {
        // The listening server: its second answer to a cached page comes from the fast path, before Express.
        const res = await request(t.url).get(path);
        expect([path, res.headers['referrer-policy']]).toEqual([path, 'strict-origin-when-cross-origin']);
      }
    }
    // The founder's analytics also name the directory by the marker on the outbound link, which goes through /go/{slug} (counted, then redirected).
    const product = await request(t.app).get('/product/referred-product').expect(200);
    expect(product.text).toMatch(/href="\/go\/referred-product"[^>]*rel="noopener nofollow ugc"/);
    const visit = await request(t.app).get('/go/referred-product').expect(302);
    expect(visit.headers.location).toMatch(/^https:\/\/referred\.example\/\?ref=[a-z0-9-]+$/);
    expect(visit.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('When a page holds a secret or personal data (status link, accounts, workspace, admin), then it is no referrer at all', async () => {
    for (const path of ['/directories/status/some-token', '/account', '/account/orders/0123456789abcdef01234567', '/app', '/app/new', '/admin', '/admin/products', '/auth/reset-password?token=secret', '/admin/queues']) {
      const res = await request(t.app).get(path);
      expect([path, res.headers['referrer-policy']]).toEqual([path, 'no-referrer']);
    }
  });
});

describe('API and health endpoints', () => {
  it('When an unknown /api path is requested, then it answers a JSON 404', async () => {
    const res = await request(t.app).get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ success: false, message: 'No API route for GET /does-not-exist' });
  });

  it('When a JSON body is malformed, then it answers 400 with a clear message, not a 500', async () => {
    const res = await request(t.app).post('/api/waitlist').set('Content-Type', 'application/json').send('{"broken"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('When MongoDB, Redis and file storage answer, then /healthz and /readyz answer 200', async () => {
    await request(t.app).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(t.app).get('/readyz').expect(200);
    expect(ready.body.checks).toEqual({ mongodb: 'ok', redis: 'ok', storage: 'ok' });
  });
});

describe('preloading lazy pages', () => {
  it('When a lazily loaded page is requested, then its chunk is preloaded with the HTML, and every lazy route names a real chunk', async () => {
    const manifest = readManifest();
    const lazyIds = (routes[0].children ?? []).filter((r) => r.lazy).map((r) => r.id!.split('#')[0]);
    expect(lazyIds.length).toBeGreaterThan(5);
    for (const file of lazyIds) expect(manifest[file]?.isDynamicEntry).toBe(true);

    const res = await request(t.app).get('/terms').expect(200);
    expect(res.text).toContain(`<link rel="modulepreload" href="/${manifest['views/pages/landing/TermsPage.tsx'].file}">`);
    const home = await request(t.app).get('/').expect(200);
    expect(home.text).not.toContain(manifest['views/pages/landing/TermsPage.tsx'].file);
  });
});
