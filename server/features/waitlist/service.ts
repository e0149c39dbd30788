import { normaliseEmail } from '../../../domain/common/email';
import type { WaitlistSignup } from '../../../domain/waitlist/signup';
import { enqueueDurably } from '../../../jobs/outbox';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { waitlistQueue } from './jobs';
import { WaitlistEntryModel } from './model';

/**
 * Adds an address to the waitlist once. A new entry gets one `waitlist` job (welcome email and
 * marketing contact); a repeat sign-up re-offers the same job id, which the outbox turns into a no-op.
 */
export function createWaitlistService(platform: Platform) {
  return {
    async join({ email, source, attribution }: WaitlistSignup): Promise<{ created: boolean }> {
      const normalized = normaliseEmail(email);
      let entry = await WaitlistEntryModel.findOne({ email: normalized }).lean();
      let created = false;
      if (!entry) {
        try {
          entry = (await WaitlistEntryModel.create({ email: normalized, source: source ?? null, attribution: attribution ?? null })).toObject();
          created = true;
        } catch (error) {
          // Two sign-ups at the same moment: the other one won.
          if (!isDuplicateKey(error)) throw error;
          entry = await WaitlistEntryModel.findOne({ email: normalized }).lean();
        }
      }
      const entryId = String(entry!._id);
      await enqueueDurably(platform.queues, waitlistQueue, { entryId }, `waitlist-${entryId}`, platform.logger);
      return { created };
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
export const waitlistService = perPlatform(createWaitlistService);
