import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { NODE_ENV: 'production', ANALYTICS_SCRIPT_URL: 'https://stats.example.net/js/script.js', ANALYTICS_SITE_ID: 'launchboost.dev' });
});
afterAll(() => t.close());

describe('analytics in production', () => {
  it('When NODE_ENV is production and an analytics script is configured, then the page loads it and the CSP allows its origin', async () => {
    const res = await request(t.app).get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    // The landing page is cached: the same bytes for everyone, so no nonce; the script is allowed by its origin.
    expect(res.text).toContain(`<script defer src="https://stats.example.net/js/script.js" data-domain="launchboost.dev"></script>`);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/stats\.example\.net;/);
    // A page rendered per request carries the nonce on the same script.
    const login = await request(t.app).get('/auth/login').expect(200);
    const nonce = /'nonce-([^']+)'/.exec(login.headers['content-security-policy'])![1];
    expect(login.text).toContain(`<script defer src="https://stats.example.net/js/script.js" data-domain="launchboost.dev" nonce="${nonce}"></script>`);
    expect(csp).toMatch(/connect-src 'self' https:\/\/stats\.example\.net/);
  });
});
