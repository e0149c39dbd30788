import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

export interface RateLimitOptions {
  redis: Redis;
  /** Names the limit; keys are kept apart per name so limits never share counters. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** A per-IP limit counted in Redis, so it holds across several web processes. */
export function redisRateLimit({ redis, name, limit, windowMs, message }: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // If Redis is down the limit is skipped rather than refusing every visitor.
    passOnStoreError: true,
    store: new RedisStore({
      prefix: `rl:${name}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    }),
    handler: (_req, res) => {
      // The API's error shape, like every other refusal.
      res.status(429).json({ success: false, message });
    },
  });
}
