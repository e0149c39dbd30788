import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { createAdmin, signUp } from '../../../test/support/session';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { API_ENDPOINTS } from '../apiImplementation';
import { defaultPlans } from '../plans/seedData';
import { plansService } from '../plans/service';

/*
 * The document tells the truth: calls sent through Stoplight Prism's validating proxy (the real app behind it)
 * must show no violation of /api/openapi.json, successes and refusals (400, 401, 403, 404, 409, 429) alike. Prism
 * checks every answer against the document; with --errors a violation turns the answer into an error of its own
 * and names it in the sl-violations header. Requests are forwarded as sent (--validate-request false), so the
 * server's own 400s are checked too.
 */

const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js');

let t: TestApp;
let prism: ChildProcess;
let prismUrl: string;
let controlUrl: string;
let controlProcess: ChildProcess;
let userToken: string;
let adminToken: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Prism's proxy for a document, answering once it listens. */
async function startPrism(documentFile: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, 'proxy', documentFile, `${t.url}/api`, '--errors', '--validate-request', 'false', '--host', '127.0.0.1', '--port', String(port), '-v', 'error'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  // Ready once it answers (it prints nothing at -v error); a proxy that exits or never answers fails with its output.
  for (const deadline = Date.now() + 30_000; !(await fetch(`${url}/site`).then(() => true, () => false)); ) {
    if (exited !== null || Date.now() > deadline) throw new Error(`Prism did not start (exit ${exited}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url };
}

interface Call {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  form?: FormData;
}

/** One call through a proxy: its status and the violations Prism found (none when the answer fits the document). */
async function through(base: string, { method, path: address, token, body, form }: Call): Promise<{ status: number; violations: string | null; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${address}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // CSV, HTML and images are checked by their declared type; their text is not needed here.
  }
  return { status: response.status, violations: response.headers.get('sl-violations'), body: parsed };
}

beforeAll(async () => {
  t = await createTestApp(__filename, { WAITLIST_PER_HOUR: '2', WEBSITE_INFO_ALLOW_PRIVATE: 'on' });
  await plansService(t.platform).insertMissing(defaultPlans(t.config.PROMO_CODE));
  await createAdmin(t.platform, 'root@example.com', 'admin password 1');
  userToken = await signUp(t.app, 'founder@example.com');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lb-openapi-'));
  const document = await (await fetch(`${t.url}/api/openapi.json`)).json();
  writeFileSync(path.join(folder, 'openapi.json'), JSON.stringify(document));
  // The control: the same document, except that /site must answer a field it never sends.
  const wrong = structuredClone(document);
  const siteSchema = wrong.paths['/site'].get.responses['200'].content['application/json'].schema;
  siteSchema.required = [...siteSchema.required, 'fieldTheServerNeverSends'];
  writeFileSync(path.join(folder, 'wrong.json'), JSON.stringify(wrong));
  [{ child: prism, url: prismUrl }, { child: controlProcess, url: controlUrl }] = await Promise.all([startPrism(path.join(folder, 'openapi.json')), startPrism(path.join(folder, 'wrong.json'))]);
  adminToken = ((await through(prismUrl, { method: 'POST', path: '/auth/signIn', body: { email: 'root@example.com', password: 'admin password 1' } })).body as { accessToken: string }).accessToken;
}, 90_000);

afterAll(async () => {
  prism?.kill();
  controlProcess?.kill();
  await t.close();
});

/** Calls through Prism in order, each expecting a status; a violation or another status is reported with the call. */
async function expectCalls(calls: (Call & { expect: number })[]): Promise<void> {
  const found: string[] = [];
  for (const call of calls) {
    const { status, violations, body } = await through(prismUrl, call);
    if (status !== call.expect || violations) found.push(`${call.method} ${call.path} → ${status} (expected ${call.expect})${violations ? `: ${violations}` : ''}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  expect(found).toEqual([]);
}

describe('the OpenAPI document checked by a validating proxy', () => {
  it('When an answer does not fit the document, then the proxy reports the violation (the check can fail)', async () => {
    const { status, violations } = await through(controlUrl, { method: 'GET', path: '/site' });
    expect(violations).toContain('fieldTheServerNeverSends');
    expect(status).toBeGreaterThanOrEqual(500);
  });

  it('When the public site, directory, blog and SEO calls are made, then every answer fits the document, refusals included', async () => {
    // Prism forwards a body as text, which breaks binary files: the product with its images is sent to the app itself
    // (its answer is checked in-process), and the same form without images goes through Prism for its refusal.
    const fields = { name: 'Proxy Checked', headline: 'Checked by a validating proxy', description: 'A product submitted so that its pages are checked against the document.', website_url: 'https://proxy-checked.example', category: 'saas', email: 'maker@example.com', firstname: 'Ada' };
    const withImages = new FormData();
    for (const [name, value] of Object.entries(fields)) withImages.set(name, value);
    withImages.set('logo', new Blob([new Uint8Array(await pngLogo())], { type: 'image/png' }), 'logo.png');
    withImages.set('screenshot', new Blob([new Uint8Array(await jpegScreenshot(1200, 800))], { type: 'image/jpeg' }), 'shot.jpg');
    expect((await fetch(`${t.url}/api/products`, { method: 'POST', body: withImages })).status).toBe(201);
    const withoutImages = new FormData();
    for (const [name, value] of Object.entries(fields)) withoutImages.set(name, value);
    await expectCalls([
      { method: 'GET', path: '/site', expect: 200 },
      { method: 'GET', path: '/plans/all?active=true', expect: 200 },
      { method: 'GET', path: '/plans/starter', expect: 200 },
      { method: 'GET', path: '/plans/nope', expect: 404 },
      { method: 'GET', path: '/docs', expect: 200 },
      { method: 'POST', path: '/waitlist', body: { email: 'not an address' }, expect: 400 },
      { method: 'POST', path: '/waitlist', body: { email: 'first@example.com' }, expect: 200 },
      { method: 'POST', path: '/waitlist', body: { email: 'second@example.com' }, expect: 200 },
      { method: 'POST', path: '/waitlist', body: { email: 'third@example.com' }, expect: 429 },
      { method: 'POST', path: '/products', form: withoutImages, expect: 400 },
      { method: 'POST', path: '/admin/products/proxy-checked/approve', token: adminToken, expect: 200 },
      { method: 'GET', path: '/products/proxy-checked', expect: 200 },
      { method: 'GET', path: '/products?page=2&limit=12', expect: 200 },
      { method: 'GET', path: '/products?page=abc', expect: 400 },
      { method: 'GET', path: '/products/no-such-product', expect: 404 },
      { method: 'GET', path: '/products/status/no-such-token', expect: 404 },
      { method: 'GET', path: '/seo/g/directory-listing-saas', expect: 200 },
      { method: 'GET', path: '/seo/page/no-such-page', expect: 404 },
      { method: 'GET', path: '/seo/hubs/niches', expect: 200 },
      { method: 'GET', path: '/blogposts?page=1&limit=9', expect: 200 },
      { method: 'GET', path: '/blogposts/3/latests', expect: 200 },
      { method: 'GET', path: '/blogposts/no-such-post/slug', expect: 404 },
    ]);
  });

  it('When accounts, admin screens, orders, payments and the workspace are used, then every answer fits the document', async () => {
    await expectCalls([
      { method: 'GET', path: '/auth/options', expect: 200 },
      { method: 'POST', path: '/auth/signup', body: { user: { email: 'second.founder@example.com', password: 'customer password 2', firstName: 'Bo' } }, expect: 201 },
      { method: 'POST', path: '/auth/signup', body: { user: { email: 'second.founder@example.com', password: 'customer password 2', firstName: 'Bo' } }, expect: 409 },
      { method: 'POST', path: '/auth/signIn', body: { email: 'founder@example.com', password: 'wrong password' }, expect: 401 },
      { method: 'POST', path: '/auth/exist', body: { email: 'founder@example.com' }, expect: 200 },
      { method: 'POST', path: '/auth/password-reset', body: { email: 'founder@example.com' }, expect: 200 },
      { method: 'PUT', path: '/auth/password', body: { password: 'new password 12', resetPasswordToken: 'not-a-token' }, expect: 400 },
      { method: 'GET', path: '/users/me', token: userToken, expect: 200 },
      { method: 'GET', path: '/users/me', token: 'not-a-token', expect: 401 },
      { method: 'PATCH', path: '/users/me', token: userToken, body: { firstName: 'Fay', lastName: 'Founder' }, expect: 200 },
      { method: 'PUT', path: '/users/me/password', token: userToken, body: { currentPassword: 'not the password', newPassword: 'customer password 9' }, expect: 400 },
      { method: 'GET', path: '/users/me/sessions', token: userToken, expect: 200 },
      { method: 'GET', path: '/users/me/export', token: userToken, expect: 200 },
      { method: 'GET', path: '/users', token: userToken, expect: 403 },
      { method: 'GET', path: '/users?page=1', token: adminToken, expect: 200 },
      { method: 'POST', path: '/plans/change', token: userToken, body: { planId: 'starter' }, expect: 200 },
      { method: 'GET', path: '/orders', token: userToken, expect: 200 },
      { method: 'GET', path: '/orders/0123456789abcdef01234567', token: userToken, expect: 404 },
      { method: 'GET', path: '/admin/dashboard', token: adminToken, expect: 200 },
      { method: 'GET', path: '/admin/products?status=pending', token: adminToken, expect: 200 },
      { method: 'GET', path: '/admin/waitlist?page=1', token: adminToken, expect: 200 },
      { method: 'GET', path: '/admin/waitlist.csv', token: adminToken, expect: 200 },
      { method: 'GET', path: '/admin/orders', token: adminToken, expect: 200 },
      { method: 'POST', path: '/blogposts', token: adminToken, body: { title: 'Checked by the proxy', slug: 'checked-by-the-proxy', description: 'A post written through the proxy.', content: '<p>Hello</p>', status: 'published' }, expect: 201 },
      { method: 'GET', path: '/blogposts/checked-by-the-proxy/slug', expect: 200 },
      { method: 'POST', path: '/projects', token: userToken, body: { name: 'Proxy', url: 'https://proxy.example', description: 'A project made through the proxy.' }, expect: 201 },
      { method: 'GET', path: '/projects/my', token: userToken, expect: 200 },
      { method: 'GET', path: '/projects/month-replies', token: userToken, expect: 200 },
      { method: 'GET', path: '/projects/0123456789abcdef01234567', token: userToken, expect: 404 },
    ]);
  });

  it('When every endpoint is called with a bad token, as a customer and as an admin (with empty input), then each answer fits the document', async () => {
    const concrete = (documented: string) => documented.replace(/\{id\}/g, '0123456789abcdef01234567').replace(/\{[A-Za-z]+\}/g, 'sample');
    const found: string[] = [];
    // Prism's proxy follows a redirect itself and would check the page it leads to: redirects are checked in-process (answerCheck).
    for (const endpoint of API_ENDPOINTS.filter((e) => e.meta.answer !== 'redirect')) {
      for (const token of ['not-a-token', userToken, adminToken]) {
        const call = { method: endpoint.method, path: concrete(endpoint.documentedPath), token, body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {} };
        const { status, violations } = await through(prismUrl, call);
        if (violations || status >= 500) found.push(`${call.method} ${call.path} → ${status}${violations ? `: ${violations}` : ''}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
