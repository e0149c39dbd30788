import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

// Deletes the lock only while it still holds this holder's token: a holder that outlived its hold must not free another's lock.
const RELEASE_IF_MINE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface RedisLockOptions {
  /** How long the lock lasts if its holder never releases it (a process that died half-way). */
  holdMs: number;
  /** How long to wait for another holder to finish before giving up. */
  waitMs: number;
  /** Pause between two attempts while waiting. */
  pollMs?: number;
}

/** Thrown when another holder kept the lock for longer than the wait. */
export class LockBusy extends Error {
  constructor(readonly key: string) {
    super(`lock ${key} is held by another process`);
    this.name = 'LockBusy';
  }
}

/**
 * Runs `work` while holding a Redis lock shared by every process of the site (SET NX with an expiry), one holder at a
 * time. When Redis cannot be reached the work runs unlocked, with a warning: a lock that only guards against two
 * people acting at the same moment must not stop either of them while Redis is away.
 */
export async function withRedisLock<T>(redis: Redis, key: string, options: RedisLockOptions, logger: Logger, work: () => Promise<T>): Promise<T> {
  const token = randomBytes(12).toString('hex');
  const giveUpAt = Date.now() + options.waitMs;
  for (;;) {
    let taken: boolean;
    try {
      taken = (await redis.set(key, token, 'PX', options.holdMs, 'NX')) === 'OK';
    } catch (error) {
      logger.warn({ err: (error as Error).message, lock: key }, 'lock skipped: redis unavailable');
      return work();
    }
    if (taken) break;
    if (Date.now() >= giveUpAt) throw new LockBusy(key);
    await pause(options.pollMs ?? 50);
  }
  try {
    return await work();
  } finally {
    await redis.eval(RELEASE_IF_MINE, 1, key, token).catch((error: Error) => logger.warn({ err: error.message, lock: key }, 'lock not released; it expires on its own'));
  }
}
