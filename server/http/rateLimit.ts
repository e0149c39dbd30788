import type { ErrorRequestHandler, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { RateLimited } from '../../domain/common/errors';

export interface RateLimitOptions {
  redis: Redis;
  /** Names the limit; keys are kept apart per name (and per deployment by the caller's prefix). */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** Refused requests (answered 4xx/5xx) give their place back, so a mistyped form does not use up the limit. */
  countOnlySuccesses?: boolean;
}

/** A per-IP limit counted in Redis, so it holds across web processes; over it, a RateLimited error. */
export function redisRateLimit({ redis, name, limit, windowMs, message, countOnlySuccesses = false }: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: countOnlySuccesses,
    // If Redis is down the limit is skipped rather than refusing every visitor.
    passOnStoreError: true,
    store: new RedisStore({
      prefix: `rl:${name}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (req, _res, next) => {
      const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      next(new RateLimited(message, seconds));
    },
  });
}

/**
 * For page forms posted without JavaScript: a refusal is kept for the route action to show on the
 * page (with the form), instead of an error page. The action reads it with pageRefusal().
 */
export const keepRefusalForPage: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof RateLimited)) return next(error);
  res.locals.pageRefusal = error;
  next();
};

export function pageRefusal(res: { locals: Record<string, unknown> }): RateLimited | undefined {
  return res.locals.pageRefusal as RateLimited | undefined;
}
