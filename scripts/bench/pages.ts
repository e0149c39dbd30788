/**
 * `npm run bench`: how close each public page comes to the limit of this machine. A production server
 * (compiled client, NODE_ENV=production, logs at warn) on loopback with a database of its own (plans, 60
 * products, 12 blog posts); each address is loaded by autocannon with 50 connections asking for compressed answers
 * as browsers do (Accept-Encoding: gzip, deflate, br), and so is the same response (its status, headers and bytes
 * as sent) served from memory by a bare node:http server, the limit: BENCH_SECONDS (default 5) of each, in
 * alternating one-second slices, after BENCH_WARM_UP_SECONDS (default 1) of each not counted. The home page is also
 * asked for uncompressed (curl, monitors, bots), and its req/s compared with the compressed one's.
 * BENCH_ONLY=<text> keeps the addresses whose label or path contains it. Prints one table and writes
 * bench/results/latest.json. Not a test: the figures depend on the machine (and on what else it runs).
 * Goals (issue 25): pages at least 0.9 of the limit (the campaign address too), GET /api/products 0.8, p99 under 100 ms,
 * the uncompressed home page within 20% of the compressed one.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { blogService } from '../../server/features/blog/service';
import { directoryService } from '../../server/features/directory/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { start } from '../../server/main';
import { pngLogo, jpegScreenshot } from '../../test/support/images';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The landing page as a newsletter links to it: served from the cache like the clean address. */
const CAMPAIGN_ADDRESS = '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch';
const CONNECTIONS = 50;
const ROOT = path.resolve(__dirname, '../..');

interface Target {
  label: string;
  path: string;
  /** The lowest share of the limit this address should reach. */
  goal: number;
  /** What the client accepts (default: compressed, as browsers ask). */
  acceptEncoding?: string;
}

/** What browsers send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Seconds of load before each measurement, not counted: the code on the path is compiled and its buffers grown first. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

interface Slice extends Load {
  requests: number;
  seconds: number;
}

async function slice(url: string, seconds: number, headers: Record<string, string>): Promise<Slice> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { requests: result.requests.total, seconds: result.duration, rps: 0, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** Slices as one load: requests over time, the middle p50 and the worst p99. */
function combined(slices: Slice[]): Load {
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(slices.reduce((sum, s) => sum + s.requests, 0) / slices.reduce((sum, s) => sum + s.seconds, 0)),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((s) => s.p99)),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/**
 * The app and its limit loaded in alternating one-second slices (SECONDS of each), so that a machine whose
 * speed drifts (a shared virtual machine's does, by a factor of two over a minute) slows both alike.
 */
async function compare(appUrl: string, limitUrl: string, headers: Record<string, string>): Promise<{ app: Load; limit: Load }> {
  if (WARM_UP_SECONDS > 0) for (const url of [appUrl, limitUrl]) await slice(url, WARM_UP_SECONDS, headers);
  const app: Slice[] = [];
  const limit: Slice[] = [];
  for (let round = 0; round < Math.max(1, Math.round(SECONDS)); round++) {
    // Each goes first every other round.
    if (round % 2 === 0) app.push(await slice(appUrl, 1, headers));
    limit.push(await slice(limitUrl, 1, headers));
    if (round % 2 === 1) app.push(await slice(appUrl, 1, headers));
  }
  return { app: combined(app), limit: combined(limit) };
}

/** Headers Node writes itself on every response, or that differ per response. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer as sent (compressed bytes stay compressed, unlike fetch's). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * The limit: the same response (status, headers, body) from memory, with nothing else done per request.
 * The headers are the app's own (security headers, CSP, ETag, caching): what the machine must send anyway.
 */
async function bareServer(body: Buffer, headers: [string, string][]): Promise<{ url: string; close(): Promise<void> }> {
  const flat = headers.filter(([name]) => !PER_RESPONSE.has(name)).flat();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, flat);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The entry script of the compiled client: a hashed, immutable asset. */
function hashedAsset(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['client/entry.tsx'].file}`;
}

async function seed(platform: Parameters<typeof plansService>[0]) {
  await plansService(platform).insertMissing(defaultPlans('LAUNCH20'));
  const [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(1200, 750)]);
  const directory = directoryService(platform);
  for (let i = 0; i < 60; i++) {
    await directory.create({
      fields: { name: `Bench Product ${i}`, headline: `A product that helps founders with task number ${i}`, description: 'Seeded by the page benchmark.\nIt has two lines.', website_url: `https://bench-${i}.example`, category: 'productivity', email: `bench-${i}@example.com`, firstname: 'Bench' },
      logo,
      screenshot,
      status: 'approved',
    });
  }
  const blog = blogService(platform);
  let slug = '';
  for (let i = 0; i < 12; i++) {
    const post = await blog.create({ title: `How to launch a startup, part ${i + 1}`, content: `<h2>Part ${i + 1}</h2>${'<p>Directories, backlinks and the first hundred customers, step by step.</p>'.repeat(20)}`, status: 'published', metaTitle: '', metaDescription: '' });
    slug = post.slug;
  }
  return { product: '/product/bench-product-0', post: `/blog/${slug}` };
}

async function main() {
  const name = `bench_pages_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${name}`;
  const server = await start({
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'warn',
    MONGODB_URI: base.toString(),
    QUEUE_PREFIX: name,
    WORKERS: 'off',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
  });
  const rows: (Target & { app: Load; limit: Load; ratio: number; bytes: number })[] = [];
  try {
    const { product, post } = await seed(server.platform);
    const targets: Target[] = [
      { label: 'campaign', path: CAMPAIGN_ADDRESS, goal: 0.9 },
      { label: 'home', path: '/', goal: 0.9 },
      { label: 'home, uncompressed', path: '/', goal: 0.9, acceptEncoding: 'identity' },
      { label: 'generated page', path: '/g/directory-listing-saas', goal: 0.9 },
      { label: 'directory', path: '/directories', goal: 0.9 },
      { label: 'directory search', path: '/directories?q=bench', goal: 0.9 },
      { label: 'product page', path: product, goal: 0.9 },
      { label: 'blog', path: '/blog', goal: 0.9 },
      { label: 'blog article', path: post, goal: 0.9 },
      { label: 'API products', path: '/api/products', goal: 0.8 },
      { label: 'hashed asset', path: hashedAsset(), goal: 0.5 },
    ];
    const only = process.env.BENCH_ONLY;
    for (const target of targets.filter((t) => !only || t.label.includes(only) || t.path.includes(only))) {
      const url = `${server.url}${target.path}`;
      const headers = { 'Accept-Encoding': target.acceptEncoding ?? BROWSER_ENCODINGS };
      // Twice: the first request of a page renders and stores it; the second is what every visitor gets.
      await rawGet(url, headers);
      const first = await rawGet(url, headers);
      if (first.status !== 200) throw new Error(`${target.path} answered ${first.status}`);
      const bare = await bareServer(first.body, first.headers);
      const { app, limit } = await compare(url, bare.url, headers);
      await bare.close();
      rows.push({ ...target, app, limit, ratio: app.rps / limit.rps, bytes: first.body.length });
      process.stderr.write(`.`);
    }
  } finally {
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await server.stop();
  }
  process.stderr.write('\n');

  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`npm run bench: ${CONNECTIONS} connections, ${SECONDS} s per address and per limit in 1 s slices, ${os.cpus().length} CPUs, Node ${process.version}`);
  console.log(`${'address'.padEnd(44)}${pad('bytes', 8)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('limit', 8)}${pad('ratio', 7)}${pad('goal', 6)}  `);
  for (const row of rows) {
    const ok = row.ratio >= row.goal && row.app.p99 < 100 && row.app.non2xx === 0 && row.app.errors === 0;
    console.log(
      `${`${row.acceptEncoding === 'identity' ? '(identity) ' : ''}${row.path}`.slice(0, 43).padEnd(44)}${pad(row.bytes, 8)}${pad(row.app.rps, 8)}${pad(row.app.p50, 8)}${pad(row.app.p99, 8)}${pad(row.limit.rps, 8)}${pad(row.ratio.toFixed(2), 7)}${pad(row.goal, 6)}  ${ok ? 'ok' : `BELOW${row.app.non2xx || row.app.errors ? ` (${row.app.non2xx} non-2xx, ${row.app.errors} errors)` : ''}`}`,
    );
  }
  const compressed = rows.find((row) => row.label === 'home');
  const identity = rows.find((row) => row.label === 'home, uncompressed');
  if (compressed && identity) {
    const share = identity.app.rps / compressed.app.rps;
    console.log(`/ uncompressed: ${identity.app.rps} req/s, ${share.toFixed(2)} of the compressed answer's ${compressed.app.rps} (goal: within 20%, ${share >= 0.8 ? 'ok' : 'BELOW'})`);
  }
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, cpus: os.cpus().length, node: process.version, rows }, null, 2)}\n`);
  console.log('written to bench/results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
