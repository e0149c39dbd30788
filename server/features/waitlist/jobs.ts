import { defineQueue } from '../../core/jobs/queues';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { marketingProvider } from './marketing';
import { WaitlistEntryModel, type WaitlistRecord } from './model';
import { waitlistEmail } from './emails';
import { placesOf } from './places';
import { countReferral } from './referrals';
import { referralCodeOf } from './referralCodes';

/** A newly confirmed subscriber, by id: the job carries no address. */
export interface WaitlistJob {
  entryId: string;
}

/**
 * A newly confirmed subscriber (every step may run again on a retry, and does nothing twice): their place; their
 * referral, counted or not by the guards (referrals.ts), which moves the referrer REFERRAL_BOOST places up; the
 * welcome email with their place and private page (durably, one job id per entry); then the contact for the marketing
 * provider when one is configured. An entry gone or not confirmed gets nothing.
 */
export const waitlistQueue = defineQueue<WaitlistJob, Platform>({
  name: 'waitlist',
  concurrency: 2,
  processor(platform) {
    const marketing = marketingProvider(platform.config);
    const places = placesOf(platform);
    return async (job) => {
      const { entryId } = job.data;
      const entry = await WaitlistEntryModel.findById(entryId).lean<WaitlistRecord>();
      if (!entry || entry.unconfirmed) return { skipped: true };
      await places.positionOf(entryId);
      const referrer = await countReferral(platform, entry);
      if (referrer) await places.moveUp(referrer, entryId, platform.config.REFERRAL_BOOST);
      await referralCodeOf(entry);
      const position = await places.positionOf(entryId);
      await sendEmail(platform, waitlistEmail('waitlist-welcome', { entryId, position }), `waitlist-welcome-${entryId}`);
      if (!marketing) return { position, marketingList: null };
      const list = await marketing.addContact(entry.email);
      await WaitlistEntryModel.updateOne({ _id: entryId }, { $set: { marketingList: list } });
      return { position, marketingList: list };
    };
  },
});
