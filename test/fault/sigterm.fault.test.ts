import mongoose from 'mongoose';
import { OutboxMessageModel } from '../../server/core/jobs/outbox';
import { startWorkers, type RunningWorkers } from '../../server/core/jobs/workers';
import { loadConfig } from '../../server/core/config';
import { ProductModel } from '../../server/features/directory/model';
import { QUEUES } from '../../server/features/registry';
import { createPlatform, type Platform } from '../../server/startPlatform';
import { startFaultSmtp, type FaultSmtp } from '../support/faultSmtp';
import { jpegScreenshot, pngLogo } from '../support/images';
import { spawnEntry } from '../support/processes';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { eventually, testEnv } from '../support/testApp';

let redis: OwnRedis;
let smtp: FaultSmtp;
let platform: Platform | undefined;
let workers: RunningWorkers | undefined;

beforeAll(async () => {
  [redis, smtp] = await Promise.all([startOwnRedis(), startFaultSmtp()]);
});
afterAll(async () => {
  await workers?.close();
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await platform?.dispose();
  await smtp.close();
  await redis.stop();
});

/** What /readyz answers once the signal has been handled (the process may still be reading it for a few ms). */
async function readinessAfterSignal(url: string): Promise<number> {
  for (const startedAt = Date.now(); Date.now() - startedAt < 2_000; await new Promise((r) => setTimeout(r, 10))) {
    const status = await fetch(`${url}/readyz`).then((r) => r.status, () => 0);
    if (status !== 200) return status;
  }
  return 200;
}

it('When the server gets SIGTERM under load, then /readyz turns 503 first, it exits 0 within 10 s, and no saved submission is without its two emails', async () => {
  const env = testEnv(__filename, { REDIS_URL: redis.url, SMTP_URL: smtp.url, WORKERS: 'off', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '300', ADMIN_EMAIL: 'ops@launchboost.test' });
  const server = spawnEntry('server/main.ts', env);
  const url = (await server.waitFor(/"url":"(http:[^"]+)".*"msg":"server listening"/, 30_000))[1];
  const [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(800, 500)]);

  const submit = (i: number) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: `Load Test ${i}`, headline: 'Submitted during a shutdown', description: 'Saved with its emails, or not at all.', website_url: `https://load-${i}.example`, category: 'productivity', email: `founder-${i}@example.com`, firstname: 'Ada' })) form.set(k, v);
    form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    form.set('screenshot', new Blob([new Uint8Array(screenshot)], { type: 'image/jpeg' }), 'shot.jpg');
    return fetch(`${url}/api/products`, { method: 'POST', body: form }).then((r) => r.status, () => 0);
  };
  const join = (i: number) => fetch(`${url}/api/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `member-${i}@example.com` }) }).then((r) => r.status, () => 0);

  const submissions = Array.from({ length: 16 }, (_, i) => submit(i));
  const signups = Array.from({ length: 16 }, (_, i) => join(i));
  // SIGTERM lands while most submissions are still being processed.
  await Promise.race(submissions);
  const stoppedAt = Date.now();
  server.child.kill('SIGTERM');
  const ready = await readinessAfterSignal(url);
  const code = await server.exited;
  const elapsed = Date.now() - stoppedAt;
  const statuses = await Promise.all(submissions);
  const joined = await Promise.all(signups);

  expect(ready).toBe(503);
  expect(code).toBe(0);
  expect(elapsed).toBeLessThan(10_000);
  expect(server.output()).toContain('shutdown complete');

  // Every product the database holds has both of its emails recorded.
  platform = await createPlatform(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { role: 'worker' });
  const products = await ProductModel.find({}, { _id: 1 }).lean();
  expect(products.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
  for (const { _id } of products) {
    const id = _id.toHexString();
    expect(await OutboxMessageModel.countDocuments({ _id: { $in: [`product-submitted-${id}`, `product-operator-${id}`] } })).toBe(2);
  }

  // A worker started afterwards sends each of them exactly once (and every welcome of an accepted sign-up).
  workers = startWorkers(platform, QUEUES, { outboxIntervalMs: 300 });
  const expected = products.length * 2 + joined.filter((s) => s === 200).length;
  await smtp.waitForCount(expected, 60_000);
  await eventually(() => smtp.accepted.filter((m) => m.to === 'ops@launchboost.test').length === products.length, 10_000);
  expect(smtp.doubles()).toBe(0);
  console.log(`SIGTERM under load: exit ${code} after ${elapsed} ms; submissions ${JSON.stringify(statuses)}; sign-ups ${JSON.stringify(joined)}; ${products.length} product(s) saved, ${smtp.accepted.length} email(s) sent`);
}, 120_000);
