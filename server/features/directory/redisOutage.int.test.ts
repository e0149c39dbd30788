import request from 'supertest';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { startOwnRedis, type OwnRedis } from '../../../test/support/redisServer';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { SUBMIT_SUCCESS_MESSAGE } from '../../../domain/directory/submission';
import { confirmationSubject } from './emails';
import { ProductModel } from './model';

// This file stops and restarts a redis-server of its own, never the machine's shared one.
let redis: OwnRedis;
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  redis = await startOwnRedis();
  smtp = await startTestSmtp();
  t = await createTestApp(__filename, { REDIS_URL: redis.url, SMTP_URL: smtp.url, ADMIN_EMAIL: 'ops@launchboost.test' });
  await ProductModel.init();
  t.startWorkers();
  // Connection errors while Redis is stopped are expected here; without a listener BullMQ prints each one.
  t.queues.queue('email').on('error', () => undefined);
});
afterAll(async () => {
  await redis.start().catch(() => undefined);
  await t.close();
  await smtp.close();
  await redis.stop();
});

it('When Redis is down during a submission, then the product is saved and answered with success, and both emails arrive once Redis is back', async () => {
  const [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot()]);
  await redis.stop();

  const started = Date.now();
  const res = await request(t.app)
    .post('/api/products')
    .field('name', 'Offline Resilient')
    .field('headline', 'Works when Redis does not')
    .field('description', 'Saved first, mailed later.')
    .field('website_url', 'https://offline.example')
    .field('category', 'productivity')
    .field('email', 'maker@offline.example')
    .field('firstname', 'Grace')
    .attach('logo', logo, 'logo.png')
    .attach('screenshot', screenshot, 'shot.jpg');
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ success: true, message: SUBMIT_SUCCESS_MESSAGE });
  // No hang: BullMQ alone would wait for Redis forever; the hand-off gives up after 1.5 s (the rest is image work,
  // which takes seconds on a machine busy with other test files).
  expect(Date.now() - started).toBeLessThan(10_000);

  expect(await ProductModel.findOne({ slug: 'offline-resilient' }).lean()).toMatchObject({ status: 'pending' });
  // The durable marker: both emails wait in the MongoDB outbox.
  const waiting = await OutboxMessageModel.find({ enqueuedAt: null }).lean();
  expect(waiting.map((w) => (w.data as { template: string }).template).sort()).toEqual(['product-submitted', 'product-submitted-operator']);
  expect(smtp.messages).toHaveLength(0);

  await redis.start();
  const founder = await smtp.waitFor('maker@offline.example', new RegExp(confirmationSubject('pending', t.config.SITE_NAME)), 30_000);
  await smtp.waitFor('ops@launchboost.test', /New directory submission: Offline Resilient/, 30_000);
  await eventually(async () => (await OutboxMessageModel.countDocuments({ enqueuedAt: null })) === 0);

  // The founder's private token is in the email only: neither the outbox rows nor the jobs in Redis carry it.
  const token = /\/directories\/status\/([A-Za-z0-9_-]{43})/.exec(founder.text ?? '')![1];
  await request(t.app).get(`/api/products/status/${token}`).expect(200);
  const rows = await OutboxMessageModel.find({}).lean();
  const jobs = await t.queues.queue('email').getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
  expect(rows.length).toBe(2);
  expect(jobs.length).toBe(2);
  for (const stored of [...rows.map((r) => r.data), ...jobs.map((j) => j.data)]) {
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toEqual({ template: expect.stringMatching(/^product-submitted/), data: { productId: expect.stringMatching(/^[a-f0-9]{24}$/) } });
  }
});
