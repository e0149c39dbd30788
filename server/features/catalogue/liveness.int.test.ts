import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { ACCESS_TOKEN_COOKIE } from '../../../domain/auth/session';
import { LIVENESS_CHECK_EVERY_MS } from '../../../domain/catalogue/limits';
import { runCommand } from '../../../test/support/cli';
import { asUser, createAdmin, type SignedInRequests } from '../../../test/support/session';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { addDirectory } from './directoryWrites';
import { LIVENESS_SCHEDULER_ID } from './liveness';
import { directoryInput } from '../../../domain/catalogue/directories';

let t: TestApp;
let admin: SignedInRequests;
let adminCookie: string;
let steady: Server;
let failing: Server;

/** A directory's site: a home page answering 200, on a loopback address of its own (one directory per domain). */
async function site(host: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Directory</title>'));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}/` };
}

const fields = (name: string, url: string) =>
  directoryInput.parse({ domain: url, name, url, submitUrl: url, domainRating: 30, monthlyVisits: null, pricing: 'free', categories: ['any'], countries: ['global'], requirements: { accountNeeded: true, reciprocalLink: false } });

beforeAll(async () => {
  // The directories' sites are local: the safe fetcher reaches loopback only with this setting.
  t = await createTestApp(__filename, { WEBSITE_INFO_ALLOW_PRIVATE: 'on' });
  await createAdmin(t.platform, 'ops@example.com', 'ops password 1');
  const token: string = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
  admin = asUser(t.app, token);
  adminCookie = `${ACCESS_TOKEN_COOKIE}=${token}`;
  const [a, b] = await Promise.all([site('127.0.0.1'), site('127.0.0.2')]);
  [steady, failing] = [a.server, b.server];
  await addDirectory(t.platform, fields('Steady Directory', a.url));
  await addDirectory(t.platform, fields('Fading Directory', b.url));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([steady, failing].map((server) => new Promise((resolve) => server?.close(resolve))));
});

const check = async () => (await runCommand(t.platform, ['directories:check'])).stdout;
const status = async (id: string) => (await admin.get(`/api/admin/directories/${id}`).expect(200)).body;

describe('liveness of the catalogue', () => {
  it('When a directory\'s site stops answering, then it is dead after three checks in a row and the admin dashboard says so; the one that answers stays active', async () => {
    expect(await check()).toBe('checked 2 directories: 2 answered, 0 failed');
    expect(await status('127.0.0.2')).toMatchObject({ status: 'active', consecutiveFailures: 0, lastCheckDetail: 'HTTP 200' });

    await new Promise((resolve) => failing.close(resolve));
    expect(await check()).toBe('checked 2 directories: 1 answered, 1 failed');
    expect(await check()).toBe('checked 2 directories: 1 answered, 1 failed');
    expect(await status('127.0.0.2')).toMatchObject({ status: 'active', consecutiveFailures: 2 });
    expect(await check()).toBe('checked 2 directories: 1 answered, 1 failed; now dead: 127.0.0.2');
    expect(await status('127.0.0.2')).toMatchObject({ status: 'dead', consecutiveFailures: 3, lastCheckDetail: expect.stringMatching(/^unreachable/) });
    expect(await status('127.0.0.1')).toMatchObject({ status: 'active', consecutiveFailures: 0 });

    // A dead directory is no longer read.
    expect(await check()).toBe('checked 1 directories: 1 answered, 0 failed');
    const dashboard = (await admin.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.deadDirectories).toMatchObject({ count: 1, latest: [{ id: '127.0.0.2', name: 'Fading Directory', detail: expect.stringMatching(/^unreachable/) }] });
    const page = (await request(t.app).get('/admin').set('Cookie', adminCookie).expect(200)).text;
    expect(/data-testid="dead-directories"[^>]*>([^<]*)/.exec(page)?.[1]).toBe('1 directory is dead (the site failed three checks in a row): Fading Directory.');

    // An operator who sets it active again starts its count afresh.
    const { id: _id, record: _r, consecutiveFailures: _f, lastCheckedAt: _c, lastCheckDetail: _d, createdAt: _a, updatedAt: _u, ...again } = await status('127.0.0.2');
    expect((await admin.put('/api/admin/directories/127.0.0.2', { ...again, status: 'active' }).expect(200)).body).toMatchObject({ status: 'active', consecutiveFailures: 0 });
  });

  it('When the workers run, then the liveness check is scheduled every week', async () => {
    t.startWorkers();
    const scheduler = await eventually(() => t.queues.queue('directory-checks').getJobScheduler(LIVENESS_SCHEDULER_ID));
    expect(Number(scheduler.every)).toBe(LIVENESS_CHECK_EVERY_MS);
  });
});
