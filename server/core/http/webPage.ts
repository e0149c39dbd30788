import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { mayConnect } from './addressPolicy';

/**
 * THE way the service reads someone else's web page (website-infos, backlink checks): GET only, a time limit
 * for the whole read, at most maxBytes of the body, a bounded number of redirects, and the address policy
 * (server/core/http/addressPolicy.ts) applied to the resolved address of every hop where it connects.
 */
export interface WebPageOptions {
  /** WEBSITE_INFO_ALLOW_PRIVATE: loopback and private networks too (tests' local sites). */
  allowPrivate: boolean;
  /** The whole read, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

/** The address (or a hop of its redirects) is one the policy refuses. */
export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

/** More redirects than allowed. */
export class TooManyRedirects extends Error {
  override name = 'TooManyRedirects';
}

/** What the last hop answered: its status, headers and (at most maxBytes of) its body, with the address it came from. */
export interface WebPage {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
}

/** Resolves a host name and refuses it when any of its addresses may not be reached: checked at connect time, on every hop. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family as number | undefined }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length || addresses.some((a) => !mayConnect(a.address, allowPrivate))) return callback(new AddressRefused(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function checkUrl(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressRefused(url.href);
  if (url.username || url.password) throw new AddressRefused(url.href);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to a literal address without a lookup: judge it here.
  if (isIP(host) && !mayConnect(host, allowPrivate)) throw new AddressRefused(host);
  if (!isIP(host) && /(^|\.)(localhost|internal)$/i.test(host) && !allowPrivate) throw new AddressRefused(host);
}

/** One GET: the answer's head and at most maxBytes of its body. */
function getOnce(url: URL, options: WebPageOptions, signal: AbortSignal): Promise<{ response: IncomingMessage; body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const headers = { 'User-Agent': options.userAgent, Accept: 'text/html,application/xhtml+xml' };
    const request = client.get(url, { lookup: guardedLookup(options.allowPrivate), signal, headers }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated: boolean) => resolve({ response, body: Buffer.concat(chunks).subarray(0, options.maxBytes), truncated });
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        return done(false);
      }
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          done(true);
        }
      });
      response.on('end', () => done(false));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Reads a page, following at most maxRedirects redirects, each hop's address checked again. Answers whatever
 * status the last hop gave (a 404 is an answer, not an error); throws AddressRefused, TooManyRedirects, a
 * TimeoutError or the network's error otherwise.
 */
export async function readWebPage(start: string | URL, options: WebPageOptions): Promise<WebPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(start);
  for (let hop = 0; ; hop++) {
    checkUrl(url, options.allowPrivate);
    const { response, body, truncated } = await getOnce(url, options, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      if (hop >= options.maxRedirects) throw new TooManyRedirects(`more than ${options.maxRedirects} redirects`);
      url = new URL(response.headers.location, url);
      continue;
    }
    return { url, status, headers: response.headers, body, truncated };
  }
}

/** True when the error (or its cause) is the address policy's refusal. */
export const isAddressRefused = (error: unknown) => error instanceof AddressRefused || (error as { cause?: unknown } | null)?.cause instanceof AddressRefused;

/** True when the read ran out of time. */
export const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as Error | null)?.name ?? '');

/** True for an HTML answer (or one that does not say what it is). */
export const isHtml = (page: Pick<WebPage, 'headers'>) => /text\/html|application\/xhtml\+xml/i.test(String(page.headers['content-type'] ?? 'text/html'));
