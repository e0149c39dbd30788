import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';
import { sendPage, type PageRenderer } from './pageHandler';
import { NONCE_PLACEHOLDER, type RenderedPage } from './render';

/**
 * Rendered HTML of pages that are the same for every visitor (the generated SEO pages and their hubs),
 * kept in an LRU keyed by path. The HTML is stored with the nonce placeholder; each response gets its
 * own nonce at send time (sendPage). ETag + If-None-Match give 304 without sending the page again.
 */

export interface CachedPage {
  html: string;
  /** Weak: the bytes differ per response (the nonce), the page does not. */
  etag: string;
}

export interface PageCache {
  get(path: string): CachedPage | undefined;
  set(path: string, html: string): CachedPage;
  /** Drops every page, e.g. when plans or settings change; renders in flight are not stored. */
  clear(): void;
  readonly generation: number;
  readonly size: number;
}

export interface PageCacheOptions {
  /** Total characters of HTML kept (default 64 MB worth). */
  maxChars?: number;
}

export function createPageCache({ maxChars = 64 * 1024 * 1024 }: PageCacheOptions = {}): PageCache {
  const lru = new LRUCache<string, CachedPage>({ maxSize: maxChars, sizeCalculation: (page) => Math.max(1, page.html.length) });
  let generation = 0;
  return {
    get: (path) => lru.get(path),
    set(path, html) {
      // The placeholder is random per process; hashing without it keeps ETags stable across restarts and instances.
      const hash = createHash('sha1').update(html.replaceAll(NONCE_PLACEHOLDER, '')).digest('base64url');
      const page = { html, etag: `W/"${hash}"` };
      lru.set(path, page);
      return page;
    },
    clear() {
      generation++;
      lru.clear();
    },
    get generation() {
      return generation;
    },
    get size() {
      return lru.size;
    },
  };
}

/** True when an If-None-Match header names this ETag (or is "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export interface CachedPagesOptions {
  render: PageRenderer;
  cache: PageCache;
  logger: Logger;
  /** Which paths are the same for every visitor. */
  cacheable: (path: string) => boolean;
  /** Upper bound of one render that is not tied to a single visitor's connection. */
  renderTimeoutMs?: number;
}

/**
 * Express handler placed before pageHandler: serves cacheable paths from the cache (rendering once on
 * a miss, shared by concurrent requests) and passes everything else on. Only plain 200 pages are stored.
 */
export function cachedPages({ render, cache, logger, cacheable, renderTimeoutMs = 30_000 }: CachedPagesOptions): RequestHandler {
  const inFlight = new Map<string, Promise<RenderedPage>>();

  const renderOnce = (path: string): Promise<RenderedPage> => {
    let pending = inFlight.get(path);
    if (!pending) {
      // Shared by every waiting request, so one visitor closing the connection must not abort it.
      pending = render(path, AbortSignal.timeout(renderTimeoutMs)).finally(() => inFlight.delete(path));
      inFlight.set(path, pending);
    }
    return pending;
  };

  return async (req, res, next) => {
    // A query string could change what loaders see: such requests are rendered normally, never cached.
    if (req.originalUrl !== req.path || !cacheable(req.path)) return next();
    try {
      let page = cache.get(req.path);
      if (!page) {
        const generation = cache.generation;
        const rendered = await renderOnce(req.path);
        if (rendered.kind === 'redirect') return res.redirect(rendered.status, rendered.location);
        for (const failure of rendered.failures) logger.error({ err: failure, url: req.originalUrl }, 'page loader failed');
        if (rendered.status !== 200 || rendered.failures.length) return sendPage(res, rendered.status, rendered.html);
        // A clear() while rendering means this HTML may show old plans: send it, do not keep it.
        if (generation !== cache.generation) return sendPage(res, rendered.status, rendered.html);
        page = cache.set(req.path, rendered.html);
      }
      res.set('ETag', page.etag);
      if (matchesEtag(req.get('If-None-Match'), page.etag)) {
        // The browser keeps its copy, whose scripts carry the nonce of the response that sent it; a new
        // CSP header would replace that nonce and block them, so the 304 leaves the stored policy in place.
        res.removeHeader('Content-Security-Policy');
        return res.status(304).set('Cache-Control', 'no-cache').end();
      }
      sendPage(res, 200, page.html);
    } catch (error) {
      next(error);
    }
  };
}
