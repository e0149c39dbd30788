/**
 * Products written as an import does, for the benchmarks at size (`bench:products`, `bench:uncached`): straight into
 * the collection with insertMany in batches of 1,000, with their keys (about 1 in 20 pending and 1 in 33 rejected).
 */
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import { CATEGORIES } from '../../domain/directory/categories';
import { insertKeysOf, markKeysComplete } from '../../server/features/directory/keys';
import { ProductModel } from '../../server/features/directory/model';

const BATCH = 1000;

const WORDS = (
  'analytics invoice launch rocket notes habit budget travel recipe fitness inbox calendar meeting hiring resume ' +
  'podcast video design logo pixel canvas sketch deploy server cloud backup search index crawler backlink domain ' +
  'startup founder market growth email newsletter social post tweet thread schedule planner task focus timer ' +
  'journal mood sleep garden plant recipe kitchen grocery wallet crypto stock tax receipt expense payroll invoice ' +
  'contract legal privacy security password vault monitor uptime status alert incident chat support ticket survey ' +
  'feedback review rating quiz course lesson tutor language translate voice speech audio music playlist photo ' +
  'gallery album map route hike trail bike weather forecast energy solar carbon climate health clinic doctor ' +
  'pet dog cat vet school student teacher homework exam campus library book reader writer editor grammar'
).split(' ');
export const word = (n: number) => WORDS[n % WORDS.length];
const title = (w: string) => w[0].toUpperCase() + w.slice(1);

function product(i: number, now: number) {
  const id = String(i).padStart(6, '0');
  const [a, b] = [word(i * 7 + 3), word(i * 13 + 5)];
  const image = (key: string) => ({
    key,
    contentType: 'image/webp',
    width: 256,
    height: 256,
    bytes: 1000,
  });
  return {
    name: `${title(a)}${title(b)} ${id}`,
    slug: `${a}${b}-${id}`,
    headline: `The ${word(i * 3)} ${word(i * 5 + 1)} for ${word(i * 11 + 2)} and ${word(i * 17 + 4)} teams`,
    description: `${title(a)}${title(b)} helps small teams with ${word(i * 19)} and ${word(i * 23)}.\n`.repeat(4),
    website_url: `https://${a}${b}-${id}.example`,
    website_host: `${a}${b}-${id}.example`,
    host_lock: `${a}${b}-${id}.example`,
    category: CATEGORIES[i % CATEGORIES.length].value,
    firstname: 'Bench',
    email: `founder-${id}@example.com`,
    logo: {
      webp: image(`products/b${id}/logo.webp`),
      png: image(`products/b${id}/logo.png`),
    },
    screenshot: {
      webp: image(`products/b${id}/screenshot.webp`),
      thumb: image(`products/b${id}/screenshot-640.webp`),
    },
    // A few pending and rejected ones, as in real life: the list must skip them.
    status: i % 20 === 0 ? 'pending' : i % 33 === 0 ? 'rejected' : 'approved',
    moderation: { reviewedAt: null, reason: null },
    status_token_hash: `bench-token-${id}`,
    submitter_ip: null,
    demo: false,
    createdAt: new Date(now - (i + 1) * 60_000),
    updatedAt: new Date(now - (i + 1) * 60_000),
  };
}

/** Writes the products as an import would, in batches with their keys; the import's time and the approved products' slugs. */
export async function importProducts(count: number, now: number): Promise<{ importMs: number; approvedSlugs: string[] }> {
  await ProductModel.init();
  const importStarted = performance.now();
  for (let i = 0; i < count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - i) }, (_, k) => ({ _id: new Types.ObjectId(), ...product(i + k, now) }));
    await ProductModel.collection.insertMany(batch);
    // An import writes each product's keys (its slug and website, read by _id) beside it.
    await insertKeysOf(batch);
  }
  await markKeysComplete();
  const importMs = performance.now() - importStarted;
  const approvedSlugs = Array.from({ length: count }, (_, i) => product(i, now))
    .filter((p) => p.status === 'approved')
    .map((p) => p.slug);
  return { importMs, approvedSlugs };
}
