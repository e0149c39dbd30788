import { defineQueue } from '../../core/jobs/queues';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { marketingProvider } from './marketing';
import { WaitlistEntryModel } from './model';
import { waitlistEmail } from './emails';

/** A new waitlist entry, by id: the job carries no address. */
export interface WaitlistJob {
  entryId: string;
}

/**
 * A new waitlist entry: queues the welcome email (durably, with a job id per entry, so a retry never
 * sends a second one), then adds the contact to the marketing provider when one is configured.
 */
export const waitlistQueue = defineQueue<WaitlistJob, Platform>({
  name: 'waitlist',
  concurrency: 2,
  processor(platform) {
    const marketing = marketingProvider(platform.config);
    return async (job) => {
      const { entryId } = job.data;
      await sendEmail(platform, waitlistEmail('waitlist-welcome', { entryId }), `waitlist-welcome-${entryId}`);
      if (!marketing) return { marketingList: null };
      const entry = await WaitlistEntryModel.findById(entryId).lean();
      if (!entry) return { marketingList: null };
      const list = await marketing.addContact(entry.email);
      await WaitlistEntryModel.updateOne({ _id: entryId }, { $set: { marketingList: list } });
      return { marketingList: list };
    };
  },
});
