import http from 'node:http';
import request from 'supertest';
import { UPLOAD_UNREADABLE_MESSAGE } from '../../../domain/common/messages';
import { captureLogs } from '../../../test/support/logs';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';

let t: TestApp;
// The server's log lines (access log included), to check that a malformed form is not treated as a crash.
const logs = captureLogs('info');
const errorLines = () => logs.atLeast(50);

beforeAll(async () => {
  t = await createTestApp(__filename, {}, { logger: logs.logger });
});
afterAll(() => t.close());

const CRLF = '\r\n';
const part = (boundary: string, name: string, value: string, eol = CRLF) => `--${boundary}${eol}Content-Disposition: form-data; name="${name}"${eol}${eol}${value}${eol}`;
const complete = (boundary: string, eol = CRLF) => `${part(boundary, 'name', 'Broken Form', eol)}${part(boundary, 'headline', 'x', eol)}--${boundary}--${eol}`;

const cases: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', complete('b0')],
  ['an empty body', 'multipart/form-data; boundary=b1', ''],
  ['a truncated body', 'multipart/form-data; boundary=b2', complete('b2').slice(0, 60)],
  ['a malformed part header', 'multipart/form-data; boundary=b3', `--b3${CRLF}Content-Disposition form-data name${CRLF}${CRLF}x${CRLF}--b3--${CRLF}`],
  ['a boundary that does not match', 'multipart/form-data; boundary=other', complete('b4')],
  ['multipart/mixed', 'multipart/mixed; boundary=b5', complete('b5')],
  ['LF-only line endings', 'multipart/form-data; boundary=b6', complete('b6', '\n')],
  ['a part without a name', 'multipart/form-data; boundary=b7', `--b7${CRLF}Content-Disposition: form-data${CRLF}${CRLF}x${CRLF}--b7--${CRLF}`],
  ['a file part cut off mid-way', 'multipart/form-data; boundary=b8', `--b8${CRLF}Content-Disposition: form-data; name="logo"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}\x89PNG\r\n`],
];

describe('malformed multipart bodies on POST /api/products', () => {
  it.each(cases)("When the body has %s, then it answers 400 with the app's own message (the parser's words only in the log) and logs no error", async (_label, type, body) => {
    const unreadable = () => logs.atLeast(0).filter((entry) => entry.msg === 'upload could not be read');
    const before = unreadable().length;
    const res = await request(t.app).post('/api/products').set('Content-Type', type).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: UPLOAD_UNREADABLE_MESSAGE });
    expect(unreadable().slice(before)).toEqual([expect.objectContaining({ err: expect.any(String) })]);
    expect(errorLines()).toEqual([]);
  });

  it('When the form posted to the submit page without JavaScript cannot be read, then the page answers 400 with the same message', async () => {
    const res = await request(t.app).post('/directories/submit').set('Content-Type', 'multipart/form-data; boundary=b9').send(complete('b9').slice(0, 60));
    expect(res.status).toBe(400);
    expect(res.text).toContain(UPLOAD_UNREADABLE_MESSAGE);
    expect(res.text).not.toMatch(/Unexpected end of form|Boundary not found|Malformed part header/);
  });

  it('When a client aborts an upload half-way, then it is logged at info level, never as an error, and the server keeps serving', async () => {
    const boundary = 'abort-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const { port } = new URL(t.url);
    await new Promise<void>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/products', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 3_000_000 } });
      req.on('error', () => resolve());
      req.write(head);
      req.write(Buffer.alloc(200_000, 7));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    const aborted = await eventually(() => logs.atLeast(0).find((entry) => /aborted/i.test(String(entry.msg))), 3000);
    expect(aborted.level).toBeLessThan(50);
    await request(t.app).get('/api/products').expect(200);
    expect(errorLines()).toEqual([]);
  });
});
