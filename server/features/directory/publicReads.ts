import { Types } from 'mongoose';
import { Unavailable } from '../../../domain/common/errors';
import type { ProductListInput } from '../../../domain/directory/listing';
import { MAX_SLUG_LENGTH, SLUG_SHAPE, STATUS_TOKEN_SHAPE } from '../../../domain/directory/listing';
import type { ProductDetail, ProductListResult, SubmissionStatus } from '../../../domain/directory/types';
import { cacheTtlMs } from '../../core/cache/cache';
import { keptRecords } from '../../core/cache/keptRecords';
import { withTimeout } from '../../core/lib/timeout';
import type { Platform } from '../../core/platform';
import { productById, productBySlug, productByStatusToken } from './findProduct';
import { directoryExtensions } from './extensions';
import { listedPage } from './listing';
import type { ProductRecord } from './model';
import type { LiveListing } from './liveListing';
import { pagination, toProductCard, toProductDetail, toSubmissionStatus } from './publicProduct';

/** Product documents kept for their pages (a few KB each). */
const KEPT_PRODUCTS = 2000;

/** What anyone may read of the directory: the list, one listed product, a submission's status, the sitemap's entries. */
export function createPublicReads(platform: Platform, live: LiveListing, listingWaitMs: number) {
  const { logger, storage } = platform;
  const votesOf = (ids: readonly string[]) => directoryExtensions().votesOf(platform, ids);
  // A listed product's page is rendered again after every announced change: its document is kept until a change names it.
  const listedProduct = keptRecords({ bus: platform.bus, topic: 'directory', ttlMs: cacheTtlMs(platform.config), max: KEPT_PRODUCTS, read: (id) => productById(new Types.ObjectId(id)) });
  /**
   * The listing; while a process reads it at start, a request waits for it, at most listingWaitMs, then answers 503
   * with Retry-After (below the pages' 30 s render limit): never an empty directory.
   */
  async function readyListing() {
    const ready = live.loaded();
    if (ready) return ready;
    return withTimeout(live.listing(), listingWaitMs).catch((error: unknown) => {
      logger.warn({ err: (error as Error).message }, 'directory listing not ready for a request');
      throw new Unavailable(undefined, 10);
    });
  }

  /** A product as its page shows it, when it is approved (else null); its votes read now unless given. */
  async function detailOf(product: ProductRecord | null, votes?: number): Promise<ProductDetail | null> {
    if (product?.status !== 'approved') return null;
    return toProductDetail(product, storage, votes ?? (await votesOf([product._id.toHexString()]))[0]);
  }

  return {
    /** The listing in memory (what later features read the directory from: launch days, related products). */
    listing: readyListing,

    /**
     * Approved products, newest first; with q, the products matching every word of it in their name, headline or
     * category, best matches first (a name match ranks above a headline one).
     */
    async list(input: ProductListInput): Promise<ProductListResult> {
      const { cards, total } = listedPage(await readyListing(), input);
      const votes = await votesOf(cards.map((c) => c.id));
      return { products: cards.map((c, i) => toProductCard(c, storage, votes[i])), pagination: pagination(input.page, input.limit, total) };
    },

    /** One approved product by slug, or null (unknown, pending and rejected products look the same). */
    async get(slug: string): Promise<ProductDetail | null> {
      if (!SLUG_SHAPE.test(slug) || slug.length > MAX_SLUG_LENGTH) return null;
      const index = live.loaded();
      // Through the listing, by _id, which every database answers from its primary index (3 ms at 100,000 products on
      // FerretDB v1); while the listing is read at start, through the slug's key.
      if (!index) return detailOf(await productBySlug(slug));
      const card = index.bySlug.get(slug);
      if (!card) return null;
      // The votes are read beside the product (Redis and the database at once), not after it.
      const [product, [votes]] = await Promise.all([listedProduct(card.id), votesOf([card.id])]);
      return detailOf(product, votes);
    },

    /** The id of the listed product behind a slug, from the listing in memory: null when none is listed, undefined while the listing is read at start. */
    listedId(slug: string): string | null | undefined {
      const index = live.loaded();
      return index && (index.bySlug.get(slug)?.id ?? null);
    },

    /** The moderation state behind a founder's private status link, or null. */
    async status(token: string): Promise<SubmissionStatus | null> {
      if (!STATUS_TOKEN_SHAPE.test(token)) return null;
      const product = await productByStatusToken(token);
      return product ? toSubmissionStatus(product) : null;
    },

    /** Every approved product's page and its last change, for the products sitemap: from the listing (no document is read). */
    async sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
      const { cards } = await readyListing();
      return cards.map((card) => ({ path: `/product/${encodeURIComponent(card.slug)}`, lastmod: new Date(card.updatedAt).toISOString() }));
    },
  };
}
