import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, type TestApp } from '../support/testApp';

// This file stops and restarts a redis-server of its own, never the machine's shared one.
let redis: OwnRedis;
let t: TestApp;

beforeAll(async () => {
  redis = await startOwnRedis();
  t = await createTestApp(__filename, { REDIS_URL: redis.url });
  t.startWorkers();
  t.queues.queue('email').on('error', () => undefined);
});
afterAll(async () => {
  await redis.stop();
});

it('When the app stops just after Redis came back from an outage, then it stops within seconds instead of hanging', async () => {
  // The workers' blocking connections get ready first: one that never connected takes another path in BullMQ.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await redis.stop();
  // Reconnection attempts come 200, 400, 600… ms apart (createRedis): after 5.6 s down, the next one is 1.4 s
  // away, so the app stops while every worker's blocking connection waits for it.
  await new Promise((resolve) => setTimeout(resolve, 5600));
  await redis.start();

  const started = Date.now();
  // BullMQ's close() clears a waiting reconnection and then waits for an 'end' event that never comes
  // (taskforcesh/bullmq#4656): before the fix this never returned, and a deploy right after a Redis blip hung.
  await t.close();
  expect(Date.now() - started).toBeLessThan(5000);
}, 30_000);
