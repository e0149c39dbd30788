import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import request from 'supertest';
import { WRONG_EMAIL_OR_PASSWORD_MESSAGE } from '../../../domain/auth/messages';
import { formEncodingMessage } from '../../../domain/common/messages';
import { TOO_MANY_SUBMISSIONS_MESSAGE } from '../../../domain/directory/submission';
import { WAITLIST_RATE_LIMITED_MESSAGE } from '../../../domain/waitlist/signup';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { createAdmin } from '../../../test/support/session';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { OutboxMessageModel } from '../jobs/outbox';

let t: TestApp;
// A server of the test's own on the same app, so the test sees when the server is done with a request whose client left.
let server: http.Server;
let port: number;

beforeAll(async () => {
  // One proxy hop is trusted, so each test posts from an address of its own (X-Forwarded-For).
  t = await createTestApp(__filename, { SUBMISSIONS_PER_HOUR: '4', WAITLIST_PER_HOUR: '4', API_WRITES_PER_MINUTE: '6', TRUST_PROXY: '1' });
  await createAdmin(t.platform, 'limits@example.com', 'limits password 1');
  server = http.createServer(t.app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const CRLF = '\r\n';

/** A form with files as a browser encodes it (multipart/form-data). */
function multipart(fields: Record<string, string>, files: Record<string, [string, Buffer]>) {
  const boundary = 'form-limits-boundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`)),
    ...Object.entries(files).flatMap(([name, [filename, bytes]]) => [Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}Content-Type: application/octet-stream${CRLF}${CRLF}`), bytes, Buffer.from(CRLF)]),
    Buffer.from(`--${boundary}--${CRLF}`),
  ];
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/**
 * Sends a whole request on a raw socket and hangs up at once, without waiting for the answer; resolves once the
 * server has let the request go.
 */
async function hangUp(path: string, from: string, { type, body }: { type: string; body: Buffer }): Promise<void> {
  const served = new Promise<void>((resolve) => server.once('request', (_req, res: http.ServerResponse) => res.once('close', () => resolve())));
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const head = `POST ${path} HTTP/1.1${CRLF}Host: 127.0.0.1${CRLF}X-Forwarded-For: ${from}${CRLF}Content-Type: ${type}${CRLF}Content-Length: ${body.length}${CRLF}${CRLF}`;
  socket.end(Buffer.concat([Buffer.from(head), body]), () => socket.destroy());
  await served;
}

describe('limits counted when a request is accepted', () => {
  it('When one normal submission and three whose clients hang up right after sending come from one address, then with SUBMISSIONS_PER_HOUR=4 the fifth is refused with 429', async () => {
    const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(400, 300)]);
    const submission = (n: number) =>
      multipart(
        { name: `Hung Up ${n}`, headline: 'Counted', description: 'A submission whose client left.', website_url: `https://hung-up-${n}.example`, category: 'other', email: `maker${n}@hung-up.example`, firstname: 'Han' },
        { logo: ['logo.png', logo], screenshot: ['shot.jpg', screenshot] },
      );
    const submit = (n: number) => {
      const { type, body } = submission(n);
      return request(t.app).post('/api/products').set('X-Forwarded-For', '198.51.100.1').set('Content-Type', type).send(body);
    };
    await submit(1).expect(201);
    for (const n of [2, 3, 4]) await hangUp('/api/products', '198.51.100.1', submission(n));
    const fifth = await submit(5);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(TOO_MANY_SUBMISSIONS_MESSAGE);
  });

  it('When one waitlist sign-up and three whose clients hang up right after sending are posted to the page from one address, then with WAITLIST_PER_HOUR=4 the fifth is refused with 429 and the page says why', async () => {
    const join = (n: number) => ({ type: 'application/x-www-form-urlencoded', body: Buffer.from(`email=hung-up-${n}%40example.com`) });
    await request(t.app).post('/waitlist').set('X-Forwarded-For', '198.51.100.2').type('form').send(join(1).body.toString()).expect(200);
    for (const n of [2, 3, 4]) await hangUp('/waitlist', '198.51.100.2', join(n));
    const fifth = await request(t.app).post('/waitlist').set('X-Forwarded-For', '198.51.100.2').type('form').send(join(5).body.toString());
    expect(fifth.status).toBe(429);
    expect(fifth.text).toContain(WAITLIST_RATE_LIMITED_MESSAGE);
  });
});

describe('page forms', () => {
  const postForm = (path: string, from: string) => request(t.app).post(path).set('X-Forwarded-For', from).set('Sec-Fetch-Site', 'same-origin');
  const magicLinkEmails = () => OutboxMessageModel.countDocuments({ jobId: /^magic-link-/ });

  it('When a burst of sign-in forms with wrong passwords is posted from one address, then past the ceiling on writes they are refused with 429 on the page before any password is checked', async () => {
    const burst = await Promise.all(Array.from({ length: 9 }, (_, i) => postForm('/auth/login', '198.51.100.3').type('form').send({ intent: 'password', email: 'limits@example.com', password: `wrong ${i}` })));
    const tried = burst.filter((answer) => answer.status === 401);
    const capped = burst.filter((answer) => answer.status === 429);
    expect([tried.length, capped.length]).toEqual([6, 3]);
    for (const answer of tried) expect(answer.text).toContain(WRONG_EMAIL_OR_PASSWORD_MESSAGE);
    for (const answer of capped) {
      expect(answer.text).toContain('Too many requests, please try again later.');
      expect(answer.text).toContain('name="email"');
    }
  });

  it('When 16 sign-in-link forms are posted to /auth/login as multipart/form-data from one address, then no sign-in email is sent: each is refused with 415 and the page says how to send it, or past the ceiling on writes 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const answer = await postForm('/auth/login', '198.51.100.4').field('intent', 'magic-link').field('email', 'limits@example.com');
      statuses.push(answer.status);
      if (answer.status === 415) expect(answer.text).toContain(formEncodingMessage(['application/x-www-form-urlencoded']));
    }
    expect(statuses).toEqual([...Array(6).fill(415), ...Array(10).fill(429)]);

    // The same form URL-encoded, as the page sends it, does email the link: the count above would have seen them.
    await postForm('/auth/login', '198.51.100.5').type('form').send({ intent: 'magic-link', email: 'limits@example.com' }).expect(200);
    await eventually(async () => (await magicLinkEmails()) > 0);
    expect(await magicLinkEmails()).toBe(1);
  });
});
