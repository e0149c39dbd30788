import type { Job } from 'bullmq';
import type { Config } from '../../server/config';
import type { Logger } from '../../server/logger';
import { marketingProvider, type MarketingProvider } from '../../server/features/waitlist/marketing';
import { WaitlistEntryModel } from '../../server/features/waitlist/model';
import { enqueueDurably } from '../outbox';
import type { Queues, WaitlistJob } from '../queues';

export interface WaitlistProcessorDeps {
  config: Config;
  logger: Logger;
  queues: Queues;
  /** Overrides the provider built from the config (tests). */
  marketing?: MarketingProvider | null;
}

/**
 * A new waitlist entry: queues the welcome email (durably, with a job id per entry, so a retry never
 * sends a second one), then adds the contact to the marketing provider when one is configured.
 */
export function waitlistProcessor({ config, logger, queues, marketing = marketingProvider(config) }: WaitlistProcessorDeps) {
  return async (job: Job<WaitlistJob>) => {
    const { entryId, email } = job.data;
    await enqueueDurably(queues, 'email', { template: 'waitlist-welcome', to: email, data: {} }, `waitlist-welcome-${entryId}`, logger);
    await WaitlistEntryModel.updateOne({ _id: entryId, welcomedAt: null }, { $set: { welcomedAt: new Date() } });
    if (!marketing) return { marketingList: null };
    const list = await marketing.addContact(email);
    await WaitlistEntryModel.updateOne({ _id: entryId }, { $set: { marketingList: list } });
    return { marketingList: list };
  };
}
