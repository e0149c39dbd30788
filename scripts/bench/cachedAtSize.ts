/**
 * Cached answers at the directory's size, measured by `npm run bench:uncached` before its uncached rows (printed after them): a few cached
 * addresses under load (autocannon, 50 connections, compressed as browsers ask, BENCH_CACHED_SECONDS each, default
 * 3, after a warm-up of 3 s for the first and 1 s for the others), with the web process's CPU time per request from /proc. Issue 42 asks that a cached
 * answer's cost not grow with the number of products: compare `--products 1000` with `--products 100000`.
 * Not a test: the figures depend on the machine (and on what else it runs).
 */
import autocannon from 'autocannon';
import { cpuSecondsOf } from './uncachedPages';

/** A page of each kind a crawler or a visitor asks most, and the list API. */
const ADDRESSES = ['/', '/directories', '/product/launchpad-analytics', '/api/products'];
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const CONNECTIONS = 50;

export interface CachedRow {
  path: string;
  rps: number;
  p99: number;
  /** The web process's CPU time per request, in µs (undefined without /proc). */
  cpuMicros?: number;
}

async function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
}

/** Each address loaded in turn; its first request (and the warm-up) stores the answer, so the load measures hits. */
export async function measureCachedAnswers(baseUrl: string, pid: number, seconds = Number(process.env.BENCH_CACHED_SECONDS ?? 3)): Promise<CachedRow[]> {
  const rows: CachedRow[] = [];
  for (const [i, path] of ADDRESSES.entries()) {
    const url = new URL(path, baseUrl).toString();
    // A longer first warm-up: under its first load a process holding 100,000 products collects its old heap (about 250 MB, the listing) once.
    await load(url, i === 0 ? 3 : 1);
    const before = cpuSecondsOf(pid);
    const result = await load(url, seconds);
    const after = cpuSecondsOf(pid);
    if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} answers not 2xx and ${result.errors} errors under load`);
    const cpuMicros = before === undefined || after === undefined ? undefined : ((after - before) / result.requests.total) * 1e6;
    rows.push({ path, rps: Math.round(result.requests.total / result.duration), p99: result.latency.p99, cpuMicros });
  }
  return rows;
}

export function printCachedAnswers(rows: CachedRow[]): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`${'cached answer'.padEnd(32)}${pad('req/s', 8)}${pad('p99 ms', 8)}${pad('CPU µs/req', 12)}  (${CONNECTIONS} connections, compressed)`);
  for (const row of rows) console.log(`${row.path.padEnd(32)}${pad(row.rps, 8)}${pad(row.p99, 8)}${pad(row.cpuMicros === undefined ? '-' : row.cpuMicros.toFixed(0), 12)}`);
}
