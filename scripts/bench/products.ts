/**
 * `npm run bench:products [-- --products N]` (default 1,000): the directory at size. Writes N products into a
 * database of its own as an import would (insertMany in batches of 1,000, with their keys; about 1 in 20 pending and 1 in 33
 * rejected), starts the web process as a process of its own (moderation off, so a submission is public at
 * once) and measures it from outside, as visitors do:
 * - import time; boot: until /healthz answers and until the first list page is served, first from the database
 *   (no snapshot of the listing in Redis, as after an import), at the end again from the snapshot (a restart);
 * - a new product: from the submission's answer until it is first on the list page and found by search;
 * - uncached search (`/api/products?q=`), list page (`/directories?page=`), API page (`/api/products?page=`) and
 *   product page (`/product/<slug>`): each request a different address, so no cache answers; median and p95;
 * - the sitemaps: each file's time and the addresses they list (every approved product);
 * - the web process's RSS (now and its peak).
 * The web process runs on the production image's Node (scripts/bench/benchNode.ts; BENCH_NODE=node for this one).
 * Not a test: the figures depend on the machine (and on what else runs on it).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { jpegScreenshot, pngLogo } from '../../test/support/images';
import { importProducts, word } from './productImport';
import { spawnEntry } from '../../test/support/processes';
import { benchNode, benchNodeVersion } from './benchNode';
import { freePort } from '../../test/support/redisServer';

const args = process.argv.slice(2);
const PRODUCTS = Number(args[args.indexOf('--products') + 1] || 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SUBMISSIONS = 5;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}
const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(1)} ms`);
const line = (label: string, samples: number[]) => {
  const s = stats(samples);
  return `${label.padEnd(34)} median ${ms(s.median).padStart(9)}, p95 ${ms(s.p95).padStart(9)}, max ${ms(s.max).padStart(9)} (${samples.length} requests)`;
};
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** Milliseconds of one GET, failing on anything but the expected status. */
async function timed(url: string, status = 200): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  if (res.status !== status) throw new Error(`${url}: status ${res.status}`);
  return performance.now() - started;
}

const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

/** The web process's environment: production, its own port, data folders and queue prefix, no workers. */
function webEnv(port: number, mongoUri: string) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-products-secret-bench-products-secret',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    MONGODB_URI: mongoUri,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: 'bench-products',
    WORKERS: 'off',
    DIRECTORY_MODERATION: 'off',
    SUBMISSIONS_PER_HOUR: '1000',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
  };
}

/** Starts the web process; resolves once it served the first list page, with the times from its start. */
async function boot(env: ReturnType<typeof webEnv>, expected: number) {
  const url = env.PUBLIC_URL;
  const started = performance.now();
  const server = spawnEntry('server/main.ts', env, [], benchNode());
  let healthMs = 0;
  while (!healthMs) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output().slice(-2000)}`);
    healthMs = await fetch(`${url}/healthz`).then(
      (res) => (res.ok ? performance.now() - started : 0),
      () => 0,
    );
    if (!healthMs) await sleep(50);
  }
  // While the listing is read, a list request waits up to 20 s, then answers 503: asked again until it is served.
  let res = await fetch(`${url}/api/products`);
  while (res.status === 503) res = await fetch(`${url}/api/products`);
  const first = (await res.json()) as { data: { products: { slug: string }[]; pagination: { totalItems: number } } };
  const firstPageMs = performance.now() - started;
  if (first.data.pagination.totalItems !== expected) throw new Error(`the list counts ${first.data.pagination.totalItems} products, ${expected} are approved`);
  return { server, healthMs, firstPageMs, shown: first.data.products.length };
}

const stop = async (server: ReturnType<typeof spawnEntry>) => {
  server.child.kill('SIGTERM');
  await server.exited;
};

/** Submits SUBMISSIONS products; for each, the time from the submission's answer until it is first on the list page and found by search. */
async function newProductsReached(url: string, now: number): Promise<number[]> {
  const [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(1200, 800)]);
  const reached: number[] = [];
  for (let n = 0; n < SUBMISSIONS; n++) {
    const name = `Zephyrbench${n}`;
    const form = new FormData();
    const fields = { name, headline: 'A product submitted during the benchmark', description: 'Submitted by bench:products.', website_url: `https://zephyr-${n}-${now}.example`, category: 'productivity', email: 'bench@example.com', firstname: 'Bea' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    form.append('screenshot', new Blob([new Uint8Array(screenshot)], { type: 'image/jpeg' }), 'shot.jpg');
    const res = await fetch(`${url}/api/products`, { method: 'POST', body: form });
    if (res.status !== 201) throw new Error(`submission: status ${res.status} ${await res.text()}`);
    const answered = performance.now();
    const slug = name.toLowerCase();
    for (;;) {
      const [list, search] = (await Promise.all([fetch(`${url}/api/products`).then((r) => r.json()), fetch(`${url}/api/products?q=${name}`).then((r) => r.json())])) as { data: { products: { slug: string }[] } }[];
      if (list.data.products[0]?.slug === slug && search.data.products[0]?.slug === slug) break;
      if (performance.now() - answered > 60_000) throw new Error(`${slug} not listed within 60 s`);
      await sleep(5);
    }
    reached.push(performance.now() - answered);
  }
  return reached;
}

/** Uncached reads: a different address each time, so no cache answers. */
async function uncachedReads(url: string, approvedSlugs: readonly string[]) {
  const pick = (n: number) => (n * 7919) % approvedSlugs.length;
  const pages = Math.ceil(approvedSlugs.length / 12);
  const listPages = [...new Set(Array.from({ length: RUNS }, (_, i) => 2 + ((i * 7919) % Math.max(1, pages - 1))))];
  const samples = { search: [] as number[], listPage: [] as number[], apiPage: [] as number[], productPage: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    samples.search.push(await timed(`${url}/api/products?q=${word(i)}%20${word(i * 31 + 7)}&page=${1 + (i % 3)}`));
    // Each list page once (a small directory has fewer pages than runs).
    if (i < listPages.length) samples.listPage.push(await timed(`${url}/directories?page=${listPages[i]}`));
    samples.apiPage.push(await timed(`${url}/api/products?page=${2 + ((i * 41) % (pages - 1 || 1))}&limit=${12 + (i % 7)}`));
    samples.productPage.push(await timed(`${url}/product/${approvedSlugs[pick(i + 1)]}`));
  }
  return samples;
}

/** The sitemaps: the index's time (it builds them), each file's time, and the product addresses they list. */
async function sitemapTimes(url: string) {
  const sitemapStarted = performance.now();
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const indexMs = performance.now() - sitemapStarted;
  const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/(products-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  let listed = 0;
  const fileTimes: string[] = [];
  for (const file of files) {
    const started = performance.now();
    const xml = await (await fetch(`${url}/sitemaps/${file}`)).text();
    fileTimes.push(`${file} ${ms(performance.now() - started)}`);
    listed += (xml.match(/<loc>[^<]*\/product\//g) ?? []).length;
  }
  return { indexMs, fileTimes, listed };
}

async function main() {
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = '/bench_products';
  await mongoose.connect(base.toString());
  await mongoose.connection.dropDatabase();

  const now = Date.now();
  const { importMs, approvedSlugs } = await importProducts(PRODUCTS, now);
  console.log(`${PRODUCTS} products imported (${approvedSlugs.length} approved) in ${ms(importMs)}; the web process on Node ${benchNodeVersion()}`);

  const env = webEnv(await freePort(), base.toString());
  const url = env.PUBLIC_URL;
  // An import announces nothing: no snapshot of an earlier listing is left to start from.
  const redis = new Redis(env.REDIS_URL);
  await redis.del(`${env.QUEUE_PREFIX}:directory-listing:bench_products`);

  const cold = await boot(env, approvedSlugs.length);
  let { server } = cold;
  const pid = server.child.pid!;
  try {
    console.log(`boot from the database: /healthz answers after ${ms(cold.healthMs)}, the first list page (${cold.shown} of ${approvedSlugs.length}) after ${ms(cold.firstPageMs)}`);
    const afterBoot = memory(pid);
    const reached = await newProductsReached(url, now);
    const samples = await uncachedReads(url, approvedSlugs);
    const { indexMs, fileTimes, listed } = await sitemapTimes(url);
    const end = memory(pid);

    console.log(`a new product on the first list page and found by search: median ${ms(stats(reached).median)}, max ${ms(stats(reached).max)} after the submission's answer (${SUBMISSIONS} submissions)`);
    console.log(line('uncached search /api/products?q=', samples.search));
    console.log(line('uncached list page /directories', samples.listPage));
    console.log(line('uncached API page /api/products', samples.apiPage));
    console.log(line('uncached product page /product/', samples.productPage));
    console.log(`sitemaps: /sitemap.xml (builds them) ${ms(indexMs)}; ${fileTimes.join(', ')}; ${listed} product addresses (${approvedSlugs.length + SUBMISSIONS} approved)`);
    console.log(`web process RSS: ${afterBoot.rss.toFixed(0)} MB after boot, ${end.rss.toFixed(0)} MB at the end, peak ${end.peak.toFixed(0)} MB`);

    // A restart: from the snapshot in Redis.
    await stop(server);
    const warm = await boot(env, approvedSlugs.length + SUBMISSIONS);
    server = warm.server;
    console.log(`restart from the snapshot in Redis: /healthz answers after ${ms(warm.healthMs)}, the first list page after ${ms(warm.firstPageMs)}`);
  } finally {
    await stop(server);
    // The snapshot, and the emails of the submissions (queued with no worker to send them).
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await mongoose.disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
