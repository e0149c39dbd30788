import request from 'supertest';
import { startOwnMongo, type OwnMongo } from '../support/mongoServer';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

let mongo: OwnMongo;
let redis: OwnRedis;
let t: TestApp;

beforeAll(async () => {
  [mongo, redis] = await Promise.all([startOwnMongo(), startOwnRedis()]);
  // A one-second cache TTL, so pages and lists really need the database during the outage. testEnv() names a
  // database of this file's own on the server MONGODB_URI points at: here, this file's own server.
  const shared = process.env.MONGODB_URI;
  process.env.MONGODB_URI = mongo.uri('unused');
  try {
    t = await createTestApp(__filename, { REDIS_URL: redis.url, CACHE_TTL_SECONDS: '1' });
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

it('When the database goes down, then writes and data pages answer 503 with Retry-After and /readyz 503; when it returns, all recover without a restart', async () => {
  await request(t.app).post('/api/waitlist').send({ email: 'before@example.com' }).expect(200);
  await request(t.app).get('/directories').expect(200);

  await mongo.stop();
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the caches' TTL

  const write = await request(t.app).post('/api/waitlist').send({ email: 'during@example.com' });
  expect(write.status).toBe(503);
  expect(write.headers['retry-after']).toBe('30');
  expect(write.body).toEqual({ success: false, message: 'Service temporarily unavailable, please try again later.' });

  const page = await request(t.app).get('/directories?q=any');
  expect(page.status).toBe(503);
  expect(page.text).not.toContain('No products found');
  const list = await request(t.app).get('/api/products?page=1&limit=5');
  expect(list.status).toBe(503);

  const ready = await request(t.app).get('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.body.checks).toEqual({ mongodb: 'down', redis: 'ok', storage: 'ok' });

  await mongo.start();
  await eventually(async () => (await request(t.app).get('/readyz')).status === 200, 30_000, 200);
  await request(t.app).post('/api/waitlist').send({ email: 'after@example.com' }).expect(200);
  await request(t.app).get('/directories').expect(200);
}, 90_000);
