/**
 * `npm run bench:uncached [-- --products N] [--keep] [--reuse]`: the uncached pages (scripts/bench/uncachedPages.ts) alone. A database of
 * its own seeded as `seed --demo` does (plans, the catalogue, 16 products, 6 articles), with N more products imported
 * straight into the collection (scripts/bench/productImport.ts, as `bench:products` does); the web process in production
 * mode at the default log level, left to settle after its start (its listing read, its CPU quiet). Before each request
 * a product change is announced on the bus, as a product's edit does, so every page asked is rendered again.
 * Before them, a few cached answers under load, with the CPU time per request (scripts/bench/cachedAtSize.ts).
 * BENCH_PROF=<folder> writes the web process's CPU profile there. The web process runs on the production image's Node (scripts/bench/benchNode.ts; BENCH_NODE=node for this one).
 * Not a test: the figures depend on the machine (and on what else it runs).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { holderOf, slugKey } from '../../server/features/directory/keys';
import { entryArgs } from '../../test/support/entries';
import { spawnEntry } from '../../test/support/processes';
import { benchNode, benchNodeVersion } from './benchNode';
import { freePort } from '../../test/support/redisServer';
import { importProducts } from './productImport';
import { cpuSecondsOf, measureUncachedPages, printUncachedPages } from './uncachedPages';
import { measureCachedAnswers, printCachedAnswers } from './cachedAtSize';

const args = process.argv.slice(2);
const PRODUCTS = args.includes('--products') ? Number(args[args.indexOf('--products') + 1]) : 0;
/** --keep leaves the database in place at the end; --reuse starts from the one left (an import of 100,000 products takes minutes). */
const KEEP = args.includes('--keep');
const REUSE = args.includes('--reuse');
const ROOT = path.resolve(__dirname, '../..');
const NAME = 'bench_uncached';
/** The web process has settled when it used less than this share of a core over SETTLE_WINDOW_MS. */
const QUIET_SHARE = 0.05;
const SETTLE_WINDOW_MS = 3000;
const SETTLE_LIMIT_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuSeconds = (pid: number) => cpuSecondsOf(pid) ?? 0;

/** The web process's environment: production, the default log level, a port, data folders and a queue prefix of its own, no workers. */
function webEnv(port: number, mongoUri: string) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-uncached-secret-bench-uncached-secret',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MONGODB_URI: mongoUri,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: NAME,
    WORKERS: 'off',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
  };
}

/** Until the list answers with every product, then until the process's CPU is quiet (the listing read, its snapshot written). */
async function settled(url: string, pid: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${url}/api/products`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() - started > SETTLE_LIMIT_MS) throw new Error('the list did not answer');
    await sleep(500);
  }
  for (;;) {
    const before = cpuSeconds(pid);
    await sleep(SETTLE_WINDOW_MS);
    if (cpuSeconds(pid) - before < (QUIET_SHARE * SETTLE_WINDOW_MS) / 1000 || Date.now() - started > SETTLE_LIMIT_MS) return Date.now() - started;
  }
}

async function main() {
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${NAME}`;
  await mongoose.connect(base.toString());
  const env = webEnv(await freePort(), base.toString());
  const redis = new Redis(env.REDIS_URL);
  if (!REUSE) {
    await mongoose.connection.dropDatabase();
    const run = promisify(execFile);
    await run(process.execPath, [...entryArgs('scripts/cli.ts'), 'seed', '--demo'], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } });
    if (PRODUCTS) await importProducts(PRODUCTS, Date.now());
  }
  // As after an import: no snapshot of an earlier listing to start from.
  await redis.del(`${NAME}:directory-listing:${NAME}`);

  const server = spawnEntry('server/main.ts', env, process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [], benchNode());
  const pid = server.child.pid!;
  try {
    const settleMs = await settled(env.PUBLIC_URL, pid);
    // Cached answers at this size first (scripts/bench/cachedAtSize.ts): after the changes announced below, the
    // listing's snapshot is written again within a minute, work of the whole listing that would land in their load.
    const cached = await measureCachedAnswers(env.PUBLIC_URL, pid);
    // A product's edit names it on the bus: every process reads it again, then drops its pages.
    const changed = await holderOf(slugKey('launchpad-analytics'));
    if (!changed) throw new Error('the demo product launchpad-analytics is missing');
    const announceChange = async () => {
      await redis.publish(
        `${NAME}:changes`,
        JSON.stringify({
          origin: 'bench:uncached',
          topics: ['directory'],
          ids: [changed.toHexString()],
        }),
      );
    };
    const rows = await measureUncachedPages({
      url: env.PUBLIC_URL,
      pid,
      announceChange,
    });
    printUncachedPages(
      rows,
      `npm run bench:uncached: ${await mongoose.connection.db!.collection('products').estimatedDocumentCount()} products, production, default log level, settled ${(settleMs / 1000).toFixed(0)} s after start, a product change announced before each request, the web process on Node ${benchNodeVersion()}, ${os.cpus().length} CPUs`,
    );
    printCachedAnswers(cached);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    const keys = await redis.keys(`${NAME}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    if (!KEEP) await mongoose.connection.dropDatabase().catch(() => undefined);
    await mongoose.disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
