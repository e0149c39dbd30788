/**
 * `npm run bench:products`: seeds 1,000 approved products in a database of its own, then times
 * GET /api/products?page=40 over HTTP (and the service call alone) and prints median and p95.
 * Not a test: the figure depends on the machine. The target is a median under 100 ms.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { CATEGORIES } from '../../domain/directory/categories';
import { productListQuerySchema } from '../../domain/directory/listing';
import { ProductModel } from '../../server/features/directory/model';
import { directoryService } from '../../server/features/directory/service';
import { start } from '../../server/main';

const PRODUCTS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 20;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = '/bench_products';
  const server = await start({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    MONGODB_URI: base.toString(),
    QUEUE_PREFIX: 'bench-products',
    WORKERS: 'off',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
  });
  const directory = directoryService(server.platform);
  try {
    await mongoose.connection.dropDatabase();
    await ProductModel.init();

    const image = (key: string) => ({ key, contentType: 'image/webp', width: 256, height: 256, bytes: 1000 });
    const now = Date.now();
    const docs = Array.from({ length: PRODUCTS }, (_, i) => {
      const id = String(i).padStart(4, '0');
      return {
        name: `Bench Product ${id}`,
        slug: `bench-product-${id}`,
        headline: `Headline number ${id} for a product that does useful things for its users`,
        description: 'A product seeded by the benchmark.\n'.repeat(10),
        website_url: `https://bench-${id}.example`,
        website_host: `bench-${id}.example`,
        host_lock: `bench-${id}.example`,
        category: CATEGORIES[i % CATEGORIES.length].value,
        firstname: 'Bench',
        email: `bench-${id}@example.com`,
        logo: { webp: image(`products/bench${id}/logo.webp`), png: image(`products/bench${id}/logo.png`) },
        screenshot: { webp: image(`products/bench${id}/screenshot.webp`), thumb: image(`products/bench${id}/screenshot-640.webp`) },
        // A few pending and rejected ones, as in real life: the list must skip them.
        status: i % 20 === 0 ? 'pending' : i % 33 === 0 ? 'rejected' : 'approved',
        moderation: { reviewedAt: null, reason: null },
        status_token_hash: `bench-token-${id}`,
        submitter_ip: null,
        demo: false,
        createdAt: new Date(now - i * 3600_000),
        updatedAt: new Date(now - i * 3600_000),
      };
    });
    for (let i = 0; i < docs.length; i += 250) await ProductModel.collection.insertMany(docs.slice(i, i + 250));
    const approved = await ProductModel.countDocuments({ status: 'approved' });
    // Raw collection writes announce nothing: say it, as a migration would.
    await directory.announceChange();
    const url = `${server.url}/api/products?page=40`;

    const first = (await (await fetch(url)).json()) as { data: { products: unknown[]; pagination: Record<string, unknown> } };
    if (first.data.products.length !== 12) throw new Error(`expected 12 products on page 40, got ${first.data.products.length}`);

    const http: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      if (i >= WARMUP) http.push(performance.now() - start);
    }

    const query = productListQuerySchema.parse({ page: 40 });
    const service: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      await directory.list(query);
      if (i >= WARMUP) service.push(performance.now() - start);
    }

    // The first request after an approval rebuilds the in-memory index.
    const afterWrite: number[] = [];
    for (let i = 0; i < 10; i++) {
      await directory.announceChange();
      const start = performance.now();
      await (await fetch(url)).arrayBuffer();
      afterWrite.push(performance.now() - start);
    }
    const h = stats(http);
    const s = stats(service);
    const w = stats(afterWrite);
    console.log(`${PRODUCTS} products seeded (${approved} approved); page 40: ${JSON.stringify(first.data.pagination)}`);
    console.log(`GET /api/products?page=40 over HTTP, ${RUNS} runs: median ${ms(h.median)}, p95 ${ms(h.p95)}, min ${ms(h.min)}, max ${ms(h.max)}`);
    console.log(`directory.list() alone,                   ${RUNS} runs: median ${ms(s.median)}, p95 ${ms(s.p95)}, min ${ms(s.min)}, max ${ms(s.max)}`);
    console.log(`first request after a write (index rebuilt), 10 runs: median ${ms(w.median)}, max ${ms(w.max)}`);
    console.log(h.median < 100 ? 'OK: median under 100 ms' : 'SLOW: median at or over 100 ms');
  } finally {
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
