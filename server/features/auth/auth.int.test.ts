import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { MAGIC_LINK_INVALID_MESSAGE, MAGIC_LINK_NOT_CONFIRMED_MESSAGE } from '../../../domain/auth/messages';
import { MAGIC_LINK_SIGN_IN_INTENT } from '../../../domain/auth/rules';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

const GOOGLE_CLIENT_ID = 'launchboost-test.apps.googleusercontent.com';

/** Google's certificate endpoint, played by a local server holding the test's own public key (no network here). */
async function startGoogleCerts() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const pem = await exportSPKI(publicKey);
  const server: Server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(JSON.stringify({ [kid]: pem }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sign = (claims: Record<string, unknown>, { audience = GOOGLE_CLIENT_ID, expiresIn = '1h' }: { audience?: string; expiresIn?: string | number } = {}) =>
    new SignJWT({ email_verified: true, given_name: 'Gina', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject(String(claims.sub ?? 'google-user-1'))
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`, sign, close: () => new Promise((r) => server.close(r)) };
}

let t: TestApp;
let smtp: TestSmtp;
let google: Awaited<ReturnType<typeof startGoogleCerts>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  google = await startGoogleCerts();
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, GOOGLE_CLIENT_ID, GOOGLE_CERTS_URL: google.url, SIGNIN_ATTEMPTS_PER_15_MIN: '10' });
  t.startWorkers();
});
afterAll(async () => {
  jest.useRealTimers();
  await t.close();
  await smtp.close();
  await google.close();
});

/** Moves the clock forward for Date only: timers, Redis and MongoDB keep real time. */
function travel(ms: number) {
  const now = Date.now();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  jest.setSystemTime(now + ms);
}

const signUp = (email: string, password = 'correct horse 1', firstName = 'Ada') => request(t.app).post('/api/auth/signup').send({ user: { email, password, firstName } });
const me = (token: string) => request(t.app).get('/api/users/me').set('Authorization', `Bearer ${token}`);
/** The confirm page's button, as a browser sends it from that page. */
const confirmLink = (token: string) => request(t.app).post('/api/auth/magic-link/callback').set('Sec-Fetch-Site', 'same-origin').send({ token });

/** The link in an email's text, by its path. */
function linkIn(text: string | undefined, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\S*`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}

describe('accounts', () => {
  afterEach(() => jest.useRealTimers());

  it('When someone signs up and signs in, then /api/users/me answers their account without secrets, and an expired, tampered or signed-out token gets 401', async () => {
    const created = await signUp('Ada.Lovelace@Example.com').expect(201);
    expect(created.body).toEqual({ accessToken: expect.any(String) });
    const [, payload] = created.body.accessToken.split('.');
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ sub: expect.any(String), isAdmin: false, exp: expect.any(Number) });

    const signedIn = await request(t.app).post('/api/auth/signIn').send({ email: 'ada.lovelace@example.com', password: 'correct horse 1' }).expect(200);
    const token: string = signedIn.body.accessToken;
    const mine = await me(token).expect(200);
    expect(mine.body).toEqual({ id: expect.any(String), email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: '', isAdmin: false, emailVerified: false, createdAt: expect.any(String), billing: { plan: null, status: null, periodEnd: null } });
    expect(JSON.stringify(mine.body)).not.toMatch(/password|hash|token/i);

    expect((await request(t.app).post('/api/auth/exist').send({ email: 'ADA.lovelace@example.com' }).expect(200)).body).toEqual({ exists: true });
    expect((await request(t.app).post('/api/auth/exist').send({ email: 'nobody@example.com' }).expect(200)).body).toEqual({ exists: false });
    expect((await request(t.app).post('/api/auth/exist').send({ email: 'not an address' })).status).toBe(400);

    // Emails are unique whatever their case; passwords have at least 8 characters.
    expect((await signUp('ADA.LOVELACE@example.com')).status).toBe(409);
    const short = await signUp('short@example.com', 'seven77');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    expect((await request(t.app).post('/api/auth/signIn').send({ email: 'ada.lovelace@example.com', password: 'wrong password' })).status).toBe(401);

    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const bad of [tampered, 'not-a-jwt', created.body.accessToken.replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ sub: 'x', isAdmin: true, exp: 9e9 })).toString('base64url')}.`)]) {
      const refused = await me(bad);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Invalid authentication credentials');
    }
    expect((await request(t.app).get('/api/users/me')).body.message).toBe('Invalid authentication credentials');

    travel(8 * 24 * 3600 * 1000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Invalid authentication credentials');
    jest.useRealTimers();

    await me(token).expect(200);
    await request(t.app).post('/api/auth/signOut').set('Authorization', `Bearer ${token}`).expect(200);
    const signedOut = await me(token);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('Invalid authentication credentials');
    // The other session (from signing up) is still valid: signing out ends one session.
    await me(created.body.accessToken).expect(200);
  });

  it('When a password reset is asked for, then the email reaches the SMTP server, its link works once, then fails, and a link past 1 hour fails', async () => {
    await signUp('grace@example.com', 'first password').expect(201);
    const before = await request(t.app).post('/api/auth/signIn').send({ email: 'grace@example.com', password: 'first password' }).expect(200);
    const asked = await request(t.app).post('/api/auth/password-reset/').send({ email: 'grace@example.com' }).expect(200);
    const unknown = await request(t.app).post('/api/auth/password-reset/').send({ email: 'nobody@example.com' }).expect(200);
    expect(unknown.body).toEqual(asked.body);

    const mail = await smtp.waitFor('grace@example.com', /Reset your/);
    const link = linkIn(mail.text, '/auth/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(10);
    // The outbox row and the job carried only a sealed token, never the token itself.
    const rows = await OutboxMessageModel.find({ jobId: /^password-reset-/ }).lean();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);

    await request(t.app).put('/api/auth/password').send({ password: 'second password', resetPasswordToken: token }).expect(200);
    const again = await request(t.app).put('/api/auth/password').send({ password: 'third password', resetPasswordToken: token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired. Please ask for a new one.');
    await request(t.app).post('/api/auth/signIn').send({ email: 'grace@example.com', password: 'second password' }).expect(200);
    // A changed password ends the sessions made before it.
    expect((await me(before.body.accessToken)).status).toBe(401);

    smtp.messages.length = 0;
    await request(t.app).post('/api/auth/password-reset/').send({ email: 'grace@example.com' }).expect(200);
    const later = linkIn((await smtp.waitFor('grace@example.com', /Reset your/)).text, '/auth/reset-password').searchParams.get('token')!;
    travel(61 * 60 * 1000);
    expect((await request(t.app).put('/api/auth/password').send({ password: 'third password', resetPasswordToken: later })).status).toBe(400);
  });

  it('When a magic link is asked for, then the email arrives, its link opens the confirm page without a session, the confirm signs in once and goes to the page the user came from, then fails, and fails after 15 minutes', async () => {
    await signUp('linus@example.com').expect(201);
    smtp.messages.length = 0;
    await request(t.app).get('/api/auth/magic-link').query({ email: 'linus@example.com', next: '/directories' }).expect(200);
    const callback = linkIn((await smtp.waitFor('linus@example.com', /sign-in link/)).text, '/api/auth/magic-link/callback');
    const token = callback.searchParams.get('token')!;
    expect(JSON.stringify(await OutboxMessageModel.find({ jobId: /^magic-link-/ }).lean())).not.toContain(token);

    const opened = await request(t.app).get(`${callback.pathname}${callback.search}`).expect(303);
    expect(opened.headers.location).toBe(`/auth/magic-link?token=${token}&next=%2Fdirectories`);
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect((await request(t.app).get('/api/auth/magic-link/address').query({ token }).expect(200)).body).toEqual({ email: 'linus@example.com' });

    const landed = await confirmLink(token).expect(200);
    expect(landed.body).toEqual({ accessToken: expect.any(String) });
    const cookies = ([] as string[]).concat(landed.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('lb_access='))).toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('lb_access='))).toMatch(/SameSite=Lax/i);
    const reused = await confirmLink(token);
    expect([reused.status, reused.body.message]).toEqual([400, MAGIC_LINK_INVALID_MESSAGE]);
    expect((await request(t.app).get('/api/auth/magic-link/address').query({ token }).expect(200)).body).toEqual({ email: null });

    smtp.messages.length = 0;
    await request(t.app).get('/api/auth/magic-link').query({ email: 'linus@example.com' }).expect(200);
    const late = linkIn((await smtp.waitFor('linus@example.com', /sign-in link/)).text, '/api/auth/magic-link/callback').searchParams.get('token')!;
    travel(16 * 60 * 1000);
    expect((await request(t.app).get('/api/auth/magic-link/address').query({ token: late }).expect(200)).body).toEqual({ email: null });
    expect((await confirmLink(late)).status).toBe(400);
    jest.useRealTimers();

    // An address without an account gets the same answer and no email.
    const stranger = await request(t.app).get('/api/auth/magic-link').query({ email: 'stranger@example.com' }).expect(200);
    expect(stranger.body.success).toBe(true);
  });

  it('When a sign-in link is used from another site or by a client that does not say where it comes from, then no session starts and the link still works from its page', async () => {
    await signUp('victim@example.com').expect(201);
    smtp.messages.length = 0;
    await request(t.app).get('/api/auth/magic-link').query({ email: 'victim@example.com' }).expect(200);
    const callback = linkIn((await smtp.waitFor('victim@example.com', /sign-in link/)).text, '/api/auth/magic-link/callback');
    const token = callback.searchParams.get('token')!;

    const crossSite = await request(t.app).get(`${callback.pathname}${callback.search}`).set('Sec-Fetch-Site', 'cross-site').expect(303);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    for (const forged of [
      request(t.app).post('/api/auth/magic-link/callback').set('Sec-Fetch-Site', 'cross-site').send({ token }),
      request(t.app).post('/api/auth/magic-link/callback').set('Origin', 'https://evil.example').send({ token }),
      request(t.app).post('/api/auth/magic-link/callback').send({ token }),
    ]) {
      const refused = await forged;
      expect([refused.status, refused.body.message, refused.headers['set-cookie']]).toEqual([403, MAGIC_LINK_NOT_CONFIRMED_MESSAGE, undefined]);
    }

    // The link's page names the account and starts no session; its button, posted from the page, signs in.
    const page = await request(t.app).get(crossSite.headers.location).set('Sec-Fetch-Site', 'cross-site').expect(200);
    expect(page.text).toContain('victim@example.com');
    expect(page.headers['set-cookie']).toBeUndefined();
    const button = { intent: MAGIC_LINK_SIGN_IN_INTENT, token, next: '/directories' };
    const postButton = (site: string) => request(t.app).post('/auth/login').type('form').set('Sec-Fetch-Site', site).send(new URLSearchParams(button).toString());
    const fromElsewhere = await postButton('cross-site');
    expect([fromElsewhere.status, fromElsewhere.headers['set-cookie']]).toEqual([403, undefined]);
    const signedIn = await postButton('same-origin').expect(303);
    expect(signedIn.headers.location).toBe('/directories');
    const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    expect((await request(t.app).get('/api/users/me').set('Cookie', cookie).expect(200)).body.email).toBe('victim@example.com');
  });

  it('When a Google ID token signed for our client id arrives, then it signs in; a wrong audience or an expired token is refused', async () => {
    const good = await request(t.app).post('/api/auth/google').send({ credential: await google.sign({ sub: 'g-1', email: 'gina@example.com' }) }).expect(200);
    expect(good.body).toEqual({ accessToken: expect.any(String) });
    expect((await me(good.body.accessToken).expect(200)).body).toMatchObject({ email: 'gina@example.com', firstName: 'Gina', emailVerified: true });
    // The same Google account signs in to the same account.
    const again = await request(t.app).post('/api/auth/google').send({ credential: await google.sign({ sub: 'g-1', email: 'gina@example.com' }) }).expect(200);
    expect((await me(again.body.accessToken)).body.id).toBe((await me(good.body.accessToken)).body.id);

    const wrongAudience = await request(t.app).post('/api/auth/google').send({ credential: await google.sign({ sub: 'g-2', email: 'eve@example.com' }, { audience: 'someone-else.apps.googleusercontent.com' }) });
    expect(wrongAudience.status).toBe(401);
    const expired = await request(t.app).post('/api/auth/google').send({ credential: await google.sign({ sub: 'g-3', email: 'old@example.com' }, { expiresIn: Math.floor(Date.now() / 1000) - 600 }) });
    expect(expired.status).toBe(401);
    expect((await request(t.app).post('/api/auth/google').send({ credential: 'garbage' })).status).toBe(401);
    expect((await request(t.app).post('/api/auth/google').send({})).status).toBe(400);
  });

  it('When a cookie-authenticated POST comes without X-XSRF-TOKEN, then it gets 403; with the header matching the XSRF-TOKEN cookie it succeeds', async () => {
    await signUp('cookie@example.com').expect(201);
    const agent = request.agent(t.app);
    const signedIn = await agent.post('/api/auth/signIn').send({ email: 'cookie@example.com', password: 'correct horse 1' }).expect(200);
    const xsrf = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('XSRF-TOKEN='))!
      .split(';')[0]
      .slice('XSRF-TOKEN='.length);
    expect(xsrf).toBeTruthy();

    await agent.get('/api/users/me').expect(200);
    const refused = await agent.post('/api/plans/change').send({ planId: 'starter' });
    expect(refused.status).toBe(403);
    expect((await agent.post('/api/plans/change').set('X-XSRF-TOKEN', 'made-up').send({ planId: 'starter' })).status).toBe(403);
    // With the header the request goes through (404: no plans are seeded in this file's database).
    const accepted = await agent.post('/api/plans/change').set('X-XSRF-TOKEN', decodeURIComponent(xsrf)).send({ planId: 'starter' });
    expect(accepted.status).toBe(404);
    expect(accepted.body.message).toBe('Plan not found');
  });

  it('When one email gets ten wrong passwords within the window, then the eleventh attempt gets 429 with a clear message', async () => {
    await signUp('target@example.com').expect(201);
    for (let i = 0; i < 10; i++) expect((await request(t.app).post('/api/auth/signIn').send({ email: 'target@example.com', password: `wrong-${i}-pass` })).status).toBe(401);
    const eleventh = await request(t.app).post('/api/auth/signIn').send({ email: 'target@example.com', password: 'correct horse 1' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('When 30 wrong passwords for one account arrive at once, then at most 10 are tried and every other answers 429', async () => {
    await signUp('raced@example.com').expect(201);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => request(t.app).post('/api/auth/signIn').send({ email: 'raced@example.com', password: `wrong-${i}-pass` })));
    const tried = answers.filter((answer) => answer.status === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - tried);
  });
});
