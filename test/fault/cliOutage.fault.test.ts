import { execFile } from 'node:child_process';
import path from 'node:path';
import mongoose from 'mongoose';
import { runCli } from '../../scripts/cli';
import { QUEUES } from '../../server/features/registry';
import { freePort, startOwnRedis, type OwnRedis } from '../support/redisServer';
import { testEnv } from '../support/testApp';
import { entryArgs } from '../support/entries';

const ROOT = path.resolve(__dirname, '../..');
let redis: OwnRedis;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  redis = await startOwnRedis();
  env = { ...process.env, ...testEnv(__filename, { REDIS_URL: redis.url }) };
});
afterAll(async () => {
  await redis.stop();
  await mongoose.connect(env.MONGODB_URI!);
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** One command as `npm run cli` runs it (runCli), timed from the call, with stdout and stderr apart. */
async function cli(args: string[], extra: NodeJS.ProcessEnv = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const started = Date.now();
  const code = await runCli(args, { ...env, ...extra }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), ms: Date.now() - started };
}

it('When Redis answers, then queues:stats --json prints one valid JSON document and nothing else on stdout', async () => {
  const run = await cli(['queues:stats', '--json']);
  expect(run.code).toBe(0);
  const parsed = JSON.parse(run.stdout);
  expect(parsed.queues.map((q: { queue: string }) => q.queue).sort()).toEqual(QUEUES.map((q) => q.name).sort());
  expect(parsed.outbox).toMatchObject({ waiting: 0, queued: 0, failed: 0 });
});

it('When Redis is stopped, then every queue command answers within 5 s with a clear message, exit 3 and what it could still show', async () => {
  await redis.stop();
  const runs: Record<string, Run> = {};
  for (const args of [['queues:stats'], ['queues:stats', '--json'], ['queues:failed', 'email'], ['queues:retry', 'email', '--all'], ['queues:clean', 'email', '--older-than', '7d'], ['queues:pause', 'email'], ['outbox:drain']]) {
    runs[args.join(' ')] = await cli(args);
  }
  console.log(`CLI with Redis stopped (in-process, module loading excluded): ${Object.entries(runs).map(([name, r]) => `${name} ${r.ms} ms exit ${r.code}`).join('; ')}`);
  for (const [name, run] of Object.entries(runs)) {
    expect({ name, fast: run.ms < 5000, code: run.code }).toEqual({ name, fast: true, code: 3 });
    expect(run.stderr).toMatch(/Redis is not reachable/);
  }
  // What it could still show: the outbox, read from MongoDB.
  expect(runs['queues:stats'].stdout).toContain('waiting for Redis');
  expect(JSON.parse(runs['queues:stats --json'].stdout)).toMatchObject({ queues: null, outbox: { waiting: 0 }, unavailable: ['Redis'] });

  // The real entry point, as its own process: exit 3, stdout still one JSON document, no stack trace.
  const started = Date.now();
  const child = await new Promise<Run>((resolve) =>
    execFile(process.execPath, [...entryArgs('scripts/cli.ts'), 'queues:stats', '--json'], { cwd: ROOT, env, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr, ms: Date.now() - started }),
    ),
  );
  console.log(`npm run cli -- queues:stats --json with Redis stopped, as a process (start-up included): ${child.ms} ms, exit ${child.code}`);
  expect(child.code).toBe(3);
  expect(JSON.parse(child.stdout)).toMatchObject({ queues: null, unavailable: ['Redis'] });
  expect(child.stderr).toContain('queue counts unavailable: Redis is not reachable');
  expect(child.stderr).not.toMatch(/\n\s+at /);
  await redis.start();
}, 90_000);

it('When MongoDB does not answer, then queues:stats answers within 5 s with the queue counts and says the outbox is unavailable', async () => {
  const run = await cli(['queues:stats'], { MONGODB_URI: `mongodb://127.0.0.1:${await freePort()}/nothing` });
  expect(run.ms).toBeLessThan(5000);
  expect(run.code).toBe(3);
  expect(run.stdout).toMatch(/^queue\s+paused\s+workers/m);
  expect(run.stderr).toContain('outbox unavailable: MongoDB is not reachable');
}, 30_000);
