import request from 'supertest';
import sharp from 'sharp';
import { productListQuerySchema } from '../../../domain/directory/listing';
import { DUPLICATE_WEBSITE_MESSAGE } from '../../../domain/directory/submission';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { listedPage, readListing } from './listing';
import { createDirectoryIndex } from './liveListing';
import { snapshotKey } from './listingSnapshot';
import { cliContextFor } from '../../../test/support/cli';
import { directoryCommands } from './commands';
import { ProductKeyModel } from './keys';
import { ProductModel } from './model';
import { productsSeeder } from './seed';
import { createDirectoryService, directoryService } from './service';
import { Unavailable } from '../../../domain/common/errors';
import { describeError } from '../../core/http/errors';

let t: TestApp;
beforeAll(async () => {
  // A one-second cache TTL and consistency check: the fallback for writes that announce nothing is checked below.
  t = await createTestApp(__filename, { CACHE_TTL_SECONDS: '1', DIRECTORY_CHECK_SECONDS: '1' });
  await ProductModel.init();
});
afterAll(() => t.close());

it('When seeding without --demo, then no product is added', async () => {
  expect(await productsSeeder.run(t.platform, { demo: false })).toMatch(/skipped/);
  expect(await ProductModel.countDocuments()).toBe(0);
});

it('When seeding with --demo twice, then sixteen approved products with real images exist once, newest first', async () => {
  expect(await productsSeeder.run(t.platform, { demo: true })).toBe('16 demo product(s) added, 0 already present');
  expect(await productsSeeder.run(t.platform, { demo: true })).toBe('0 demo product(s) added, 16 already present');
  expect(await ProductModel.countDocuments({ status: 'approved', demo: true })).toBe(16);

  const page1 = await request(t.app).get('/api/products').expect(200);
  expect(page1.body.data.pagination).toEqual({ page: 1, limit: 12, totalPages: 2, totalItems: 16, hasNextPage: true, hasPrevPage: false });
  expect(page1.body.data.products[0].name).toBe('LaunchPad Analytics');
  const dates = page1.body.data.products.map((p: { createdAt: string }) => p.createdAt);
  expect([...dates].sort().reverse()).toEqual(dates);

  const page2 = await request(t.app).get('/api/products?page=2').expect(200);
  expect(page2.body.data.products).toHaveLength(4);
  expect(page2.body.data.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });

  const detail = await request(t.app).get('/api/products/shipfast-kit').expect(200);
  const shot = await request(t.app).get(detail.body.data.screenshot_url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const meta = await sharp(shot.body as Buffer).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1000]);
});

describe('search and filters over the demo products', () => {
  it('When searching a word of a headline, in any case, then only matching products come back', async () => {
    const res = await request(t.app).get('/api/products?q=NEWSLETTERS').expect(200);
    expect(res.body.data.products.map((p: { slug: string }) => p.slug)).toEqual(['mailcraft']);
  });

  it('When searching a category label, then products of that category come back', async () => {
    const res = await request(t.app).get(`/api/products?q=${encodeURIComponent('developer tools')}`).expect(200);
    expect(res.body.data.products.map((p: { slug: string }) => p.slug)).toEqual(['logpipe']);
  });

  it('When the search text holds regex metacharacters, then they match literally and never error', async () => {
    for (const q of ['.*', '(', '[a-z]+', '\\', '$ne', 'a|b', '^L']) {
      const res = await request(t.app).get(`/api/products?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.products).toEqual([]);
    }
    const dotted = await request(t.app).get(`/api/products?q=${encodeURIComponent('Next.js')}`).expect(200);
    expect(dotted.body.data.products.map((p: { slug: string }) => p.slug)).toEqual(['shipfast-kit']);
  });

  it('When filtering by category and paging with a limit, then the pagination follows', async () => {
    const res = await request(t.app).get('/api/products?category=Boilerplate').expect(200);
    expect(res.body.data.products.map((p: { slug: string }) => p.slug)).toEqual(['shipfast-kit']);
    const small = await request(t.app).get('/api/products?limit=5&page=4').expect(200);
    expect(small.body.data.products).toHaveLength(1);
    expect(small.body.data.pagination).toEqual({ page: 4, limit: 5, totalPages: 4, totalItems: 16, hasNextPage: false, hasPrevPage: true });
    const beyond = await request(t.app).get('/api/products?page=99').expect(200);
    expect(beyond.body.data.products).toEqual([]);
  });
});

describe('the in-memory directory index', () => {
  it('When searching "AI", then only products with the word AI (or an AI category) come back, never one whose only match is inside "paid"', async () => {
    const res = await request(t.app).get('/api/products?q=AI&limit=50').expect(200);
    const slugs = res.body.data.products.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['promptsmith', 'agentic-desk']));
    expect(slugs).not.toContain('invoicefox');
  });

  it('When a word matches one product by name and another by headline, then the name match comes first', async () => {
    // "Zapline" is a name; "automate" only appears in headlines.
    const res = await request(t.app).get('/api/products?q=zapline').expect(200);
    expect(res.body.data.products[0].slug).toBe('zapline');
    const partial = await request(t.app).get('/api/products?q=analyt').expect(200);
    expect(partial.body.data.products.map((p: { slug: string }) => p.slug)).toContain('launchpad-analytics');
  });

  it('When a product is changed by a raw write that announces nothing, then the list shows the change after the next consistency check', async () => {
    await request(t.app).get('/api/products?q=trailmate').expect(200);
    await ProductModel.collection.updateOne({ slug: 'trailmate' }, { $set: { headline: 'Hut-to-hut hiking, planned' } });
    const changedAt = Date.now();
    await eventually(async () => (await request(t.app).get('/api/products?q=trailmate')).body.data.products[0]?.headline === 'Hut-to-hut hiking, planned', 5000, 100);
    expect(Date.now() - changedAt).toBeLessThan(2500);
  });

  it('When a listed product is rejected, then the next list and detail requests no longer show it', async () => {
    await request(t.app).get('/api/products/focusly').expect(200);
    await directoryService(t.platform).reject('focusly', 'Demo taken down');
    await request(t.app).get('/api/products/focusly').expect(404);
    const list = await request(t.app).get('/api/products?limit=50').expect(200);
    expect(list.body.data.pagination.totalItems).toBe(15);
    expect(list.body.data.products.map((p: { slug: string }) => p.slug)).not.toContain('focusly');
  });

  it('When products are submitted, approved, rejected, edited, given new images and deleted, then the listing kept by deltas equals one read afresh, for every filter and search', async () => {
    const directory = directoryService(t.platform);
    const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
    const fields = (name: string) => ({ name, headline: `${name} keeps analytics tidy`, description: 'Delta test.', website_url: `https://${name.toLowerCase()}.example`, category: 'analytics', email: 'd@example.com', firstname: 'Dee' });
    const listed = await directory.create({ fields: fields('Deltalisted'), logo, screenshot, status: 'approved' });
    const pending = await directory.create({ fields: fields('Deltapending'), logo, screenshot, status: 'pending' });
    await directory.approve(pending.slug);
    await directory.reject('mailcraft', 'Gone');
    await directory.approve('mailcraft');
    await directory.reject('logpipe', 'Gone');
    // The admin screen's edit and delete: a write, then the product's id announced.
    await ProductModel.updateOne({ _id: listed._id }, { $set: { name: 'Deltarenamed', category: 'productivity' } });
    await directory.productChanged(listed._id);
    await directory.replaceImages('zapline', { logo });
    const gone = await ProductModel.findOneAndDelete({ slug: 'trailmate' });
    await directory.productChanged(gone!._id);

    const fresh = await readListing();
    const page = (r: { products: { slug: string }[]; pagination: { totalItems: number } }) => ({ slugs: r.products.map((p) => p.slug), total: r.pagination.totalItems });
    for (const query of [{}, { page: '2' }, { category: 'analytics' }, { category: 'productivity' }, { limit: '5', page: '3' }, { q: 'analytics' }, { q: 'deltarenamed' }, { q: 'the', limit: '50' }, { q: 'AI' }, { q: 'developer tools' }]) {
      const input = productListQuerySchema.parse(query);
      const expected = listedPage(fresh, input);
      expect({ query, ...page(await directory.list(input)) }).toEqual({ query, slugs: expected.cards.map((c) => c.slug), total: expected.total });
    }
    expect((await directory.list(productListQuerySchema.parse({ q: 'deltarenamed' }))).products.map((p) => p.slug)).toEqual([listed.slug]);
    expect((await directory.list(productListQuerySchema.parse({ q: 'trailmate' }))).products).toEqual([]);
  });

  it('When a process starts, then its first list waits for the listing rather than answering an empty directory: from the snapshot in Redis when there is one (older changes corrected by the check that follows), else from the database', async () => {
    const key = snapshotKey(t.config);
    const fresh = await readListing();
    // A snapshot written before the newest product was listed.
    const rows = fresh.cards.slice(1).map((c) => [c.id, c.slug, c.name, c.headline, c.category, c.logoKey, c.createdAt, c.updatedAt]);
    await t.platform.redis.set(key, JSON.stringify(rows));
    const fromSnapshot = createDirectoryIndex(t.platform);
    expect((await fromSnapshot.listing()).cards.map((c) => c.slug)).toEqual(fresh.cards.slice(1).map((c) => c.slug));
    await fromSnapshot.check();
    expect((await fromSnapshot.listing()).cards.map((c) => c.slug)).toEqual(fresh.cards.map((c) => c.slug));
    // The check wrote the snapshot again, whole.
    expect(JSON.parse((await t.platform.redis.get(key))!)).toHaveLength(fresh.size);

    await t.platform.redis.del(key);
    const fromDatabase = createDirectoryIndex(t.platform);
    expect(fromDatabase.loaded()).toBeNull();
    expect((await fromDatabase.listing()).cards.map((c) => c.slug)).toEqual(fresh.cards.map((c) => c.slug));

    // A request that waited its whole wait (20 s by default; none here) is told to come back, never given an empty directory.
    expect(fresh.size).toBeGreaterThan(10);
    // A snapshot of its own that nobody writes (this app's listing writes the shared one at every check, each second
    // here): a snapshot landing between a delete and the request would let the read finish at once.
    const impatientConfig = { ...t.platform.config, QUEUE_PREFIX: `${t.config.QUEUE_PREFIX}:impatient` };
    const impatient = createDirectoryService({ ...t.platform, config: impatientConfig }, { listingWaitMs: 0 });
    const refused = await impatient.list(productListQuerySchema.parse({})).then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(Unavailable);
    expect(describeError(refused)).toMatchObject({ status: 503, headers: { 'Retry-After': '10' }, message: 'Service temporarily unavailable, please try again later.' });
    // The read went on: the next request gets the whole directory.
    const listed = await eventually(() => impatient.list(productListQuerySchema.parse({})).catch(() => null));
    expect(listed.pagination.totalItems).toBe(fresh.size);
    // The read from the database wrote its snapshot in the background, whole.
    const written = await eventually(() => t.platform.redis.get(snapshotKey(impatientConfig)));
    expect(JSON.parse(written)).toHaveLength(fresh.size);
  });
});

describe('product keys (slug and website read by _id)', () => {
  it('When a product was written straight into the collection without keys, then the one pass that writes missing keys makes it found by slug and its website refused again', async () => {
    const directory = directoryService(t.platform);
    const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
    const fields = { name: 'Keyless', headline: 'Imported', description: 'Imported without keys.', website_url: 'https://keyless.example', category: 'productivity', email: 'k@example.com', firstname: 'Kay' };
    const saved = await directory.create({ fields, logo, screenshot, status: 'pending' });
    // As an import straight into the collection would leave it: no keys.
    await ProductKeyModel.deleteMany({ product: saved._id });
    await expect(directory.approve('keyless')).rejects.toThrow('Product not found');

    // The operator's command after such an import.
    const lines: string[] = [];
    expect(await directoryCommands.find((c) => c.name === 'products:keys')!.run({ positionals: [], values: {} }, cliContextFor(t.platform, lines))).toBeUndefined();
    expect(lines.join('\n')).toMatch(/keys checked for \d+ product\(s\)/);
    expect(await directory.approve('keyless')).toEqual({ changed: true });
    await expect(directory.create({ fields: { ...fields, name: 'Keyless Again' }, logo, screenshot, status: 'pending' })).rejects.toThrow(DUPLICATE_WEBSITE_MESSAGE);
  });
});
