import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RateLimited } from '../../../domain/common/errors';
import type { Logger } from '../logger';
import { perPlatform } from '../platform';
import { RedisCountStore } from './rateLimitStore';

export interface RateLimitOptions {
  redis: Redis;
  /** Names the limit; keys are kept apart per name (and per deployment by the caller's prefix). */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /**
   * A request the server itself refused gives its place back, so a mistyped form does not use up the limit. Every
   * request is counted when it is accepted; a client that hangs up keeps its place, since what it sent may be saved.
   */
  giveBackRefusals?: boolean;
  /** Told when counting moves to memory (Redis away) and back. */
  logger?: Logger;
  /** What is counted: the client's IP address unless given (an account, say). */
  keyOf?: (req: Request, res: Response) => string;
}

/**
 * A refusal the server decided and sent in full (a validation error, another limit's 429). A client that hung up never
 * gets an answer, so its response never finishes (express-rate-limit's skipFailedRequests would count it as failed).
 */
const refusedByServer = (res: Response) => res.writableFinished && res.statusCode >= 400 && res.statusCode < 500;

/** A per-IP limit (or per what keyOf names) counted in Redis, so it holds across web processes; over it, a RateLimited error. */
export function redisRateLimit({ redis, name, limit, windowMs, message, giveBackRefusals = false, logger, keyOf }: RateLimitOptions): RequestHandler {
  // Each limit keeps its count on the request under its own name: several limits may count one request.
  const infoOf = (req: Request) => (req as unknown as Record<string, RateLimitInfo | undefined>)[`rateLimit:${name}`];
  const store = new RedisCountStore(redis, `rl:${name}:`, (inMemory, error) =>
    inMemory ? logger?.warn({ limit: name, err: error?.message }, 'rate limit counted in memory while Redis is away') : logger?.info({ limit: name }, 'rate limit counted in Redis again'),
  );
  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    requestPropertyName: `rateLimit:${name}`,
    // The store counts in memory while Redis is away (limits stay on per process); should it fail anyway, the request passes.
    passOnStoreError: true,
    store,
    ...(keyOf ? { keyGenerator: keyOf } : {}),
    handler: (req, _res, next) => {
      const reset = infoOf(req)?.resetTime;
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      next(new RateLimited(message, seconds));
    },
  });
  if (!giveBackRefusals) return limiter;
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      const counted = infoOf(req);
      // This limit's own refusal did nothing: the count stays at the limit, not above it.
      if (error && counted) store.decrement(counted.key).catch(() => undefined);
      else if (counted) {
        res.once('close', () => {
          if (refusedByServer(res)) store.decrement(counted.key).catch(() => undefined);
        });
      }
      next(error);
    });
}

/**
 * The ceiling on writes per IP per minute, counted before anything else runs: every API call that is not a read, and
 * every page form's post (a burst of sign-in forms is capped before any password is hashed).
 */
export const writesLimit = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:writes`, limit: config.API_WRITES_PER_MINUTE, windowMs: 60_000, message: 'Too many requests, please try again later.' }),
);
