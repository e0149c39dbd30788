import { InvalidInput } from '../../../domain/common/errors';
import type { WebsiteInfo } from '../../../domain/workspace/types';
import { isAddressRefused, isHtml, readWebPage, TooManyRedirects } from '../../core/http/webPage';

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

interface Page {
  url: URL;
  html: string;
}

/** Reads a page, following at most maxRedirects redirects (a page's head is near its start, so 512 KB is plenty). */
async function readPage(start: URL, { allowPrivate, timeoutMs = 8000, maxBytes = 512 * 1024, maxRedirects = 3 }: WebsiteFetchOptions): Promise<Page> {
  let page;
  try {
    page = await readWebPage(start, { allowPrivate, timeoutMs, maxBytes, maxRedirects, userAgent: 'LaunchBoost website reader' });
  } catch (error) {
    if (error instanceof TooManyRedirects) throw new InvalidInput(`${WEBSITE_UNREACHABLE} (more than ${maxRedirects} redirects)`);
    throw error;
  }
  if (page.status >= 400) throw new InvalidInput(`${WEBSITE_UNREACHABLE} (the website answered HTTP ${page.status})`);
  if (!isHtml(page)) throw new InvalidInput(WEBSITE_NOT_HTML);
  return { url: page.url, html: page.body.toString('utf8') };
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
    if (isAddressRefused(error)) throw new InvalidInput(WEBSITE_REFUSED, { field: 'url' });
    throw new InvalidInput(WEBSITE_UNREACHABLE, { field: 'url' });
  }
}
