import { createHmac } from 'node:crypto';
import type { Types } from 'mongoose';
import { CLAIMED_MESSAGE, FREED_BY_OWNER_REASON, verificationMetaTag, WEBSITE_FREED_MESSAGE } from '../../../domain/listings/claims';
import type { Config } from '../../core/config';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { announceProductChange } from '../directory/productChanges';
import { directoryService } from '../directory/service';
import { requireVerificationTag } from './homePageTag';
import { claimableProduct, recordOwner } from './owners';

/**
 * An account's claim token for a listing, derived from both ids and the server secret: the same each time it asks,
 * nothing to store, and no other account can reuse it.
 */
export const claimToken = (config: Pick<Config, 'JWT_SECRET'>, productId: Types.ObjectId, userId: string) =>
  createHmac('sha256', config.JWT_SECRET).update(`listing-claim:${productId.toHexString()}:${userId}`).digest('base64url');

/** The meta tag that proves the account controls the listing's website. */
export async function startClaim(platform: Platform, slug: string, caller: Pick<Caller, 'userId'>) {
  const product = await claimableProduct(slug);
  const token = claimToken(platform.config, product._id, caller.userId);
  return { token, metaTag: verificationMetaTag(token) };
}

/**
 * Checks the website's home page for the account's tag. Then either the account owns the listing (the page shows it
 * as verified), or, for a pending submission of the website by someone else (another email), that submission is
 * withdrawn (rejected with the reason), which frees the website for its owner's own submission.
 */
export async function verifyClaim(platform: Platform, slug: string, caller: Pick<Caller, 'userId' | 'email'>) {
  const product = await claimableProduct(slug);
  await requireVerificationTag(product.website_url, claimToken(platform.config, product._id, caller.userId), { allowPrivate: platform.config.WEBSITE_INFO_ALLOW_PRIVATE === 'on' });
  if (product.status === 'pending' && product.email !== caller.email.toLowerCase()) {
    await directoryService(platform).reject(slug, FREED_BY_OWNER_REASON, { expected: 'pending' });
    platform.logger.info({ slug, user: caller.userId }, 'pending submission withdrawn: its website was claimed by its owner');
    return { success: true as const, verified: true as const, websiteFreed: true, message: WEBSITE_FREED_MESSAGE };
  }
  await recordOwner(product._id, caller.userId);
  await announceProductChange(platform, product._id);
  platform.logger.info({ slug, user: caller.userId }, 'listing claimed');
  return { success: true as const, verified: true as const, websiteFreed: false, message: CLAIMED_MESSAGE };
}
