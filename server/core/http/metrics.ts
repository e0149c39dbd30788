import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import type { Platform } from '../platform';
import type { Metrics } from './metricsRegistry';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A page's label: its first segment names the page family (/product/*, /directories, /g/*...). */
export function pageRouteLabel(path: string, status: number): string {
  if (status === 404) return 'unmatched';
  const [first, ...rest] = path.split('/').filter(Boolean);
  return first ? `/${first}${rest.length ? '/*' : ''}` : '/';
}

/** The route pattern of a request, never its raw address (which would make one series per product or token). */
export function routeLabel(req: Request, status: number): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') {
    // The page catch-all: its first segment names the page family (/product/*, /directories, /g/*...).
    if (route.path === '/{*path}') return pageRouteLabel(req.path, status);
    // The mount path is read off the address: an error passed up the routers has reset req.baseUrl by now.
    const routeSegments = route.path.split('/').filter(Boolean);
    const pathSegments = (req.originalUrl.split('?')[0] ?? '').split('/').filter(Boolean);
    const mount = pathSegments.slice(0, Math.max(0, pathSegments.length - routeSegments.length));
    return `/${[...mount, ...routeSegments].join('/')}`;
  }
  for (const prefix of ['/assets', '/uploads']) if (req.originalUrl.startsWith(`${prefix}/`)) return `${prefix}/*`;
  return 'unmatched';
}

/** Times every request into http_request_duration_seconds{method,route,status_code}. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpDuration.observe({ method: req.method, route: routeLabel(req, res.statusCode), status_code: String(res.statusCode) }, seconds);
    });
    next();
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Loopback callers (not relayed by a proxy) are let in; anyone else needs the bearer token. */
export function mayReadMetrics(req: Request, token: string | undefined): boolean {
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (LOOPBACK.has(req.socket.remoteAddress ?? '') && !relayed) return true;
  const given = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

/** GET /metrics in Prometheus text format: loopback or METRICS_TOKEN, else 403. */
export function metricsRouter({ config, metrics }: Pick<Platform, 'config' | 'metrics'>): Router {
  const router = Router();
  router.get('/metrics', async (req, res, next) => {
    if (!mayReadMetrics(req, config.METRICS_TOKEN)) {
      res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Forbidden: metrics are served to loopback or with the metrics token\n');
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
