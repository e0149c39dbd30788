import { createHash } from 'node:crypto';
import { RateLimited } from '../../../domain/common/errors';
import { EXIST_RATE_LIMITED_MESSAGE, SIGNIN_RATE_LIMITED_MESSAGE } from '../../../domain/auth/messages';
import { redisRateLimit } from '../../core/http/rateLimit';
import type { Platform } from '../../core/platform';
import { perPlatform } from '../../core/platform';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins counted in Redis per IP address and per email (so it holds across web processes): once
 * an email has SIGNIN_ATTEMPTS_PER_15_MIN failures (an IP five times that), attempts get 429 until the window ends.
 * If Redis is down the limit is skipped rather than locking everyone out.
 */
function createSignInLimits({ config, redis, logger }: Platform) {
  const perEmail = config.SIGNIN_ATTEMPTS_PER_15_MIN;
  // One address may hide many people (an office, a school): it gets five times an email's allowance.
  const perIp = perEmail * 5;
  // Emails are hashed in key names: Redis keys are not a place for addresses.
  const keysOf = (ip: string | null | undefined, email: string) => [
    `${config.QUEUE_PREFIX}:signin:ip:${ip ?? 'unknown'}`,
    `${config.QUEUE_PREFIX}:signin:email:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`,
  ];

  return {
    /** Throws RateLimited when this IP or this email has used up its failed attempts. */
    async check(ip: string | null | undefined, email: string): Promise<void> {
      try {
        const keys = keysOf(ip, email);
        const counts = await redis.mget(...keys);
        const over = [perIp, perEmail].findIndex((limit, i) => Number(counts[i] ?? 0) >= limit);
        if (over === -1) return;
        const ttl = await redis.ttl(keys[over]);
        throw new RateLimited(SIGNIN_RATE_LIMITED_MESSAGE, ttl > 0 ? ttl : WINDOW_SECONDS);
      } catch (error) {
        if (error instanceof RateLimited) throw error;
        logger.warn({ err: (error as Error).message }, 'sign-in limit skipped: redis unavailable');
      }
    },
    /** Counts a failed attempt; the window starts with the first failure. */
    async recordFailure(ip: string | null | undefined, email: string): Promise<void> {
      try {
        const multi = redis.multi();
        for (const key of keysOf(ip, email)) multi.set(key, 0, 'EX', WINDOW_SECONDS, 'NX').incr(key);
        await multi.exec();
      } catch (error) {
        logger.warn({ err: (error as Error).message }, 'failed sign-in not counted: redis unavailable');
      }
    },
  };
}

export const signInLimits = perPlatform(createSignInLimits);

/** `exist` tells whether an address has an account: limited per IP so the list cannot be harvested. */
export const existLimit = perPlatform(({ config, redis }) => redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:auth-exist`, limit: 20, windowMs: 15 * 60_000, message: EXIST_RATE_LIMITED_MESSAGE }));
/** Reset and magic-link emails per IP per hour (the API's calls and the pages' forms alike). */
export const emailLinkLimit = perPlatform(({ config, redis }) => redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:auth-email-links`, limit: 10, windowMs: 3_600_000, message: EXIST_RATE_LIMITED_MESSAGE }));
/** Account creation per IP per hour. */
export const signUpLimit = perPlatform(({ config, redis }) => redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:auth-signup`, limit: 20, windowMs: 3_600_000, message: EXIST_RATE_LIMITED_MESSAGE }));
