import { countCompleted } from '../../server/core/jobs/outbox';
import { sendEmail } from '../../server/features/mail/queue';
import { startFaultSmtp, type FaultSmtp } from '../support/faultSmtp';
import { spawnEntry, type Spawned } from '../support/processes';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

/** How many kills: 1 in the suite; FAULT_KILL_RUNS=5 npm run test:fault -- workerKill for the five runs. */
const RUNS = Number(process.env.FAULT_KILL_RUNS ?? 1);
const EMAILS_PER_RUN = 6;

let redis: OwnRedis;
let smtp: FaultSmtp;
let t: TestApp;
let worker: Spawned | undefined;
let standby: Spawned | undefined;

function startWorker(): Spawned {
  const c = t.config;
  return spawnEntry('jobs/worker.ts', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    MONGODB_URI: c.MONGODB_URI,
    REDIS_URL: c.REDIS_URL,
    SMTP_URL: c.SMTP_URL,
    QUEUE_PREFIX: c.QUEUE_PREFIX,
    JWT_SECRET: c.JWT_SECRET,
    DATA_DIR: c.DATA_DIR,
    UPLOADS_DIR: c.UPLOADS_DIR,
  });
}

beforeAll(async () => {
  // Each message takes the SMTP server 1.5 s to accept, so the kill lands while emails are being sent.
  [redis, smtp] = await Promise.all([startOwnRedis(), startFaultSmtp({ acceptDelayMs: 1500 })]);
  t = await createTestApp(__filename, { REDIS_URL: redis.url, SMTP_URL: smtp.url });
});
afterAll(async () => {
  for (const w of [worker, standby]) w?.child.kill('SIGTERM');
  await Promise.all([worker?.exited, standby?.exited]);
  await t.close();
  await smtp.close();
  await redis.stop();
});

it(`When the worker is killed (SIGKILL) in the middle of sending, then its jobs are taken back and finished within 15 s of the kill, with at most one double in ${RUNS} run(s)`, async () => {
  const report: { run: number; recoveredMs: number; doubles: number }[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // Two worker processes, as in a deployment with a replica (or a container already restarted): the
    // measured time is BullMQ taking the killed one's jobs back (lock and stalled check), not a process start.
    worker = startWorker();
    standby = startWorker();
    await Promise.all([worker.waitFor(/"msg":"workers running"/, 30_000), standby.waitFor(/"msg":"workers running"/, 30_000)]);
    const before = smtp.accepted.length;
    const doublesBefore = smtp.doubles();
    const receivedBefore = smtp.received;
    const ids = Array.from({ length: EMAILS_PER_RUN }, (_, i) => `email-kill-${run}-${i}`);
    await Promise.all(ids.map((id, i) => sendEmail(t.platform, { template: 'operator-test', data: { to: `kill-${run}-${i}@example.com`, note: id } }, id)));

    // Mid-job: the first message's DATA has reached the server, which has not answered yet.
    await eventually(() => smtp.received > receivedBefore, 20_000, 10);
    worker.child.kill('SIGKILL');
    await worker.exited;
    const killedAt = Date.now();

    await eventually(() => new Set(smtp.accepted.slice(before).map((m) => m.to)).size === EMAILS_PER_RUN, 30_000, 50);
    const recoveredMs = Math.max(...smtp.accepted.slice(before).map((m) => m.at)) - killedAt;
    await eventually(async () => (await countCompleted(ids)) === EMAILS_PER_RUN, 15_000, 100);
    report.push({ run, recoveredMs, doubles: smtp.doubles() - doublesBefore });
    standby.child.kill('SIGTERM');
    await standby.exited;
    worker = standby = undefined;
  }
  console.log(`worker SIGKILL runs: ${JSON.stringify(report)}; doubles in total: ${smtp.doubles()}`);
  for (const { recoveredMs } of report) expect(recoveredMs).toBeLessThan(15_000);
  expect(smtp.doubles()).toBeLessThanOrEqual(1);
}, 60_000 * Math.max(1, RUNS));
