import request from 'supertest';
import { startOwnMongo, type OwnMongo } from '../support/mongoServer';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, eventually, type TestApp } from '../support/testApp';
import { jpegScreenshot, pngLogo } from '../support/images';
import { directoryService } from '../../server/features/directory/service';
import { unsubscribeToken } from '../../server/features/mail/suppression';
import { captureLogs } from '../support/logs';

let mongo: OwnMongo;
let redis: OwnRedis;
let t: TestApp;
const logs = captureLogs('warn');

beforeAll(async () => {
  [mongo, redis] = await Promise.all([startOwnMongo(), startOwnRedis()]);
  // A one-second cache TTL, so pages and lists really need the database during the outage. testEnv() names a
  // database of this file's own on the server MONGODB_URI points at: here, this file's own server.
  const shared = process.env.MONGODB_URI;
  process.env.MONGODB_URI = mongo.uri('unused');
  try {
    t = await createTestApp(__filename, { REDIS_URL: redis.url, CACHE_TTL_SECONDS: '1' }, { logger: logs.logger });
  } finally {
    if (shared === undefined) delete process.env.MONGODB_URI;
    else process.env.MONGODB_URI = shared;
  }
});
afterAll(async () => {
  await mongo.start();
  await t.close();
  await Promise.all([mongo.stop(), redis.stop()]);
});

it('When the database goes down, then writes and data pages answer 503 with Retry-After and /readyz 503, while the directory list keeps answering from memory; when it returns, all recover without a restart', async () => {
  await request(t.app).post('/api/waitlist').send({ email: 'before@example.com' }).expect(200);
  const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
  const fields = { name: 'Outage Proof', headline: 'Listed before the outage', description: 'Still listed.', website_url: 'https://outage-proof.example', category: 'productivity', email: 'o@example.com', firstname: 'Otto' };
  await directoryService(t.platform).create({ fields, logo, screenshot, status: 'approved' });
  await request(t.app).get('/directories').expect(200);
  await request(t.app).get('/product/outage-proof').expect(200);

  await mongo.stop();
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the caches' TTL

  const write = await request(t.app).post('/api/waitlist').send({ email: 'during@example.com' });
  expect(write.status).toBe(503);
  expect(write.headers['retry-after']).toBe('30');
  expect(write.body).toEqual({ success: false, message: 'Service temporarily unavailable, please try again later.' });

  // The list and its search come from the listing each web process keeps current (read before the outage): never an
  // empty directory. A product page reads the database.
  const list = await request(t.app).get('/api/products?page=1&limit=5');
  expect([list.status, list.body.data.products.map((p: { slug: string }) => p.slug)]).toEqual([200, ['outage-proof']]);
  expect((await request(t.app).get('/directories?q=outage').expect(200)).text).toContain('Outage Proof');
  const page = await request(t.app).get('/product/outage-proof');
  expect(page.status).toBe(503);
  expect(page.text).not.toContain('Outage Proof');

  const ready = await request(t.app).get('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body.checks).toEqual({ mongodb: 'down', redis: 'ok', storage: 'ok' });

  await mongo.start();
  await eventually(async () => (await request(t.app).get('/readyz')).status === 200, 30_000, 200);
  await request(t.app).post('/api/waitlist').send({ email: 'after@example.com' }).expect(200);
  await request(t.app).get('/directories').expect(200);
}, 90_000);

it('When the database is down, then the error lines of requests whose addresses hold a token show it redacted, as the access log does', async () => {
  const token = 'Zq7SeCrEtToKeN4x';
  const sealed = unsubscribeToken(t.config, 'reader@example.com');
  logs.lines.length = 0;
  await mongo.stop();
  try {
    // The unsubscribe page's loader and the email-change confirmation both read the database.
    expect((await request(t.app).get(`/unsubscribe/${sealed}`)).status).toBe(503);
    expect((await request(t.app).get(`/api/users/email/confirm?token=${token}&next=%2Faccount`)).status).toBe(503);
  } finally {
    await mongo.start();
  }
  const errorLines = logs.atLeast(40).filter((entry) => typeof entry.url === 'string');
  expect(errorLines.map((entry) => [entry.msg, entry.url])).toEqual([
    ['page loader failed', '/unsubscribe/[redacted]'],
    ['dependency unavailable', '/api/users/email/confirm?token=[redacted]&next=%2Faccount'],
  ]);
  expect(logs.lines.filter((line) => line.includes(token) || line.includes(sealed))).toEqual([]);
}, 60_000);
