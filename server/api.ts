import { Router } from 'express';
import { answerCheck, type AnswerViolation } from './core/http/answerCheck';
import { mountEndpoints } from './core/http/endpointHandlers';
import { apiErrorHandler, apiNotFound } from './core/http/errors';
import { writesLimit } from './core/http/rateLimit';
import type { Platform } from './core/platform';
import { authenticateRequest, identifyViewer } from './features/auth/access';
import { API_ENDPOINTS } from './features/apiImplementation';

/**
 * Everything under /api: every endpoint of the contracts (domain/api.ts), each with its access rule, limits, body
 * parser and validation; domain errors mapped in one place; an unknown path is a JSON 404.
 */
export function createApiRouter(platform: Platform): Router & { answerViolations?: AnswerViolation[] } {
  const { config, logger } = platform;
  const api: Router & { answerViolations?: AnswerViolation[] } = Router();
  // In tests every answer is checked against the contract that declares it; the test app fails on a violation.
  if (config.API_ANSWER_CHECK === 'on') {
    const check = answerCheck(API_ENDPOINTS, logger);
    api.use(check.middleware);
    api.answerViolations = check.violations;
  }
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // A general ceiling on writes (page forms share it), counted before the access check; features add tighter limits of their own.
  mountEndpoints(api, platform, API_ENDPOINTS, { authenticate: authenticateRequest(platform), identify: identifyViewer(platform), writeLimit: writesLimit(platform) });
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  return api;
}
