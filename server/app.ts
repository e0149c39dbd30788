import compression from 'compression';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import type { ViteDevServer } from 'vite';
import { installSiteData } from '../views/data';
import type { Queues } from '../jobs/queues';
import { createApiRouter } from './api';
import { UPLOADS_PATH, uploadsStatic } from './features/uploads/storage';
import type { Config } from './config';
import { healthRouter } from './http/health';
import { pageErrorHandler } from './http/errorHandlers';
import { assignNonce, securityHeaders } from './http/security';
import type { Logger } from './logger';
import { CLIENT_DIST, loadAssets, type PageAssets } from './ssr/assets';
import { pageHandler, type PageRenderer } from './ssr/pageHandler';
import { NONCE_PLACEHOLDER, renderPage } from './ssr/render';
import { analyticsFor } from './features/site/analytics';
import { createServerSiteData } from './ssr/siteData';
import { cachedPages, createPageCache } from './ssr/pageCache';
import { sitemapRouter } from './features/seo/router';
import { isGeneratedPagePath } from './features/seo/service';
import { onPlansChanged } from './features/plans/service';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The request-path Redis connection (fails fast when Redis is down). */
  redis: Redis;
  queues: Queues;
  /** Vite in middleware mode, for `npm run dev`. */
  vite?: ViteDevServer;
  /** Overrides for tests. */
  assets?: PageAssets;
  renderer?: PageRenderer;
}

/** Builds the Express app: middleware order, routers and the page renderer; listening is the caller's job. */
export function createApp(deps: AppDeps): Express {
  const { config, logger, vite } = deps;
  installSiteData(createServerSiteData(deps));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Query strings are parsed flat (no nested objects), so `a[$ne]=x` stays a plain string key.
  app.set('query parser', 'simple');

  app.use(healthRouter(deps.redis));
  app.use(assignNonce);
  // The analytics snippet (production only) carries the nonce; its origin is allowed by the CSP.
  const analytics = analyticsFor(config, NONCE_PLACEHOLDER);
  app.use(securityHeaders({ dev: Boolean(vite), https: config.PUBLIC_URL.startsWith('https:'), scriptOrigins: analytics.scriptOrigins, connectOrigins: analytics.connectOrigins }));
  app.use(compression());
  app.use(
    pinoHttp({
      logger,
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || (req.url ?? '').startsWith('/assets/') },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed bundle files never change; everything else in the bundle folder is revalidated hourly.
    app.use('/assets', express.static(`${CLIENT_DIST}/assets`, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
    app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
  }

  // Uploaded images: unique file names, so cached for a year as immutable.
  app.use(UPLOADS_PATH, uploadsStatic(config.UPLOADS_DIR));
  app.use('/api', createApiRouter(deps));
  // GET /sitemap.xml, /sitemaps/*.xml and /robots.txt, built once and kept in memory.
  app.use(sitemapRouter({ config, logger }));

  let assets = deps.assets;
  const render: PageRenderer =
    deps.renderer ??
    ((url, signal) => {
      assets ??= loadAssets(Boolean(vite));
      return renderPage(url, { publicUrl: config.PUBLIC_URL, assets, signal, extraHead: analytics.headHtml });
    });
  // Generated SEO pages are the same for every visitor: rendered once, then served from memory until plans change.
  const pageCache = createPageCache();
  onPlansChanged(() => pageCache.clear());
  app.get('/{*path}', cachedPages({ render, cache: pageCache, logger, cacheable: isGeneratedPagePath }), pageHandler(render, logger));
  app.use(pageErrorHandler(logger));
  return app;
}
