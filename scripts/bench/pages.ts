/**
 * `npm run bench`: how close each public page comes to the limit of this machine. The app runs in a process of
 * its own (scripts/bench/appProcess.ts: production mode, the compiled client, LOG_LEVEL at production's default
 * (info) or BENCH_LOG_LEVEL, a database of its own with plans, 60 products and 12 blog posts; its log lines go to a
 * pipe this process reads, as a container's logs do), and so does the limit (scripts/bench/bareProcess.ts: the same
 * response, its status, headers and bytes as sent, from memory by a bare node:http server); the load generator,
 * autocannon with 50 connections asking for compressed answers as browsers do (Accept-Encoding: gzip, deflate, br),
 * runs in this process, so each server has a core as in production. BENCH_SECONDS (default 5) of each, in
 * alternating one-second slices, after BENCH_WARM_UP_SECONDS (default 1) of each not counted. The home page is also
 * asked for uncompressed (curl, monitors, bots). The goal is each server's CPU time per request (from /proc, on
 * Linux): what an answer costs whichever side was the bottleneck. Its ratio (the limit's over the app's) must reach
 * the row's goal, and p99 stay under 100 ms; req/s are shown beside it. BENCH_ONLY=<text> keeps the addresses whose
 * label or path contains it; BENCH_PROF=<folder> writes both servers' CPU profiles there; BENCH_NODE=<path to node> runs the two servers on another Node (the Docker image's 24).
 * Prints one table and writes bench/results/latest.json. Not a test: the figures depend on the machine (and on what
 * else it runs). Goals (issue 42): cached pages at most 1.25 times the limit's CPU (ratio 0.8), GET /api/products 1.4
 * times (0.7), the uncompressed home page 1.1 times (0.9).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { AppReady } from './appProcess';
import type { BareAnswer } from './bareProcess';
import { BENCH_NODE, benchNodeVersion } from './benchNode';
import { cpuSecondsOf, measureUncachedPages, printUncachedPages, type UncachedRow } from './uncachedPages';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The landing page as a newsletter links to it: served from the cache like the clean address. */
const CAMPAIGN_ADDRESS = '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch';
const CONNECTIONS = 50;
/** The latency every address must stay under, in ms. */
const P99_GOAL_MS = 100;
const ROOT = path.resolve(__dirname, '../..');

interface Target {
  label: string;
  path: string;
  /** The lowest ratio of the limit's CPU per request over the app's this address should reach. */
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
  /** The server's CPU time per request, in microseconds (undefined where /proc is missing). */
  cpuMicros?: number;
  /** The share of one core the server used while loaded (1 = saturated, so it was the bottleneck). */
  cpuShare?: number;
}

/** Seconds of load before each measurement, not counted: the code on the path is compiled and its buffers grown first. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

interface Slice extends Load {
  requests: number;
  seconds: number;
  /** CPU seconds the server used during the slice. */
  cpuSeconds?: number;
}

/** A loaded server: where it listens and its process, whose CPU time is read around each slice. */
interface Server {
  url: string;
  pid?: number;
}

async function slice(server: Server, path: string, seconds: number, headers: Record<string, string>): Promise<Slice> {
  const before = cpuSecondsOf(server.pid);
  const result = await autocannon({ url: new URL(path, server.url).toString(), connections: CONNECTIONS, duration: seconds, headers });
  const after = cpuSecondsOf(server.pid);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuSeconds: before === undefined || after === undefined ? undefined : after - before,
  };
}

/** Slices as one load: requests over time, the middle p50 and the worst p99. */
function combined(slices: Slice[]): Load {
  const p50s = slices.map((s) => s.p50).sort((a, b) => a - b);
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const cpu = slices.every((s) => s.cpuSeconds !== undefined) ? slices.reduce((sum, s) => sum + (s.cpuSeconds ?? 0), 0) : undefined;
  return {
    rps: Math.round(requests / seconds),
    cpuMicros: cpu === undefined || requests === 0 ? undefined : Math.round((cpu / requests) * 1e6),
    cpuShare: cpu === undefined ? undefined : cpu / seconds,
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
async function compare(appServer: Server, limitServer: Server, address: string, headers: Record<string, string>): Promise<{ app: Load; limit: Load }> {
  if (WARM_UP_SECONDS > 0) for (const [server, path] of [[appServer, address], [limitServer, '/']] as const) await slice(server, path, WARM_UP_SECONDS, headers);
  const app: Slice[] = [];
  const limit: Slice[] = [];
  for (let round = 0; round < Math.max(1, Math.round(SECONDS)); round++) {
    // Each goes first every other round.
    if (round % 2 === 0) app.push(await slice(appServer, address, 1, headers));
    limit.push(await slice(limitServer, '/', 1, headers));
    if (round % 2 === 1) app.push(await slice(appServer, address, 1, headers));
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

/** A child process of this bench (run by tsx, like this script), and the first message it sends. */
function child<T>(script: string): Promise<{ process: ChildProcess; first: T }> {
  // stdout is a pipe read here, as a container's logs are: the app's log lines cost what they cost in production.
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  // NODE_ENV in the process's own environment, as production sets it: React and Express choose their production builds and modes when loaded.
  const env = { ...process.env, NODE_ENV: 'production' };
  // The servers run on BENCH_NODE; the load generator on this Node.
  const started = fork(path.join(__dirname, script), [], { execPath: BENCH_NODE, execArgv: ['--import', 'tsx', ...profile], env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  started.stdout?.on('data', (chunk: Buffer) => countLines(chunk));
  return new Promise((resolve, reject) => {
    started.once('message', (first) => resolve({ process: started, first: first as T }));
    started.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready`)));
  });
}

/** Lines the servers wrote to stdout (the app's log lines), to show that the log level logs what it says. */
let linesWritten = 0;
function countLines(chunk: Buffer): void {
  for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) linesWritten++;
}

/**
 * Pins every thread of a process to one CPU (taskset, Linux): the servers share the last CPU, the load generator
 * has the first, so neither measurement depends on where the scheduler puts the load generator. False when the
 * machine has one CPU or no taskset: the figures are then noisier.
 */
function pin(pid: number | undefined, cpu: number): boolean {
  if (!pid || os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Tells the bare server which answer to give, and waits until it gives it. */
function answerWith(bare: ChildProcess, answer: BareAnswer): Promise<void> {
  return new Promise((resolve) => {
    bare.once('message', () => resolve());
    bare.send(answer);
  });
}

/** The entry script of the compiled client: a hashed, immutable asset. */
function hashedAsset(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['client/entry.tsx'].file}`;
}

/** The addresses, each with the CPU ratio it should reach. */
function targetsOf({ product, post }: AppReady): Target[] {
  const page = 0.8;
  return [
    { label: 'campaign', path: CAMPAIGN_ADDRESS, goal: page },
    { label: 'home', path: '/', goal: page },
    { label: 'home, uncompressed', path: '/', goal: 0.9, acceptEncoding: 'identity' },
    { label: 'generated page', path: '/g/directory-listing-saas', goal: page },
    { label: 'directory', path: '/directories', goal: page },
    { label: 'directory search', path: '/directories?q=bench', goal: page },
    { label: 'product page', path: product, goal: page },
    { label: 'launches', path: '/launches', goal: page },
    { label: 'blog', path: '/blog', goal: page },
    { label: 'blog article', path: post, goal: page },
    { label: 'API products', path: '/api/products', goal: 0.7 },
    { label: 'hashed asset', path: hashedAsset(), goal: page },
  ];
}

interface Row extends Target {
  app: Load;
  limit: Load;
  /** The app's req/s over the limit's. */
  rpsRatio: number;
  /** The limit's CPU per request over the app's: the goal's measure (undefined without /proc). */
  cpuRatio?: number;
  bytes: number;
}

/** One address under load, the app's answer given to the limit first. */
async function measure(appServer: Server, limitServer: Server, bare: ChildProcess, target: Target): Promise<Row> {
  const url = new URL(target.path, appServer.url).toString();
  const headers = { 'Accept-Encoding': target.acceptEncoding ?? BROWSER_ENCODINGS };
  // Twice: the first request of a page renders and stores it; the second is what every visitor gets.
  await rawGet(url, headers);
  const first = await rawGet(url, headers);
  if (first.status !== 200) throw new Error(`${target.path} answered ${first.status}`);
  await answerWith(bare, { status: first.status, headers: first.headers.filter(([name]) => !PER_RESPONSE.has(name)).flat(), body: first.body.toString('base64') });
  const { app, limit } = await compare(appServer, limitServer, target.path, headers);
  const cpuRatio = app.cpuMicros && limit.cpuMicros ? limit.cpuMicros / app.cpuMicros : undefined;
  return { ...target, app, limit, rpsRatio: app.rps / limit.rps, cpuRatio, bytes: first.body.length };
}

const passes = (row: Row) => row.cpuRatio !== undefined && row.cpuRatio >= row.goal && row.app.p99 < P99_GOAL_MS && row.app.non2xx === 0 && row.app.errors === 0;

function printTable(rows: Row[], pinned: boolean, serverCpu: number): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const logLevel = process.env.BENCH_LOG_LEVEL || 'info (the default)';
  console.log(`npm run bench: LOG_LEVEL ${logLevel}, ${CONNECTIONS} connections, ${SECONDS} s per address and per limit in 1 s slices, ${os.cpus().length} CPUs, ${pinned ? `servers on CPU ${serverCpu}, load generator on CPU 0` : 'not pinned to CPUs'}, the servers on Node ${benchNodeVersion()}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`${'address'.padEnd(44)}${pad('bytes', 8)}${pad('req/s', 8)}${pad('limit', 8)}${pad('ratio', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('CPU', 6)}${pad('µs/req', 8)}${pad('limit', 7)}${pad('ratio', 7)}${pad('goal', 6)}  `);
  for (const row of rows) {
    const failures = row.app.non2xx || row.app.errors ? ` (${row.app.non2xx} non-2xx, ${row.app.errors} errors)` : '';
    console.log(
      `${`${row.acceptEncoding === 'identity' ? '(identity) ' : ''}${row.path}`.slice(0, 43).padEnd(44)}${pad(row.bytes, 8)}${pad(row.app.rps, 8)}${pad(row.limit.rps, 8)}${pad(row.rpsRatio.toFixed(2), 7)}${pad(row.app.p50, 8)}${pad(row.app.p99, 8)}${pad(row.app.cpuShare === undefined ? '-' : `${Math.round(row.app.cpuShare * 100)}%`, 6)}${pad(row.app.cpuMicros ?? '-', 8)}${pad(row.limit.cpuMicros ?? '-', 7)}${pad(row.cpuRatio?.toFixed(2) ?? '-', 7)}${pad(row.goal, 6)}  ${passes(row) ? 'PASS' : `FAIL${failures}`}`,
    );
  }
  console.log(`req/s, limit, ratio: the app's and the limit's requests per second; CPU: the share of one core the app used (near 100%: the app was the bottleneck, not the load generator)`);
  console.log(`µs/req, limit, ratio: each server's CPU time per request, and the limit's over the app's: the goal (PASS also needs p99 under ${P99_GOAL_MS} ms and no failed answer)`);
  console.log(`${rows.filter(passes).length} of ${rows.length} PASS; the app wrote ${linesWritten} log lines`);
}

async function main() {
  const [app, bare] = await Promise.all([child<AppReady>('appProcess.ts'), child<{ url: string }>('bareProcess.ts')]);
  const serverCpu = os.cpus().length - 1;
  const pinned = [pin(process.pid, 0), pin(app.process.pid, serverCpu), pin(bare.process.pid, serverCpu)].every(Boolean);
  const appServer: Server = { url: app.first.url, pid: app.process.pid };
  const limitServer: Server = { url: bare.first.url, pid: bare.process.pid };
  const rows: Row[] = [];
  let uncached: UncachedRow[] | undefined;
  try {
    const only = process.env.BENCH_ONLY;
    for (const target of targetsOf(app.first).filter((t) => !only || t.label.includes(only) || t.path.includes(only))) {
      rows.push(await measure(appServer, limitServer, bare.process, target));
      process.stderr.write(`.`);
    }
    // The uncached pages (scripts/bench/uncachedPages.ts), printed after the table.
    uncached = await measureUncachedPages({ url: appServer.url, pid: app.process.pid });
  } finally {
    app.process.send('stop');
    bare.process.send('stop');
    await Promise.all([app.process, bare.process].map((p) => (p.exitCode === null ? new Promise((resolve) => p.once('exit', resolve)) : undefined)));
  }
  process.stderr.write('\n');
  printTable(rows, pinned, serverCpu);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify({ at: new Date().toISOString(), logLevel: process.env.BENCH_LOG_LEVEL || 'info', loadAverage: os.loadavg(), connections: CONNECTIONS, seconds: SECONDS, cpus: os.cpus().length, node: benchNodeVersion(), rows }, null, 2)}\n`);
  console.log('written to bench/results/latest.json');
  if (uncached) printUncachedPages(uncached, 'Uncached pages of the same app (each address once, no change announced)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
