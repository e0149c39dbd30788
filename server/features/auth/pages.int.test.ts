import request from 'supertest';
import { CSRF_MESSAGE, EMAIL_TAKEN_MESSAGE, MAGIC_LINK_SENT_MESSAGE, RESET_REQUESTED_MESSAGE, SIGN_IN_NEEDS_FORM_MESSAGE, SIGNIN_RATE_LIMITED_MESSAGE, WRONG_EMAIL_OR_PASSWORD_MESSAGE } from '../../../domain/auth/messages';
import { escapeHtml } from '../../../domain/common/html';
import { createPageApi } from '../../ssr/pageApi';
import { createAdmin } from '../../../test/support/session';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
let adminCookie: string[];

beforeAll(async () => {
  t = await createTestApp(__filename, { SIGNIN_ATTEMPTS_PER_15_MIN: '3' });
  await createAdmin(t.platform, 'pages@example.com', 'pages password 1');
  const signedIn = await request(t.app).post('/api/auth/signIn').send({ email: 'pages@example.com', password: 'pages password 1' }).expect(200);
  adminCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
});
afterAll(() => t.close());

describe('account and admin pages', () => {
  it('When an account page is requested, then it is noindex and never stored', async () => {
    for (const path of ['/auth/login', '/auth/signup', '/auth/forgot-password', '/auth/reset-password?token=abc', '/auth/magic-link?token=abc']) {
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

  it("When a page's loader (no form post) calls a sign-in endpoint, then it is refused with 400, since only an API call or a form's post can set the session cookies", async () => {
    const auth = createPageApi(t.platform).auth;
    const calls = [
      auth.signIn({ body: { email: 'pages@example.com', password: 'pages password 1' } }),
      auth.signUp({ body: { user: { firstName: 'Pia', email: 'pia@example.com', password: 'pages password 2' } } }),
      auth.signInWithGoogle({ body: { credential: 'a-google-token' } }),
      auth.requestPasswordReset({ body: { email: 'pages@example.com' } }),
      auth.sendMagicLink({ query: { email: 'pages@example.com' } }),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 400, message: SIGN_IN_NEEDS_FORM_MESSAGE });
    // Nothing was done on the way: no account was made.
    expect((await request(t.app).post('/api/auth/exist').send({ email: 'pia@example.com' }).expect(200)).body).toEqual({ exists: false });
  });
});

/** A form posted to its page as a browser without JavaScript posts it (from a page of this site). */
const postForm = (path: string, fields: Record<string, string>, site = 'same-origin') =>
  request(t.app).post(path).type('form').set('Sec-Fetch-Site', site).send(new URLSearchParams(fields).toString());

const cookiesOf = (answer: request.Response) => ([] as string[]).concat(answer.headers['set-cookie'] ?? []);

describe('signing up and in without JavaScript', () => {
  it('When the sign-up form is posted to its page, then the account is made, the session cookies are set and the browser goes to next; the same address again answers the form with the message', async () => {
    const made = await postForm('/auth/signup', { firstName: 'Nola', email: 'nola@example.com', password: 'nola password 1', next: '/directories' });
    expect(made.status).toBe(303);
    expect(made.headers.location).toBe('/directories');
    expect(cookiesOf(made).find((c) => c.startsWith('lb_access='))).toMatch(/HttpOnly/i);
    expect(cookiesOf(made).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);

    const again = await postForm('/auth/signup', { firstName: 'Nola', email: 'nola@example.com', password: 'nola password 1' });
    expect(again.status).toBe(409);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.text).toContain(escapeHtml(EMAIL_TAKEN_MESSAGE));
    expect(cookiesOf(again).some((c) => c.startsWith('lb_access='))).toBe(false);
  });

  it('When the sign-in form is posted, then the right password signs in and goes to a local next only; a wrong one answers the form with the message and no session, and the limit holds as over the API', async () => {
    const signedIn = await postForm('/auth/login', { intent: 'password', email: 'pages@example.com', password: 'pages password 1', next: '/account' });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/account');
    const cookie = cookiesOf(signedIn).map((c) => c.split(';')[0]).join('; ');
    await request(t.app).get('/api/users/me').set('Cookie', cookie).expect(200);
    // Another site's address is not followed.
    const elsewhere = await postForm('/auth/login', { intent: 'password', email: 'pages@example.com', password: 'pages password 1', next: 'https://evil.example/' });
    expect(elsewhere.headers.location).toBe('/');

    await postForm('/auth/signup', { firstName: 'Wes', email: 'wes@example.com', password: 'wes password 1' }).expect(303);
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await postForm('/auth/login', { intent: 'password', email: 'wes@example.com', password: `not it ${attempt}` });
      expect(wrong.status).toBe(401);
      expect(wrong.text).toContain(WRONG_EMAIL_OR_PASSWORD_MESSAGE);
      expect(wrong.text).toContain('name="email"');
      expect(cookiesOf(wrong).some((c) => c.startsWith('lb_access='))).toBe(false);
    }
    const limited = await postForm('/auth/login', { intent: 'password', email: 'wes@example.com', password: 'wes password 1' });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(SIGNIN_RATE_LIMITED_MESSAGE);
    expect(cookiesOf(limited).some((c) => c.startsWith('lb_access='))).toBe(false);
  });

  it('When 30 wrong passwords for one account are posted to the sign-in page at once, then at most 3 (the limit here) are tried and every other answers 429', async () => {
    await postForm('/auth/signup', { firstName: 'Rae', email: 'rae@example.com', password: 'rae password 1' }).expect(303);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => postForm('/auth/login', { intent: 'password', email: 'rae@example.com', password: `not it ${i}` })));
    const tried = answers.filter((answer) => answer.status === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - tried);
  });

  it('When the right password is typed more times than the limit allows wrong ones, then every sign-in succeeds: a right password gives its attempt back', async () => {
    await postForm('/auth/signup', { firstName: 'Ria', email: 'ria@example.com', password: 'ria password 1' }).expect(303);
    for (let attempt = 0; attempt < 4; attempt++) await postForm('/auth/login', { intent: 'password', email: 'ria@example.com', password: 'ria password 1' }).expect(303);
  });

  it('When a sign-in form is posted from another site, then nobody is signed in and the page says why', async () => {
    const forged = await postForm('/auth/login', { intent: 'password', email: 'pages@example.com', password: 'pages password 1' }, 'cross-site');
    expect(forged.status).toBe(403);
    expect(forged.text).toContain(escapeHtml(CSRF_MESSAGE));
    expect(cookiesOf(forged).some((c) => c.startsWith('lb_access='))).toBe(false);
    const withOrigin = await request(t.app).post('/auth/signup').type('form').set('Origin', 'https://evil.example').send('firstName=Eve&email=eve%40example.com&password=eve+password+1');
    expect(withOrigin.status).toBe(403);
    expect((await request(t.app).post('/api/auth/exist').send({ email: 'eve@example.com' }).expect(200)).body).toEqual({ exists: false });
  });

  it('When the sign-in link and forgotten-password forms are posted, then each page answers with its confirmation', async () => {
    const link = await postForm('/auth/login', { intent: 'magic-link', email: 'pages@example.com', next: '/account' }).expect(200);
    expect(link.text).toContain(MAGIC_LINK_SENT_MESSAGE);
    const reset = await postForm('/auth/forgot-password', { email: 'pages@example.com' }).expect(200);
    expect(reset.text).toContain(RESET_REQUESTED_MESSAGE);
    const badReset = await postForm('/auth/reset-password?token=not-a-token', { token: 'not-a-token', password: 'a new password 1' });
    expect(badReset.status).toBe(400);
  });
});
