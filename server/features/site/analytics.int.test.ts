import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { NODE_ENV: 'production', ANALYTICS_SCRIPT_URL: 'https://stats.example.net/js/script.js', ANALYTICS_SITE_ID: 'launchboost.dev' });
});
afterAll(() => t.close());

const SCRIPT = '<script defer src="https://stats.example.net/js/script.js" data-domain="launchboost.dev"';
const TOKEN = 'a'.repeat(43);

describe('analytics in production', () => {
  it('When NODE_ENV is production and an analytics script is configured, then the page loads it and the CSP allows its origin', async () => {
    const res = await request(t.app).get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    // The landing page is cached: the same bytes for everyone, so no nonce; the script is allowed by its origin.
    expect(res.text).toContain(`${SCRIPT}></script>`);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/stats\.example\.net;/);
    // The copy kept in the page cache is the same page.
    expect((await request(t.app).get('/?utm_source=newsletter').expect(200)).text).toContain(`${SCRIPT}></script>`);
    // A page rendered per request carries the nonce on the same script.
    const waitlist = await request(t.app).get('/waitlist').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(waitlist.headers['content-security-policy'])![1];
    expect(waitlist.text).toContain(`${SCRIPT} nonce="${nonce}"></script>`);
    expect(csp).toMatch(/connect-src 'self' https:\/\/stats\.example\.net/);
  });

  it('When a page is about signing in, an account, a submission or a mailing, or its address holds a token, then the analytics script is not on it', async () => {
    await request(t.app).post('/api/auth/signup').send({ user: { email: 'reader@example.com', password: 'reader password 1', firstName: 'Ria' } }).expect(201);
    const signedIn = await request(t.app).post('/api/auth/signIn').send({ email: 'reader@example.com', password: 'reader password 1' }).expect(200);
    const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const pages = ['/auth/login', `/auth/reset-password?token=${TOKEN}`, `/auth/magic-link?token=${TOKEN}`, `/directories/status/${TOKEN}`, `/unsubscribe/${TOKEN}`, '/account/settings'];
    // Each answer is a page (an unknown address is redirected to the not-found page, which is followed).
    const answers = await Promise.all(pages.map((path) => request(t.app).get(path).set('Cookie', cookie).redirects(1)));
    expect(answers.filter((answer) => !answer.text.endsWith('</html>'))).toEqual([]);
    expect(pages.filter((_, i) => answers[i]!.text.includes(SCRIPT))).toEqual([]);
    expect(answers.at(-1)!.status).toBe(200);
  });
});
