import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { ViteDevServer } from 'vite';
import { createApiRouter } from './api';
import { QUEUE_BOARD_PATH, queueBoardCsp, queueBoardRouter } from './features/admin/queueBoard';
import { adminPageGate } from './features/auth/access';
import { browserSessions } from './features/auth/browserSession';
import { blogFeedRouter } from './features/blog/feed';
import { PAGE_FORMS } from './features/forms';
import { sitemapRouter, sitemapSources } from './features/seo/router';
import { badgeRouter } from './features/launches/badges';
import { launchesService } from './features/launches/service';
import { socialCardRouter } from './features/social/router';
import { visitsRouter } from './features/listings/visits';
import { analyticsFor, type Analytics } from './features/site/analytics';
import { UPLOADS_PATH } from './core/storage';
import { pageErrorHandler } from './core/http/errors';
import { healthRouter } from './core/http/health';
import { httpMetrics, metricsRouter } from './core/http/metrics';
import { requestIds } from './core/http/requestId';
import { mountPageForms, pageRefusal } from './core/http/pageFormPosts';
import { assignNonce, privateReferrerPolicy, securityHeaders } from './core/http/security';
import { httpSerializers } from './core/logger';
import type { Config } from './core/config';
import type { Platform } from './core/platform';
import { CLIENT_DIST, loadAssets, type PageAssets } from './ssr/assets';
import { publicFiles } from './core/http/publicFiles';
import { directoryService } from './features/directory/service';
import { BUNDLE_PATH } from './delivery/bundleFiles';
import { createDelivery } from './delivery';
import { pageHandler, type PageRenderer } from './ssr/pageHandler';
import { createPageApi } from './ssr/pageApi';
import { NONCE_PLACEHOLDER, renderPage } from './ssr/render';

export interface AppOptions {
  /** Vite in middleware mode, for `npm run dev`. */
  vite?: ViteDevServer;
  /** Overrides for tests. */
  assets?: PageAssets;
  renderer?: PageRenderer;
}

/** Pages about one person (accounts, the admin area): never indexed, never stored by anyone. */
const PRIVATE_PAGES = /^\/(auth|admin|account|app)(\/|$)/;

/** The hashed bundle files: served by the fast path from memory, by the static handler otherwise. */
const BUNDLE_DIR = `${CLIENT_DIST}/assets`;

/** Largest body a page form may post without JavaScript (the submission's two 5 MB images and its fields). */
const PAGE_FORM_MAX_BYTES = 11 * 1024 * 1024;

/** Where the page's own scripts, styles, frames and images may come from, besides this site. */
function securityFor(config: Config, analytics: Analytics, dev: boolean): RequestHandler {
  // Google's sign-in button (login page, only when GOOGLE_CLIENT_ID is set) loads its script, style and frame from Google.
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  return securityHeaders({
    dev,
    https: config.PUBLIC_URL.startsWith('https:'),
    scriptOrigins: [...analytics.scriptOrigins, ...google],
    connectOrigins: [...analytics.connectOrigins, ...google],
    frameOrigins: google,
    styleOrigins: google,
    imageOrigins: config.PUBLIC_FILES_URL ? [new URL(config.PUBLIC_FILES_URL).origin] : [],
  });
}

/** Addresses whose successful answers are not access-logged: the health probes, the metrics scrape, the bundle files. */
const UNLOGGED_WHEN_FINE = /^\/(healthz|readyz|metrics)(\?|$)|^\/assets\//;

/** What every request goes through first: its id, metrics, health answers, security headers, compression, the access log, cookies. */
function mountRequestBasics(app: Express, platform: Platform, security: RequestHandler): void {
  // Every request gets an id (in its log lines and the jobs it records) and is timed for /metrics.
  app.use(requestIds());
  app.use(httpMetrics(platform.metrics));
  // The access log: every answer, but the probes', the scrapes' and the bundle files' 2xx (a failed probe or a refused scrape is logged).
  app.use(
    pinoHttp({
      logger: platform.logger,
      serializers: httpSerializers,
      customLogLevel: (req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : res.statusCode < 300 && UNLOGGED_WHEN_FINE.test((req as { originalUrl?: string }).originalUrl ?? req.url ?? '') ? 'silent' : 'info'),
    }),
  );
  app.use(metricsRouter(platform));
  app.use(healthRouter(platform));
  app.use(assignNonce);
  app.use(security);
  app.use(privateReferrerPolicy);
  app.use(compression());
  // Session cookies (server/features/auth/browserSession.ts) for the API and the pages.
  app.use(cookieParser());
  app.use((req, res, next) => {
    if (PRIVATE_PAGES.test(req.path)) {
      res.set('X-Robots-Tag', 'noindex, nofollow');
      res.locals.noStore = true;
    }
    next();
  });
}

/** The bundle's files (or Vite's, in development) and the uploaded images. */
function mountFiles(app: Express, platform: Platform, vite: ViteDevServer | undefined): void {
  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed bundle files never change; everything else in the bundle folder is revalidated hourly.
    app.use(BUNDLE_PATH, express.static(BUNDLE_DIR, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
    app.use(publicFiles(CLIENT_DIST, { skip: ['/assets', '/.vite'], maxAge: '1h' }));
  }
  // Uploaded images: unique file names, so cached for a year as immutable. Served from the bucket too when
  // PUBLIC_FILES_URL points browsers elsewhere, so an address kept from before still answers.
  app.use(UPLOADS_PATH, platform.storage.serve());
}

/** The API and the answers that are not pages: the queue board, the sitemap, badges, social cards, the blog's feed. */
function mountRouters(app: Express, platform: Platform): void {
  const api = createApiRouter(platform);
  // Kept for the test app, which fails when an answer did not fit its contract.
  app.locals.answerViolations = api.answerViolations;
  app.use('/api', api);
  app.use(QUEUE_BOARD_PATH, queueBoardCsp, adminPageGate(platform), queueBoardRouter(platform));
  app.use(sitemapRouter(platform, [...sitemapSources(platform), { name: 'launches', urls: () => launchesService(platform).sitemapEntries() }]));
  app.use(badgeRouter(platform));
  app.use(socialCardRouter(platform));
  app.use(visitsRouter(platform));
  app.use(blogFeedRouter(platform));
}

/** The handler of page requests: each request's api, and for a form's post the refusal decided on its way and the exchange. */
function pagesOf(platform: Platform, render: PageRenderer): RequestHandler {
  const { config, logger } = platform;
  return pageHandler({
    render,
    publicUrl: config.PUBLIC_URL,
    logger,
    maxBodyBytes: PAGE_FORM_MAX_BYTES,
    apiFor: (req, res) =>
      createPageApi(platform, {
        ip: req.ip ?? null,
        refusal: pageRefusal(res),
        accessToken: browserSessions(platform).accessTokenOf(req),
        // A form posted to its page may start or end the session (sign-in, sign-out, account deletion).
        http: req.method === 'POST' ? { req, res } : undefined,
      }),
  });
}

/** Builds the Express app on a platform: middleware order, routers and the page renderer; listening is the caller's job. */
export function createApp(platform: Platform, options: AppOptions = {}): Express {
  const { config, logger } = platform;
  const { vite } = options;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Query strings are parsed flat (no nested objects), so `a[$ne]=x` stays a plain string key.
  app.set('query parser', 'simple');

  // The analytics snippet (production only) carries the nonce; its origin is allowed by the CSP.
  const analytics = analyticsFor(config, NONCE_PLACEHOLDER);
  const security = securityFor(config, analytics, Boolean(vite));
  mountRequestBasics(app, platform, security);
  mountFiles(app, platform, vite);
  mountRouters(app, platform);

  let assets = options.assets;
  const render: PageRenderer =
    options.renderer ??
    ((request, api) => {
      assets ??= loadAssets(Boolean(vite));
      return renderPage(request, { publicUrl: config.PUBLIC_URL, assets, api, extraHead: analytics.headHtml });
    });
  const pages = pagesOf(platform, render);
  const delivery = createDelivery(platform, { render, security, bundleDir: vite ? undefined : BUNDLE_DIR });

  // Forms that work without JavaScript post to their page; the route action answers with the same page and messages.
  mountPageForms(app, platform, PAGE_FORMS, pages);
  app.get('/{*path}', delivery.cachedPages, pages);
  app.use(pageErrorHandler(logger));
  // Stored answers skip the middleware chain (server/delivery/); the dev server's are never stored.
  app.locals.fastAnswers = delivery.fastAnswers;
  // The directory listing is read while the server already answers: list requests wait for it, product pages read the database.
  directoryService(platform).warm();
  return app;
}
