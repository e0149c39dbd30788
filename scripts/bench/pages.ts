/**
 * `npm run bench`: how close each public page comes to the limit of this machine. The app runs in a process of
 * its own (scripts/bench/appProcess.ts: the compiled server bundle on plain node as the Dockerfile runs it, production
 * mode, the compiled client, LOG_LEVEL at production's default (info) or BENCH_LOG_LEVEL, a database of its own with
 * plans, 60 products and 12 blog posts; its log lines go to a
 * pipe this process reads, as a container's logs do), and so does the limit (scripts/bench/bareProcess.ts: the same
 * response, its status, headers and bytes as sent, from memory by a bare node:http server); the load generator,
 * autocannon with 50 connections asking for compressed answers as browsers do (Accept-Encoding: gzip, deflate, br),
 * runs in this process, so each server has a core as in production. BENCH_SECONDS (default 5) of each, in
 * alternating one-second slices, after BENCH_WARM_UP_SECONDS (default 1) of each not counted. The home page is also
 * asked for uncompressed (curl, monitors, bots). The goal is each server's CPU time per request (from /proc, on
 * Linux): what an answer costs whichever side was the bottleneck. Its ratio (the limit's over the app's) must reach
 * the row's goal, and p99 stay under 100 ms; req/s are shown beside it. BENCH_ONLY=<text> keeps the addresses whose
 * label or path contains it; BENCH_PROF=<folder> writes both servers' CPU profiles there. The two servers run on the production
 * image's Node (24, fetched once by scripts/node24); BENCH_NODE=node runs them on this machine's, BENCH_NODE=<path> on another.
 * BENCH_BASELINE=<another checkout> puts that checkout's app (its own scripts/bench/appProcess.ts, node_modules and
 * built client) in the limit's place, on the same addresses: the ratio is then its CPU per request over this app's,
 * slice by slice, and the goal 0.95 (this app at most 5% dearer), for comparing two commits on a machine whose speed drifts.
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
import { benchNode, benchNodeVersion } from './benchNode';
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
async function compare(appServer: Server, limitServer: Server, address: string, headers: Record<string, string>, limitAddress = '/'): Promise<{ app: Load; limit: Load }> {
  if (WARM_UP_SECONDS > 0) for (const [server, path] of [[appServer, address], [limitServer, limitAddress]] as const) await slice(server, path, WARM_UP_SECONDS, headers);
  const app: Slice[] = [];
  const limit: Slice[] = [];
  for (let round = 0; round < Math.max(1, Math.round(SECONDS)); round++) {
    // Each goes first every other round.
    if (round % 2 === 0) app.push(await slice(appServer, address, 1, headers));
    limit.push(await slice(limitServer, limitAddress, 1, headers));
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

/** A child process of this bench (a script of the checkout `root`, run by its tsx), and the first message it sends. */
function child<T>(root: string, script: string): Promise<{ process: ChildProcess; first: T }> {
  // stdout is a pipe read here, as a container's logs are: the app's log lines cost what they cost in production.
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  // NODE_ENV in the process's own environment, as production sets it: React and Express choose their production builds and modes when loaded.
  const env = { ...process.env, NODE_ENV: 'production' };
  // The servers run on the bench's Node (the production image's); the load generator on this one.
  const started = fork(path.join(root, 'scripts/bench', script), [], { cwd: root, execPath: benchNode(), execArgv: ['--import', 'tsx', ...profile], env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  // Only this checkout's app's lines are counted (a baseline app writes its own).
  started.stdout?.on('data', root === ROOT ? (chunk: Buffer) => countLines(chunk) : () => undefined);
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

/** The entry script of a checkout's compiled client: a hashed, immutable asset. */
function hashedAsset(root: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['client/entry.tsx'].file}`;
}

/** A checkout's addresses, each with the CPU ratio it should reach against the limit (or `against` a baseline app). */
function targetsOf({ product, post }: AppReady, root: string, against?: number): Target[] {
  const page = against ?? 0.8;
  return [
    { label: 'campaign', path: CAMPAIGN_ADDRESS, goal: page },
    { label: 'home', path: '/', goal: page },
    { label: 'home, uncompressed', path: '/', goal: against ?? 0.9, acceptEncoding: 'identity' },
    { label: 'generated page', path: '/g/directory-listing-saas', goal: page },
    { label: 'directory', path: '/directories', goal: page },
    { label: 'directory search', path: '/directories?q=bench', goal: page },
    { label: 'product page', path: product, goal: page },
    { label: 'launches', path: '/launches', goal: page },
    { label: 'blog', path: '/blog', goal: page },
    { label: 'blog article', path: post, goal: page },
    { label: 'API products', path: '/api/products', goal: against ?? 0.7 },
    { label: 'hashed asset', path: hashedAsset(root), goal: page },
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
  /** The baseline app's answer's bytes (BENCH_BASELINE), when they differ from this app's. */
  limitBytes?: number;
}

/** What this app is measured against: the bare limit, told each answer, or a baseline app asked `pathOf` the address itself. */
type Opponent = { server: Server; bare: ChildProcess } | { server: Server; pathOf(target: Target): string };

/** An address's answer as every visitor gets it: asked twice, since the first request renders and stores the page. */
async function storedAnswer(server: Server, address: string, headers: Record<string, string>) {
  const url = new URL(address, server.url).toString();
  await rawGet(url, headers);
  return rawGet(url, headers);
}

/** One address under load, the app's answer given to the limit first (or the baseline app's own asked for); null when the baseline has no such page. */
async function measure(appServer: Server, opponent: Opponent, target: Target): Promise<Row | null> {
  const headers = { 'Accept-Encoding': target.acceptEncoding ?? BROWSER_ENCODINGS };
  const first = await storedAnswer(appServer, target.path, headers);
  if (first.status !== 200) throw new Error(`${target.path} answered ${first.status}`);
  let limitAddress = '/';
  let limitBytes: number | undefined;
  if ('bare' in opponent) {
    await answerWith(opponent.bare, { status: first.status, headers: first.headers.filter(([name]) => !PER_RESPONSE.has(name)).flat(), body: first.body.toString('base64') });
  } else {
    limitAddress = opponent.pathOf(target);
    const baseline = await storedAnswer(opponent.server, limitAddress, headers);
    if (baseline.status !== 200) return null;
    if (baseline.body.length !== first.body.length) limitBytes = baseline.body.length;
  }
  const { app, limit } = await compare(appServer, opponent.server, target.path, headers, limitAddress);
  const cpuRatio = app.cpuMicros && limit.cpuMicros ? limit.cpuMicros / app.cpuMicros : undefined;
  return { ...target, app, limit, rpsRatio: app.rps / limit.rps, cpuRatio, bytes: first.body.length, limitBytes };
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
  if (BASELINE) {
    console.log(`limit: the app of ${BASELINE} (${git(BASELINE, 'log', '--oneline', '-1')}), on the same addresses; ratio: its CPU per request over this app's`);
    for (const row of rows.filter((r) => r.limitBytes !== undefined)) console.log(`  ${row.label}: this app's answer ${row.bytes} bytes, the baseline's ${row.limitBytes}`);
  }
}

/** Another checkout to compare this app with, in the limit's place (BENCH_BASELINE). */
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The limit's process (or the baseline app's), and what this app is measured against through it. */
async function opponentOf(): Promise<{ process: ChildProcess; opponent: Opponent }> {
  if (!BASELINE) {
    const bare = await child<{ url: string }>(ROOT, 'bareProcess.ts');
    return { process: bare.process, opponent: { server: { url: bare.first.url, pid: bare.process.pid }, bare: bare.process } };
  }
  const baseline = await child<AppReady>(BASELINE, 'appProcess.ts');
  const paths = new Map(targetsOf(baseline.first, BASELINE).map((t) => [t.label, t.path]));
  // A checkout from before cf7b89c sends no pid: its app runs in the process itself (through tsx, not the bundle).
  return { process: baseline.process, opponent: { server: { url: baseline.first.url, pid: baseline.first.pid ?? baseline.process.pid }, pathOf: (t) => paths.get(t.label) ?? t.path } };
}

async function main() {
  const [app, limit] = await Promise.all([child<AppReady>(ROOT, 'appProcess.ts'), opponentOf()]);
  const serverCpu = os.cpus().length - 1;
  const pinned = [pin(process.pid, 0), pin(app.first.pid, serverCpu), pin(limit.process.pid, serverCpu)].every(Boolean);
  const appServer: Server = { url: app.first.url, pid: app.first.pid };
  const rows: Row[] = [];
  let uncached: UncachedRow[] | undefined;
  try {
    const only = process.env.BENCH_ONLY;
    for (const target of targetsOf(app.first, ROOT, BASELINE ? 0.95 : undefined).filter((t) => !only || t.label.includes(only) || t.path.includes(only))) {
      const row = await measure(appServer, limit.opponent, target);
      if (row) rows.push(row);
      process.stderr.write(row ? '.' : `(${target.path}: not in the baseline)`);
    }
    // The uncached pages (scripts/bench/uncachedPages.ts), printed after the table.
    if (!BASELINE) uncached = await measureUncachedPages({ url: appServer.url, pid: app.first.pid });
  } finally {
    app.process.send('stop');
    limit.process.send('stop');
    await Promise.all([app.process, limit.process].map((p) => (p.exitCode === null ? new Promise((resolve) => p.once('exit', resolve)) : undefined)));
  }
  process.stderr.write('\n');
  printTable(rows, pinned, serverCpu);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify({ at: new Date().toISOString(), logLevel: process.env.BENCH_LOG_LEVEL || 'info', loadAverage: os.loadavg(), connections: CONNECTIONS, seconds: SECONDS, cpus: os.cpus().length, node: benchNodeVersion(), baseline: BASELINE && git(BASELINE, 'rev-parse', 'HEAD'), rows }, null, 2)}\n`);
  console.log('written to bench/results/latest.json');
  if (uncached) printUncachedPages(uncached, 'Uncached pages of the same app (each address once, no change announced)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
