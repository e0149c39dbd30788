import express, { Router } from 'express';
import { directoryRouter } from './features/directory/router';
import { plansRouter } from './features/plans/router';
import { seoApiRouter } from './features/seo/router';
import { siteRouter } from './features/site/router';
import { waitlistRouter } from './features/waitlist/router';
import { apiErrorHandler, apiNotFound } from './http/errors';
import { redisRateLimit } from './http/rateLimit';
import type { Platform } from './platform';

/** Everything under /api: JSON in, JSON out, domain errors mapped in one place. */
export function createApiRouter(platform: Platform): Router {
  const { config, logger, redis } = platform;
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // A general ceiling on public writes; features add tighter limits of their own.
  const writes = redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:api-writes`, limit: config.API_WRITES_PER_MINUTE, windowMs: 60_000, message: 'Too many requests, please try again later.' });
  api.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : writes(req, res, next)));

  api.use('/site', siteRouter(platform));
  api.use('/seo', seoApiRouter(platform));
  api.use('/plans', plansRouter(platform));
  api.use('/waitlist', waitlistRouter(platform));
  api.use('/products', directoryRouter(platform));

  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
