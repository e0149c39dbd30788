import type { ErrorRequestHandler, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { DomainError, RateLimited } from '../../../domain/common/errors';
import type { Logger } from '../logger';
import { RedisCountStore } from './rateLimitStore';

export interface RateLimitOptions {
  redis: Redis;
  /** Names the limit; keys are kept apart per name (and per deployment by the caller's prefix). */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** Refused requests (answered 4xx/5xx) give their place back, so a mistyped form does not use up the limit. */
  countOnlySuccesses?: boolean;
  /** Told when counting moves to memory (Redis away) and back. */
  logger?: Logger;
}

/** A per-IP limit counted in Redis, so it holds across web processes; over it, a RateLimited error. */
export function redisRateLimit({ redis, name, limit, windowMs, message, countOnlySuccesses = false, logger }: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: countOnlySuccesses,
    // The store counts in memory while Redis is away (limits stay on per process); should it fail anyway, the request passes.
    passOnStoreError: true,
    store: new RedisCountStore(redis, `rl:${name}:`, (inMemory, error) =>
      inMemory ? logger?.warn({ limit: name, err: error?.message }, 'rate limit counted in memory while Redis is away') : logger?.info({ limit: name }, 'rate limit counted in Redis again'),
    ),
    handler: (req, _res, next) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      next(new RateLimited(message, seconds));
    },
  });
}

/**
 * For page forms posted without JavaScript: a refusal (a rate limit, a missing XSRF token) is kept for the route
 * action to show on the page (with the form), instead of an error page. The action reads it with pageRefusal().
 */
export const keepRefusalForPage: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof DomainError)) return next(error);
  res.locals.pageRefusal = error;
  next();
};

export function pageRefusal(res: { locals: Record<string, unknown> }): DomainError | undefined {
  return res.locals.pageRefusal as DomainError | undefined;
}
