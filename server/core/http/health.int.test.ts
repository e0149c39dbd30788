import request from 'supertest';
import { startOwnRedis, type OwnRedis } from '../../../test/support/redisServer';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';

let redis: OwnRedis;
let t: TestApp;

beforeAll(async () => {
  // This file stops Redis, so it runs its own redis-server instead of the machine's shared one.
  redis = await startOwnRedis();
  t = await createTestApp(__filename, { REDIS_URL: redis.url });
});
afterAll(async () => {
  await redis.start().catch(() => undefined);
  await t.close();
  await redis.stop();
});

describe('readiness while Redis goes away and comes back', () => {
  it('When Redis stops, then /readyz answers 503 naming Redis and the site keeps serving; when it returns, 200 again', async () => {
    await request(t.app).get('/readyz').expect(200);

    await redis.stop();
    const down = await eventually(async () => {
      const res = await request(t.app).get('/readyz');
      return res.status === 503 ? res : undefined;
    });
    expect(down.body).toEqual({ status: 'unavailable', checks: { mongodb: 'ok', redis: 'down', storage: 'ok' } });
    await request(t.app).get('/healthz').expect(200);
    await request(t.app).get('/').expect(200);

    await redis.start();
    await eventually(async () => (await request(t.app).get('/readyz')).status === 200, 15_000);
  });
});
