import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

// The TRUST_PROXY the shipped docker-compose.yml gives the web containers, which only its reverse proxy reaches.
const compose = readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8');
const composeTrustProxy = /TRUST_PROXY: '(\d+)'/.exec(compose)![1];
/** The `web` service's block of the compose file. */
const webService = /\n {2}web:\n((?: {4}.*\n|\n)*)/.exec(compose)![1];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename, { TRUST_PROXY: composeTrustProxy, WAITLIST_PER_HOUR: '2' });
});
afterAll(() => t.close());

it('When the app runs behind the one proxy docker-compose.yml puts in front of it, then a forged X-Forwarded-For does not get a fresh rate-limit bucket', async () => {
  // One trusted hop, and `web` publishes no port of its own: every request comes through the proxy.
  expect(composeTrustProxy).toBe('1');
  expect(webService).not.toMatch(/ports:/);
  // What the proxy passes on: whatever the client forged, then the address the client really connected from.
  const signUp = (n: number) => request(t.app).post('/api/waitlist').set('X-Forwarded-For', `203.0.113.${n}, 198.51.100.7`).send({ email: `forged${n}@example.com` });
  expect((await signUp(1)).status).toBe(200);
  expect((await signUp(2)).status).toBe(200);
  const third = await signUp(3);
  expect(third.status).toBe(429);
  expect(third.body.message).toBe('Too many sign-ups from your network, please try again later.');
});
