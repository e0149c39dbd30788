import request from 'supertest';
import { SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE } from '../../../domain/auth/messages';
import { createPageServices } from '../../ssr/pageServices';
import { createAdmin } from '../../../test/support/session';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
let adminCookie: string[];

beforeAll(async () => {
  t = await createTestApp(__filename);
  await createAdmin(t.platform, 'pages@example.com', 'pages password 1');
  const signedIn = await request(t.app).post('/api/auth/signIn').send({ email: 'pages@example.com', password: 'pages password 1' }).expect(200);
  adminCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
});
afterAll(() => t.close());

describe('account and admin pages', () => {
  it('When an account page is requested, then it is noindex and never stored', async () => {
    for (const path of ['/auth/login', '/auth/signup', '/auth/forgot-password', '/auth/reset-password?token=abc']) {
      const page = await request(t.app).get(path).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('When /admin is opened without a session, then the browser is sent to the login page; with an admin session it renders the dashboard, never stored', async () => {
    const anonymous = await request(t.app).get('/admin/plans');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/auth/login?next=%2Fadmin%2Fplans');
    const page = await request(t.app).get('/admin').set('Cookie', adminCookie.join('; ')).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('Dashboard');
    expect(page.text).toContain('Pending products');
    // The signed-in API answers are never stored either.
    expect((await request(t.app).get('/api/users/me').set('Cookie', adminCookie.join('; ')).expect(200)).headers['cache-control']).toBe('no-store');
  });

  it('When a page rendered on the server calls a sign-in form\'s endpoint, then it is refused with 400 and asked for JavaScript, since only the API can set the session cookies', async () => {
    const auth = createPageServices(t.platform).auth;
    const calls = [
      auth.signIn({ body: { email: 'pages@example.com', password: 'pages password 1' } }),
      auth.signUp({ body: { user: { firstName: 'Pia', email: 'pia@example.com', password: 'pages password 2' } } }),
      auth.signInWithGoogle({ body: { credential: 'a-google-token' } }),
      auth.requestPasswordReset({ body: { email: 'pages@example.com' } }),
      auth.sendMagicLink({ query: { email: 'pages@example.com' } }),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 400, message: SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE });
    // Nothing was done on the way: no account was made.
    expect((await request(t.app).post('/api/auth/exist').send({ email: 'pia@example.com' }).expect(200)).body).toEqual({ exists: false });
  });
});
