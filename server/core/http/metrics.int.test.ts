import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
const TOKEN = 'metrics-token-for-the-test-0123456789';

beforeAll(async () => {
  // Listening on every interface, so the test can also come from the machine's own non-loopback address.
  t = await createTestApp(__filename, { METRICS_TOKEN: TOKEN }, { host: '0.0.0.0' });
});
afterAll(() => t.close());

/** A non-loopback IPv4 address of this machine, if it has one. */
function externalAddress(): string | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const interfaces = require('node:os').networkInterfaces() as Record<string, { family: string; internal: boolean; address: string }[]>;
  return Object.values(interfaces)
    .flat()
    .find((i) => i.family === 'IPv4' && !i.internal)?.address;
}

describe('GET /metrics', () => {
  it('When scraped from loopback after some traffic, then it shows the HTTP histogram by route and status, the queue gauges, the outbox and process metrics', async () => {
    await request(t.app).get('/api/plans/all').expect(200);
    await request(t.app).get('/api/products/no-such-product').expect(404);
    const res = await request(t.url).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/plans\/all",status_code="200"\}/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:slug",status_code="404"\} 1/);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(res.text).toContain(`bullmq_queue_jobs{queue="email",state="${state}"} 0`);
    expect(res.text).toContain('outbox_open_records{state="waiting"} 0');
    expect(res.text).toContain('outbox_oldest_open_age_seconds 0');
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.text).toMatch(/^process_resident_memory_bytes /m);
    expect(res.text).toContain('# TYPE emails_sent_total counter');
  });

  it('When a request comes from another address without the token, then it answers 403; with the token, 200', async () => {
    const address = externalAddress();
    if (!address) return console.warn('no non-loopback address on this machine: only the proxied case is checked');
    const port = new URL(t.url).port;
    const outside = `http://${address}:${port}`;
    await request(outside).get('/metrics').expect(403);
    await request(outside).get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token').expect(403);
    await request(outside).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  });

  it('When a loopback request was relayed by a proxy (X-Forwarded-For), then it is treated as outside: 403 without the token', async () => {
    await request(t.url).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
  });

  it('When a request carries an X-Request-Id, then the answer echoes it; otherwise one is made', async () => {
    const given = await request(t.app).get('/healthz').set('X-Request-Id', 'trace-1234-abcd').expect(200);
    expect(given.headers['x-request-id']).toBe('trace-1234-abcd');
    const made = await request(t.app).get('/healthz').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request ids in jobs', () => {
  it('When a request records a job, then its outbox record, and the records its job makes in turn, carry the request id', async () => {
    const { OutboxMessageModel } = await import('../jobs/outbox');
    const workers = t.startWorkers();
    try {
      // Double opt-in: joining records the confirmation email; confirming records the waitlist job, which records the welcome.
      await request(t.app).post('/api/waitlist').send({ email: 'traced@example.com' }).expect(200);
      const { WaitlistEntryModel } = await import('../../features/waitlist/model');
      const { confirmationToken } = await import('../../features/waitlist/links');
      const entry = await WaitlistEntryModel.findOne({ email: 'traced@example.com' }).lean();
      await request(t.app).post(`/api/waitlist/confirm/${confirmationToken(t.config, String(entry!._id))}`).set('X-Request-Id', 'signup-req-0001').expect(200);
      const rows = await (async () => {
        for (let i = 0; i < 100; i++) {
          const found = await OutboxMessageModel.find({ requestId: 'signup-req-0001' }).lean();
          if (found.length === 2) return found;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return OutboxMessageModel.find({ requestId: 'signup-req-0001' }).lean();
      })();
      expect(rows.map((r) => r.queue).sort()).toEqual(['email', 'waitlist']);
    } finally {
      await workers.close();
    }
  });
});
