import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { ViteDevServer } from 'vite';
import { createApiRouter } from './api';
import { submissionLimit } from './features/directory/router';
import { isGeneratedPagePath } from './features/seo/service';
import { sitemapRouter } from './features/seo/router';
import { analyticsFor } from './features/site/analytics';
import { UPLOADS_PATH, uploadsStatic } from './features/uploads/storage';
import { waitlistLimit } from './features/waitlist/router';
import { pageErrorHandler } from './http/errors';
import { healthRouter } from './http/health';
import { keepRefusalForPage, pageRefusal } from './http/rateLimit';
import { assignNonce, securityHeaders } from './http/security';
import type { Platform } from './platform';
import { CLIENT_DIST, loadAssets, type PageAssets } from './ssr/assets';
import { cacheTtlMs } from './cache/cache';
import { cachedPages, createPageCache } from './ssr/pageCache';
import { pageHandler, type PageRenderer } from './ssr/pageHandler';
import { createPageServices } from './ssr/pageServices';
import { NONCE_PLACEHOLDER, renderPage } from './ssr/render';

export interface AppOptions {
  /** Vite in middleware mode, for `npm run dev`. */
  vite?: ViteDevServer;
  /** Overrides for tests. */
  assets?: PageAssets;
  renderer?: PageRenderer;
}

/** Pages that are the same for every visitor: rendered once, then served from the page cache until a change is announced. */
const PUBLIC_PAGES = new Set(['/', '/growth-partner', '/influencer-outreach', '/list-of-directories-with-reciprocal-links', '/terms', '/privacy', '/gdpr', '/directories', '/directories/submit']);
const PRODUCT_PAGE = /^\/product\/[a-z0-9-]{1,120}$/;
export const isPublicPagePath = (path: string) => PUBLIC_PAGES.has(path) || PRODUCT_PAGE.test(path) || isGeneratedPagePath(path);

/** Largest body a page form may post without JavaScript (the submission's two 5 MB images and its fields). */
const PAGE_FORM_MAX_BYTES = 11 * 1024 * 1024;

/** Builds the Express app on a platform: middleware order, routers and the page renderer; listening is the caller's job. */
export function createApp(platform: Platform, options: AppOptions = {}): Express {
  const { config, logger, redis } = platform;
  const { vite } = options;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Query strings are parsed flat (no nested objects), so `a[$ne]=x` stays a plain string key.
  app.set('query parser', 'simple');

  app.use(healthRouter(redis));
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
  app.use('/api', createApiRouter(platform));
  app.use(sitemapRouter(platform));

  let assets = options.assets;
  const render: PageRenderer =
    options.renderer ??
    ((request, services) => {
      assets ??= loadAssets(Boolean(vite));
      return renderPage(request, { publicUrl: config.PUBLIC_URL, assets, services, extraHead: analytics.headHtml });
    });
  const pages = pageHandler({
    render,
    publicUrl: config.PUBLIC_URL,
    logger,
    maxBodyBytes: PAGE_FORM_MAX_BYTES,
    servicesFor: (req, res) => createPageServices(platform, { ip: req.ip ?? null, refusal: pageRefusal(res) }),
  });
  const pageCache = createPageCache({ bus: platform.bus, ttlMs: cacheTtlMs(config) });

  // Forms that work without JavaScript post to their page; the route action answers with the same page and messages.
  app.post('/directories/submit', submissionLimit(platform), keepRefusalForPage, pages);
  app.post('/waitlist', waitlistLimit(platform), keepRefusalForPage, pages);
  app.get(
    '/{*path}',
    cachedPages({ render, cache: pageCache, services: createPageServices(platform), publicUrl: config.PUBLIC_URL, logger, cacheable: isPublicPagePath }),
    pages,
  );
  app.use(pageErrorHandler(logger));
  return app;
}
