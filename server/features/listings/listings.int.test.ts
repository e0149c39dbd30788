import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ACCESS_TOKEN_COOKIE } from '../../../domain/auth/session';
import { REPORT_RECEIVED_MESSAGE } from '../../../domain/listings/reports';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { asUser, createAdmin, signUp } from '../../../test/support/session';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { productBySlug } from '../directory/findProduct';
import { holderOf, hostKey } from '../directory/keys';
import { directoryService } from '../directory/service';
import { statusToken } from '../directory/statusLink';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The founders' websites: one local server answering every host with the home page the test sets. */
let homePage = '<!doctype html><html><head><title>Home</title></head><body>Welcome</body></html>';
const websites = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(homePage);
});

let t: TestApp;
let port: number;
let admin: string;

async function listProduct(name: string, website_url: string, { status = 'approved', email = 'founder@example.com' }: { status?: 'approved' | 'pending'; email?: string } = {}) {
  return directoryService(t.platform).create({
    fields: { name, headline: `${name} does one thing well`, description: `${name}, described.`, website_url, category: 'analytics', email, firstname: 'Pat' },
    logo: await pngLogo(),
    screenshot: await jpegScreenshot(800, 500),
    status,
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => websites.listen(0, '127.0.0.1', resolve));
  port = (websites.address() as AddressInfo).port;
  t = await createTestApp(__filename, { WEBSITE_INFO_ALLOW_PRIVATE: 'on', STATS_FLUSH_SECONDS: '1', TRUST_PROXY: '1' });
  await createAdmin(t.platform, 'chief@example.com', 'chief password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'chief@example.com', password: 'chief password 1' }).expect(200)).body.accessToken;
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => websites.close(resolve));
});

const withCookie = (token: string) => ({ Cookie: `${ACCESS_TOKEN_COOKIE}=${token}` });
const patchAs = (token: string, slug: string, body: object) => request(t.app).patch(`/api/products/${slug}`).set('Authorization', `Bearer ${token}`).send(body);

describe('claims', () => {
  it("When an account claims a listing, then the check refuses it (400) until the meta tag is on the website's home page; after it the listing is verified and its owner's new headline is on the product page", async () => {
    await listProduct('Claimed Tool', `http://127.0.0.1:${port}/features`);
    const owner = await signUp(t.app, 'owner@claimed.example');
    const { token, metaTag } = (await asUser(t.app, owner).post('/api/products/claimed-tool/claim').expect(200)).body;
    expect(metaTag).toBe(`<meta name="launchboost-verification" content="${token}">`);

    const refused = await asUser(t.app, owner).post('/api/products/claimed-tool/claim/verify').expect(400);
    expect(refused.body.message).toMatch(/could not find the verification tag/);
    expect((await request(t.app).get('/api/products/claimed-tool').expect(200)).body.data.verified).toBe(false);
    // Not the owner yet: no edit.
    expect((await patchAs(owner, 'claimed-tool', { headline: 'Too early' }).expect(403)).body.message).toMatch(/Claim it first/);
    expect((await request(t.app).get('/product/claimed-tool').expect(200)).text).not.toContain('verified-badge');

    homePage = `<!doctype html><html><head><title>Home</title>${metaTag}</head><body>Welcome</body></html>`;
    const verified = await asUser(t.app, owner).post('/api/products/claimed-tool/claim/verify').expect(200);
    expect(verified.body).toMatchObject({ success: true, verified: true, websiteFreed: false });
    expect((await request(t.app).get('/api/products/claimed-tool').expect(200)).body.data.verified).toBe(true);

    const edited = await patchAs(owner, 'claimed-tool', { headline: 'Now edited by its verified owner' }).expect(200);
    expect(edited.body.data).toMatchObject({ headline: 'Now edited by its verified owner', name: 'Claimed Tool' });
    // The cached page is dropped by the change's announcement on the bus.
    const page = await eventually(async () => {
      const res = await request(t.app).get('/product/claimed-tool').expect(200);
      return res.text.includes('Now edited by its verified owner') && res.text;
    });
    expect(page).toContain('data-testid="verified-badge"');

    // The website stays on the host the owner proved; another account cannot edit.
    expect((await patchAs(owner, 'claimed-tool', { website_url: 'https://elsewhere.example' }).expect(400)).body.field).toBe('website_url');
    await patchAs(owner, 'claimed-tool', { website_url: `http://127.0.0.1:${port}/` }).expect(200);
    await patchAs(await signUp(t.app, 'someone@else.example'), 'claimed-tool', { headline: 'Hijacked' }).expect(403);
    const mine = await asUser(t.app, owner).get('/api/users/me/listings').expect(200);
    const account = await request(t.app).get('/account').set(withCookie(owner)).expect(200);
    expect(account.text).toContain('href="/account/listings/claimed-tool"');
    expect((await request(t.app).get('/account/listings/claimed-tool').set(withCookie(owner)).expect(200)).text).toContain('Edit your listing');
    expect(mine.body.listings).toEqual([expect.objectContaining({ slug: 'claimed-tool', headline: 'Now edited by its verified owner', website_url: `http://127.0.0.1:${port}`, status: 'approved' })]);
  });

  it("When a website's owner claims a pending listing of it submitted by someone else, then that submission is withdrawn and the website is free to submit", async () => {
    await listProduct('Squatted', `http://localhost:${port}`, { status: 'pending', email: 'squatter@example.com' });
    const owner = await signUp(t.app, 'real@owner.example');
    const { token, metaTag } = (await asUser(t.app, owner).post('/api/products/squatted/claim').expect(200)).body;
    // The claim page shows the same tag to paste.
    expect((await request(t.app).get('/account/listings/squatted').set(withCookie(owner)).expect(200)).text).toContain(`content=&quot;${token}&quot;`);
    homePage = `<html><head>${metaTag}</head></html>`;
    const freed = await asUser(t.app, owner).post('/api/products/squatted/claim/verify').expect(200);
    expect(freed.body).toMatchObject({ websiteFreed: true });
    expect((await productBySlug('squatted'))?.status).toBe('rejected');
    expect(await holderOf(hostKey('localhost'))).toBeNull();
  });

  it('When a listing that does not exist is claimed, or nobody is signed in, then the claim answers 404 or 401', async () => {
    const someone = await signUp(t.app, 'curious@example.com');
    await asUser(t.app, someone).post('/api/products/no-such-product/claim').expect(404);
    await request(t.app).post('/api/products/claimed-tool/claim').expect(401);
  });
});

describe('reports', () => {
  it('When one address reports a listing five times, then each is accepted and listed for the admin with the listing, the sixth within the hour answers 429, and the admin can dismiss one and reject the listing from another', async () => {
    await listProduct('Reported', 'https://reported.example');
    for (let i = 0; i < 5; i++) {
      const res = await request(t.app)
        .post('/api/products/reported/reports')
        .set('X-Forwarded-For', '203.0.113.5')
        .send({ reason: i === 0 ? 'not a product' : 'spam', details: `Report ${i}` })
        .expect(201);
      expect(res.body.success).toBe(true);
    }
    await request(t.app).post('/api/products/reported/reports').set('X-Forwarded-For', '203.0.113.5').send({ reason: 'spam', details: 'One too many' }).expect(429);

    const { reports } = (await asUser(t.app, admin).get('/api/admin/reports').expect(200)).body;
    expect(reports).toHaveLength(5);
    expect(reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['not-a-product', 'spam', 'spam', 'spam', 'spam']);
    expect(reports[0].listing).toMatchObject({ slug: 'reported', name: 'Reported', status: 'approved' });
    expect((await request(t.app).get('/admin/reports').set(withCookie(admin)).expect(200)).text).toContain('Report 4');

    await asUser(t.app, admin).post(`/api/admin/reports/${reports[0].id}/dismiss`).expect(200);
    await asUser(t.app, admin).post(`/api/admin/reports/${reports[1].id}/reject`, { reason: 'Spam listing' }).expect(200);
    expect((await productBySlug('reported'))?.status).toBe('rejected');
    expect((await asUser(t.app, admin).get('/api/admin/reports').expect(200)).body.reports).toEqual([]);
    expect((await asUser(t.app, admin).get('/api/admin/reports?status=actioned').expect(200)).body.reports).toHaveLength(4);
  });


  it('When a visitor without JavaScript sends the report page\'s form, then the report is taken and the page says so; an unknown reason is refused with the reasons', async () => {
    await listProduct('Reported By Form', 'https://reported-by-form.example');
    const form = await request(t.app).get('/product/reported-by-form/report').expect(200);
    expect(form.text).toContain('name="reason" value="not-a-product"');
    const sent = await request(t.app).post('/product/reported-by-form/report').set('X-Forwarded-For', '203.0.113.6').type('form').send({ reason: 'broken', details: 'The website is down' }).expect(200);
    expect(sent.text).toContain(REPORT_RECEIVED_MESSAGE);
    const wrong = await request(t.app).post('/api/products/reported-by-form/reports').set('X-Forwarded-For', '203.0.113.6').send({ reason: 'boring' }).expect(400);
    expect(wrong.body.message).toMatch(/spam, broken, not a product, offensive, other/);
  });
});

describe("the founder's numbers", () => {
  it('When a product page is viewed 10 times by people and 5 by Googlebot, and its website visited 3 times through /go, then the status page reads 10 views and 3 clicks within a minute', async () => {
    const product = await listProduct('Counted', 'https://counted.example/home');
    const visit = async (agent: string) => {
      // The listening server: after the first render the page is the cached copy (the fast path when it runs).
      const page = await request(t.url).get('/product/counted').set('User-Agent', agent).expect(200);
      const beacon = /<img src="(\/go\/counted\/seen)"/.exec(page.text)?.[1];
      expect(page.text).toContain('href="/go/counted"');
      await request(t.url).get(beacon!).set('User-Agent', agent).expect(200).expect('Content-Type', 'image/gif');
    };
    for (let i = 0; i < 10; i++) await visit(CHROME);
    for (let i = 0; i < 5; i++) await visit(GOOGLEBOT);
    for (let i = 0; i < 3; i++) {
      const res = await request(t.url).get('/go/counted').set('User-Agent', CHROME).expect(302);
      expect(res.headers.location).toBe('https://counted.example/home?ref=launchboost');
    }
    await request(t.url).get('/go/counted').set('User-Agent', GOOGLEBOT).expect(302);

    const token = statusToken(t.config, product._id);
    const stats = await eventually(async () => {
      const { stats } = (await request(t.app).get(`/api/products/status/${token}`).expect(200)).body.data;
      return stats.views === 10 && stats.clicks === 3 && stats;
    }, 60_000, 250);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), views: 10, clicks: 3 });
    await request(t.app).get('/go/no-such-product').expect(404);
  });
});
