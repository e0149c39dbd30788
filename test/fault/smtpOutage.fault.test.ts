import request from 'supertest';
import { countCompleted, OutboxMessageModel } from '../../server/core/jobs/outbox';
import { retryWindowMs } from '../../server/core/jobs/queues';
import { retryPolicy } from '../../server/core/platform';
import { confirmationToken } from '../../server/features/waitlist/links';
import { WaitlistEntryModel } from '../../server/features/waitlist/model';
import { sendEmail } from '../../server/features/mail/queue';
import { startFaultSmtp, type FaultSmtp } from '../support/faultSmtp';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

/**
 * The "SMTP down 2 minutes" scenario, compressed: production retries an email 30 times from 5 s
 * doubling up to 15 minutes (about 5.5 hours, server/core/config.ts); here the same code runs with 40 attempts
 * from 100 ms up to 1 s (about 35 s), and SMTP is down for 4 s, so the outage outlasts a dozen attempts.
 */
const COMPRESSED = { EMAIL_ATTEMPTS: '40', JOB_BACKOFF_MS: '100', JOB_BACKOFF_MAX_MS: '1000' };
const OUTAGE_MS = 4000;

let redis: OwnRedis;
let smtp: FaultSmtp;
let t: TestApp;

beforeAll(async () => {
  [redis, smtp] = await Promise.all([startOwnRedis(), startFaultSmtp({ refuse: { match: /^bounce@/, code: 550, message: 'No such user here' } })]);
  t = await createTestApp(__filename, { ...COMPRESSED, REDIS_URL: redis.url, SMTP_URL: smtp.url });
  t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await redis.stop();
});

it('When SMTP is down longer than a dozen retries and comes back, then every email arrives exactly once and "welcomed" is recorded only after', async () => {
  expect(retryWindowMs(retryPolicy(t.config))).toBeGreaterThan(OUTAGE_MS * 5);
  await smtp.stop();
  const emails = Array.from({ length: 12 }, (_, i) => `outage-${i}@example.com`);
  // Each address joins and confirms (its link is made here: the email holding it cannot arrive yet). Its confirmation
  // email is then skipped (nothing left to confirm); its welcome waits for SMTP.
  for (const email of emails) {
    await request(t.app).post('/api/waitlist').send({ email }).expect(200);
    const entry = (await WaitlistEntryModel.findOne({ email }).lean())!;
    await request(t.app).post(`/api/waitlist/confirm/${confirmationToken(t.config, String(entry._id))}`).expect(200);
  }

  // Jobs keep failing while SMTP is away; nobody is marked welcomed for a queued email.
  await eventually(async () => (await t.queues.queue('email').getJobCounts('delayed')).delayed > 0, 10_000, 50);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  expect(await WaitlistEntryModel.countDocuments({ welcomedAt: { $ne: null } })).toBe(0);
  expect(smtp.accepted).toHaveLength(0);

  await smtp.start();
  await smtp.waitForCount(emails.length, 20_000);
  // A moment for a late double to show up, had there been one.
  await eventually(async () => (await WaitlistEntryModel.countDocuments({ welcomedAt: { $ne: null } })) === emails.length, 10_000, 50);
  expect(smtp.accepted.map((m) => m.to).sort()).toEqual([...emails].sort());
  expect(new Set(smtp.accepted.map((m) => m.subject))).toEqual(new Set(['Welcome to the LaunchBoost waitlist']));
  expect(smtp.doubles()).toBe(0);
  await eventually(async () => (await countCompleted((await OutboxMessageModel.find({ queue: 'email' }, { _id: 1 }).lean()).map((r) => r._id))) === emails.length * 2, 10_000, 50);
  expect((await t.queues.queue('email').getJobCounts('failed')).failed).toBe(0);
}, 60_000);

it('When the SMTP server refuses a recipient for good (550), then the email fails at once without retries and its outbox record says so', async () => {
  await sendEmail(t.platform, { template: 'operator-test', data: { to: 'bounce@example.com', note: 'refused' } }, 'email-bounce-1');
  const failed = await eventually(async () => (await OutboxMessageModel.findById('email-bounce-1').lean())?.failedAt, 10_000, 50);
  expect(failed).toBeInstanceOf(Date);
  const job = await t.queues.queue('email').getJob('email-bounce-1');
  expect(job?.attemptsMade).toBe(1);
  expect(job?.failedReason).toMatch(/SMTP refused "operator-test" for good/);
});
