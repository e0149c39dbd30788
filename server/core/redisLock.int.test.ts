import { randomBytes } from 'node:crypto';
import { closeRedis, createRedis, waitForRedis } from './redis';
import { createLogger } from './logger';
import { LockBusy, withRedisLock } from './redisLock';

// The real Redis of this machine, under a key of this run's own.
const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'producer');
const logger = createLogger('silent');
const key = `test-lock-${randomBytes(6).toString('hex')}`;
beforeAll(() => waitForRedis(redis));
afterAll(() => closeRedis(redis));

describe('withRedisLock', () => {
  it('When two processes ask for the same lock, then the second waits for the first to finish, and gives up with LockBusy when the first outlasts its wait', async () => {
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = withRedisLock(redis, key, { holdMs: 5_000, waitMs: 2_000, pollMs: 10 }, logger, async () => {
      order.push('first in');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first out');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(withRedisLock(redis, key, { holdMs: 5_000, waitMs: 100, pollMs: 10 }, logger, async () => order.push('too early'))).rejects.toBeInstanceOf(LockBusy);
    const second = withRedisLock(redis, key, { holdMs: 5_000, waitMs: 2_000, pollMs: 10 }, logger, async () => order.push('second'));
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second']);
    expect(await redis.exists(key)).toBe(0);
  });

  it("When a holder outlives its hold and another takes the lock, then the first holder's release leaves the other's lock in place", async () => {
    await withRedisLock(redis, key, { holdMs: 50, waitMs: 0 }, logger, async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await redis.set(key, 'someone else', 'PX', 5_000, 'NX')).toBe('OK');
    });
    expect(await redis.get(key)).toBe('someone else');
    await redis.del(key);
  });

  it('When Redis cannot be reached, then the work still runs, unlocked', async () => {
    const away = createRedis('redis://127.0.0.1:1', 'producer');
    try {
      await expect(withRedisLock(away, key, { holdMs: 1_000, waitMs: 0 }, logger, async () => 'done anyway')).resolves.toBe('done anyway');
    } finally {
      away.disconnect();
    }
  });
});
