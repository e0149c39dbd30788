import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { NODE_ENV: 'production', ANALYTICS_SCRIPT_URL: 'https://stats.example.net/js/script.js', ANALYTICS_SITE_ID: 'launchboost.dev' });
});
afterAll(() => t.close());

describe('analytics in production', () => {
  it('When NODE_ENV is production and an analytics script is configured, then the page loads it with the nonce and the CSP allows its origin', async () => {
    const res = await request(t.app).get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(res.text).toContain(`<script defer src="https://stats.example.net/js/script.js" data-domain="launchboost.dev" nonce="${nonce}"></script>`);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/stats\.example\.net;/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/stats\.example\.net/);
  });
});
