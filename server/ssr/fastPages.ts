import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { redactUrl, type Logger } from '../logger';
import { pageRouteLabel } from '../http/metrics';
import type { Metrics } from '../http/metricsRegistry';
import { requestIdOf } from '../http/requestId';
import { cachedAnswer, cachedPageHeaders, directoryListKey, pageCacheKey, withScriptHashes, type CachedPage, type PageCache, type PageEncoding } from './pageCache';

const NO_QUERY = new URLSearchParams();

/** The nonce the app's security middleware is run with once, to read the headers it sets on every page. */
const PROBE_NONCE = 'fast-pages-probe';

/**
 * The headers a middleware sets on a page response, read once by running it on a stand-in response
 * (helmet's headers depend on nothing in the request). The CSP keeps its nonce source, which each cached
 * page replaces with its script hashes.
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    locals: { cspNonce: PROBE_NONCE },
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  let outcome: { error?: unknown } | undefined;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, response as never, ((error?: unknown) => (outcome = { error })) as never);
  // Helmet sets its headers synchronously; a middleware that does not is not one this can read.
  if (!outcome || outcome.error) throw new Error(`could not read the page headers: ${String(outcome?.error ?? 'the middleware did not finish at once')}`);
  return headers;
}

export interface FastPagesOptions {
  cache: PageCache;
  searchCache?: PageCache;
  cacheable: (path: string) => boolean;
  /** What the app's middleware sets on every page (security headers, the CSP with a nonce source). */
  headers: Readonly<Record<string, string>>;
  metrics: Metrics;
  logger: Logger;
}

/** Answers the request when it can (true), else leaves it untouched for the app (false). */
export type FastPages = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Cache hits served before Express: a page already in the page cache is sent as the app would send it
 * (same headers, bytes, ETag handling, request id, metrics and log line) without the middleware chain,
 * which costs more than the page. Anything else (a miss, another method, another path) goes to the app,
 * which renders and stores the page; the next request for it comes here.
 */
export function fastPages({ cache, searchCache, cacheable, headers, metrics, logger }: FastPagesOptions): FastPages {
  const common = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy');
  const policy = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  // Each page's answers as flat header lists, made once: a hit writes them in one writeHead call.
  const answers = new WeakMap<CachedPage, Map<string, string[]>>();
  const headersOf = (page: CachedPage, status: 200 | 304, encoding: PageEncoding | undefined) => {
    let byKind = answers.get(page);
    if (!byKind) answers.set(page, (byKind = new Map()));
    const kind = `${status}:${encoding ?? ''}`;
    let flat = byKind.get(kind);
    if (!flat) byKind.set(kind, (flat = [...common, ...cachedPageHeaders(page, withScriptHashes(policy, page.scriptHashes), encoding)].flat()));
    return flat;
  };
  // One histogram child per label set: a hit records its time without hashing the labels again.
  const timers = new Map<string, { observe(seconds: number): void }>();
  const timerOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let timer = timers.get(key);
    if (!timer) timers.set(key, (timer = metrics.httpDuration.labels({ method, route, status_code: String(status) })));
    return timer;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (!cacheable(path)) return false;
    const query = queryAt < 0 ? NO_QUERY : new URLSearchParams(url.slice(queryAt + 1));
    const pageKey = pageCacheKey(path, query);
    const searchKey = pageKey === null && searchCache ? directoryListKey(path, query) : null;
    const page = pageKey !== null ? cache.get(pageKey) : searchKey !== null ? searchCache!.get(searchKey) : undefined;
    if (!page) return false;

    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers['x-request-id']);
    const { status, encoding } = cachedAnswer(page, req.headers);
    res.writeHead(status, [...headersOf(page, status, encoding), 'X-Request-Id', id]);
    res.end(encoding && req.method !== 'HEAD' ? page.bodies[encoding] : undefined);

    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    timerOf(req.method, pageRouteLabel(path, status), status).observe(seconds);
    if (logger.isLevelEnabled('info')) logger.info({ req: { id, method: req.method, url: redactUrl(url) }, res: { statusCode: status }, responseTime: Math.round(seconds * 1000) }, 'request completed');
    return true;
  };
}

/** The server's request listener: the fast path first, the app for everything else. */
export function withFastPages(app: RequestListener, fast: FastPages | undefined): RequestListener {
  if (!fast) return app;
  return (req, res) => {
    if (!fast(req, res)) app(req, res);
  };
}
