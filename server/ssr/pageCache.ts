import { createHash } from 'node:crypto';
import { MAX_SEARCH_LENGTH } from '../../domain/directory/limits';
import type { RequestHandler } from 'express';
import type { SiteServices } from '../../views/services';
import { Cache } from '../cache/cache';
import { ALL_TOPICS, type InvalidationBus } from '../cache/bus';
import type { Logger } from '../logger';
import { sendPage, type PageRenderer } from './pageHandler';
import { NONCE_PLACEHOLDER, type RenderedPage } from './render';

/**
 * Rendered HTML of pages that are the same for every visitor, kept in memory keyed by path. The HTML is
 * stored with the nonce placeholder; each response gets its own nonce at send time (sendPage). ETag and
 * If-None-Match give 304 without sending the page again. Any announced change drops every page (pages
 * show plans, settings and listings), and no page is older than the cache TTL.
 */
export interface CachedPage {
  /** The page's bytes around each nonce placeholder, encoded once: a hit only joins them with its nonce. */
  parts: readonly Buffer[];
  /** Weak: the bytes differ per response (the nonce), the page does not. */
  etag: string;
}

export type PageCache = Cache<string, CachedPage>;

export interface PageCacheOptions {
  bus: InvalidationBus;
  ttlMs: number;
  /** Total bytes of HTML kept (default 64 MB). */
  maxBytes?: number;
}

export function createPageCache({ bus, ttlMs, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions): PageCache {
  return new Cache<string, CachedPage>({ bus, topics: ALL_TOPICS, ttlMs, maxSize: maxBytes, sizeOf: (page) => page.parts.reduce((sum, part) => sum + part.length, 0) });
}

function cachedPage(html: string): CachedPage {
  // The placeholder is random per process; hashing without it keeps ETags stable across restarts and instances.
  const hash = createHash('sha1').update(html.replaceAll(NONCE_PLACEHOLDER, '')).digest('base64url');
  return { parts: html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)), etag: `W/"${hash}"` };
}

/** A cached page with this response's nonce in place of the placeholder. */
function withNonce(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, i) => (i ? [nonceBytes, part] : [part])));
}

/** True when an If-None-Match header names this ETag (or is "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The query parameters a cached page may carry: the checkout's return (`?payment=`) changes only its banner. */
const PAYMENT_OUTCOMES = new Set(['success', 'failed']);

/**
 * The key a request's page is cached under: its path, or its path with the checkout's outcome
 * (`/?payment=success&session_id=...` is `/?payment=success`: the session is read by the browser, never by the
 * server's render). Any other query string could change what loaders see: null, rendered per request.
 */
export function pageCacheKey(path: string, query: URLSearchParams): string | null {
  const names = [...query.keys()];
  if (!names.length) return path;
  const payment = query.get('payment');
  if (!payment || !PAYMENT_OUTCOMES.has(payment) || query.getAll('payment').length > 1) return null;
  if (!names.every((name) => name === 'payment' || (name === 'session_id' && payment === 'success'))) return null;
  return `${path}?payment=${payment}`;
}

/**
 * The key of a directory list page with a search or a page number (`/directories?q=Invoice+&page=2`), in the
 * form the page itself links to (`/directories?q=Invoice&page=2`); null for any other address or parameter.
 * The page reads only these two, trimmed and cut the same way, so the key renders the same HTML.
 */
export function directoryListKey(path: string, query: URLSearchParams): string | null {
  if (path !== '/directories' || ![...query.keys()].every((name) => name === 'q' || name === 'page') || query.getAll('q').length > 1 || query.getAll('page').length > 1) return null;
  const q = (query.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(query.get('page') ?? '1');
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (Number.isSafeInteger(page) && page > 1) params.set('page', String(page));
  return params.size ? `${path}?${params}` : path;
}

export interface CachedPagesOptions {
  render: PageRenderer;
  cache: PageCache;
  /** Directory searches and page numbers, kept apart so that made-up searches never push other pages out. */
  searchCache?: PageCache;
  /** The services pages cached for everyone are rendered with (no visitor details). */
  services: SiteServices;
  publicUrl: string;
  logger: Logger;
  /** Which paths are the same for every visitor. */
  cacheable: (path: string) => boolean;
  /** Upper bound of one render that is not tied to a single visitor's connection. */
  renderTimeoutMs?: number;
}

class NotCacheable extends Error {
  constructor(readonly page: RenderedPage) {
    super('not cacheable');
  }
}

/**
 * Express handler placed before pageHandler: serves cacheable paths from the cache (rendering once on
 * a miss, shared by concurrent requests) and passes everything else on. Only plain 200 pages are stored.
 */
export function cachedPages({ render, cache, searchCache, services, publicUrl, logger, cacheable, renderTimeoutMs = 30_000 }: CachedPagesOptions): RequestHandler {
  const renderForEveryone = async (key: string): Promise<CachedPage> => {
    // Shared by every waiting request, so one visitor closing the connection must not abort it.
    const rendered = await render(new Request(new URL(key, publicUrl), { signal: AbortSignal.timeout(renderTimeoutMs) }), services);
    if (rendered.kind !== 'html' || rendered.status !== 200 || rendered.failures.length) throw new NotCacheable(rendered);
    return cachedPage(rendered.html);
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' || !cacheable(req.path)) return next();
    const queryAt = req.originalUrl.indexOf('?');
    const query = new URLSearchParams(queryAt < 0 ? '' : req.originalUrl.slice(queryAt + 1));
    const pageKey = pageCacheKey(req.path, query);
    const searchKey = pageKey === null && searchCache ? directoryListKey(req.path, query) : null;
    const key = pageKey ?? searchKey;
    if (key === null) return next();
    try {
      let page: CachedPage;
      try {
        page = await (searchKey ? searchCache! : cache).getOrLoad(key, () => renderForEveryone(key));
      } catch (error) {
        if (!(error instanceof NotCacheable)) throw error;
        const rendered = error.page;
        if (rendered.kind === 'redirect') return res.redirect(rendered.status, rendered.location);
        for (const failure of rendered.failures) logger.error({ err: failure, url: req.originalUrl }, 'page loader failed');
        return sendPage(res, rendered.status, rendered.html);
      }
      res.set('ETag', page.etag);
      if (matchesEtag(req.get('If-None-Match'), page.etag)) {
        // The browser keeps its copy, whose scripts carry the nonce of the response that sent it; a new
        // CSP header would replace that nonce and block them, so the 304 leaves the stored policy in place.
        res.removeHeader('Content-Security-Policy');
        return res.status(304).set('Cache-Control', 'no-cache').end();
      }
      res.status(200).type('html').set('Cache-Control', 'no-cache').send(withNonce(page, res.locals.cspNonce as string));
    } catch (error) {
      next(error);
    }
  };
}
