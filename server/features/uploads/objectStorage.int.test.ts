import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { cliContextFor, runCommand } from '../../../test/support/cli';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { captureLogs } from '../../../test/support/logs';
import { asUser, createAdmin } from '../../../test/support/session';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { startVersitygw, type OwnBucket } from '../../../test/support/versitygw';
import { localDiskStorage } from '../../core/storage';
import { storageMigrateCommand } from '../../../scripts/commands/storage';
import { ProductModel, type ProductRecord } from '../directory/model';
import { directoryService } from '../directory/service';

/**
 * Uploads in an S3-compatible bucket: versitygw, a real S3 server, on a port of this file's own. The app has
 * S3_* set and empty local folders, and must keep them free of image files.
 */
let t: TestApp;
let bucket: OwnBucket;
let admin: ReturnType<typeof asUser>;
let adminToken: string;
let logo: Buffer;
let screenshot: Buffer;
const logs = captureLogs();

beforeAll(async () => {
  bucket = await startVersitygw();
  t = await createTestApp(__filename, { ...bucket.env, DIRECTORY_MODERATION: 'off' }, { logger: logs.logger });
  await ProductModel.init();
  await createAdmin(t.platform, 'owner@example.com', 'owner password 1');
  adminToken = (await request(t.app).post('/api/auth/signIn').send({ email: 'owner@example.com', password: 'owner password 1' }).expect(200)).body.accessToken as string;
  admin = asUser(t.app, adminToken);
  [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(1200, 800)]);
}, 600_000);
afterAll(async () => {
  await t.close();
  await bucket.close();
});

const uploadsInBucket = () => bucket.keys('uploads/');
const cardsInBucket = () => bucket.keys('social-cards/');
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const keysOf = (p: Pick<ProductRecord, 'logo' | 'screenshot'>) => [p.logo.webp.key, p.logo.png.key, p.screenshot.webp.key, p.screenshot.thumb.key];

function imageFilesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /\.(png|webp|jpe?g|gif)$/.test(file));
}

function submit(name: string) {
  const fields = { name, headline: `${name} in a bucket`, description: 'Stored in object storage.', website_url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example`, category: 'productivity', email: 'maker@bucket.example', firstname: 'Bo' };
  let req = request(t.app).post('/api/products');
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req.attach('logo', logo, 'logo.png').attach('screenshot', screenshot, 'shot.jpg');
}

describe('uploads in S3-compatible object storage', () => {
  it('When a founder submits a product, then its images are in the bucket, none on the local disk, and the app streams them with year-long caching, an ETag and 304 on revalidation', async () => {
    await submit('Bucket Boat').expect(201);
    const product = (await ProductModel.findOne({ slug: 'bucket-boat' }).lean<ProductRecord>())!;
    expect(uploadsInBucket()).toEqual(expect.arrayContaining(keysOf(product)));
    expect(imageFilesUnder(t.config.UPLOADS_DIR)).toEqual([]);

    const page = await request(t.app).get('/product/bucket-boat').expect(200);
    expect(page.text).toContain(`/uploads/${product.logo.webp.key}`);
    const file = await request(t.app).get(`/uploads/${product.logo.webp.key}`).buffer(true).expect(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    expect(file.headers.etag).toMatch(/^"[^"]+"$/);
    expect(sha256(file.body as Buffer)).toBe(sha256((await t.platform.storage.read(product.logo.webp.key))!));
    expect(Number(file.headers['content-length'])).toBe(product.logo.webp.bytes);
    await request(t.app).get(`/uploads/${product.logo.webp.key}`).set('If-None-Match', file.headers.etag).expect(304);
    await request(t.app).get('/uploads/products/0123456789abcdef01234567/logo.webp').expect(404);
    await request(t.app).get('/uploads/..%2F..%2Fetc/passwd').expect(404);

    // images:reprocess reads and writes through the bucket: new files, the old ones removed.
    const { code } = await runCommand(t.platform, ['images:reprocess', '--slug', 'bucket-boat']);
    expect(code).toBe(0);
    const reprocessed = (await ProductModel.findOne({ slug: 'bucket-boat' }).lean<ProductRecord>())!;
    expect(uploadsInBucket()).toEqual(expect.arrayContaining(keysOf(reprocessed)));
    for (const key of keysOf(product)) expect(uploadsInBucket()).not.toContain(key);
    expect(imageFilesUnder(t.config.UPLOADS_DIR)).toEqual([]);
  });

  it('When an admin uploads a blog cover, then both sizes are in the bucket and its API address serves them', async () => {
    const uploaded = (await request(t.app).post('/api/file-uploads/image').set('Authorization', `Bearer ${adminToken}`).attach('image', screenshot, 'cover.jpg').expect(201)).body as { id: string; url: string };
    const covers = uploadsInBucket().filter((key) => key.startsWith('covers/'));
    expect(covers).toHaveLength(2);
    const full = await request(t.app).get(uploaded.url).buffer(true).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect((full.body as Buffer).length).toBeGreaterThan(0);
    await admin.delete(`/api/file-uploads/${uploaded.id}`).expect(200);
    expect(uploadsInBucket().filter((key) => key.startsWith('covers/'))).toEqual([]);
  });

  it('When a link-preview card is asked for twice, then it is made once and kept in the bucket, not on the disk', async () => {
    const first = await request(t.app).get('/og/product/bucket-boat.png').buffer(true).expect(200);
    const second = await request(t.app).get('/og/product/bucket-boat.png').buffer(true).expect(200);
    expect(sha256(second.body as Buffer)).toBe(sha256(first.body as Buffer));
    const made = logs.lines.filter((line) => line.includes('"social card made"'));
    expect(made).toHaveLength(1);
    expect(cardsInBucket()).toHaveLength(1);
    expect(imageFilesUnder(t.config.DATA_DIR)).toEqual([]);
  });

  it('When an admin deletes a rejected product, then its files are removed from the bucket', async () => {
    await submit('Rejected Raft').expect(201);
    const product = (await ProductModel.findOne({ slug: 'rejected-raft' }).lean<ProductRecord>())!;
    expect(uploadsInBucket()).toEqual(expect.arrayContaining(keysOf(product)));
    await admin.post('/api/admin/products/rejected-raft/reject', { reason: 'Not a product' }).expect(200);
    await admin.delete('/api/admin/products/rejected-raft').expect(200);
    for (const key of keysOf(product)) expect(uploadsInBucket()).not.toContain(key);
  });

  it('When the bucket is unreachable, then a submission answers 503 with Retry-After and saves nothing, /readyz names storage, and both recover when it returns', async () => {
    const before = uploadsInBucket();
    const outboxBefore = await OutboxMessageModel.countDocuments({});
    await bucket.stop();
    try {
      const res = await submit('Stormy Sloop');
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      expect(await ProductModel.countDocuments({ name: 'Stormy Sloop' })).toBe(0);
      expect(await OutboxMessageModel.countDocuments({})).toBe(outboxBefore);
      const ready = await request(t.app).get('/readyz').expect(503);
      expect(ready.body.checks).toEqual({ mongodb: 'ok', redis: 'ok', storage: 'down' });
      const stored = await request(t.app).get(`/uploads/${before[0]}`);
      expect([stored.status, stored.headers['retry-after']]).toEqual([503, expect.any(String)]);
    } finally {
      await bucket.start();
    }
    expect(uploadsInBucket()).toEqual(before);
    await eventually(async () => (await request(t.app).get('/readyz')).status === 200, 10_000, 100);
    await submit('Stormy Sloop').expect(201);
  });

  it('When storage:migrate runs on a local install twice, then the first copies every file with its checksum, the second copies nothing, and the app with an empty disk serves the old images', async () => {
    // An install that kept its files on the disk: a product whose files are in a local folder, not the bucket.
    const legacyUploads = mkdtempSync(path.join(os.tmpdir(), 'lb-legacy-uploads-'));
    const legacyData = mkdtempSync(path.join(os.tmpdir(), 'lb-legacy-data-'));
    const disk = localDiskStorage(legacyUploads);
    const product = await directoryService(t.platform).create({
      fields: { name: 'Old Galleon', headline: 'Listed before the bucket', description: 'From the disk.', website_url: 'https://old-galleon.example', category: 'productivity', email: 'old@galleon.example', firstname: 'Gil' },
      logo,
      screenshot,
      status: 'approved',
    });
    for (const key of keysOf(product)) {
      await disk.put(key, (await t.platform.storage.read(key))!, 'image/webp');
      await t.platform.storage.delete(key);
    }
    await localDiskStorage(path.join(legacyData, 'social-cards')).put('0123456789abcdef0123456789abcdef.png', await pngLogo(12, 12), 'image/png');
    await request(t.app).get(`/uploads/${product.logo.webp.key}`).expect(404);

    const migrate = async () => {
      const lines: string[] = [];
      const ctx = { ...cliContextFor(t.platform, lines, { json: true }), config: { ...t.config, UPLOADS_DIR: legacyUploads, DATA_DIR: legacyData } };
      const code = await storageMigrateCommand.run({ positionals: [], values: {} }, ctx);
      return { code, report: JSON.parse(lines[0]) as { files: number; copied: number; skipped: number; failed: number } };
    };
    const first = await migrate();
    expect(first).toMatchObject({ code: 0, report: { files: 5, copied: 5, skipped: 0, failed: 0 } });
    expect(uploadsInBucket()).toEqual(expect.arrayContaining(keysOf(product)));
    expect(cardsInBucket()).toContain('0123456789abcdef0123456789abcdef.png');
    for (const key of keysOf(product)) expect((await t.platform.storage.head(key))?.sha256).toBe(sha256(readFileSync(path.join(legacyUploads, key))));
    const second = await migrate();
    expect(second).toMatchObject({ code: 0, report: { files: 5, copied: 0, skipped: 5, failed: 0 } });

    expect(imageFilesUnder(t.config.UPLOADS_DIR)).toEqual([]);
    for (const key of keysOf(product)) {
      const served = await request(t.app).get(`/uploads/${key}`).buffer(true).expect(200);
      expect(sha256(served.body as Buffer)).toBe(sha256(await readFile(path.join(legacyUploads, key))));
    }
  });

  it('When data:export runs, then it writes every upload of the bucket with its checksum', async () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'lb-export-')), 'backup');
    const { code, stdout } = await runCommand(t.platform, ['data:export', folder, '--json']);
    expect(code).toBe(0);
    const { exported } = JSON.parse(stdout) as { exported: { uploads: { path: string; sha256: string }[] } };
    expect(exported.uploads.map((u) => u.path)).toEqual(uploadsInBucket());
    for (const upload of exported.uploads) expect(sha256(readFileSync(path.join(folder, 'uploads', upload.path)))).toBe(upload.sha256);
  });
});
