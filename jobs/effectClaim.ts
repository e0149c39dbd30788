import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A claim on a job's outside effect (sending its email) while it happens, so two attempts of the same job
 * never both send: a Redis key per job in flight, taken with SET NX and a time to live that the holder
 * renews, so a dead holder's claim lapses within ttlMs. It lives in Redis rather than MongoDB because it is
 * taken and dropped for every email (two writes FerretDB would serialise with every other write); if Redis
 * loses it in a restart, the "sent" mark read under the claim (jobs/outbox.ts sentRecord) still stops a resend.
 */
export interface EffectClaim {
  release(): Promise<void>;
}

// Renew or release only a claim this holder still owns (a lapsed one may belong to another attempt now).
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

const claimKey = (prefix: string, jobId: string) => `${prefix}:effect-claim:${jobId}`;

/** Claims the effect of a job for this attempt, waiting up to waitMs while another attempt holds it; null if it still does. */
export async function claimEffect(redis: Redis, prefix: string, jobId: string, ttlMs: number, waitMs = 0): Promise<EffectClaim | null> {
  const key = claimKey(prefix, jobId);
  const owner = randomUUID();
  const deadline = Date.now() + waitMs;
  while ((await redis.set(key, owner, 'PX', ttlMs, 'NX')) !== 'OK') {
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const renew = setInterval(() => {
    redis.eval(RENEW, 1, key, owner, String(ttlMs)).catch(() => undefined);
  }, Math.max(500, Math.floor(ttlMs / 3)));
  renew.unref();
  return {
    async release() {
      clearInterval(renew);
      await redis.eval(RELEASE, 1, key, owner);
    },
  };
}
