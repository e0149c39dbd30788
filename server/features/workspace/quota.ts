import { NotAllowed } from '../../../domain/common/errors';
import { quotaMonth } from '../../../domain/workspace/limits';
import { isDuplicateKey } from '../../core/db/mongo';
import { UsageModel } from './model';

export type Quota = 'replies' | 'exports';

const usageId = (quota: Quota, userId: string, month: string) => `${quota}:${userId}:${month}`;

/** How much of a monthly quota a user used (0 when nothing yet). */
export async function usedThisMonth(quota: Quota, userId: string, at = new Date()): Promise<number> {
  return (await UsageModel.findById(usageId(quota, userId, quotaMonth(at))).lean())?.used ?? 0;
}

/**
 * Counts one use against a monthly quota, or refuses with error "limit" when it is used up. Without
 * transactions: the count goes up first and comes back down when it went over, so two requests at once cannot both pass the cap.
 */
export async function spendQuota(quota: Quota, userId: string, allowed: number, message: string, at = new Date()): Promise<number> {
  const month = quotaMonth(at);
  const _id = usageId(quota, userId, month);
  const add = (by: number) => UsageModel.updateOne({ _id }, { $inc: { used: by }, $set: { userId, quota, month } }, { upsert: true });
  // Two first uses at once both try to insert: the loser counts on the record the winner made.
  await add(1).catch((error: unknown) => (isDuplicateKey(error) ? add(1) : Promise.reject(error)));
  const used = (await UsageModel.findById(_id).lean())?.used ?? 0;
  if (used > allowed) {
    await add(-1);
    throw new NotAllowed(message, { error: 'limit' });
  }
  return used;
}

/** Gives back one use counted by spendQuota (the work it paid for failed); `at` is the moment it was spent. */
export async function refundQuota(quota: Quota, userId: string, at: Date): Promise<void> {
  await UsageModel.updateOne({ _id: usageId(quota, userId, quotaMonth(at)), used: { $gt: 0 } }, { $inc: { used: -1 } });
}
