import type { Attribution } from '../../../domain/campaigns/campaign';
import { slugify } from '../../../domain/common/slugify';
import { AlreadyExists, ChangedMeanwhile, InvalidInput, NotFound, Unavailable } from '../../../domain/common/errors';
import type { ProductListInput } from '../../../domain/directory/listing';
import { MAX_SLUG_LENGTH, SLUG_SHAPE, STATUS_TOKEN_SHAPE } from '../../../domain/directory/listing';
import { MODERATION_BUSY_MESSAGE, moderatedMeanwhileMessage, PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { DUPLICATE_WEBSITE_MESSAGE, IMAGE_FIELDS, type ImageField, type ReceivedImage, type Submission, type SubmissionFields } from '../../../domain/directory/submission';
import type { ProductCard, ProductDetail, ProductListResult, ProductStatus, SubmissionStatus } from '../../../domain/directory/types';
import { Types } from 'mongoose';
import { enqueueAround } from '../../core/jobs/outbox';
import { isDuplicateKey } from '../../core/db/mongo';
import { withTimeout } from '../../core/lib/timeout';
import { LockBusy, withRedisLock } from '../../core/redisLock';
import { emailEntry, sendEmail } from '../mail/queue';
import type { Platform } from '../../core/platform';
import { perPlatform } from '../../core/platform';
import { imagePool } from '../uploads/imagePool';
import { IMAGE_REFUSALS, ImageRejected, type ImageVariant } from '../uploads/images';
import { uniqueKeyPrefix, type FileStorage } from '../../core/storage';
import { createDirectoryIndex, listedPage, type ListedCard } from './listing';
import { claimKey, holderOf, hostKey, releaseKey, slugKey, statusKey, writeMissingKeys } from './keys';
import { ProductModel, type ProductRecord } from './model';
import { hashStatusToken, statusToken } from './statusLink';
import { directoryEmail } from './emails';

/**
 * The public startup directory: reading the list, a product and a submission's status; submitting;
 * moderating. Every write announces 'directory' on the invalidation bus, so every process's list,
 * pages and sitemap follow.
 */

/** How long a list request waits for the listing while a process reads it at start. */
const LISTING_WAIT_MS = 20_000;
// A decision takes a few reads and writes; a lock left by a process that died frees itself after holdMs.
const MODERATION_LOCK = { holdMs: 15_000, waitMs: 5_000 };

// ---------- mapping ----------

function toCard(p: Pick<ListedCard, 'slug' | 'name' | 'headline' | 'category' | 'logoKey'> & { createdAt: Date | number }, storage: FileStorage): ProductCard {
  return { slug: p.slug, name: p.name, headline: p.headline, category: p.category, logo_url: storage.url(p.logoKey), createdAt: new Date(p.createdAt).toISOString() };
}

/** The public read-back: the submitted fields except the email, plus slug, image URLs and dates. */
function toDetail(p: ProductRecord, storage: FileStorage): ProductDetail {
  return {
    ...toCard({ ...p, logoKey: p.logo.webp.key }, storage),
    description: p.description,
    website_url: p.website_url,
    firstname: p.firstname,
    screenshot_url: storage.url(p.screenshot.webp.key),
    screenshot_thumb_url: storage.url(p.screenshot.thumb.key),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function pagination(page: number, limit: number, totalItems: number) {
  const totalPages = Math.ceil(totalItems / limit);
  return { page, limit, totalPages, totalItems, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

// ---------- writing helpers ----------

/** Canonical form of an accepted website address and the host that identifies the website. */
export function normaliseWebsite(value: string): { url: string; host: string } {
  const url = new URL(value.trim());
  const path = url.pathname === '/' ? '' : url.pathname;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';
  // Credentials and fragments are dropped: they never belong in a public listing.
  return { url: `${url.protocol}//${host}${port}${path}${url.search}`, host: host.replace(/^www\./, '') };
}

// A one-line field keeps one line (names end up in email subjects and page titles).
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// Pending and approved products hold their website's host in a unique field; a rejected one frees it,
// so the same website can be submitted again. (FerretDB has no partial unique index to express this.)
const freedHostLock = (id: ProductRecord['_id']) => `rejected:${id.toHexString()}`;

// Both read a key by _id (keys.ts): FerretDB v1 pushes down nothing else, and a website or slug that is free
// would otherwise read the whole collection (45 s at 100,000 products).
async function hostIsTaken(host: string, exceptId?: ProductRecord['_id']): Promise<boolean> {
  const holder = await holderOf(hostKey(host));
  if (!holder || (exceptId && holder.equals(exceptId))) return false;
  // A key whose product is gone or no longer holds the website (written by the one-time key pass while it changed) is
  // given back; a product being saved right now (its id is recent) holds its key before it exists.
  const product = await ProductModel.findOne({ _id: holder }, { host_lock: 1 }).lean<{ host_lock: string }>();
  if (product?.host_lock === host || Date.now() - holder.getTimestamp().getTime() < 10 * 60_000) return true;
  await releaseKey(hostKey(host), holder);
  return false;
}

const slugIsTaken = async (slug: string) => Boolean(await holderOf(slugKey(slug)));

/** A product by _id alone (a filter with any other field is not pushed down by FerretDB v1). */
const productById = (id: ProductRecord['_id']) => ProductModel.findOne({ _id: id }).lean<ProductRecord>();

/** A product by slug: its key, then its _id. */
export async function productBySlug(slug: string): Promise<ProductRecord | null> {
  const id = await holderOf(slugKey(String(slug)));
  const product = id ? await productById(id) : null;
  // A key left by a product deleted meanwhile names nothing.
  return product?.slug === slug ? product : null;
}

/** The base slug, else the first free of base-2, base-3... (asked eight at a time). */
async function nextFreeSlug(base: string): Promise<string> {
  if (!(await slugIsTaken(base))) return base;
  for (let from = 2; ; from += 8) {
    const candidates = Array.from({ length: 8 }, (_, i) => `${base}-${from + i}`);
    const taken = await Promise.all(candidates.map(slugIsTaken));
    const free = candidates.find((_, i) => !taken[i]);
    if (free) return free;
  }
}

function imageError(field: 'logo' | 'screenshot') {
  return (error: unknown): never => {
    if (error instanceof ImageRejected) throw new InvalidInput(IMAGE_REFUSALS[error.reason](field), { field });
    throw error;
  };
}

export interface NewProduct {
  fields: SubmissionFields;
  logo: Uint8Array;
  screenshot: Uint8Array;
  status: Exclude<ProductStatus, 'rejected'>;
  ip?: string | null;
  demo?: boolean;
  /** The id to save under (known ahead when jobs about the product are recorded before it). */
  id?: Types.ObjectId;
  /** The campaign that brought the founder (domain/campaigns/attribution.ts). */
  attribution?: Attribution;
}

export type SubmitOutcome = { saved: true; slug: string; status: ProductStatus } | { saved: false };

export interface ModerationLine {
  slug: string;
  status: ProductStatus;
  name: string;
  website_url: string;
  category: string;
  email: string;
  createdAt: Date;
  reason: string | null;
}

// ---------- the service ----------

export function createDirectoryService(platform: Platform, { listingWaitMs = LISTING_WAIT_MS } = {}) {
  const { config, logger, storage, bus } = platform;
  const listing = createDirectoryIndex(platform);
  /**
   * The listing; while a process reads it at start, a request waits for it, at most listingWaitMs, then answers 503
   * with Retry-After (below the pages' 30 s render limit): never an empty directory.
   */
  async function readyListing() {
    const ready = listing.loaded();
    if (ready) return ready;
    return withTimeout(listing.listing(), listingWaitMs).catch((error: unknown) => {
      logger.warn({ err: (error as Error).message }, 'directory listing not ready for a request');
      throw new Unavailable(undefined, 10);
    });
  }

  /** One product changed: every process's listing applies it (by delta) before its directory caches are dropped. */
  const productChanged = (id: ProductRecord['_id']) => bus.announceRecords('directory', [id.toHexString()]);
  /** Products changed without naming them (a seed, a migration): every listing compares itself with the database. */
  /** At the web process's start: the listing is read, and the keys of products saved without them are written (once). */
  function warm(): void {
    listing.warm();
    writeMissingKeys()
      .then((read) => read !== null && logger.info({ products: read }, 'product keys written'))
      .catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'product keys not written; the next start tries again'));
  }

  async function announceChange(): Promise<void> {
    await bus.announce('directory');
    await listing.checked();
  }

  /**
   * Approved products, newest first; with q, the products matching every word of it in their name, headline or
   * category, best matches first (a name match ranks above a headline one).
   */
  async function list(input: ProductListInput): Promise<ProductListResult> {
    const { cards, total } = listedPage(await readyListing(), input);
    return { products: cards.map((c) => toCard(c, storage)), pagination: pagination(input.page, input.limit, total) };
  }

  /** One approved product by slug, or null (unknown, pending and rejected products look the same). */
  async function get(slug: string): Promise<ProductDetail | null> {
    if (!SLUG_SHAPE.test(slug) || slug.length > MAX_SLUG_LENGTH) return null;
    const index = listing.loaded();
    let product: ProductRecord | null;
    if (index) {
      // Looked up by _id, which every database answers from its primary index (3 ms at 100,000 products on FerretDB v1).
      const card = index.bySlug.get(slug);
      product = card ? await productById(new Types.ObjectId(card.id)) : null;
    } else {
      // While the listing is read at start: through the slug's key.
      product = await productBySlug(slug);
    }
    return product?.status === 'approved' ? toDetail(product, storage) : null;
  }

  /** The moderation state behind a founder's private status link, or null. */
  async function status(token: string): Promise<SubmissionStatus | null> {
    if (!STATUS_TOKEN_SHAPE.test(token)) return null;
    const hash = hashStatusToken(token);
    const id = await holderOf(statusKey(hash));
    const found = id ? await productById(id) : null;
    const product = found?.status_token_hash === hash ? found : null;
    if (!product) return null;
    return {
      name: product.name,
      slug: product.slug,
      status: product.status,
      reason: product.status === 'rejected' ? (product.moderation?.reason ?? null) : null,
      submittedAt: product.createdAt.toISOString(),
    };
  }

  /** Every approved product's page and its last change, for the products sitemap: from the listing (no document is read). */
  async function sitemapEntries(): Promise<{ path: string; lastmod: string }[]> {
    const { cards } = await readyListing();
    return cards.map((card) => ({ path: `/product/${encodeURIComponent(card.slug)}`, lastmod: new Date(card.updatedAt).toISOString() }));
  }

  /** A fresh unique folder for a product's image files, and the keys written there (to remove them again if the save fails). */
  function newImageFolder() {
    const folder = uniqueKeyPrefix('products');
    const written: string[] = [];
    const store = async (variant: ImageVariant) => {
      const key = `${folder}/${variant.name}`;
      written.push(key);
      await storage.put(key, variant.body, variant.contentType);
      return { key, contentType: variant.contentType, width: variant.width, height: variant.height, bytes: variant.body.length };
    };
    return { store, written };
  }

  /**
   * Replaces a product's logo, screenshot or both with new images, through the submission's pipeline. The new
   * files go to a new folder and the product points at them before the old files are removed, so its page never
   * shows a missing image; if saving fails, the new files are removed instead.
   */
  async function replaceImages(slug: string, images: Partial<Record<ImageField, Uint8Array>>): Promise<void> {
    const product = await findForModeration(slug);
    const fields = IMAGE_FIELDS.filter((field) => images[field]);
    if (!fields.length) return;
    const pool = imagePool(platform);
    const processed = await Promise.all(fields.map((field) => pool.process(field, images[field]!).catch(imageError(field))));
    const { store, written } = newImageFolder();
    const replaced: Record<string, unknown> = {};
    try {
      for (const [index, field] of fields.entries()) {
        const [full, small] = await Promise.all(processed[index].map(store));
        replaced[field] = field === 'logo' ? { webp: full, png: small } : { webp: full, thumb: small };
      }
      await ProductModel.updateOne({ _id: product._id }, { $set: replaced });
    } catch (error) {
      await Promise.allSettled(written.map((key) => storage.delete(key)));
      throw error;
    }
    await productChanged(product._id);
    const old = fields.flatMap((field) => (field === 'logo' ? [product.logo.webp.key, product.logo.png.key] : [product.screenshot.webp.key, product.screenshot.thumb.key]));
    const results = await Promise.allSettled(old.map((key) => storage.delete(key)));
    for (const r of results) if (r.status === 'rejected') logger.warn({ err: (r.reason as Error).message, slug }, 'replaced image file not removed');
    logger.info({ slug, replaced: fields }, 'product images replaced');
  }

  /**
   * Processes both images, stores them under a fresh unique folder and saves the product with a free slug.
   * If anything fails after a file was written, the written files are deleted again: no orphans.
   */
  async function create(input: NewProduct): Promise<ProductRecord> {
    const f = input.fields;
    const website = normaliseWebsite(f.website_url);
    // Before the images are processed; the key taken below is what refuses a duplicate for sure.
    if (await hostIsTaken(website.host)) throw new AlreadyExists(DUPLICATE_WEBSITE_MESSAGE, { field: 'website_url' });

    const images = imagePool(platform);
    const [logo, screenshot] = await Promise.all([images.process('logo', input.logo).catch(imageError('logo')), images.process('screenshot', input.screenshot).catch(imageError('screenshot'))]);
    const { store, written } = newImageFolder();

    const id = input.id ?? new Types.ObjectId();
    const claimed: string[] = [];
    try {
      const [logoWebp, logoPng, shotWebp, shotThumb] = await Promise.all([...logo, ...screenshot].map(store));
      const base = slugify(oneLine(f.name)).slice(0, 80).replace(/-+$/, '') || 'product';
      // The website's key first: a second submission of it is refused here, even at the same moment.
      if (!(await claimKey(hostKey(website.host), id))) throw new AlreadyExists(DUPLICATE_WEBSITE_MESSAGE, { field: 'website_url' });
      claimed.push(hostKey(website.host));
      for (let attempt = 1; ; attempt++) {
        const slug = await nextFreeSlug(base);
        // Taken meanwhile by another submission: the next free one.
        if (!(await claimKey(slugKey(slug), id))) {
          if (attempt >= 5) throw new Error(`no free slug for ${base}`);
          continue;
        }
        claimed.push(slugKey(slug));
        const tokenHash = hashStatusToken(statusToken(config, id));
        if (!(await claimKey(statusKey(tokenHash), id))) throw new Error('status token key already taken');
        claimed.push(statusKey(tokenHash));
        const doc = new ProductModel({
          _id: id,
          name: oneLine(f.name),
          slug,
          headline: oneLine(f.headline),
          description: f.description.replace(/\r\n?/g, '\n'),
          website_url: website.url,
          website_host: website.host,
          host_lock: website.host,
          category: f.category,
          firstname: oneLine(f.firstname),
          email: f.email.toLowerCase(),
          logo: { webp: logoWebp, png: logoPng },
          screenshot: { webp: shotWebp, thumb: shotThumb },
          status: input.status,
          moderation: { reviewedAt: input.status === 'approved' ? new Date() : null, reason: null },
          submitter_ip: input.ip ?? null,
          attribution: input.attribution ?? null,
          demo: Boolean(input.demo),
        });
        // The token is derived from the id, so it is known before the first save.
        doc.status_token_hash = tokenHash;
        try {
          await doc.save();
          if (input.status === 'approved') await productChanged(doc._id);
          return doc.toObject() as ProductRecord;
        } catch (error) {
          // The products' own unique indexes are the last guard (products saved without keys): FerretDB does not say
          // which one collided, so the website's product is looked for (a read of the collection, in this rare case only).
          if (!isDuplicateKey(error)) throw error;
          if (await ProductModel.exists({ host_lock: website.host })) throw new AlreadyExists(DUPLICATE_WEBSITE_MESSAGE, { field: 'website_url' });
          if (attempt >= 5) throw error;
        }
      }
    } catch (error) {
      await Promise.allSettled([...written.map((key) => storage.delete(key)), ...claimed.map((key) => releaseKey(key, id))]);
      throw error;
    }
  }

  /**
   * A founder's submission, already checked against the submission schema: images, save, then the
   * founder's and the operator's emails through the outbox (if Redis is down they wait there).
   */
  async function submit(submission: Submission<ReceivedImage>, { ip }: { ip?: string | null } = {}): Promise<SubmitOutcome> {
    // A bot that fills the hidden field gets the normal answer and nothing is kept or sent.
    if (submission.company_website) {
      logger.info({ ip }, 'product submission dropped: honeypot filled');
      return { saved: false };
    }
    const published = config.DIRECTORY_MODERATION === 'off';
    const id = new Types.ObjectId();
    const productId = id.toHexString();
    // Both emails are recorded before the product is saved: a saved product always has them, even if the
    // process stops half-way (if Redis is down they wait in the outbox).
    const emails = [
      emailEntry(directoryEmail('product-submitted', { productId }), `product-submitted-${productId}`),
      emailEntry(directoryEmail('product-submitted-operator', { productId }), `product-operator-${productId}`),
    ];
    const { result: product } = await enqueueAround(
      platform.queues,
      emails,
      () =>
        create({
          fields: { name: submission.name, headline: submission.headline, description: submission.description, website_url: submission.website_url, category: submission.category, email: submission.email, firstname: submission.firstname },
          logo: submission.logo.bytes,
          screenshot: submission.screenshot.bytes,
          status: published ? 'approved' : 'pending',
          ip,
          id,
          attribution: submission.attribution,
        }),
      logger,
    );
    logger.info({ slug: product.slug, status: product.status }, 'product submitted');
    return { saved: true, slug: product.slug, status: product.status };
  }

  /** Products for operators, oldest first (the review queue's order). */
  async function listForModeration(statusFilter?: ProductStatus, limit = 200): Promise<ModerationLine[]> {
    const docs = await ProductModel.find(statusFilter ? { status: statusFilter } : {})
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<ProductRecord[]>();
    return docs.map((d) => ({
      slug: d.slug,
      status: d.status,
      name: d.name,
      website_url: d.website_url,
      category: d.category,
      email: d.email,
      createdAt: d.createdAt,
      reason: d.moderation?.reason ?? null,
    }));
  }

  async function findForModeration(slug: string) {
    const product = await productBySlug(slug);
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /**
   * One moderation decision at a time per product, on every process (a Redis lock), on the product as it is now
   * (read again under the lock): two moderators acting at once no longer both win and email the founder twice.
   * Already in the wanted status: nothing to do. `expected` is the status the moderator's page showed (the admin
   * sends it; the CLI acts on the current status): if the product has moved since, nothing changes and the
   * moderator is told to reload.
   */
  async function moderating(slug: string, wanted: ProductStatus, expected: ProductStatus | undefined, decide: (product: ProductRecord) => Promise<{ changed: boolean }>) {
    // Only the slug's key before the lock: the product itself is read under it.
    const id = await holderOf(slugKey(slug));
    if (!id) throw new NotFound(PRODUCT_NOT_FOUND);
    const lock = `${config.QUEUE_PREFIX}:moderating:${id.toHexString()}`;
    try {
      return await withRedisLock(platform.redis, lock, MODERATION_LOCK, logger, async () => {
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
  async function approve(slug: string, { expected }: { expected?: ProductStatus } = {}): Promise<{ changed: boolean }> {
    return moderating(slug, 'approved', expected, async (product) => {
      // The website's key is taken before updating: a unique-index clash on update is not reported cleanly by FerretDB.
      if ((await hostIsTaken(product.website_host, product._id)) || !(await claimKey(hostKey(product.website_host), product._id))) throw new AlreadyExists(DUPLICATE_WEBSITE_MESSAGE);
      const reviewedAt = new Date();
      // By _id alone: FerretDB v1 pushes down nothing else (with the status in the filter it read the collection until the product); the lock orders moderators.
      const result = await ProductModel.updateOne(
        { _id: product._id },
        { $set: { status: 'approved', host_lock: product.website_host, 'moderation.reviewedAt': reviewedAt, 'moderation.reason': null } },
      );
      if (result.modifiedCount === 0) return { changed: false };
      await productChanged(product._id);
      const productId = product._id.toHexString();
      await sendEmail(platform, directoryEmail('product-approved', { productId }), `product-approved-${productId}-${reviewedAt.getTime()}`);
      return { changed: true };
    });
  }

  /** Hides a product (pending or listed) with a reason the founder receives by email. */
  async function reject(slug: string, reason: string, { expected }: { expected?: ProductStatus } = {}): Promise<{ changed: boolean }> {
    const why = reason.trim();
    if (!why) throw new InvalidInput('A reason is required');
    if (why.length > 1000) throw new InvalidInput('The reason must be at most 1000 characters');
    return moderating(slug, 'rejected', expected, async (product) => {
      const reviewedAt = new Date();
      const result = await ProductModel.updateOne(
        { _id: product._id },
        { $set: { status: 'rejected', host_lock: freedHostLock(product._id), 'moderation.reviewedAt': reviewedAt, 'moderation.reason': why } },
      );
      if (result.modifiedCount === 0) return { changed: false };
      // The website may be submitted again.
      await releaseKey(hostKey(product.website_host), product._id);
      await productChanged(product._id);
      const productId = product._id.toHexString();
      await sendEmail(platform, directoryEmail('product-rejected', { productId, reason: why }), `product-rejected-${productId}-${reviewedAt.getTime()}`);
      return { changed: true };
    });
  }

  return { list, get, status, sitemapEntries, create, replaceImages, submit, listForModeration, approve, reject, productChanged, announceChange, warm };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;

/** The directory service of a platform (one per process, with its list index). */
export const directoryService = perPlatform(createDirectoryService);
