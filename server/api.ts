import express, { Router } from 'express';
import type { AppDeps } from './app';
import { productsRouter } from './features/products/router';
import { siteRouter } from './features/site/router';
import { seoApiRouter } from './features/seo/router';
import { plansRouter } from './features/plans/router';
import { waitlistRouter } from './features/waitlist/router';
import { apiErrorHandler, apiNotFound } from './http/errorHandlers';
import { redisRateLimit } from './http/rateLimit';

/** Everything under /api: JSON in, JSON out, typed errors mapped in one place. */
export function createApiRouter(deps: AppDeps): Router {
  const { config, logger, redis } = deps;
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // A general ceiling on public writes; features add tighter limits of their own.
  const writes = redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:api-writes`, limit: config.API_WRITES_PER_MINUTE, windowMs: 60_000, message: 'Too many requests, please try again later.' });
  api.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : writes(req, res, next)));

  api.use('/site', siteRouter(config));
  api.use('/seo', seoApiRouter(config));
  api.use('/plans', plansRouter());
  api.use('/waitlist', waitlistRouter(deps));
  api.use('/products', productsRouter(deps));

  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
