import { createHash } from 'node:crypto';
import { normaliseEmail } from '../../../domain/common/email';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '../../../domain/directory/limits';
import type { Platform } from '../../core/platform';

const DAY_SECONDS = 24 * 3600;

// Gives a place back only while the day's count exists: a DECR on an expired key would start a count of -1 with no end.
const GIVE_BACK = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

interface Confirmation {
  /** False when the address had its confirmations for the day: the submission goes on without one. */
  allowed: boolean;
  /** Un-counts it (the submission it was for failed, so nothing is sent). */
  giveBack(): Promise<void>;
}

/**
 * Counts a submission confirmation to an address in Redis (per normalised address, a day from the first), and says
 * whether it may be sent. If Redis is down it is sent uncounted, as the submission itself is saved: the emails wait
 * in the outbox.
 */
export async function takeConfirmation({ config, redis, logger }: Pick<Platform, 'config' | 'redis' | 'logger'>, email: string): Promise<Confirmation> {
  // Hashed in the key's name: Redis keys are not a place for addresses.
  const key = `${config.QUEUE_PREFIX}:submission-confirmations:${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32)}`;
  try {
    const [, counted] = (await redis.multi().set(key, 0, 'EX', DAY_SECONDS, 'NX').incr(key).exec()) ?? [];
    if (!counted || counted[0]) throw counted?.[0] ?? new Error('the count was not answered');
    const giveBack = async () => void (await redis.eval(GIVE_BACK, 1, key).catch(() => undefined));
    return { allowed: Number(counted?.[1]) <= CONFIRMATIONS_PER_ADDRESS_PER_DAY, giveBack };
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'submission confirmation not counted: redis unavailable');
    return { allowed: true, giveBack: async () => undefined };
  }
}
