/**
 * Delivery: answers kept in memory and sent without doing the work again. Every layer that can hold an answer
 * (or what an answer is made of), what keeps it fresh, and why it exists:
 *
 * 1. The fast path (fastAnswers.ts): before Express, a stored answer of the layers 2 to 4 is written with the
 *    headers and metrics the app would give it (its log line at debug: at info it is counted in the metrics).
 *    Holds nothing itself. Why: the middleware chain costs more than sending stored bytes (`npm run bench`: the
 *    app beside a bare node:http server).
 * 2. The page cache (pageCache.ts): rendered HTML of the pages that are the same for everyone, one store for plain
 *    addresses and a smaller one for addresses with parameters (searches, page numbers), so made-up searches never
 *    push the others out. Fresh: any announced change on the bus drops every page; an entry expires after
 *    CACHE_TTL_SECONDS, then is answered while one render makes it again. Why: a render costs milliseconds.
 * 3. The directory's list answers (productListAnswers.ts): GET /api/products as sent, per list query. Fresh: the
 *    'directory' topic, and the TTL. Why: its JSON and compression cost more than the lookup.
 * 4. The bundle files (bundleFiles.ts): hashed names, read once at start. Fresh by construction (a new build is a
 *    new name). Why: the static handler stats the disk on each request.
 * 5. What the fast path reads of an address (cachedPaths.ts, readOnce.ts): the route match and the cache key of a
 *    path or a query string, remembered per distinct text that may be a cached page's. Never stale (it depends on
 *    the route table only).
 * 6. Country pages (countryPages.ts): each country's /c/ page rendered once at a stand-in address; any address of
 *    the country gets it with its own address written in, and its own nonce. Fresh: any announced change drops
 *    them, and the TTL. Why: /c/ addresses are made up freely, and a render per address grew the process's memory.
 *
 * Below these, and not in this folder: the directory listing each process keeps (features/directory/listing.ts:
 * changes by delta from the bus, a full check every DIRECTORY_CHECK_SECONDS, a snapshot in Redis read at start and
 * checked at once), the plans and the blog's published posts (core/cache/keptValue.ts: read again when their topic is
 * announced, before the pages drop), a product page's records (core/cache/keptRecords.ts: until a change names the
 * product), the services' caches (sitemaps, badges: their bus topics and the TTL), and
 * outside the process the CDN and browsers (`s-maxage=60, stale-while-revalidate=60` with a strong ETag, so a
 * browser revalidates every time and a CDN is at most two minutes behind). The one rule for all of them is
 * ARCHITECTURE.md's: a write announces what changed on the bus, every cache drops it, the TTL covers a lost message.
 */
import type { RequestHandler } from 'express';
import { cacheTtlMs } from '../core/cache/cache';
import type { Platform } from '../core/platform';
import type { PageRenderer } from '../ssr/pageHandler';
import { createPageApi } from '../ssr/pageApi';
import { bundleFileSource } from './bundleFiles';
import { cachedPageKey } from './cachedPaths';
import { countryPages } from './countryPages';
import { fastAnswers, headersSetBy, type FastAnswers } from './fastAnswers';
import { cachedPages, cachedPageSource, createPageCache } from './pageCache';
import { productListAnswers, productListSource } from './productListAnswers';

/** Bytes of the store for pages at addresses with parameters: as many as visitors make up, the least used dropped first. */
const SEARCH_CACHE_BYTES = 8 * 1024 * 1024;

export interface DeliveryOptions {
  render: PageRenderer;
  /** The app's security middleware: the fast path sends the headers it sets. */
  security: RequestHandler;
  /** The hashed bundle files' folder; none in development, where nothing is stored. */
  bundleDir?: string;
}

export interface Delivery {
  /** Express's handler for the pages the same for everyone: a stored page or country page, or a render that is then stored. */
  cachedPages: RequestHandler;
  /** The answers sent before Express; undefined in development (Vite answers the bundle, nothing is stored). */
  fastAnswers?: FastAnswers;
}

/** The layers above, made once per app. */
export function createDelivery(platform: Platform, { render, security, bundleDir }: DeliveryOptions): Delivery {
  const { config, logger, bus } = platform;
  const cache = createPageCache({ bus, ttlMs: cacheTtlMs(config) });
  const searchCache = createPageCache({ bus, ttlMs: cacheTtlMs(config), maxBytes: SEARCH_CACHE_BYTES });
  const api = createPageApi(platform);
  const cached = cachedPages({ render, cache, searchCache, api, publicUrl: config.PUBLIC_URL, logger, pageKey: cachedPageKey });
  const countries = countryPages({ render, bus, ttlMs: cacheTtlMs(config), api, publicUrl: config.PUBLIC_URL, logger });
  const pages: RequestHandler = (req, res, next) => countries(req, res, (error?: unknown) => (error ? next(error) : cached(req, res, next)));
  if (!bundleDir) return { cachedPages: pages };
  // The cheapest test first: a bundle file's prefix, the list's one path, then the page routes' patterns.
  const sources = [bundleFileSource(bundleDir), productListSource(productListAnswers(platform)), cachedPageSource({ cache, searchCache, pageKey: cachedPageKey })];
  return { cachedPages: pages, fastAnswers: fastAnswers({ sources, headers: headersSetBy(security), metrics: platform.metrics, logger }) };
}
