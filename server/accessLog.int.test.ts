import http from 'node:http';
import { captureLogs } from '../test/support/logs';
import { createTestApp, type TestApp } from '../test/support/testApp';

const logs = captureLogs('debug');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(__filename, { CACHE_TTL_SECONDS: '600' }, { logger: logs.logger });
});
afterAll(() => t.close());

/** A GET on the listening server, where stored answers are sent before the app. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.url}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
      })
      .on('error', reject);
  });
}

/** The access-log lines of one request id: their level and message. */
const linesOf = (id: string) => logs.atLeast(0).filter((line) => (line.req as { id?: string } | undefined)?.id === id).map(({ level, msg }) => ({ level, msg }));

describe('the access log', () => {
  it('When the probes and a scrape answer 200, then they write no line; when a scrape is refused, then its 403 is logged at warn with its request id', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) expect((await get(path, { 'X-Request-Id': `probe-${path.slice(1)}-01` })).status).toBe(200);
    expect((await get('/metrics', { 'X-Request-Id': 'refused-scrape-01', 'X-Forwarded-For': '203.0.113.9' })).status).toBe(403);
    for (const path of ['/healthz', '/readyz', '/metrics']) expect(linesOf(`probe-${path.slice(1)}-01`)).toEqual([]);
    expect(linesOf('refused-scrape-01')).toEqual([{ level: 40, msg: 'request completed' }]);
  });
});

describe('stored answers in the logs and the metrics', () => {
  it('When a cached page is answered from memory, then its line is at debug, a 304 at info, the rendered first answer at info, and /metrics counts the stored answers by route and status', async () => {
    const rendered = await get('/privacy', { 'X-Request-Id': 'first-render-0001' });
    expect(rendered.status).toBe(200);
    expect((await get('/privacy', { 'X-Request-Id': 'stored-answer-0002' })).status).toBe(200);
    expect((await get('/privacy', { 'X-Request-Id': 'revalidated-0003', 'If-None-Match': rendered.etag! })).status).toBe(304);

    expect(linesOf('first-render-0001')).toEqual([{ level: 30, msg: 'request completed' }]);
    expect(linesOf('stored-answer-0002')).toEqual([{ level: 20, msg: 'request completed' }]);
    expect(linesOf('revalidated-0003')).toEqual([{ level: 30, msg: 'request completed' }]);

    const metrics = await new Promise<string>((resolve, reject) => {
      http.get(`${t.url}/metrics`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect(metrics).toContain('# TYPE http_cached_answers_total counter');
    expect(metrics).toContain('http_cached_answers_total{method="GET",route="/privacy",status_code="200"} 1');
    expect(metrics).toContain('http_cached_answers_total{method="GET",route="/privacy",status_code="304"} 1');
    // Stored answers stay in the request histogram as well, so its counts are every answer the process gave.
    expect(metrics).toContain('http_request_duration_seconds_count{method="GET",route="/privacy",status_code="200"} 2');
  });
});
