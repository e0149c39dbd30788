/**
 * `npm run bench:desk`: the desk and the planning at size, on the MongoDB-compatible server the machine runs (the
 * embedded FerretDB by default). In a database of its own it writes a catalogue of 1,000 directories, 1,000 open
 * orders of 60 queued items each (60,000 items) and a track record for each directory, then measures from the
 * app, in this process:
 * - `GET /api/admin/desk` (HTTP, as the admin page calls it): median and p95 over BENCH_RUNS requests;
 * - the planning of a 200-directory order (what describing its product starts): median and p95 over 20 orders.
 * Not a test: the figures depend on the machine and on what else runs on it (the load average is printed).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import request from 'supertest';
import { CATEGORIES } from '../../domain/directory/categories';
import { DirectoryModel } from '../../server/features/catalogue/model';
import { FulfilmentKeyModel, OrderItemModel, OrderModel, TrackRecordModel } from '../../server/features/orders/model';
import { planOrder } from '../../server/features/orders/orderPlan';
import { usersService } from '../../server/features/users/service';
import { createTestApp } from '../../test/support/testApp';

const DIRECTORIES = 1000;
const OPEN_ORDERS = 1000;
const ITEMS_PER_ORDER = 60;
const PLANNED = 200;
const PLANNINGS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BATCH = 5000;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (${samples.length} runs)`;
}

const domainOf = (i: number) => `directory-${String(i).padStart(4, '0')}.example`;

/** 1,000 directories: most accept any product worldwide (a 200-directory plan finds enough), a few are paused or dead. */
async function writeCatalogue(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const directories = Array.from({ length: DIRECTORIES }, (_, i) => ({
    _id: domainOf(i),
    domain: domainOf(i),
    name: `Directory ${i}`,
    url: `https://${domainOf(i)}`,
    submitUrl: `https://${domainOf(i)}/submit`,
    domainRating: (i * 37) % 100,
    domainRatedAt: today,
    monthlyVisits: null,
    pricing: 'free',
    linkPolicy: i % 3 ? 'dofollow' : 'nofollow',
    categories: i % 4 ? ['any'] : [CATEGORIES[i % CATEGORIES.length].value],
    countries: i % 10 ? ['global'] : ['DE'],
    requirements: { accountNeeded: true, reciprocalLink: false, reviewDays: null, notes: '' },
    status: i % 50 === 0 ? 'dead' : i % 45 === 0 ? 'paused' : 'active',
    featured: false,
    reciprocal: false,
  }));
  await DirectoryModel.insertMany(directories);
}

/** 1,000 paid orders with their 60 queued items each, on the desk oldest first, and a record of a few answers per directory. */
async function writeOpenOrders(): Promise<void> {
  const started = Date.now() - OPEN_ORDERS * 60_000;
  const orders = [];
  let items = [];
  for (let o = 0; o < OPEN_ORDERS; o++) {
    const orderId = new Types.ObjectId();
    const itemIds = Array.from({ length: ITEMS_PER_ORDER }, () => new Types.ObjectId());
    const createdAt = new Date(started + o * 60_000);
    orders.push({ _id: orderId, checkoutId: `cs_bench_${o}`, userId: `bench-${o}`, planId: 'starter', planLabel: 'Starter', directories: ITEMS_PER_ORDER, status: 'in-progress', product: { name: `Product ${o}`, website: `https://product-${o}.example`, category: 'saas', description: 'A product. '.repeat(40), logoKey: null }, itemsListed: true, itemIds, queue: itemIds, missingDirectories: 0, createdAt, updatedAt: createdAt });
    items.push(...itemIds.map((_id, i) => ({ _id, orderId, directory: `Directory ${(o + i * 7) % DIRECTORIES}`, directoryId: domainOf((o + i * 7) % DIRECTORIES), position: i, directoryUrl: null, domainRating: null, status: 'queued', createdAt, updatedAt: createdAt })));
    if (items.length >= BATCH) {
      await OrderItemModel.insertMany(items, { lean: true });
      items = [];
    }
  }
  if (items.length) await OrderItemModel.insertMany(items, { lean: true });
  await OrderModel.insertMany(orders, { lean: true });
  await FulfilmentKeyModel.create({ _id: 'open-orders', values: orders.map((order) => `${order.createdAt.toISOString()}|${String(order._id)}`) });
  const entry = (status: string) => ({ status, days: status === 'live' ? 3 : null, verified: status === 'live', dofollow: true, indexable: true, lost: false, verifiedAt: status === 'live' ? new Date() : null });
  await TrackRecordModel.insertMany(
    Array.from({ length: DIRECTORIES }, (_, i) => ({ _id: domainOf(i), items: Object.fromEntries(['live', 'live', i % 7 ? 'live' : 'rejected', 'rejected', 'submitted'].map((status) => [String(new Types.ObjectId()), entry(status)])) })),
  );
}

async function main() {
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  const t = await createTestApp('bench-desk', { LOG_LEVEL: 'warn' });
  try {
    let phase = performance.now();
    await writeCatalogue();
    await writeOpenOrders();
    console.log(`wrote ${DIRECTORIES} directories, ${OPEN_ORDERS} open orders, ${OPEN_ORDERS * ITEMS_PER_ORDER} items in ${((performance.now() - phase) / 1000).toFixed(1)} s`);
    await usersService(t.platform).createOrPromoteAdmin('bench@example.com', 'bench password 1');
    const token: string = (await request(t.app).post('/api/auth/signIn').send({ email: 'bench@example.com', password: 'bench password 1' }).expect(200)).body.accessToken;

    phase = performance.now();
    const first = await request(t.app).get('/api/admin/desk').set('Authorization', `Bearer ${token}`).expect(200);
    console.log(`GET /api/admin/desk, first (reads the catalogue): ${(performance.now() - phase).toFixed(1)} ms, ${first.body.items.length} items`);
    const desk: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const at = performance.now();
      await request(t.app).get('/api/admin/desk').set('Authorization', `Bearer ${token}`).expect(200);
      desk.push(performance.now() - at);
    }

    const plans: number[] = [];
    for (let i = 0; i < PLANNINGS + 1; i++) {
      const order = await OrderModel.create({ checkoutId: `cs_plan_${i}`, userId: `planner-${i}`, planId: 'publisher', planLabel: 'Publisher', directories: PLANNED, status: 'in-progress', product: { name: `Planned ${i}`, website: `https://planned-${i}.example`, category: CATEGORIES[i % CATEGORIES.length].value, description: 'A product.', logoKey: null }, itemsListed: true });
      const at = performance.now();
      await planOrder(t.platform, order._id);
      const took = performance.now() - at;
      // The first reads the track records into memory (once per process).
      if (i === 0) console.log(`planning, first (reads the track records): ${took.toFixed(1)} ms`);
      else plans.push(took);
      const planned = (await OrderModel.findById(order._id).lean())!;
      if ((planned.itemIds?.length ?? 0) !== PLANNED) throw new Error(`order ${i} planned ${planned.itemIds?.length ?? 0} items, not ${PLANNED}`);
    }
    console.log(`GET /api/admin/desk           ${stats(desk)}`);
    console.log(`planning a ${PLANNED}-directory order  ${stats(plans)}`);
    console.log(`load average at the start: ${load}; at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
