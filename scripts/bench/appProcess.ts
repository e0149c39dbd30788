/**
 * The app under `npm run bench`, in a process of its own so that the load generator does not share its core:
 * the web process as production runs it (`node dist/server/main.js`, NODE_ENV=production, the compiled client,
 * LOG_LEVEL at its default unless BENCH_LOG_LEVEL names another) with a database of its own, which this process
 * seeds first with plans, 60 products and 12 blog posts. Tells its parent where the web process listens, its pid
 * and what was seeded, then stops it when the parent says 'stop' (or goes away), and drops the database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { blogService } from '../../server/features/blog/service';
import { directoryService } from '../../server/features/directory/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { loadConfig } from '../../server/core/config';
import { createLogger } from '../../server/core/logger';
import { createPlatform, type Platform } from '../../server/startPlatform';
import { pngLogo, jpegScreenshot } from '../../test/support/images';
import { serving, spawnEntry, type Spawned } from '../../test/support/processes';
import { freePort } from '../../test/support/redisServer';

/** What the parent learns once the app is ready. */
export interface AppReady {
  url: string;
  /** The web process, whose CPU time the bench reads (a child of this one). */
  pid: number;
  product: string;
  post: string;
}

async function seed(platform: Platform): Promise<Omit<AppReady, 'url' | 'pid'>> {
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

/** The environment the app inherits, without a LOG_LEVEL of the caller's: production's default, or BENCH_LOG_LEVEL. */
function benchEnv(): NodeJS.ProcessEnv {
  const { LOG_LEVEL: _callers, BENCH_LOG_LEVEL: level, ...env } = process.env;
  // Kept as undefined when unset: spawnEntry adds this process's environment, and spawn leaves undefined values out.
  return { ...env, LOG_LEVEL: level };
}

/**
 * The web process as production runs it (the Dockerfile's command): the compiled bundle (npm run bench builds it
 * first) on plain node, this process's Node. Its log lines go on to this process's stdout, which the bench reads.
 */
async function startWebProcess(env: NodeJS.ProcessEnv, url: string): Promise<Spawned> {
  const profile = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const web = spawnEntry('server/main.ts', env, profile);
  web.child.stdout!.pipe(process.stdout);
  await serving(url, web);
  return web;
}

/** Drops the bench's database (the seeding platform is closed by then). */
async function dropDatabase(uri: string): Promise<void> {
  const connection = await mongoose.createConnection(uri).asPromise();
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
}

async function main() {
  const name = `bench_pages_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${name}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...benchEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    MONGODB_URI: base.toString(),
    QUEUE_PREFIX: name,
    WORKERS: 'off',
    SHUTDOWN_DELAY_MS: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
  };
  let web: Spawned | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (web) {
      web.child.kill('SIGTERM');
      await web.exited;
    }
    await dropDatabase(env.MONGODB_URI!);
    for (const folder of [env.DATA_DIR!, env.UPLOADS_DIR!]) rmSync(folder, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  try {
    // Seeded through the services, in this process: the web process then starts with everything in place.
    const platform = await createPlatform(loadConfig(env), { role: 'cli', logger: createLogger('warn', 'bench-seed') });
    const seeded = await seed(platform).finally(() => platform.dispose());
    const url = `http://127.0.0.1:${port}`;
    web = await startWebProcess(env, url);
    process.send?.({ url, pid: web.child.pid!, ...seeded } satisfies AppReady);
  } catch (error) {
    console.error(error);
    await stop();
  }
}

void main();
