// Smoke test of the production build, run by `npm test` after `npm run build`:
// `node dist/server/main.js` with NODE_ENV=production on a free port must answer /readyz 200 and / 200 within 30 s,
// make an account through POST /api/auth/signup (201), then exit 0 within 10 s of SIGTERM. `node dist/server/cli.js --help` must exit 0 as well.
// It uses a database, queue prefix and data directory of its own, and removes them afterwards (start-up creates the
// collections' indexes and BullMQ's queue keys even though no request here writes anything).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';

const READY_LIMIT_MS = 30_000;
const STOP_LIMIT_MS = 10_000;
const ENTRY = 'dist/server/main.js';

const fail = (message, output = '') => {
  if (output) process.stderr.write(`--- output of ${ENTRY} ---\n${output}\n---\n`);
  console.error(`check-prod-build: ${message}`);
  process.exit(1);
};

for (const file of [ENTRY, 'dist/server/worker.js', 'dist/server/cli.js', 'dist/client/.vite/manifest.json']) {
  if (!existsSync(file)) fail(`${file} is missing; run \`npm run build\` first.`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const baseMongo = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost';
const id = `prodcheck_${randomBytes(4).toString('hex')}`;
// Same server as MONGODB_URI, database name replaced (options such as ?authSource are kept).
const mongoUri = baseMongo.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${id}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'launchboost-prodcheck-'));
const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  JWT_SECRET: randomBytes(32).toString('hex'),
  MONGODB_URI: mongoUri,
  QUEUE_PREFIX: id,
  DATA_DIR: path.join(dataDir, 'data'),
  UPLOADS_DIR: path.join(dataDir, 'uploads'),
  LOG_LEVEL: 'warn',
};
delete env.NODE_OPTIONS; // no tsx or other loader inherited from the caller: plain node, as in production

const help = spawnSync(process.execPath, ['dist/server/cli.js', '--help'], { env, encoding: 'utf8', timeout: 15_000 });
if (help.status !== 0) fail(`node dist/server/cli.js --help exited ${help.status ?? help.signal}`, `${help.stdout}${help.stderr}`);

const started = performance.now();
const elapsed = () => Math.round(performance.now() - started);
const child = spawn(process.execPath, [ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: elapsed() })));
let exit;
exited.then((result) => (exit = result));

// Drops only what this run created: the database named prodcheck_<random> and the Redis keys under that prefix.
const cleanup = async () => {
  rmSync(dataDir, { recursive: true, force: true });
  const client = new mongoose.mongo.MongoClient(mongoUri, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
    await client.db(id).dropDatabase();
  } catch (error) {
    console.warn(`check-prod-build: could not drop database ${id}: ${error.message}`);
  } finally {
    await client.close().catch(() => {});
  }
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${id}:*`, count: 500 })) if (keys.length) await redis.del(...keys);
  } catch (error) {
    console.warn(`check-prod-build: could not remove Redis keys ${id}:*: ${error.message}`);
  } finally {
    redis.disconnect();
  }
};
const abort = async (message) => {
  child.kill('SIGKILL');
  await exited;
  await cleanup();
  fail(message, output);
};

const status = async (pathname) => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
};

let readyAt;
while (readyAt === undefined) {
  if (exit) await abort(`${ENTRY} exited (${exit.code ?? exit.signal}) before /readyz answered 200`);
  if (elapsed() > READY_LIMIT_MS) await abort(`/readyz did not answer 200 within ${READY_LIMIT_MS / 1000} s (last: ${await status('/readyz')})`);
  if ((await status('/readyz')) === 200) readyAt = elapsed();
  else await new Promise((resolve) => setTimeout(resolve, 100));
}
const home = await status('/');
if (home !== 200) await abort(`GET / answered ${home}, expected 200`);
const homeAt = elapsed();
// An account made through the API: the accounts library is loaded on first use, which the bundle must allow.
const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ user: { email: `${id}@example.com`, password: 'smoke test password 1', firstName: 'Smoke' } }),
  signal: AbortSignal.timeout(10_000),
}).then(
  async (response) => ({ status: response.status, body: await response.json().catch(() => ({})) }),
  (error) => ({ status: 0, body: { error: error.message } }),
);
if (signUp.status !== 201 || typeof signUp.body.accessToken !== 'string') await abort(`POST /api/auth/signup answered ${signUp.status} ${JSON.stringify(signUp.body)}, expected 201 with an access token`);
// A waitlist sign-up: the throwaway-address list (a CommonJS package) is loaded on first use, which the bundle must allow.
const join = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: `${id}.waitlist@example.com` }),
  signal: AbortSignal.timeout(10_000),
}).then(
  (response) => response.status,
  () => 0,
);
if (join !== 200) await abort(`POST /api/waitlist answered ${join}, expected 200`);

child.kill('SIGTERM');
let stopTimer;
const stopped = await Promise.race([exited, new Promise((resolve) => (stopTimer = setTimeout(resolve, STOP_LIMIT_MS)))]);
clearTimeout(stopTimer);
if (!stopped) await abort(`no exit within ${STOP_LIMIT_MS / 1000} s of SIGTERM`);
await cleanup();
if (stopped.code !== 0) fail(`exit ${stopped.code ?? stopped.signal} after SIGTERM, expected 0`, output);

console.log(
  `check-prod-build: node ${ENTRY} (NODE_ENV=production, port ${port}): /readyz 200 at ${readyAt} ms, / 200 at ${homeAt} ms, sign-up 201, waitlist 200, ` +
    `SIGTERM → exit 0 in ${stopped.at - homeAt} ms; cli.js --help ok`,
);
