import { normaliseEmail } from '../../../domain/common/email';
import type { WaitlistSignup } from '../../../domain/waitlist/signup';
import { NotFound } from '../../../domain/common/errors';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '../../../domain/waitlist/messages';
import type { Unsubscription } from '../../../domain/waitlist/contract';
import { enqueueDurably } from '../../core/jobs/outbox';
import { addressOfUnsubscribeToken, isSuppressed, suppress } from '../mail/suppression';
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

    /** The address of an unsubscribe link and whether it already is unsubscribed; a forged link is NotFound. */
    async unsubscription(token: string): Promise<Unsubscription> {
      const email = addressOfUnsubscribeToken(platform.config, token);
      if (!email) throw new NotFound(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      return { email, unsubscribed: await isSuppressed(email) };
    },

    /** One click: the address of a genuine link goes on the suppression list (no marketing mail any more). */
    async unsubscribe(token: string): Promise<Unsubscription> {
      const email = addressOfUnsubscribeToken(platform.config, token);
      if (!email) throw new NotFound(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      await suppress(email);
      platform.logger.info({ event: 'unsubscribed' }, 'an address unsubscribed from marketing mail');
      return { email, unsubscribed: true };
    },
  };
}

export const waitlistService = perPlatform(createWaitlistService);
