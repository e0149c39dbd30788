import type { RequestHandler } from 'express';
import type { SiteApi } from '../../views/siteApi';
import { Cache } from '../core/cache/cache';
import { ALL_TOPICS, type InvalidationBus } from '../core/cache/bus';
import { answerBytes, publicCacheControl, sendPublicAnswer, staticAnswer, type StaticAnswer } from './staticAnswer';
import type { FastSource } from './fastAnswers';
import { pageRouteLabel } from '../core/http/metrics';
import type { Logger } from '../core/logger';
import { sendPage, type PageRenderer } from '../ssr/pageHandler';
import { NONCE_PLACEHOLDER, type RenderedPage } from '../ssr/render';

/**
 * Rendered HTML of pages that are the same for every visitor, kept in memory keyed by path. A cached page
 * is static (server/core/http/staticAnswer.ts): it carries no nonce, and its Content-Security-Policy allows the
 * inline scripts the renderer wrote by their hashes instead, so its bytes are the same for everyone and are compressed once,
 * when stored. ETag and If-None-Match give 304 without sending the page again. Any announced change drops
 * every page (pages show plans, settings and listings), and no page is older than the cache TTL.
 */
export type CachedPage = StaticAnswer;

export type PageCache = Cache<string, CachedPage>;

export interface PageCacheOptions {
  bus: InvalidationBus;
  ttlMs: number;
  /** Total bytes of HTML kept, all encodings counted (default 64 MB). */
  maxBytes?: number;
}

/**
 * Pages expire after ttlMs, and the expired page is answered while one render makes it again (for at most another
 * ttlMs): a busy page is not rendered in front of every visitor who arrives meanwhile. Announced changes drop pages at once.
 */
export function createPageCache({ bus, ttlMs, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions): PageCache {
  return new Cache<string, CachedPage>({ bus, topics: ALL_TOPICS, ttlMs, refreshWithinMs: ttlMs, maxSize: maxBytes, sizeOf: answerBytes });
}

/**
 * A rendered page made static: nonce attributes removed, the renderer's own inline scripts allowed by their hashes
 * (collected as it rendered), each encoding made once. Null when the placeholder appears anywhere else (it would
 * reach visitors as text): rendered per request then.
 */
function cachedPage({ html, scriptHashes }: Extract<RenderedPage, { kind: 'html' }>): CachedPage | null {
  const page = html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '');
  if (page.includes(NONCE_PLACEHOLDER)) return null;
  // Compressed fast (staticAnswer.ts): its first visitor waits for it.
  return staticAnswer(Buffer.from(page), 'text/html; charset=utf-8', { compression: 'fast', scriptHashes });
}

/** Where a page is kept: its key and its cache (addresses with parameters have their own); null when it is rendered per request. */
function placeOf(path: string, query: string, keyOf: PageKey, cache: PageCache, searchCache: PageCache | undefined): { key: string; store: PageCache } | null {
  const key = keyOf(path, query);
  if (key === null) return null;
  return { key, store: searchCache && key.includes('?') ? searchCache : cache };
}

/** The cache key of an address (its path and the parameters its page reads), or null when it is rendered per request. */
export type PageKey = (path: string, query: string) => string | null;

export interface CachedPagesOptions {
  render: PageRenderer;
  cache: PageCache;
  /** Pages at addresses with parameters (searches, page numbers, a checkout's outcome), kept apart so that made-up searches never push other pages out. */
  searchCache?: PageCache;
  /** The api pages cached for everyone are rendered with (no visitor details). */
  api: SiteApi;
  publicUrl: string;
  logger: Logger;
  /** The key of an address whose page is the same for every visitor (server/ssr/cachedPaths.ts). */
  pageKey: PageKey;
  /** Upper bound of one render that is not tied to a single visitor's connection. */
  renderTimeoutMs?: number;
}

class NotCacheable extends Error {
  constructor(readonly page: RenderedPage) {
    super('not cacheable');
  }
}

/**
 * A redirect rendered for a cached key keeps the visitor's parameters that the key dropped (a campaign's utm_*),
 * so they reach the page it lands on; the parameters the page reads are the redirect's own business (a page
 * number past the end is dropped on purpose). A target on another site, or with a fragment, is left as it is.
 */
export function withVisitorQuery(location: string, originalUrl: string, key: string): string {
  const queryAt = originalUrl.indexOf('?');
  if (queryAt < 0 || !location.startsWith('/') || location.startsWith('//') || location.includes('#')) return location;
  const dropped = new URLSearchParams(originalUrl.slice(queryAt + 1));
  const targetQuery = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  const keyQuery = key.includes('?') ? key.slice(key.indexOf('?') + 1) : '';
  for (const name of new Set([...new URLSearchParams(keyQuery).keys(), ...new URLSearchParams(targetQuery).keys()])) dropped.delete(name);
  const extra = dropped.toString();
  if (!extra) return location;
  return `${location}${targetQuery ? '&' : location.includes('?') ? '' : '?'}${extra}`;
}

/**
 * Express handler placed before pageHandler: serves cacheable paths from the cache (rendering once on
 * a miss, shared by concurrent requests) and passes everything else on. Only plain 200 pages are stored.
 */
export function cachedPages({ render, cache, searchCache, api, publicUrl, logger, pageKey, renderTimeoutMs = 30_000 }: CachedPagesOptions): RequestHandler {
  const renderForEveryone = async (key: string): Promise<CachedPage> => {
    // Shared by every waiting request, so one visitor closing the connection must not abort it.
    const rendered = await render(new Request(new URL(key, publicUrl), { signal: AbortSignal.timeout(renderTimeoutMs) }), api);
    const page = rendered.kind === 'html' && rendered.status === 200 && !rendered.failures.length ? cachedPage(rendered) : null;
    if (!page) throw new NotCacheable(rendered);
    return page;
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const queryAt = req.originalUrl.indexOf('?');
    const place = placeOf(req.path, queryAt < 0 ? '' : req.originalUrl.slice(queryAt + 1), pageKey, cache, searchCache);
    if (!place) return next();
    const { key, store } = place;
    try {
      let page: CachedPage;
      try {
        page = await store.getOrLoad(key, () => renderForEveryone(key));
      } catch (error) {
        if (!(error instanceof NotCacheable)) throw error;
        const rendered = error.page;
        if (rendered.kind === 'redirect') return res.redirect(rendered.status, withVisitorQuery(rendered.location, req.originalUrl, key));
        for (const failure of rendered.failures) logger.error({ err: failure, url: req.originalUrl }, 'page loader failed');
        return sendPage(res, rendered.status, rendered.html);
      }
      sendPublicAnswer(res, req, page);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The fast path's view of the page cache (server/core/http/fastAnswers.ts): hits only, never a render, under the
 * same key as the app's (so a campaign address finds its clean page).
 */
export function cachedPageSource({ cache, searchCache, pageKey }: Pick<CachedPagesOptions, 'cache' | 'searchCache' | 'pageKey'>): FastSource {
  return {
    find(path, query) {
      const place = placeOf(path, query, pageKey, cache, searchCache);
      return place?.store.get(place.key);
    },
    route: pageRouteLabel,
    cacheControl: (req) => publicCacheControl(req.headers),
  };
}

