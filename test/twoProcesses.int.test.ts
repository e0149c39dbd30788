import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { confirmationSubject } from '../server/features/directory/emails';
import { ProductModel, type ProductRecord } from '../server/features/directory/model';
import { defaultPlans } from '../server/features/plans/seedData';
import { plansService } from '../server/features/plans/service';
import { usersService } from '../server/features/users/service';
import { jpegScreenshot, pngLogo } from './support/images';
import { freePort } from './support/redisServer';
import { spawnEntry, type Spawned } from './support/processes';
import { startTestSmtp, type TestSmtp } from './support/smtp';
import { createTestApp, eventually, type TestApp } from './support/testApp';
import { startVersitygw, type OwnBucket } from './support/versitygw';

/**
 * The site scaled out: two web processes and one worker process on one database, one Redis and one bucket
 * (versitygw), each with a data and uploads folder of its own (no shared disk). What one process does, the others
 * see: a submitted product's images and card, a sign-in, and a change announced on the invalidation bus.
 */
let t: TestApp;
let bucket: OwnBucket;
let smtp: TestSmtp;
let second: Spawned;
let worker: Spawned;
let secondUrl: string;
let adminToken: string;

const ownFolders = () => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-data-')), UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-uploads-')) });
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const imageFilesUnder = (root: string) => readdirSync(root, { recursive: true }).map(String).filter((file) => /\.(png|webp|jpe?g|gif)$/.test(file));

beforeAll(async () => {
  [bucket, smtp] = await Promise.all([startVersitygw(), startTestSmtp()]);
  // A long TTL: only an announcement can refresh the second process's caches in time.
  t = await createTestApp(__filename, { ...bucket.env, CACHE_TTL_SECONDS: '600', DIRECTORY_MODERATION: 'off', SMTP_URL: smtp.url });
  await ProductModel.init();
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await usersService(t.platform).createOrPromoteAdmin('owner@example.com', 'owner password 1');
  adminToken = (await request(t.app).post('/api/auth/signIn').send({ email: 'owner@example.com', password: 'owner password 1' }).expect(200)).body.accessToken;

  const { config } = t;
  const shared = { NODE_ENV: 'test', MONGODB_URI: config.MONGODB_URI, REDIS_URL: config.REDIS_URL, QUEUE_PREFIX: config.QUEUE_PREFIX, JWT_SECRET: config.JWT_SECRET, SMTP_URL: smtp.url, CACHE_TTL_SECONDS: '600', LOG_LEVEL: 'info', ...bucket.env };
  const port = await freePort();
  second = spawnEntry('server/main.ts', { ...shared, ...ownFolders(), PORT: String(port), WORKERS: 'off' });
  worker = spawnEntry('jobs/worker.ts', { ...shared, ...ownFolders() });
  // Ready when they say so (event-driven: no fixed sleep).
  await Promise.all([second.waitFor(/server listening/, 60_000), worker.waitFor(/workers running/, 60_000)]);
  secondUrl = `http://127.0.0.1:${port}`;
}, 600_000);

afterAll(async () => {
  for (const process of [second, worker]) {
    if (process && process.child.exitCode === null) {
      process.child.kill('SIGTERM');
      await process.exited;
    }
  }
  await t.close();
  await Promise.all([bucket?.close(), smtp?.close()]);
});

describe('two web processes and a worker, no shared disk', () => {
  it('When a plan price is changed with PUT /api/plans in one process, then the landing page of the other shows it within 2 seconds', async () => {
    // The second process renders and caches its landing page first.
    const before = await request(secondUrl).get('/').expect(200);
    expect(before.text).toContain('Your first wave of backlinks');
    expect(before.text).not.toContain('4,321');

    const [starter] = defaultPlans('LAUNCH20');
    const started = Date.now();
    await request(t.app).put('/api/plans/starter').set('Authorization', `Bearer ${adminToken}`).send({ ...starter, price: 4321 }).expect(200);
    await eventually(async () => (await request(secondUrl).get('/')).text.includes('4,321'), 2000, 50);
    const elapsed = Date.now() - started;
    console.log(`plan change reached the second process's landing page in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(2000);

    // And a plan created with POST shows there too.
    await request(t.app)
      .post('/api/plans')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ ...starter, id: 'starter-plus', label: 'Starter Plus', price: 777, position: 0 })
      .expect(201);
    await eventually(async () => (await request(secondUrl).get('/')).text.includes('Starter Plus'), 2000, 50);
  });

  it('When a draft post is published with PUT /api/blogposts in one process, then /blog, its page and the feed of the other show it within 2 seconds', async () => {
    const admin = (call: request.Test) => call.set('Authorization', `Bearer ${adminToken}`);
    const post = (await admin(request(t.app).post('/api/blogposts')).send({ title: 'News from process one' }).expect(201)).body as { id: string; slug: string };
    // The second process caches the blog without it first.
    expect((await request(secondUrl).get('/blog').expect(200)).text).not.toContain('News from process one');
    await request(secondUrl).get(`/blog/${post.slug}`).expect(404);

    const started = Date.now();
    await admin(request(t.app).put(`/api/blogposts/${post.id}`)).send({ status: 'published' }).expect(200);
    await eventually(async () => (await request(secondUrl).get('/blog')).text.includes('News from process one'), 2000, 50);
    expect(Date.now() - started).toBeLessThan(2000);
    await request(secondUrl).get(`/blog/${post.slug}`).expect(200);
    expect((await request(secondUrl).get('/blog/rss.xml').expect(200)).text).toContain(`/blog/${post.slug}</link>`);
  });

  it('When a product is submitted through one process, then the other lists it and finds it by search within 1 s without reading its listing again, shows its page, its images and the card the first made, and the worker emails the founder', async () => {
    const [logo, screenshot] = await Promise.all([pngLogo(), jpegScreenshot(1200, 800)]);
    const fields = { name: 'Twin Harbour', headline: 'Seen from every process', description: 'Submitted through the first web process.', website_url: 'https://twin-harbour.example', category: 'productivity', email: 'maker@harbour.example', firstname: 'Hal' };
    const slugsOf = async (query: string) => ((await request(secondUrl).get(`/api/products${query}`).expect(200)).body.data.products as { slug: string }[]).map((p) => p.slug);
    // The second process has its list and search answers stored first (for 600 s: only the announcement can refresh them).
    expect(await slugsOf('')).not.toContain('twin-harbour');
    expect(await slugsOf('?q=harbour')).toEqual([]);
    let submission = request(t.app).post('/api/products');
    for (const [key, value] of Object.entries(fields)) submission = submission.field(key, value);
    await submission.attach('logo', logo, 'logo.png').attach('screenshot', screenshot, 'shot.jpg').expect(201);
    const answeredAt = Date.now();
    await eventually(async () => (await slugsOf(''))[0] === 'twin-harbour' && (await slugsOf('?q=harbour'))[0] === 'twin-harbour', 1000, 20);
    console.log(`a submission reached the second process's list and search in ${Date.now() - answeredAt} ms`);
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    // By delta: the second process read its listing once, at its start, and its consistency check found nothing to correct.
    expect(second.output().match(/directory listing read/g)).toHaveLength(1);
    expect(second.output()).not.toContain('directory listing differed');
    const product = (await ProductModel.findOne({ slug: 'twin-harbour' }).lean<ProductRecord>())!;

    const page = await eventually(async () => {
      const res = await request(secondUrl).get('/product/twin-harbour');
      return res.status === 200 ? res : undefined;
    }, 2000, 50);
    for (const file of [product.logo.webp, product.screenshot.webp]) {
      expect(page.text).toContain(`/uploads/${file.key}`);
      const served = await request(secondUrl).get(`/uploads/${file.key}`).buffer(true).expect(200);
      expect([served.headers['content-type'], served.headers['cache-control']]).toEqual([file.contentType, 'public, max-age=31536000, immutable']);
      expect(sha256(served.body as Buffer)).toBe(sha256((await t.platform.storage.read(file.key))!));
    }

    // The card is made once, by the first process; the second finds it in the bucket.
    const card = await request(t.app).get('/og/product/twin-harbour.png').buffer(true).expect(200);
    const again = await request(secondUrl).get('/og/product/twin-harbour.png').buffer(true).expect(200);
    expect(sha256(again.body as Buffer)).toBe(sha256(card.body as Buffer));
    expect(second.output()).not.toContain('social card made');

    await smtp.waitFor('maker@harbour.example', new RegExp(confirmationSubject('approved', t.config.SITE_NAME)));
    expect(worker.output()).not.toMatch(/"level":50/);
    for (const folder of [t.config.UPLOADS_DIR, t.config.DATA_DIR]) expect(imageFilesUnder(folder)).toEqual([]);
  });

  it('When a customer signs in through one process, then the other accepts the session, by token and by cookie', async () => {
    const signUp = await request(secondUrl)
      .post('/api/auth/signup')
      .send({ user: { email: 'roamer@example.com', password: 'roamer password 1', firstName: 'Ro' } })
      .expect(201);
    const me = await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${signUp.body.accessToken}`).expect(200);
    expect(me.body.email).toBe('roamer@example.com');

    const signIn = await request(t.app).post('/api/auth/signIn').send({ email: 'roamer@example.com', password: 'roamer password 1' }).expect(200);
    const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
    expect(cookies.length).toBeGreaterThan(0);
    const account = await request(secondUrl).get('/account').set('Cookie', cookies.join('; '));
    expect(account.status).toBe(200);
    expect(account.text).toContain('roamer@example.com');
  });
});
