import { createHash } from 'node:crypto';
import { RateLimited } from '../../../domain/common/errors';
import { EXIST_RATE_LIMITED_MESSAGE, SIGNIN_RATE_LIMITED_MESSAGE } from '../../../domain/auth/messages';
import { redisRateLimit } from '../../core/http/rateLimit';
import type { Platform } from '../../core/platform';
import { perPlatform } from '../../core/platform';

const WINDOW_SECONDS = 15 * 60;

// Takes one attempt from every key when none has used up its allowance, all at once; else answers the used-up key's seconds left.
const RESERVE = `for i = 1, #KEYS do
  if tonumber(redis.call("GET", KEYS[i]) or "0") >= tonumber(ARGV[i]) then
    return { 0, redis.call("TTL", KEYS[i]) }
  end
end
for i = 1, #KEYS do
  redis.call("SET", KEYS[i], 0, "EX", ARGV[#KEYS + 1], "NX")
  redis.call("INCR", KEYS[i])
end
return { 1, 0 }`;

// Gives one attempt back to each key that still counts it (an expired key stays gone).
const GIVE_BACK = `for i = 1, #KEYS do
  if tonumber(redis.call("GET", KEYS[i]) or "0") > 0 then redis.call("DECR", KEYS[i]) end
end
return 0`;

/** A reserved sign-in attempt: given back when the password was right (or never checked), kept when it was wrong. */
interface SignInAttempt {
  giveBack(): Promise<void>;
}

const NOTHING_TO_GIVE_BACK: SignInAttempt = { giveBack: async () => undefined };

/**
 * Sign-in attempts counted in Redis per IP address and per email (so it holds across web processes). An attempt is
 * reserved atomically before the password is checked, so simultaneous guesses cannot all pass a check made before any
 * of them is counted: once an email has SIGNIN_ATTEMPTS_PER_15_MIN attempts in the window (an IP five times that), the
 * next gets 429 until the window ends. A right password gives its attempt back. If Redis is down the limit is skipped
 * rather than locking everyone out.
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
    /** Reserves one attempt for this IP and this email; throws RateLimited when either has used up its attempts. */
    async reserve(ip: string | null | undefined, email: string): Promise<SignInAttempt> {
      const keys = keysOf(ip, email);
      let answer: [number, number];
      try {
        answer = (await redis.eval(RESERVE, keys.length, ...keys, perIp, perEmail, WINDOW_SECONDS)) as [number, number];
      } catch (error) {
        logger.warn({ err: (error as Error).message }, 'sign-in limit skipped: redis unavailable');
        return NOTHING_TO_GIVE_BACK;
      }
      const [reserved, ttl] = answer.map(Number);
      if (!reserved) throw new RateLimited(SIGNIN_RATE_LIMITED_MESSAGE, ttl > 0 ? ttl : WINDOW_SECONDS);
      return {
        async giveBack() {
          await redis.eval(GIVE_BACK, keys.length, ...keys).catch((error: Error) => logger.warn({ err: error.message }, 'sign-in attempt not given back: redis unavailable'));
        },
      };
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
