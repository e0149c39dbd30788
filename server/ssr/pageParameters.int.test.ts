import http from 'node:http';
import request from 'supertest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../views/routes';
import { createTestApp, type TestApp } from '../../test/support/testApp';
import { createAdmin } from '../../test/support/session';

/** Every page address of the route table with a parameter (`:name` or `*`), written from the root. */
function parameterisedPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && /(^|\/)(:|\*)/.test(route.path) ? [path] : [];
    return [...own, ...parameterisedPaths(route.children ?? [], path)];
  });
}

// The ends, and both sides of where a long address once became a 500 (300 characters).
const LENGTHS = [0, 1, 200, 300, 10_000];
/** A slug-like text and a free text (spaces, quotes, markup, accents), each cut to a length. */
const TEXTS = [(n: number) => 'ab-12-'.repeat(n).slice(0, n), (n: number) => encodeURIComponent(`Free text "é" <b>'x'</b> & `.repeat(n).slice(0, n))];
const addressesOf = (pattern: string) => LENGTHS.flatMap((n) => TEXTS.map((text) => pattern.replace(/:[A-Za-z]+|\*/g, text(n))));
/** Pages that answer only a signed-in account (the others redirect to the login page): also asked as an administrator. */
const SIGNED_IN = /^\/(account|app|admin)(\/|$)/;

/** The status of a GET on the listening server; a sign-in redirect may carry the whole address, so long headers are read. */
function statusOf(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: cookie ? { Cookie: cookie } : {}, maxHeaderSize: 256 * 1024 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(__filename);
  await createAdmin(t.platform, 'ops@example.com', 'ops password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
});
afterAll(() => t?.close());

it('When every page family with a parameter is asked with texts of 0 to 10,000 characters, then no answer is a 5xx, signed out or as an administrator', async () => {
  const patterns = parameterisedPaths(routes);
  expect(patterns).toEqual(expect.arrayContaining(['/blog/:slug', '/product/:slug', '/c/:slug', '/directories/status/:token', '/admin/blog/:id']));
  const failures: string[] = [];
  for (const pattern of patterns) {
    for (const address of addressesOf(pattern)) {
      const visitors = SIGNED_IN.test(pattern) ? [undefined, `lb_access=${admin}`] : [undefined];
      for (const cookie of visitors) {
        const status = await statusOf(`${t.url}${address}`, cookie);
        if (status >= 500) failures.push(`${status} ${cookie ? 'admin' : 'visitor'} ${pattern} (${address.length} characters): ${address.slice(0, 80)}`);
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

it('When a blog address names no post, then it is the not-found page with a 404, whatever its length', async () => {
  for (const length of [1, 200, 300, 5000]) {
    const res = await request(t.app).get(`/blog/${'a'.repeat(length)}`);
    expect([length, res.status]).toEqual([length, 404]);
    expect(res.text).toContain('Page not found');
  }
});
