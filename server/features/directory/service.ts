import type { Platform } from '../../core/platform';
import { perPlatform } from '../../core/platform';
import { createProduct } from './createProduct';
import { deleteProduct, editProduct } from './editProduct';
import { writeMissingKeys } from './keys';
import { createDirectoryIndex } from './liveListing';
import { listForModeration } from './moderationQueue';
import { approveProduct, rejectProduct } from './moderateProduct';
import { announceProductChange } from './productChanges';
import { createPublicReads } from './publicReads';
import { replaceProductImages } from './replaceImages';
import { submitProduct } from './submitProduct';

/**
 * The public startup directory, assembled from its operations (one module each): reading the list, a product and
 * a submission's status (publicReads.ts); submitting (submitProduct.ts, createProduct.ts); moderating
 * (moderateProduct.ts, moderationQueue.ts); an operator's edits (editProduct.ts, replaceImages.ts). Every write
 * announces 'directory' on the invalidation bus (productChanges.ts), so every process's list, pages and sitemap follow.
 */

/** How long a list request waits for the listing while a process reads it at start. */
const LISTING_WAIT_MS = 20_000;

export function createDirectoryService(platform: Platform, { listingWaitMs = LISTING_WAIT_MS } = {}) {
  const live = createDirectoryIndex(platform);
  // An operation of this platform: its first argument given.
  const onPlatform =
    <A extends unknown[], R>(operation: (platform: Platform, ...args: A) => R) =>
    (...args: A): R =>
      operation(platform, ...args);

  /** At the web process's start: the listing is read, and the keys of products saved without them are written (once). */
  function warm(): void {
    live.warm();
    writeMissingKeys()
      .then((read) => read !== null && platform.logger.info({ products: read }, 'product keys written'))
      .catch((error: unknown) => platform.logger.warn({ err: (error as Error).message }, 'product keys not written; the next start tries again'));
  }

  /** Products changed without naming them (a seed, a migration): every listing compares itself with the database. */
  async function announceChange(): Promise<void> {
    await platform.bus.announce('directory');
    await live.checked();
  }

  return {
    ...createPublicReads(platform, live, listingWaitMs),
    create: onPlatform(createProduct),
    submit: onPlatform(submitProduct),
    listForModeration,
    approve: onPlatform(approveProduct),
    reject: onPlatform(rejectProduct),
    edit: onPlatform(editProduct),
    remove: onPlatform(deleteProduct),
    replaceImages: onPlatform(replaceProductImages),
    productChanged: onPlatform(announceProductChange),
    announceChange,
    warm,
  };
}


/** The directory service of a platform (one per process, with its list index). */
export const directoryService = perPlatform(createDirectoryService);
