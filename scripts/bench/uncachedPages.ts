/**
 * Uncached pages, measured from outside one request at a time, as a crawler or the first visitor after a change meets
 * them: a product page, a unique search (`/directories?q=<random>`), a blog article and a `/c/` address. Each kind:
 * the median and p95 latency, and the app's CPU time per request (from /proc/<pid>/stat, on Linux). Goals (issue 42):
 * a median of 15 ms at most and a p95 of 40 ms at most.
 *
 * A page is uncached when a change was announced just before it (`announceChange`: every announced change drops every
 * cached page), or else when its address was never asked: each product, article and country once.
 * The first five of each kind are not counted: a process that has run a while has compiled its render code.
 *
 * `npm run bench:uncached` runs it alone (scripts/bench/uncached.ts); `npm run bench` runs it at the end, on its own
 * app (no change announced there: each address once).
 * Not a test: the figures depend on the machine (and on what else it runs).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const GOAL_MEDIAN_MS = 15;
const GOAL_P95_MS = 40;
/** How long an announced change takes to reach the app over Redis and be applied (a product read by _id) before its page is asked. */
const CHANGE_SETTLES_MS = 50;

export interface UncachedOptions {
  /** The running app's base URL. */
  url: string;
  /** Its process, whose CPU time is read around each request. */
  pid?: number;
  /** Announces a change as a write does (the page cache of every process drops); without it, each address is asked once. */
  announceChange?: () => Promise<void>;
  runs?: number;
}

export interface UncachedRow {
  label: string;
  requests: number;
  median: number;
  p95: number;
  /** The app's CPU time per request, in ms (undefined without /proc). */
  cpuMs?: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; undefined off Linux. */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    // The command name in parentheses may hold spaces: the fields are counted after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; the kernel counts in 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What browsers send: the page is compressed as for a visitor. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

async function listed(url: string): Promise<{ products: string[]; articles: string[] }> {
  const products: string[] = [];
  // The first pages of the list (up to 250 products) are enough addresses.
  for (let page = 1; page <= 5; page++) {
    const res = (await (await fetch(`${url}/api/products?page=${page}&limit=50`)).json()) as {
      data: {
        products: { slug: string }[];
        pagination: { totalPages: number };
      };
    };
    products.push(...res.data.products.map((p) => p.slug));
    if (page >= res.data.pagination.totalPages) break;
  }
  const posts = (await (await fetch(`${url}/api/blogposts?limit=50`)).json()) as { blogposts: { slug: string }[] };
  return { products, articles: posts.blogposts.map((p) => p.slug) };
}

/** Countries whose slug is one word (a /c/ address ends with one). */
function countries(): string[] {
  const all = JSON.parse(readFileSync(path.join(ROOT, 'server/features/seo/data/countries.json'), 'utf8')) as { slug: string }[];
  return all.map((c) => c.slug).filter((slug) => /^[a-z0-9]+$/.test(slug));
}

/** Eight random letters: a search nobody made, a /c/ address nobody asked. */
const word = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** Requests of each kind before those counted, as in a process that has run for a while (its render code compiled); a quarter of the addresses at most. */
const WARM_UP = 5;

/** Asks each address once, after a change when one can be announced: latency and CPU per request. */
async function measure(label: string, addresses: string[], { url, pid, announceChange }: UncachedOptions): Promise<UncachedRow> {
  const times: number[] = [];
  let cpu: number | undefined = 0;
  const warmUp = Math.min(WARM_UP, Math.floor(addresses.length / 4));
  for (const [n, address] of addresses.entries()) {
    if (announceChange) {
      await announceChange();
      await sleep(CHANGE_SETTLES_MS);
    }
    const before = cpuSecondsOf(pid);
    const started = performance.now();
    const res = await fetch(new URL(address, url), { headers: BROWSER, redirect: 'manual' });
    await res.arrayBuffer();
    const took = performance.now() - started;
    const after = cpuSecondsOf(pid);
    if (res.status !== 200) throw new Error(`${address} answered ${res.status}`);
    if (n < warmUp) continue;
    times.push(took);
    cpu = cpu === undefined || before === undefined || after === undefined ? undefined : cpu + after - before;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { label, requests: times.length, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), cpuMs: cpu === undefined || !times.length ? undefined : (cpu * 1000) / times.length };
}

/** The uncached pages of a running app, one request at a time. */
export async function measureUncachedPages(options: UncachedOptions): Promise<UncachedRow[]> {
  const asked = (options.runs ?? RUNS) + WARM_UP;
  const { products, articles } = await listed(options.url);
  // Without changes each address is asked once (the earlier ones may be cached already: the last ones first).
  const pick = (all: string[]) => (options.announceChange ? Array.from({ length: asked }, (_, i) => all[i % all.length]) : [...all].reverse().slice(0, asked));
  const places = countries();
  return [
    await measure('product page', pick(products).map((slug) => `/product/${slug}`), options),
    await measure('unique search', Array.from({ length: asked }, () => `/directories?q=${word()}`), options),
    await measure('blog article', pick(articles).map((slug) => `/blog/${slug}`), options),
    await measure('/c/ address', pick(places).map((country) => `/c/${word()}-${word()}-${word()}-${country}`), options),
  ];
}

/** The table, with each row against the goals. */
export function printUncachedPages(rows: UncachedRow[], heading: string): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(
    `${heading}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  console.log(`${'uncached page'.padEnd(16)}${pad('requests', 9)}${pad('median ms', 11)}${pad('p95 ms', 8)}${pad('CPU ms/req', 12)}  goal: median ≤ ${GOAL_MEDIAN_MS} ms, p95 ≤ ${GOAL_P95_MS} ms`);
  for (const row of rows) {
    const ok = row.median <= GOAL_MEDIAN_MS && row.p95 <= GOAL_P95_MS;
    console.log(`${row.label.padEnd(16)}${pad(row.requests, 9)}${pad(row.median.toFixed(1), 11)}${pad(row.p95.toFixed(1), 8)}${pad(row.cpuMs === undefined ? '-' : row.cpuMs.toFixed(1), 12)}  ${ok ? 'ok' : 'ABOVE'}`);
  }
}
