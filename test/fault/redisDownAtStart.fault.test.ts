import request from 'supertest';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

let redis: OwnRedis;
let t: TestApp;
const LIMIT = 3;

beforeAll(async () => {
  redis = await startOwnRedis();
  await redis.stop();
  // The web process starts while Redis is down (waiting only briefly for it).
  t = await createTestApp(__filename, { REDIS_URL: redis.url, WAITLIST_PER_HOUR: String(LIMIT) }, { redisWaitMs: 200 });
});
afterAll(async () => {
  await redis.start();
  await t.close();
  await redis.stop();
});

/** Sign-ups from one address until the first refusal; returns how many were accepted. */
async function acceptedBeforeRefusal(prefix: string): Promise<number> {
  for (let i = 0; i <= LIMIT + 1; i++) {
    const res = await request(t.app).post('/api/waitlist').send({ email: `${prefix}-${i}@example.com` });
    if (res.status === 429) return i;
    expect(res.status).toBe(200);
  }
  throw new Error('no 429');
}

it('When the web process started while Redis was down, then limits hold in memory meanwhile and are counted in Redis once it is back', async () => {
  // Redis away: each process counts in memory, so a burst is still refused (limits fail neither open nor shut).
  expect(await acceptedBeforeRefusal('away')).toBe(LIMIT);

  await redis.start();
  await eventually(() => t.redis.status === 'ready', 10_000, 50); // the request-path connection reconnects
  // Back in Redis: a fresh count there (the script is loaded again on demand), the same limit, the same 429.
  expect(await acceptedBeforeRefusal('back')).toBe(LIMIT);
  const keys = await t.redis.keys(`rl:${t.config.QUEUE_PREFIX}:waitlist:*`);
  expect(keys).toHaveLength(1);
  // The waitlist counts accepted sign-ups only (a refusal gives its place back).
  expect(Number(await t.redis.get(keys[0]))).toBe(LIMIT);
});
