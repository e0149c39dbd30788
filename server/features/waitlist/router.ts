import type { waitlistContract } from '../../../domain/waitlist/contract';
import { WAITLIST_RATE_LIMITED_MESSAGE } from '../../../domain/waitlist/signup';
import type { Implementation } from '../../core/http/endpoints';
import { redisRateLimit } from '../../core/http/rateLimit';
import { perPlatform } from '../../core/platform';
import { waitlistService } from './service';

/** Sign-ups per IP per hour (shared by the API and the page action). */
export const waitlistLimit = perPlatform(({ config, redis }) =>
  redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:waitlist`, limit: config.WAITLIST_PER_HOUR, windowMs: 3_600_000, message: WAITLIST_RATE_LIMITED_MESSAGE, countOnlySuccesses: true }),
);

/** POST /api/waitlist { email }: the same answer for a new and a repeat address, so the list cannot be probed. */
export const waitlistEndpoints: Implementation<typeof waitlistContract> = {
  join: {
    before: (platform) => [waitlistLimit(platform)],
    async handle({ body }, { platform }) {
      await waitlistService(platform).join(body);
      return { success: true, message: 'You are on the waitlist.' };
    },
  },
};
