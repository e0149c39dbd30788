import zlib from 'node:zlib';
import { answerBytes, answerFor, staticAnswer, staticAnswerHeaders } from './staticAnswer';

const page = Buffer.from(`<!doctype html><html><body>${'<p>A page that compresses well.</p>'.repeat(400)}</body></html>`);

afterEach(() => jest.restoreAllMocks());

it('When a stored page is first asked for in br, then only br is made; gzip is made by the first gzip request, once, and each decodes to the page', () => {
  const gzip = jest.spyOn(zlib, 'gzipSync');
  const brotli = jest.spyOn(zlib, 'brotliCompressSync');
  const answer = staticAnswer(page, 'text/html; charset=utf-8', { compression: 'fast' });
  expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([0, 0]);

  const first = answerFor(answer, { 'accept-encoding': 'gzip, deflate, br' });
  expect(first).toEqual({ status: 200, encoding: 'br' });
  expect(zlib.brotliDecompressSync(answer.body('br')).equals(page)).toBe(true);
  expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([0, 1]);

  for (let i = 0; i < 3; i++) expect(zlib.gunzipSync(answer.body('gzip')).equals(page)).toBe(true);
  answer.body('br');
  expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([1, 1]);
});

it('When an answer is binary, then it is offered as it is, without Vary, and the caches count its bytes once; a compressible one counts its encodings to come', () => {
  const image = staticAnswer(page, 'image/webp', { compress: false });
  expect(answerFor(image, { 'accept-encoding': 'br' })).toEqual({ status: 200, encoding: 'identity' });
  const headers = new Map(staticAnswerHeaders(image, { contentSecurityPolicy: "default-src 'self'", cacheControl: 'no-cache' }, 'identity'));
  expect(headers.get('Vary')).toBeUndefined();
  expect(headers.get('Content-Length')).toBe(String(page.length));
  expect(answerBytes(image)).toBe(page.length);
  const html = staticAnswer(page, 'text/html; charset=utf-8', { compression: 'fast' });
  expect(answerBytes(html)).toBeGreaterThan(page.length + html.body('br').length + html.body('gzip').length);
});
