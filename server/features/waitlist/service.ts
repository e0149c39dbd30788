import { enqueueDurably } from '../../../jobs/outbox';
import type { Queues } from '../../../jobs/queues';
import type { Logger } from '../../logger';
import { WaitlistEntryModel } from './model';
import type { WaitlistBody } from './schema';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * Adds an address to the waitlist once. A new entry gets one `waitlist` job (welcome email and
 * marketing contact); a repeat sign-up re-offers the same job id, which the outbox turns into a no-op.
 */
export async function joinWaitlist({ email, source }: WaitlistBody, deps: { queues: Queues; logger?: Logger }): Promise<{ created: boolean }> {
  const normalized = email.trim().toLowerCase();
  await WaitlistEntryModel.init();
  let entry = await WaitlistEntryModel.findOne({ email: normalized }).lean<{ _id: unknown }>();
  let created = false;
  if (!entry) {
    try {
      entry = (await WaitlistEntryModel.create({ email: normalized, source: source ?? null })).toObject() as { _id: unknown };
      created = true;
    } catch (error) {
      // Two sign-ups at the same moment: the other one won.
      if (!isDuplicateKey(error)) throw error;
      entry = await WaitlistEntryModel.findOne({ email: normalized }).lean<{ _id: unknown }>();
    }
  }
  const entryId = String(entry!._id);
  await enqueueDurably(deps.queues, 'waitlist', { entryId, email: normalized }, `waitlist-${entryId}`, deps.logger);
  return { created };
}
