import { createHash } from 'node:crypto';
import http from 'node:http';
import v8 from 'node:v8';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import vm from 'node:vm';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/support/testApp';
import { defaultPlans } from '../features/plans/seedData';
import { plansService } from '../features/plans/service';
import { loadAssets } from '../ssr/assets';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jpegScreenshot, pngLogo } from '../../test/support/images';
import { DIRECTORY_PAGE_SIZE } from '../../domain/directory/limits';
import { directoryService } from '../features/directory/service';
import { matchesEtag, negotiateEncoding, PUBLIC_CACHE_CONTROL, SIGNED_IN_CACHE_CONTROL } from './staticAnswer';
import { CLIENT_DIST } from '../ssr/assets';
import type { PageRenderer } from '../ssr/pageHandler';
import { NONCE_PLACEHOLDER, renderPage } from '../ssr/render';
import { createPageApi } from '../ssr/pageApi';


/** A full garbage collection now (V8's gc(), made reachable for this test file only). */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Memory held by objects and buffers after a collection: unlike the process's resident size, it shrinks when they are freed. */
function keptBytes() {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

let t: TestApp;
const renders: string[] = [];
/** A script that reached one page's HTML by an injection into stored text, not from the renderer. */
const INJECTED_PATH = '/privacy';
const INJECTED_SCRIPT = 'document.title="injected"';
const rendersOf = (path: string) => renders.filter((url) => url === path).length;

beforeAll(async () => {
  const assets = loadAssets(false);
  // The real renderer, counted: the cache must call it once per page, not once per request.
  const renderer: PageRenderer = (request, api) => {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    return renderPage(request, { publicUrl: 'http://localhost:3000', assets, api }).then((page) =>
      url.pathname === INJECTED_PATH && page.kind === 'html' ? { ...page, html: page.html.replace('</body>', `<script>${INJECTED_SCRIPT}</script></body>`) } : page,
    );
  };
  // A long cache TTL: these tests count renders, which an expiry in the middle of a test would add to.
  t = await createTestApp(__filename, { CACHE_TTL_SECONDS: '600' }, { renderer });
});
afterAll(() => t.close());

/** A raw GET on the listening server (its fast path for cache hits): status, headers and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The CSP source of each inline script a browser would run. */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, content]) => content && !/src=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , content]) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`);

/** Headers that differ per response by design. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
const sameHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

describe('page cache of the generated pages', () => {
  it('When a generated page is requested twice, then the renderer runs once and both get the same bytes, with no nonce and every inline script allowed by its hash', async () => {
    const path = '/g/directory-listing-restaurants';
    const first = await request(t.app).get(path).expect(200);
    const second = await request(t.app).get(path).expect(200);
    expect(rendersOf(path)).toBe(1);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    expect(first.text).not.toContain('nonce=');
    expect(first.text).not.toContain('__csp_nonce_');
    const csp = first.headers['content-security-policy'];
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(scriptSrc.filter((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toEqual([]);
    for (const source of inlineScriptSources(first.text)) expect(scriptSrc).toContain(source);
  });

  it('When a script was injected into a cached page\'s HTML, then its CSP allows the renderer\'s own inline scripts by their hashes and not the injected one', async () => {
    const page = await request(t.app).get(INJECTED_PATH).expect(200);
    expect(page.text).toContain(`<script>${INJECTED_SCRIPT}</script>`);
    const scriptSrc = /script-src ([^;]*)/.exec(page.headers['content-security-policy'])![1].split(' ');
    const [injected, ...emitted] = [`'sha256-${createHash('sha256').update(INJECTED_SCRIPT).digest('base64')}'`, ...inlineScriptSources(page.text.replace(`<script>${INJECTED_SCRIPT}</script>`, ''))];
    expect(emitted.length).toBeGreaterThan(0);
    for (const source of emitted) expect(scriptSrc).toContain(source);
    expect(scriptSrc).not.toContain(injected);
    // The same answer from the fast path.
    const fast = await rawGet(`${t.url}${INJECTED_PATH}`);
    expect(String(fast.headers['content-security-policy'])).not.toContain(injected);
  });

  it('When a cached page is asked for from the listening server, then its fast path answers exactly as the app does, in br, gzip or plain bytes, and HEAD without a body', async () => {
    const path = '/g/directory-listing-blogs';
    const viaApp = await request(t.app).get(path).set('Accept-Encoding', 'identity').expect(200);
    const rendersBefore = rendersOf(path);
    const plain = await rawGet(`${t.url}${path}`);
    const gzip = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'gzip, deflate' });
    const br = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    const head = await rawGet(`${t.url}${path}`, {}, 'HEAD');
    expect(rendersOf(path)).toBe(rendersBefore);
    expect([plain.status, gzip.status, br.status, head.status]).toEqual([200, 200, 200, 200]);
    expect(plain.body.toString()).toBe(viaApp.text);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(viaApp.text);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(viaApp.text);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(plain.body.length);
    // Security headers, CSP with hashes, ETag, caching and type: the same whichever path answered.
    expect(sameHeaders(plain.headers)).toEqual(sameHeaders(viaApp.headers));
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await rawGet(`${t.url}${path}`, { 'X-Request-Id': 'trace-1234567' })).headers['x-request-id']).toBe('trace-1234567');
  });

  it('When If-None-Match names the current ETag, then it answers 304 without a body and without rendering, from the app and from the fast path', async () => {
    const path = '/page/white-hat-backlinks';
    const first = await request(t.app).get(path).expect(200);
    const again = await request(t.app).get(path).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const fast = await rawGet(`${t.url}${path}`, { 'If-None-Match': first.headers.etag });
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    await request(t.app).get(path).set('If-None-Match', '"something-else"').expect(200);
    expect(rendersOf(path)).toBe(1);
  });

  it('When many visitors ask for an uncached page at once, then it is rendered once for all of them', async () => {
    const path = '/g/quality-backlinks-podcast';
    const responses = await Promise.all(Array.from({ length: 6 }, () => request(t.app).get(path)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(rendersOf(path)).toBe(1);
  });

  it('When the plans change, then cached pages are rendered again and show the new plans', async () => {
    const path = '/g/free-directory-traffic-saas';
    const before = await request(t.app).get(path).expect(200);
    expect(before.text).not.toContain('Get Publisher');
    expect(await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'))).toBeGreaterThan(0);
    const after = await request(t.app).get(path).expect(200);
    expect(rendersOf(path)).toBe(2);
    expect(after.text).toContain('Get Publisher');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await request(t.app).get(path).expect(200);
    expect(rendersOf(path)).toBe(2);
  });

  it('When a redirect, a /c/ address or a private page is requested, then nothing is cached; the home page is', async () => {
    for (let i = 0; i < 2; i++) {
      await request(t.app).get('/g/nope').expect(302).expect('Location', '/404');
      await request(t.app).get('/c/best-seo-sites-germany').expect(200);
      await request(t.app).get('/c/no-such-country-atlantis').expect(302).expect('Location', '/404');
      await request(t.app).get('/directories/status/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
      await request(t.app).get('/').expect(200);
    }
    expect(rendersOf('/g/nope')).toBe(2);
    // A /c/ address is never rendered itself: its country's page is (countryPages.ts), and an unknown country's redirect is not kept.
    expect(rendersOf('/c/best-seo-sites-germany')).toBe(0);
    expect(renders.filter((url) => /^\/c\/.*-atlantis$/.test(url))).toHaveLength(2);
    expect(rendersOf('/directories/status/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(2);
    expect(rendersOf('/')).toBe(1);
  });

  it('When a /c/ address is answered from its country\'s page, then it is the page a render at that address gives, with its own address in its links and data, its own nonce, and no-cache', async () => {
    const address = '/c/cheap-local-listings-france';
    const answer = await request(t.app).get(address).expect(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'])![1];
    expect(answer.text).toContain(`nonce="${nonce}"`);
    const rendered = await renderPage(new Request(`http://localhost:3000${address}`), { publicUrl: 'http://localhost:3000', assets: loadAssets(false), api: createPageApi(t.platform) });
    expect(rendered.kind).toBe('html');
    expect(answer.text).toBe((rendered as { html: string }).html.replaceAll(NONCE_PLACEHOLDER, nonce));
    expect(answer.text).toContain(`href="${address}#pricing"`);
  });

  it('When a campaign visitor arrives on /?utm_source=x&gclid=y or /g/<slug>?fbclid=z, then the cached page of the clean address answers (app and fast path), with the same body; made-up parameters render nothing', async () => {
    for (const [clean, campaign] of [
      ['/', '/?utm_source=x&gclid=y'],
      ['/g/directory-listing-saas', '/g/directory-listing-saas?fbclid=z'],
      ['/blog', '/blog?utm_campaign=launch&x=1'],
    ]) {
      const cleanPage = await request(t.app).get(clean).expect(200);
      const rendersBefore = renders.length;
      const viaApp = await request(t.app).get(campaign).expect(200);
      const viaFastPath = await rawGet(`${t.url}${campaign}`);
      const madeUp = await rawGet(`${t.url}${clean}${clean.includes('?') ? '&' : '?'}x=${Math.random()}`);
      expect(renders.length).toBe(rendersBefore);
      expect([viaFastPath.status, madeUp.status]).toEqual([200, 200]);
      expect(viaApp.text).toBe(cleanPage.text);
      expect(viaFastPath.body.toString()).toBe(cleanPage.text);
      expect(viaFastPath.headers.etag).toBe(cleanPage.headers.etag);
      expect(madeUp.headers.etag).toBe(cleanPage.headers.etag);
    }
  });

  it('When a campaign visitor follows an address that redirects (/blog/), then the redirect keeps the campaign parameters', async () => {
    const res = await request(t.app).get('/blog/?utm_source=newsletter&utm_campaign=launch').expect(301);
    expect(res.headers.location).toBe('/blog?utm_source=newsletter&utm_campaign=launch');
    expect((await request(t.app).get('/blog/').expect(301)).headers.location).toBe('/blog');
  });

  it("When a checkout returns to / with ?payment=success and a session id, then the page with the outcome's banner is rendered once for every session and tracking parameter; an unknown outcome is the home page", async () => {
    const first = await request(t.app).get('/?payment=success&session_id=cs_test_a').expect(200);
    const second = await request(t.app).get('/?payment=success&session_id=cs_test_b&utm_source=mail').expect(200);
    const fast = await rawGet(`${t.url}/?utm_medium=email&payment=success&session_id=cs_test_c`);
    expect(first.text).toContain('Your payment has been successfully processed');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(fast.headers.etag).toBe(first.headers.etag);
    // Rendered once, without the session id (the browser reads it to show the confirmation).
    expect(renders.filter((url) => url.startsWith('/?payment=success'))).toEqual(['/?payment=success']);
    const failed = await request(t.app).get('/?payment=failed&session_id=x').expect(200);
    expect(failed.text).toContain('Your payment attempt has failed');
    expect(failed.headers.etag).not.toBe(first.headers.etag);
    const home = await request(t.app).get('/').expect(200);
    const unknown = await request(t.app).get('/?payment=maybe').expect(200);
    expect(unknown.headers.etag).toBe(home.headers.etag);
    expect(unknown.text).not.toContain('Your payment');
    expect(renders.filter((url) => url.startsWith('/?'))).toEqual(['/?payment=success', '/?payment=failed']);
  });

  it('When the same directory search or blog page is asked for again, with other spacing, page=1 or tracking parameters, then it is rendered once', async () => {
    for (const url of ['/directories?q=invoice', '/directories?q=+invoice+', '/directories?q=invoice&page=1', '/directories?utm_source=x&q=invoice&gclid=1']) await request(t.app).get(url).expect(200);
    expect(renders.filter((url) => url.includes('q=invoice'))).toEqual(['/directories?q=invoice']);
    const directories = await request(t.app).get('/directories').expect(200);
    expect((await request(t.app).get('/directories?page=1&utm_source=x').expect(200)).headers.etag).toBe(directories.headers.etag);
    expect(rendersOf('/directories?page=1&utm_source=x')).toBe(0);
  });

  it('When hundreds of made-up /c/ addresses are requested, then none is kept nor rendered (their country\'s page is, once), a real /g/ page stays cached and memory stays bounded', async () => {
    const real = '/g/directory-listing-restaurants';
    await request(t.app).get(real).expect(200);
    const rendersBefore = rendersOf(real);
    collectGarbage();
    const keptBefore = keptBytes();
    const rendersAtStart = renders.length;
    const prefixes = Array.from({ length: 300 }, (_, i) => `made-up-prefix${i}-germany`);
    for (let i = 0; i < prefixes.length; i += 10) {
      await Promise.all(prefixes.slice(i, i + 10).map((p) => request(t.app).get(`/c/${p}`).expect(200)));
    }
    // No made-up address was rendered: Germany's page was, at most once (unless it is still kept from before), and the real page was not pushed out.
    expect(prefixes.filter((p) => rendersOf(`/c/${p}`) > 0)).toEqual([]);
    expect(renders.slice(rendersAtStart).filter((url) => url.startsWith('/c/')).length).toBeLessThanOrEqual(1);
    await request(t.app).get(real).expect(200);
    expect(rendersOf(real)).toBe(rendersBefore);
    // What is kept, not what is waiting for the collector (which runs late on a busy machine).
    collectGarbage();
    // About 13 MB here (compiled code, metrics, log buffers); 300 pages kept in all encodings would add far more.
    expect((keptBytes() - keptBefore) / 1024 / 1024).toBeLessThan(30);
  }, 60_000);

  it('When an Accept-Encoding header is read, then br is preferred, then gzip, and q=0 refuses an encoding', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('gzip');
  });

  it('When an ETag list is compared, then weak and strong forms and * match', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('answers stored for everyone, served before Express', () => {
  it('When a public page is asked for without a session, then a CDN may keep it a minute; with a session cookie, no shared cache may keep it (app and fast path alike)', async () => {
    const path = '/terms';
    const viaApp = await request(t.app).get(path).expect(200);
    expect(viaApp.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/s-maxage=60, stale-while-revalidate=/);
    expect((await rawGet(`${t.url}${path}`)).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await request(t.app).get(path).set('Cookie', 'lb_access=some-token').expect(200)).headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
    expect((await rawGet(`${t.url}${path}`, { Cookie: 'theme=dark; lb_access=some-token' })).headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
  });

  it('When the public product list is asked for again, then the fast path sends the bytes the app made, in each encoding, and a newly listed product shows at once', async () => {
    const [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(1200, 750)]);
    const directory = directoryService(t.platform);
    const fields = (name: string) => ({ name, headline: `${name} headline`, description: 'Listed for the fast path.', website_url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example`, category: 'productivity', email: 'maker@fast.example', firstname: 'Fay' });
    // An approved product made directly names itself on the bus, as a submission does.
    await directory.create({ fields: fields('Fast First'), logo, screenshot, status: 'approved' });
    const viaApp = await request(t.app).get('/api/products?limit=5').set('Accept-Encoding', 'identity').expect(200);
    expect(viaApp.body.data.products.map((p: { name: string }) => p.name)).toContain('Fast First');
    const plain = await rawGet(`${t.url}/api/products?limit=5`);
    const br = await rawGet(`${t.url}/api/products?limit=5`, { 'Accept-Encoding': 'br' });
    expect(plain.body.toString()).toBe(viaApp.text);
    expect(brotliDecompressSync(br.body).toString()).toBe(viaApp.text);
    expect(sameHeaders(plain.headers)).toEqual(sameHeaders(viaApp.headers));
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await rawGet(`${t.url}/api/products?limit=5`, { 'If-None-Match': plain.headers.etag! })).status).toBe(304);
    // A query the API refuses is refused the same way, not answered from what is stored.
    expect((await rawGet(`${t.url}/api/products?limit=5&limit=6`)).status).toBe(400);
    expect((await rawGet(`${t.url}/api/products?limit=5000`)).status).toBe(400);

    await directory.create({ fields: fields('Fast Second'), logo, screenshot, status: 'approved' });
    const after = JSON.parse((await rawGet(`${t.url}/api/products?limit=5`)).body.toString()) as { data: { products: { name: string }[] } };
    expect(after.data.products[0].name).toBe('Fast Second');
  });

  it('When a page number is written another way (/directories?page=2.0, ?page=02), then the page, its cached copy and the API all show page 2', async () => {
    const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(320, 200)]);
    const directory = directoryService(t.platform);
    for (let i = 0; i < DIRECTORY_PAGE_SIZE + 1; i++) {
      const name = `Paged ${String(i).padStart(2, '0')}`;
      await directory.create({ fields: { name, headline: `${name} headline`, description: 'Listed to fill two pages.', website_url: `https://paged-${i}.example`, category: 'productivity', email: 'maker@paged.example', firstname: 'Pia' }, logo, screenshot, status: 'approved' });
    }
    const namesOn = (html: string) => [...html.matchAll(/<h3[^>]*>(Paged \d\d)<\/h3>/g)].map((m) => m[1]).sort();
    const pageTwo = namesOn((await request(t.app).get('/directories?page=2').expect(200)).text);
    expect(pageTwo.length).toBeGreaterThan(0);
    for (const address of ['/directories?page=2.0', '/directories?page=02']) {
      const viaApp = await request(t.app).get(address).expect(200);
      expect([address, namesOn(viaApp.text)]).toEqual([address, pageTwo]);
      expect(viaApp.text).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/directories?page=2">`);
      expect([address, namesOn((await rawGet(`${t.url}${address}`)).body.toString())]).toEqual([address, pageTwo]);
    }
    const api = (await request(t.app).get(`/api/products?page=2.0&limit=${DIRECTORY_PAGE_SIZE}`).expect(200)).body.data;
    expect(api.pagination.page).toBe(2);
    expect(api.products.map((p: { name: string }) => p.name).sort()).toEqual((await request(t.app).get(`/api/products?page=2&limit=${DIRECTORY_PAGE_SIZE}`)).body.data.products.map((p: { name: string }) => p.name).sort());
    expect((await request(t.app).get('/api/products?page=2.5').expect(400)).body.message).toBe('page: must be a positive whole number');
  });

  it('When a bundle file is asked for, then it comes from memory as built, compressed once, immutable; a range request is left to the static handler', async () => {
    const folder = path.join(CLIENT_DIST, 'assets');
    const name = readdirSync(folder).find((file) => file.endsWith('.js'))!;
    const built = readFileSync(path.join(folder, name));
    const plain = await rawGet(`${t.url}/assets/${name}`);
    const br = await rawGet(`${t.url}/assets/${name}`, { 'Accept-Encoding': 'gzip, br' });
    expect(plain.status).toBe(200);
    expect(plain.body.equals(built)).toBe(true);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(built)).toBe(true);
    const range = await rawGet(`${t.url}/assets/${name}`, { Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.body.equals(built.subarray(0, 10))).toBe(true);
    expect((await rawGet(`${t.url}/assets/no-such-file.js`)).status).toBe(404);
  });
});

