import { countCompleted } from '../../server/core/jobs/outbox';
import { sendEmail } from '../../server/features/mail/queue';
import { startFaultSmtp, type FaultSmtp } from '../support/faultSmtp';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

let redis: OwnRedis;
let smtp: FaultSmtp;
let t: TestApp;

beforeAll(async () => {
  // A slow SMTP server (300 ms per message) keeps a backlog in Redis when it restarts.
  [redis, smtp] = await Promise.all([startOwnRedis(), startFaultSmtp({ acceptDelayMs: 300 })]);
  t = await createTestApp(__filename, { REDIS_URL: redis.url, SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '40', JOB_BACKOFF_MS: '100', JOB_BACKOFF_MAX_MS: '1000' });
  t.startWorkers();
});
afterAll(async () => {
  await redis.start();
  await t.close();
  await smtp.close();
  await redis.stop();
});

it('When Redis restarts without its data while a backlog waits in it, then the outbox hands the lost jobs over again and every email arrives once', async () => {
  // Twice what the email queue runs at once (96, server/features/mail/queue.ts), so a backlog waits in Redis.
  const count = 200;
  const handOffs = await Promise.all(
    Array.from({ length: count }, (_, i) => sendEmail(t.platform, { template: 'operator-test', data: { to: `backlog-${i}@example.com`, note: `message ${i}` } }, `email-backlog-${i}`)),
  );
  expect(new Set(handOffs)).toEqual(new Set(['queued']));
  await eventually(() => smtp.accepted.length >= 8, 20_000, 20);
  const lost = (await t.queues.counts('email')).waiting;
  expect(lost).toBeGreaterThan(10);

  // Killed and started again empty (no RDB, no AOF): every job in Redis is gone.
  await redis.stop();
  await redis.start();
  expect((await t.queues.counts('email').catch(() => null))?.waiting ?? 0).toBe(0);

  await smtp.waitForCount(count, 45_000);
  await eventually(async () => (await countCompleted()) === count, 15_000, 100);
  expect(new Set(smtp.accepted.map((m) => m.to)).size).toBe(count);
  expect(smtp.doubles()).toBe(0);
}, 90_000);
