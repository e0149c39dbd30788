import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import request from 'supertest';
import { defaultPlans } from '../server/features/plans/seedData';
import { plansService } from '../server/features/plans/service';
import { usersService } from '../server/features/users/service';
import { createTestApp, eventually, type TestApp } from './support/testApp';
import { entryArgs } from './support/entries';

/**
 * Two web processes on one database and one Redis: a plan changed through the first process's admin API
 * shows on the landing page served by the second, through the invalidation bus, within 2 seconds.
 */
let t: TestApp;
let second: ChildProcess;
let secondUrl: string;
let adminToken: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  // A long TTL: only an announcement can refresh the second process's caches in time.
  t = await createTestApp(__filename, { CACHE_TTL_SECONDS: '600' });
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await usersService(t.platform).createOrPromoteAdmin('owner@example.com', 'owner password 1');
  adminToken = (await request(t.app).post('/api/auth/signIn').send({ email: 'owner@example.com', password: 'owner password 1' }).expect(200)).body.accessToken;

  const port = await freePort();
  const { config } = t;
  second = spawn(process.execPath, entryArgs('server/main.ts'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      MONGODB_URI: config.MONGODB_URI,
      REDIS_URL: config.REDIS_URL,
      QUEUE_PREFIX: config.QUEUE_PREFIX,
      JWT_SECRET: config.JWT_SECRET,
      DATA_DIR: config.DATA_DIR,
      UPLOADS_DIR: config.UPLOADS_DIR,
      CACHE_TTL_SECONDS: '600',
      WORKERS: 'off',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ready when it says it listens (event-driven: no fixed sleep).
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`second process did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('server listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    second.stdout!.on('data', read);
    second.stderr!.on('data', read);
    second.once('exit', (code) => reject(new Error(`second process exited with ${code}:\n${output}`)));
  });
  secondUrl = `http://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  if (second && second.exitCode === null) {
    const exited = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await exited;
  }
  await t.close();
});

describe('two web processes', () => {
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
});
