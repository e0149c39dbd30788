import express, { Router } from 'express';
import { accessGuard, endpointGuard, identifyViewer } from './features/auth/access';
import { API_ENDPOINTS } from './features/endpoints';
import { answerCheck, type AnswerViolation } from './core/http/answerCheck';
import { mountEndpoints } from './core/http/endpoints';
import { pathSegments, segmentsMatch } from './core/http/routes';
import { authRouter } from './features/auth/router';
import { adminOrdersRouter, ordersRouter } from './features/orders/router';
import { adminSubscriptionsRouter, billingUsersRouter, paymentsRouter, stripeWebhookRoute, subscriptionsRouter } from './features/payments/router';
import { usersRouter } from './features/users/router';
import { feedbackRouter, feedbacksRouter } from './features/workspace/feedbackRouter';
import { postsRouter } from './features/workspace/mentionsRouter';
import { offersRouter } from './features/workspace/offersRouter';
import { projectsRouter } from './features/workspace/router';
import { suggestionsRouter } from './features/workspace/suggestionsRouter';
import { apiErrorHandler, apiNotFound } from './core/http/errors';
import { redisRateLimit } from './core/http/rateLimit';
import { registeredRoutes } from './core/http/routes';
import type { Platform } from './core/platform';

/** True when a request is for an endpoint of the contracts (guarded by its own rule). */
function isEndpointRequest(method: string, path: string): boolean {
  const segments = pathSegments(path);
  const wanted = method === 'HEAD' ? 'GET' : method;
  return API_ENDPOINTS.some((endpoint) => endpoint.method === wanted && segmentsMatch(endpoint.path, segments));
}

/** Everything under /api: JSON in, JSON out, domain errors mapped in one place. */
export function createApiRouter(platform: Platform): Router & { answerViolations?: AnswerViolation[] } {
  const { config, logger, redis } = platform;
  const api: Router & { answerViolations?: AnswerViolation[] } = Router();
  // In tests every answer is checked against the contract that declares it; the test app fails on a violation.
  if (config.API_ANSWER_CHECK === 'on') {
    const check = answerCheck(API_ENDPOINTS, logger);
    api.use(check.middleware);
    api.answerViolations = check.violations;
  }
  // Stripe's webhook reads its raw body and is signed: before the parser, the write limiter and the access guard.
  api.post('/payments/webhook', ...stripeWebhookRoute(platform));
  // The contract endpoints read their bodies in their own chains (a larger JSON limit, multipart), after their limits and guards.
  const json = express.json({ limit: '100kb' });
  api.use((req, res, next) => (isEndpointRequest(req.method, req.path) ? next() : json(req, res, next)));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // A general ceiling on public writes; features add tighter limits of their own.
  const writes = redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:api-writes`, limit: config.API_WRITES_PER_MINUTE, windowMs: 60_000, message: 'Too many requests, please try again later.' });
  api.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' || isEndpointRequest(req.method, req.path) ? next() : writes(req, res, next)));

  // Each endpoint of the contracts is mounted with its own access rule, limits, parser and validation.
  mountEndpoints(api, platform, API_ENDPOINTS, { guard: endpointGuard(platform), identify: identifyViewer(platform), writeLimit: writes });
  // Who may call the routers not yet declared as contracts: one table (server/features/auth/access.ts).
  api.use(accessGuard(platform, () => registeredRoutes(api), isEndpointRequest));

  api.use('/auth', authRouter(platform));
  api.use('/users', billingUsersRouter(platform));
  api.use('/users', usersRouter(platform));
  api.use('/payments', paymentsRouter(platform));
  api.use('/subscriptions', subscriptionsRouter(platform));
  api.use('/orders', ordersRouter(platform));
  api.use('/admin/orders', adminOrdersRouter(platform));
  api.use('/admin/subscriptions', adminSubscriptionsRouter(platform));
  api.use('/projects', projectsRouter(platform));
  api.use('/posts', postsRouter(platform));
  api.use('/offers', offersRouter(platform));
  api.use('/feedback', feedbackRouter(platform));
  api.use('/feedbacks', feedbacksRouter(platform));
  api.use('/suggestions', suggestionsRouter(platform));

  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
