import compression from 'compression';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import type { ViteDevServer } from 'vite';
import { installSiteData } from '../views/data';
import type { Queues } from '../jobs/queues';
import { createApiRouter } from './api';
import type { Config } from './config';
import { healthRouter } from './http/health';
import { pageErrorHandler } from './http/errorHandlers';
import { assignNonce, securityHeaders } from './http/security';
import type { Logger } from './logger';
import { CLIENT_DIST, loadAssets, type PageAssets } from './ssr/assets';
import { pageHandler, type PageRenderer } from './ssr/pageHandler';
import { renderPage } from './ssr/render';
import { createServerSiteData } from './ssr/siteData';

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
  app.use(securityHeaders({ dev: Boolean(vite), https: config.PUBLIC_URL.startsWith('https:') }));
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

  app.use('/api', createApiRouter(deps));

  let assets = deps.assets;
  const render: PageRenderer =
    deps.renderer ??
    ((url, signal) => {
      assets ??= loadAssets(Boolean(vite));
      return renderPage(url, { publicUrl: config.PUBLIC_URL, assets, signal });
    });
  app.get('/{*path}', pageHandler(render, logger));
  app.use(pageErrorHandler(logger));
  return app;
}
