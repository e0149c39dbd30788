import { enqueueDurably, OutboxMessageModel } from './outbox';
import { startOwnRedis, type OwnRedis } from '../test/support/redisServer';
import { startTestSmtp, type TestSmtp } from '../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../test/support/testApp';

let smtp: TestSmtp;
let redis: OwnRedis;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // The outage case stops Redis, so this file has a redis-server of its own.
  redis = await startOwnRedis();
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, REDIS_URL: redis.url });
  t.startWorkers();
});
afterAll(async () => {
  await redis.start();
  await t.close();
  await redis.stop();
  await smtp.close();
});

describe('the email queue', () => {
  it('When an email job is enqueued, then the templated message reaches the SMTP server as HTML and text', async () => {
    const result = await enqueueDurably(t.queues, 'email', { template: 'operator-test', to: 'ops@example.com', data: { note: 'Checking <the> queue' } }, 'email-test-1');
    expect(result).toBe('queued');
    const mail = await smtp.waitFor('ops@example.com', /test email/);
    expect(mail.subject).toBe('LaunchBoost: test email');
    expect(mail.text).toContain('Checking <the> queue');
    expect(mail.html).toContain('Checking &lt;the&gt; queue');
    expect(mail.from?.text).toContain('hello@launchboost.dev');
  });

  it('When a job names an unknown template, then it fails once without retrying', async () => {
    await enqueueDurably(t.queues, 'email', { template: 'no-such-template', to: 'ops@example.com', data: {} }, 'email-test-2');
    const job = await eventually(async () => {
      const failed = await t.queues.email.getFailed();
      return failed.find((j) => j.id === 'email-test-2');
    });
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toBe('Unknown email template "no-such-template"');
  });

  it('When Redis is down as an email is enqueued, then it waits in the MongoDB outbox and is sent once Redis is back', async () => {
    await redis.stop();
    const result = await enqueueDurably(t.queues, 'email', { template: 'operator-test', to: 'later@example.com', data: { note: 'sent after the outage' } }, 'email-test-3');
    expect(result).toBe('deferred');
    expect(await OutboxMessageModel.countDocuments({ jobId: 'email-test-3', enqueuedAt: null })).toBe(1);

    await redis.start();
    const mail = await smtp.waitFor('later@example.com', /test email/, 30_000);
    expect(mail.text).toContain('sent after the outage');
    expect(await OutboxMessageModel.countDocuments({ jobId: 'email-test-3', enqueuedAt: { $ne: null } })).toBe(1);
    expect(smtp.messages.filter((m) => m.text?.includes('sent after the outage'))).toHaveLength(1);
  });
});
