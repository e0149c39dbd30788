import { AlreadyExists, ChangedMeanwhile, InvalidInput, NotFound } from '../../../domain/common/errors';
import { MODERATION_BUSY_MESSAGE, moderatedMeanwhileMessage, PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { DUPLICATE_WEBSITE_MESSAGE } from '../../../domain/directory/submission';
import type { ProductStatus } from '../../../domain/directory/types';
import type { Platform } from '../../core/platform';
import { LockBusy, withRedisLock } from '../../core/redisLock';
import { sendEmail } from '../mail/queue';
import { directoryEmail } from './emails';
import { directoryExtensions } from './extensions';
import { productById } from './findProduct';
import { claimKey, holderOf, hostKey, releaseKey, slugKey } from './keys';
import { ProductModel, type ProductRecord } from './model';
import { announceProductChange } from './productChanges';
import { releasedHostLock, websiteIsTaken } from './productWebsite';

// A decision takes a few reads and writes; a lock left by a process that died frees itself after holdMs.
const MODERATION_LOCK = { holdMs: 15_000, waitMs: 5_000 };

type Decision = { changed: boolean };
/** The status the moderator's page showed (the admin sends it; the CLI acts on the current status). */
type Expected = { expected?: ProductStatus };

/**
 * One moderation decision at a time per product, on every process (a Redis lock), on the product as it is now
 * (read again under the lock): two moderators acting at once no longer both win and email the founder twice.
 * Already in the wanted status: nothing to do. If the product has moved since the moderator's page showed it,
 * nothing changes and the moderator is told to reload.
 */
async function underModerationLock(platform: Platform, slug: string, wanted: ProductStatus, { expected }: Expected, decide: (product: ProductRecord) => Promise<Decision>): Promise<Decision> {
  // Only the slug's key before the lock: the product itself is read under it.
  const id = await holderOf(slugKey(slug));
  if (!id) throw new NotFound(PRODUCT_NOT_FOUND);
  const lock = `${platform.config.QUEUE_PREFIX}:moderating:${id.toHexString()}`;
  try {
    return await withRedisLock(platform.redis, lock, MODERATION_LOCK, platform.logger, async () => {
      const product = await productById(id);
      // As productBySlug: a key left by a product deleted meanwhile names nothing.
      if (product?.slug !== slug) throw new NotFound(PRODUCT_NOT_FOUND);
      if (product.status === wanted) return { changed: false };
      if (expected && product.status !== expected) throw new ChangedMeanwhile(moderatedMeanwhileMessage(product.name, product.status));
      return decide(product);
    });
  } catch (error) {
    if (error instanceof LockBusy) throw new ChangedMeanwhile(MODERATION_BUSY_MESSAGE);
    throw error;
  }
}

/** Publishes a pending (or previously rejected) product and emails the founder its live link. */
export async function approveProduct(platform: Platform, slug: string, expected: Expected = {}): Promise<Decision> {
  return underModerationLock(platform, slug, 'approved', expected, async (product) => {
    // The website's key is taken before updating: a unique-index clash on update is not reported cleanly by FerretDB.
    if ((await websiteIsTaken(product.website_host, product._id)) || !(await claimKey(hostKey(product.website_host), product._id))) throw new AlreadyExists(DUPLICATE_WEBSITE_MESSAGE);
    const reviewedAt = new Date();
    // By _id alone: FerretDB v1 pushes down nothing else (with the status in the filter it read the collection until the product); the lock orders moderators.
    const result = await ProductModel.updateOne(
      { _id: product._id },
      { $set: { status: 'approved', host_lock: product.website_host, 'moderation.reviewedAt': reviewedAt, 'moderation.reason': null } },
    );
    if (result.modifiedCount === 0) return { changed: false };
    await announceProductChange(platform, product._id);
    const productId = product._id.toHexString();
    await sendEmail(platform, directoryEmail('product-approved', { productId }), `product-approved-${productId}-${reviewedAt.getTime()}`);
    await directoryExtensions().productApproved(platform, product._id);
    return { changed: true };
  });
}

/** The reason a founder receives, trimmed; refused when empty or too long. */
function rejectionReason(reason: string): string {
  const why = reason.trim();
  if (!why) throw new InvalidInput('A reason is required');
  if (why.length > 1000) throw new InvalidInput('The reason must be at most 1000 characters');
  return why;
}

/** Hides a product (pending or listed) with a reason the founder receives by email. */
export async function rejectProduct(platform: Platform, slug: string, reason: string, expected: Expected = {}): Promise<Decision> {
  const why = rejectionReason(reason);
  return underModerationLock(platform, slug, 'rejected', expected, async (product) => {
    const reviewedAt = new Date();
    const result = await ProductModel.updateOne(
      { _id: product._id },
      { $set: { status: 'rejected', host_lock: releasedHostLock(product._id), 'moderation.reviewedAt': reviewedAt, 'moderation.reason': why } },
    );
    if (result.modifiedCount === 0) return { changed: false };
    // The website may be submitted again, and its launch day goes to another product.
    await Promise.all([releaseKey(hostKey(product.website_host), product._id), directoryExtensions().releaseLaunchDay(platform, product._id)]);
    await announceProductChange(platform, product._id);
    const productId = product._id.toHexString();
    await sendEmail(platform, directoryEmail('product-rejected', { productId, reason: why }), `product-rejected-${productId}-${reviewedAt.getTime()}`);
    return { changed: true };
  });
}
