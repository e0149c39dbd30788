/**
 * `npm run bench:made-up [-- --first N --then M --identity]` (defaults 3,000 and 6,000, compressed answers as
 * browsers and crawlers ask): what made-up country addresses cost the web process. Starts it as a process of its
 * own (production mode, logs at warn, a database of its own), warms it up with real pages, then asks for N made-up
 * `/c/{free text}-{country}` addresses and M more (each a page that answers 200, never the same address twice), and
 * prints the process's resident memory (RSS) after each step, and the growth.
 * Goals (issue 38): the first N add at most 200 MB, the next M at most 40 MB. Not a test: the figures depend on
 * the machine and on what else runs on it, and most of them is V8 sizing its heap for any burst of requests that go
 * through Express (a burst of API 404s grows it as much), which `--max-old-space-size` bounds.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serving, spawnEntry } from '../../test/support/processes';
import { freePort } from '../../test/support/redisServer';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const FIRST = option('--first', 3000);
const THEN = option('--then', 6000);
/** What the client accepts: browsers' and crawlers' compressed answers, or `--identity` for uncompressed ones. */
const ENCODINGS = args.includes('--identity') ? 'identity' : 'gzip, deflate, br';
/** Requests in flight at once: a crawler's pace, not a load test. */
const CONCURRENCY = 4;
const COUNTRIES = ['germany', 'france', 'japan', 'brazil', 'kenya', 'canada', 'india', 'spain'];
const WORDS = 'best cheap local online free top seo list sites directories business startup guide'.split(' ');
const REAL_PAGES = ['/', '/directories', '/blog', '/g/directory-listing-saas', '/c/best-seo-sites-germany', '/page/ai-backlink-maker', '/directory-lists/countries'];

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The nth made-up address: three words of free text (unique by n), then a country. */
const madeUp = (n: number) => `/c/${WORDS[n % WORDS.length]}${n}-${WORDS[(n * 7) % WORDS.length]}-${WORDS[(n * 13) % WORDS.length]}${n % 97}-${COUNTRIES[n % COUNTRIES.length]}`;

async function askAll(url: string, addresses: readonly string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const res = await fetch(`${url}${addresses[next++]}`, { redirect: 'manual', headers: { 'Accept-Encoding': ENCODINGS } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

async function main() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  database.pathname = '/bench_made_up';
  const server = spawnEntry('server/main.ts', {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-made-up-secret-bench-made-up-secret',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    MONGODB_URI: database.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: 'bench-made-up',
    WORKERS: 'off',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
  });
  try {
    await serving(url, server);
    const pid = server.child.pid!;
    // Real pages a few times each: the code on the path compiled, the caches of real pages filled.
    await askAll(url, Array.from({ length: 20 }, () => REAL_PAGES).flat());
    const before = rssMb(pid);
    console.log(`web process RSS after warming up: ${before.toFixed(0)} MB`);
    let asked = 0;
    let last = before;
    for (const [label, count] of [['first', FIRST], ['then', THEN]] as const) {
      const started = performance.now();
      const statuses = await askAll(url, Array.from({ length: count }, (_, i) => madeUp(asked + i)));
      asked += count;
      const now = rssMb(pid);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${label} ${count} made-up /c/ addresses (${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')}, ${seconds} s): RSS ${now.toFixed(0)} MB, +${(now - last).toFixed(0)} MB (+${(now - before).toFixed(0)} MB in all)`);
      last = now;
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
