/**
 * The app under `npm run bench`, in a process of its own so that the load generator does not share its core:
 * the server in production mode (NODE_ENV=production, the compiled client, LOG_LEVEL at its default unless
 * BENCH_LOG_LEVEL names another; its own code run by tsx) with a database of its own, seeded
 * with plans, 60 products and 12 blog posts. Tells its parent where it listens and what it seeded, then serves
 * until the parent says 'stop' (or goes away), and drops its database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { blogService } from '../../server/features/blog/service';
import { directoryService } from '../../server/features/directory/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { start, type StartedServer } from '../../server/main';
import { pngLogo, jpegScreenshot } from '../../test/support/images';

/** What the parent learns once the app is ready. */
export interface AppReady {
  url: string;
  product: string;
  post: string;
}

async function seed(platform: StartedServer['platform']): Promise<Omit<AppReady, 'url'>> {
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
  return level ? { ...env, LOG_LEVEL: level } : env;
}

async function main() {
  const name = `bench_pages_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${name}`;
  const server = await start(
    {
      ...benchEnv(),
      NODE_ENV: 'production',
      PORT: '0',
      MONGODB_URI: base.toString(),
      QUEUE_PREFIX: name,
      WORKERS: 'off',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
      UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
    },
    { host: '127.0.0.1' },
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await server.stop();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  try {
    const seeded = await seed(server.platform);
    process.send?.({ url: server.url, ...seeded } satisfies AppReady);
  } catch (error) {
    console.error(error);
    await stop();
  }
}

void main();
