import { UNCONFIRMED_KEPT_DAYS } from '../../../domain/waitlist/rules';
import { defineQueue } from '../../core/jobs/queues';
import type { Platform } from '../../core/platform';
import { WaitlistEntryModel } from './model';

/** The scheduler that removes unconfirmed entries (FerretDB has no TTL indexes, so a job does what one would). */
export const WAITLIST_PURGE_SCHEDULER_ID = 'waitlist-unconfirmed';
const EVERY_MS = 3600_000;

/** Removes the entries still unconfirmed UNCONFIRMED_KEPT_DAYS after joining; entries from before double opt-in have no flag and stay. */
export async function removeUnconfirmed(platform: Platform, now = Date.now()): Promise<number> {
  const { deletedCount } = await WaitlistEntryModel.deleteMany({ unconfirmed: true, createdAt: { $lt: new Date(now - UNCONFIRMED_KEPT_DAYS * 24 * 3600_000) } });
  if (deletedCount) platform.logger.info({ removed: deletedCount }, 'unconfirmed waitlist entries removed');
  return deletedCount;
}

/** Every hour: the unconfirmed entries past their 30 days go. */
export const waitlistPurgeQueue = defineQueue<{ purge: true }, Platform>({
  name: 'waitlist-purge',
  concurrency: 1,
  jobOptions: { attempts: 3 },
  processor: (platform) => async () => ({ removed: await removeUnconfirmed(platform) }),
  schedules: () => [{ id: WAITLIST_PURGE_SCHEDULER_ID, everyMs: EVERY_MS, data: { purge: true } }],
});
