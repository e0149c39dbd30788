// `npm run audit`: Lighthouse (mobile, its default simulated throttling) on the built site, in Debian's Chromium.
// Starts `node dist/server/main.js` (NODE_ENV=production) on a free loopback port with a database, queue prefix and
// data folder of its own, loads the demo data (`cli.js seed --demo`: plans, products, blog posts), audits `/`, a `/g/`
// page, `/directories`, a product page and a blog article, prints the four scores of each, and removes what it made.
// `npm run audit -- /` audits the given paths only. Each page is audited AUDIT_RUNS times (default 3) and its
// median run (by performance) is reported, as Lighthouse advises: one run on a shared machine varies by several
// points. Exit code 1 when a page is under the targets: performance 95, accessibility, best practices and SEO 100.
// Not part of `npm test` (a minute or two per page on this machine).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import mongoose from 'mongoose';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const id = `lighthouse_${randomBytes(4).toString('hex')}`;
const mongoUri = (process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost').replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${id}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'launchboost-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: base, JWT_SECRET: randomBytes(32).toString('hex'), MONGODB_URI: mongoUri, QUEUE_PREFIX: id, DATA_DIR: path.join(dataDir, 'data'), UPLOADS_DIR: path.join(dataDir, 'uploads'), LOG_LEVEL: 'warn', WORKERS: 'off' };
delete env.NODE_OPTIONS;

const seeded = spawnSync(process.execPath, ['dist/server/cli.js', 'seed', '--demo'], { env, encoding: 'utf8', timeout: 120_000 });
if (seeded.status !== 0) throw new Error(`seed --demo failed:\n${seeded.stdout}${seeded.stderr}`);
const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'ignore' });
let chrome;
let failed = false;
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) === 200) break;
    if (i > 120) throw new Error('the site did not answer /readyz within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const product = (await (await fetch(`${base}/api/products?limit=1`)).json()).data.products[0];
  const post = (await (await fetch(`${base}/api/blogposts?limit=1`)).json()).blogposts[0];
  const asked = process.argv.slice(2);
  const paths = asked.length ? asked : ['/', '/g/directory-submission-list-seo-france', '/directories', `/product/${product.slug}`, `/blog/${post.slug}`];

  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  console.log(`npm run audit: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS} run(s) per page, ${base}`);
  console.log(`${'page'.padEnd(48)}${Object.keys(TARGETS).map((k) => k.padStart(16)).join('')}`);
  for (const pagePath of paths) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push((await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) })).lhr);
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    const scores = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]));
    const below = Object.entries(TARGETS).filter(([key, target]) => scores[key] < target);
    if (below.length) failed = true;
    console.log(`${pagePath.slice(0, 47).padEnd(48)}${Object.keys(TARGETS).map((k) => String(scores[k]).padStart(16)).join('')}${below.length ? '   BELOW' : ''}`);
    for (const [key] of below) {
      const misses = lhr.categories[key].auditRefs.map((ref) => lhr.audits[ref.id]).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
      for (const audit of misses.slice(0, 5)) {
        console.log(`    ${key}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        // Which console errors: the title alone does not say.
        // Which issues: the Issues panel's kinds and what they name.
        if (audit.id === 'inspector-issues') for (const item of audit.details?.items ?? []) console.log(`      ${item.issueType}: ${JSON.stringify(item.subItems?.items ?? []).slice(0, 300)}`);
        if (audit.id === 'errors-in-console') for (const item of audit.details?.items ?? []) console.log(`      ${String(item.description).slice(0, 200)} ${item.sourceLocation?.url ?? ''}`);
        // Which scripts the main thread spent its time in.
        if (audit.id === 'total-blocking-time') for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4)) console.log(`      ${item.url}: ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms)`);
        // Which resources: an address says more than a saving in KiB.
        else for (const item of (audit.details?.items ?? []).filter((i) => typeof i.url === 'string').slice(0, 3)) console.log(`      ${item.url}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await mongoose.connect(mongoUri).then(() => mongoose.connection.dropDatabase()).catch(() => undefined);
  await mongoose.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
