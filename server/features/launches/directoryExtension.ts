import type { Types } from 'mongoose';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import type { DirectoryExtensions } from '../directory/extensions';
import { launchesQueue } from './jobs';
import { bookLaunchDay, releaseLaunchDay } from './launchDays';
import { LinkBackModel } from './model';
import { votesOf } from './votes';

/**
 * At approval: the product joins the weekly link-back checks (its record, unchecked), and its own check is queued
 * now. A queue that is away only delays that first check to the weekly pass.
 */
async function productApproved(platform: Platform, productId: Types.ObjectId): Promise<void> {
  const id = productId.toHexString();
  await LinkBackModel.updateOne({ _id: id }, { $setOnInsert: { state: 'unchecked', checkedAt: new Date() } }, { upsert: true }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  await platform.queues.add(launchesQueue.name, { kind: 'link-back', productId: id }, { jobId: `link-back-${id}-${Date.now()}` }).catch((error: unknown) => {
    platform.logger.warn({ productId: id, err: (error as Error).message }, 'link-back check not queued; the weekly pass checks it');
  });
}

/** What launches add to the directory (wired by server/features/registry.ts). */
export const launchesInTheDirectory: DirectoryExtensions = {
  bookLaunchDay,
  releaseLaunchDay,
  // The directory answers without votes rather than not at all while Redis is away.
  votesOf: (platform, ids) =>
    votesOf(platform, ids).catch((error: unknown) => {
      platform.logger.warn({ err: (error as Error).message }, 'votes not read: redis unavailable; counted as 0');
      return ids.map(() => 0);
    }),
  productApproved,
};
