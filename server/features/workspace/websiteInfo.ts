import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { InvalidInput } from '../../../domain/common/errors';
import type { WebsiteInfo } from '../../../domain/workspace/types';
import { mayConnect } from './addressPolicy';

export const WEBSITE_REFUSED = 'This address cannot be read: it points to a private or reserved network';
export const WEBSITE_UNREACHABLE = 'We could not read this website. Check the address and try again, or fill in the project yourself.';
export const WEBSITE_NOT_HTML = 'This address is not a web page';

export interface WebsiteFetchOptions {
  allowPrivate: boolean;
  /** The whole read, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

class Refused extends Error {
  override name = 'AddressRefused';
}

/** Resolves a host name and refuses it when any of its addresses may not be reached: checked at connect time, on every hop. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family as number | undefined }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length || addresses.some((a) => !mayConnect(a.address, allowPrivate))) return callback(new Refused(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function checkUrl(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(url.href);
  if (url.username || url.password) throw new Refused(url.href);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to a literal address without a lookup: judge it here.
  if (isIP(host) && !mayConnect(host, allowPrivate)) throw new Refused(host);
  if (!isIP(host) && /(^|\.)(localhost|internal)$/i.test(host) && !allowPrivate) throw new Refused(host);
}

interface Page {
  url: URL;
  html: string;
}

/** One GET: the answer's head and at most maxBytes of its body (a page's head is near its start). */
function getOnce(url: URL, allowPrivate: boolean, maxBytes: number, signal: AbortSignal): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: guardedLookup(allowPrivate), signal, headers: { 'User-Agent': 'LaunchBoost website reader', Accept: 'text/html,application/xhtml+xml' } }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ response, body: Buffer.concat(chunks) });
      if ((response.statusCode ?? 0) >= 300 && (response.statusCode ?? 0) < 400) {
        response.resume();
        return done();
      }
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= maxBytes) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Reads a page, following at most maxRedirects redirects, each hop's address checked again. */
async function readPage(start: URL, { allowPrivate, timeoutMs = 8000, maxBytes = 512 * 1024, maxRedirects = 3 }: WebsiteFetchOptions): Promise<Page> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = start;
  for (let hop = 0; ; hop++) {
    checkUrl(url, allowPrivate);
    const { response, body } = await getOnce(url, allowPrivate, maxBytes, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      if (hop >= maxRedirects) throw new InvalidInput(`${WEBSITE_UNREACHABLE} (more than ${maxRedirects} redirects)`);
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status >= 400) throw new InvalidInput(`${WEBSITE_UNREACHABLE} (the website answered HTTP ${status})`);
    const type = String(response.headers['content-type'] ?? 'text/html');
    if (!/text\/html|application\/xhtml\+xml/i.test(type)) throw new InvalidInput(WEBSITE_NOT_HTML);
    return { url, html: body.toString('utf8') };
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeText(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of tag.matchAll(/([^\s=/"'<>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) attributes[name.toLowerCase()] ??= double ?? single ?? bare ?? '';
  return attributes;
}

function absoluteHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Title, description, Open Graph data and favicon of a page's HTML. */
export function parseWebsiteInfo(html: string, pageUrl: URL): WebsiteInfo {
  const head = html.slice(0, /<\/head>/i.exec(html)?.index ?? html.length);
  const meta: Record<string, string> = {};
  let favicon: string | null = null;
  for (const [, kind, rest] of head.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const a = attributesOf(rest);
    if (kind.toLowerCase() === 'meta') {
      const key = (a.property ?? a.name ?? '').toLowerCase();
      if (key && a.content !== undefined) meta[key] ??= decodeText(a.content);
    } else if (/(^|\s)(icon|shortcut icon|apple-touch-icon)(\s|$)/i.test(a.rel ?? '')) {
      favicon ??= absoluteHttpUrl(a.href, pageUrl);
    }
  }
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const text = (value: string | undefined) => (value ? decodeText(value) || null : null);
  return {
    url: pageUrl.href,
    title: text(title) ?? text(meta['og:title']),
    description: text(meta.description) ?? text(meta['og:description']),
    openGraph: { title: text(meta['og:title']), description: text(meta['og:description']), image: absoluteHttpUrl(meta['og:image'], pageUrl), siteName: text(meta['og:site_name']), type: text(meta['og:type']) },
    favicon: favicon ?? new URL('/favicon.ico', pageUrl).href,
  };
}

/**
 * What a website says about itself, to prefill a project. Never reaches link-local or metadata addresses, and
 * private or loopback ones only with allowPrivate; the resolved address of every hop is checked where it connects.
 */
export async function readWebsiteInfo(address: string, options: WebsiteFetchOptions): Promise<WebsiteInfo> {
  try {
    const page = await readPage(new URL(address), options);
    return parseWebsiteInfo(page.html, page.url);
  } catch (error) {
    if (error instanceof InvalidInput) throw error;
    if (error instanceof Refused || (error as { cause?: unknown }).cause instanceof Refused) throw new InvalidInput(WEBSITE_REFUSED, { field: 'url' });
    throw new InvalidInput(WEBSITE_UNREACHABLE, { field: 'url' });
  }
}
