import request from 'supertest';
import { startLocalServer, type LocalServer } from '../../../test/support/discussionFakes';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import type { LookupAddress } from 'node:dns';
import { guardedLookup } from '../../core/http/webPage';
import { readWebsiteInfo, WEBSITE_REFUSED, WEBSITE_UNREACHABLE } from './websiteInfo';

let t: TestApp;
let site: LocalServer;
let token: string;

beforeAll(async () => {
  site = await startLocalServer((url, _req, res) => {
    if (url.pathname === '/slow') return; // never answers
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Local only</title>');
  });
  // The default setting: WEBSITE_INFO_ALLOW_PRIVATE=off.
  t = await createTestApp(__filename);
  token = (await request(t.app).post('/api/auth/signup').send({ user: { email: 'private@example.com', password: 'site password 1', firstName: 'Sam' } }).expect(201)).body.accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const read = (url: string) => request(t.app).get(`/api/projects/website-infos?url=${encodeURIComponent(url)}`).set('Authorization', `Bearer ${token}`);

describe('website-infos with private addresses refused (the default)', () => {
  it('When the address is cloud metadata, loopback, localhost or a private network, then it answers 400 and no request reaches the local site', async () => {
    for (const url of ['http://169.254.169.254/', `http://127.0.0.1:${site.port}/`, `http://localhost:${site.port}/`, `http://[::1]:${site.port}/`, `http://0x7f000001:${site.port}/`, 'http://10.0.0.1/', 'http://192.168.0.1/']) {
      const answer = await read(url);
      expect([url, answer.status, answer.body.message]).toEqual([url, 400, WEBSITE_REFUSED]);
    }
    expect(site.requests).toHaveLength(0);
    expect(t.config.WEBSITE_INFO_ALLOW_PRIVATE).toBe('off');
  });

  it('When a site does not answer in time, then the read gives up with a clear refusal', async () => {
    const started = Date.now();
    await expect(readWebsiteInfo(`${site.url}/slow`, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow(WEBSITE_UNREACHABLE);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('When a host name resolves to a loopback address, then the connect-time lookup (used on every hop) refuses it unless private addresses are allowed', async () => {
    const resolve = (allowPrivate: boolean) =>
      new Promise<{ error: Error | null; addresses: LookupAddress[] }>((done) =>
        guardedLookup(allowPrivate)('localhost', { all: true }, ((error: Error | null, addresses: LookupAddress[]) => done({ error, addresses })) as never),
      );
    const refused = await resolve(false);
    expect(refused.error?.name).toBe('AddressRefused');
    expect(refused.error?.message).toBe('localhost');
    const allowed = await resolve(true);
    expect(allowed.error).toBeNull();
    expect(allowed.addresses.map((a) => a.address)).toEqual(expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]));
  });
});
