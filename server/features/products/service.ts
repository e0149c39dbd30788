import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { enqueueDurably } from '../../../jobs/outbox';
import type { Queues } from '../../../jobs/queues';
import { slugify } from '../../../views/lib/slugify';
import { CATEGORIES, checkSubmission, trimFields, type SubmissionFields } from '../../../views/pages/directory/submitRules';
import type { ProductCard, ProductDetail, ProductListResult, SubmissionStatus } from '../../../views/types/products';
import type { Config } from '../../config';
import { BadRequest, Conflict, NotFound } from '../../http/errors';
import type { Logger } from '../../logger';
import { ImageRejected, processLogo, processScreenshot, type ImageVariant } from '../uploads/images';
import { localDiskStorage, uniqueKeyPrefix, type FileStorage } from '../uploads/storage';
import { directoryIndex } from './listing';
import { ProductModel, type Product, type ProductStatus } from './model';
import { productListQuerySchema, SLUG_SHAPE, STATUS_TOKEN_SHAPE, type ProductListInput } from './schema';

export const DUPLICATE_WEBSITE_MESSAGE = 'This website is already listed';
import { PRODUCT_NOT_FOUND } from '../../../views/pages/directory/submitRules';

export const PRODUCT_NOT_FOUND_MESSAGE = PRODUCT_NOT_FOUND;

export interface ProductDeps {
  config: Config;
  logger: Logger;
  queues: Queues;
  storage: FileStorage;
}

/** The one place that picks where product images are stored. */
export function productStorage(config: Pick<Config, 'UPLOADS_DIR'>): FileStorage {
  return localDiskStorage(config.UPLOADS_DIR);
}

// ---------- reading ----------

type ProductRecord = Product & { _id: Types.ObjectId };

const CARD_FIELDS = { slug: 1, name: 1, headline: 1, category: 1, logo: 1, createdAt: 1 } as const;

function toCard(p: Pick<ProductRecord, 'slug' | 'name' | 'headline' | 'category' | 'logo' | 'createdAt'>, storage: FileStorage): ProductCard {
  return { slug: p.slug, name: p.name, headline: p.headline, category: p.category, logo_url: storage.url(p.logo.webp.key), createdAt: p.createdAt.toISOString() };
}

/** The public read-back: the submitted fields except the email, plus slug, image URLs and dates. */
function toDetail(p: ProductRecord, storage: FileStorage): ProductDetail {
  return {
    ...toCard(p, storage),
    description: p.description,
    website_url: p.website_url,
    firstname: p.firstname,
    screenshot_url: storage.url(p.screenshot.webp.key),
    screenshot_thumb_url: storage.url(p.screenshot.thumb.key),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Escapes user text for a $regex (RE2 on FerretDB, PCRE on MongoDB): every character matches itself. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The list query from a page loader, checked like GET /api/products checks its query string (400 when invalid). */
export function parseProductListQuery(query: unknown): ProductListInput {
  const result = productListQuerySchema.safeParse(query ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new BadRequest(`${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
}

/** Approved products, newest first; q matches name, headline or category (value or label), case-insensitively. */
export async function listProducts(input: ProductListInput, storage: FileStorage): Promise<ProductListResult> {
  const index = await directoryIndex();
  if (!index.cards) return listProductsFromDatabase(input, storage);
  const { page, limit, category, q } = input;
  let cards = index.cards;
  if (category) cards = cards.filter((c) => c.category === category);
  if (q) {
    // A plain substring test: any text, regex metacharacters included, matches itself.
    const needle = q.toLowerCase();
    const categories = matchingCategories(needle);
    cards = cards.filter((c) => c.haystack.includes(needle) || categories.has(c.category));
  }
  const start = (page - 1) * limit;
  const products = cards.slice(start, start + limit).map((c) => ({
    slug: c.slug,
    name: c.name,
    headline: c.headline,
    category: c.category,
    logo_url: storage.url(c.logoKey),
    createdAt: c.createdAt.toISOString(),
  }));
  return { products, pagination: pagination(page, limit, cards.length) };
}

function matchingCategories(needle: string): Set<string> {
  return new Set(CATEGORIES.filter((c) => c.value.toLowerCase().includes(needle) || c.label.toLowerCase().includes(needle)).map((c) => c.value));
}

function pagination(page: number, limit: number, totalItems: number) {
  const totalPages = Math.ceil(totalItems / limit);
  return { page, limit, totalPages, totalItems, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

/** The same list straight from the database (indexed on MongoDB), for directories too large to index in memory. */
export async function listProductsFromDatabase(input: ProductListInput, storage: FileStorage): Promise<ProductListResult> {
  const { page, limit, category, q } = input;
  const filter: Record<string, unknown> = { status: 'approved' };
  if (category) filter.category = category;
  if (q) {
    const pattern = { $regex: escapeRegex(q), $options: 'i' };
    const categories = [...matchingCategories(q.toLowerCase())];
    filter.$or = [{ name: pattern }, { headline: pattern }, ...(categories.length ? [{ category: { $in: categories } }] : [])];
  }
  const [totalItems, docs] = await Promise.all([
    ProductModel.countDocuments(filter),
    ProductModel.find(filter, CARD_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ProductRecord[]>(),
  ]);
  return { products: docs.map((d) => toCard(d, storage)), pagination: pagination(page, limit, totalItems) };
}

/** One approved product by slug, or null (unknown, pending and rejected products look the same). */
export async function getProduct(slug: string, storage: FileStorage): Promise<ProductDetail | null> {
  if (!SLUG_SHAPE.test(slug) || slug.length > 120) return null;
  const index = await directoryIndex();
  let product: ProductRecord | null;
  if (index.cards) {
    // Looked up by _id, which every database answers from its primary index.
    const card = index.bySlug.get(slug);
    product = card ? await ProductModel.findOne({ _id: card._id, status: 'approved' }).lean<ProductRecord>() : null;
  } else {
    product = await ProductModel.findOne({ slug: String(slug), status: 'approved' }).lean<ProductRecord>();
  }
  return product ? toDetail(product, storage) : null;
}

export const hashStatusToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The moderation state behind a founder's private status link, or null. */
export async function submissionStatus(token: string): Promise<SubmissionStatus | null> {
  if (!STATUS_TOKEN_SHAPE.test(token)) return null;
  const product = await ProductModel.findOne({ status_token_hash: hashStatusToken(token) }).lean<ProductRecord>();
  if (!product) return null;
  return {
    name: product.name,
    slug: product.slug,
    status: product.status as ProductStatus,
    reason: product.status === 'rejected' ? (product.moderation?.reason ?? null) : null,
    submittedAt: product.createdAt.toISOString(),
  };
}

// ---------- writing ----------

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
const freedHostLock = (id: Types.ObjectId) => `rejected:${id.toHexString()}`;

async function hostIsTaken(host: string, exceptId?: Types.ObjectId): Promise<boolean> {
  const filter: Record<string, unknown> = { host_lock: host };
  if (exceptId) filter._id = { $ne: exceptId };
  return (await ProductModel.countDocuments(filter)) > 0;
}

async function nextFreeSlug(base: string): Promise<string> {
  const taken = await ProductModel.find({ slug: { $regex: `^${escapeRegex(base)}(-[0-9]+)?$` } }, { slug: 1 }).lean<{ slug: string }[]>();
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

export interface NewProduct {
  fields: SubmissionFields;
  logo: Buffer;
  screenshot: Buffer;
  status: Exclude<ProductStatus, 'rejected'>;
  ip?: string | null;
  demo?: boolean;
}

/**
 * Processes both images, stores them under a fresh unique folder and saves the product with a free slug.
 * If anything fails after a file was written, the written files are deleted again: no orphans.
 * Returns the saved product and its private status token (only its hash is stored).
 */
export async function createProduct(storage: FileStorage, input: NewProduct): Promise<{ product: ProductRecord; token: string }> {
  const f = input.fields;
  const website = normaliseWebsite(f.website_url);
  if (await hostIsTaken(website.host)) throw new Conflict(DUPLICATE_WEBSITE_MESSAGE);

  const [logo, screenshot] = await Promise.all([
    processLogo(input.logo).catch(imageError('logo')),
    processScreenshot(input.screenshot).catch(imageError('screenshot')),
  ]);
  const folder = uniqueKeyPrefix('products');
  const written: string[] = [];
  const store = async (variant: ImageVariant) => {
    const key = `${folder}/${variant.name}`;
    written.push(key);
    await storage.put(key, variant.body, variant.contentType);
    return { key, contentType: variant.contentType, width: variant.width, height: variant.height, bytes: variant.body.length };
  };

  try {
    const [logoWebp, logoPng, shotWebp, shotThumb] = await Promise.all([...logo, ...screenshot].map(store));
    const token = randomBytes(32).toString('base64url');
    const base = (slugify(oneLine(f.name)).slice(0, 80).replace(/-+$/, '') || 'product');
    for (let attempt = 1; ; attempt++) {
      const slug = await nextFreeSlug(base);
      try {
        const doc = await ProductModel.create({
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
          status_token_hash: hashStatusToken(token),
          submitter_ip: input.ip ?? null,
          demo: Boolean(input.demo),
        });
        return { product: doc.toObject() as ProductRecord, token };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // FerretDB does not say which index collided: a taken host is a conflict, otherwise the slug was taken meanwhile.
        if (await hostIsTaken(website.host)) throw new Conflict(DUPLICATE_WEBSITE_MESSAGE);
        if (attempt >= 5) throw error;
      }
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

function imageError(field: 'logo' | 'screenshot') {
  return (error: unknown): never => {
    if (error instanceof ImageRejected) {
      throw new BadRequest(
        error.reason === 'too-many-pixels'
          ? `The ${field} image has too many pixels; please use a smaller image`
          : `Please select a valid image file for the ${field} (JPG, PNG, GIF)`,
      );
    }
    throw error;
  };
}

export interface Submission {
  /** Text fields as received (multipart strings, or anything else a client sends). */
  fields: Partial<Record<keyof SubmissionFields, unknown>>;
  logo?: Buffer | null;
  screenshot?: Buffer | null;
  /** The hidden honeypot field's value. */
  honeypot?: unknown;
  ip?: string | null;
}

export type SubmitOutcome = { saved: true; slug: string; status: ProductStatus } | { saved: false };

const facts = (file?: Buffer | null) => (file ? { size: file.length, head: file.subarray(0, 16) } : null);

/** POST /api/products: checks, images, save, then the founder's and the operator's emails through the outbox. */
export async function submitProduct(deps: ProductDeps, submission: Submission): Promise<SubmitOutcome> {
  const { config, logger } = deps;
  // A bot that fills the hidden field gets the normal answer and nothing is kept or sent.
  if (submission.honeypot !== undefined && submission.honeypot !== '') {
    logger.info({ ip: submission.ip }, 'product submission dropped: honeypot filled');
    return { saved: false };
  }
  const failure = checkSubmission(submission.fields, { logo: facts(submission.logo), screenshot: facts(submission.screenshot) });
  if (failure) throw new BadRequest(failure);

  const published = config.DIRECTORY_MODERATION === 'off';
  const { product, token } = await createProduct(deps.storage, {
    fields: trimFields(submission.fields),
    logo: submission.logo!,
    screenshot: submission.screenshot!,
    status: published ? 'approved' : 'pending',
    ip: submission.ip,
  });
  logger.info({ slug: product.slug, status: product.status }, 'product submitted');
  await notifySubmission(deps, product, token, published);
  return { saved: true, slug: product.slug, status: product.status as ProductStatus };
}

/**
 * Both emails go through the MongoDB outbox first: if Redis is down they wait there and the worker's
 * drainer queues them when it is back. The answer to the founder never depends on Redis.
 */
async function notifySubmission(deps: ProductDeps, p: ProductRecord, token: string, published: boolean): Promise<void> {
  const id = p._id.toHexString();
  const common = { name: p.name, slug: p.slug, headline: p.headline, website_url: p.website_url, category: p.category, firstname: p.firstname };
  const results = await Promise.allSettled([
    enqueueDurably(deps.queues, 'email', { template: 'product-submitted', to: p.email, data: { ...common, token, published } }, `product-submitted-${id}`, deps.logger),
    enqueueDurably(
      deps.queues,
      'email',
      { template: 'product-submitted-operator', to: deps.config.ADMIN_EMAIL, data: { ...common, email: p.email, status: p.status } },
      `product-operator-${id}`,
      deps.logger,
    ),
  ]);
  for (const r of results) if (r.status === 'rejected') deps.logger.error({ err: r.reason, slug: p.slug }, 'submission email could not be recorded');
}

// ---------- moderation ----------

export interface ModerationDeps {
  logger: Logger;
  queues: Queues;
}

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

/** Products for operators, oldest first (the review queue's order). */
export async function listForModeration(status?: ProductStatus, limit = 200): Promise<ModerationLine[]> {
  const docs = await ProductModel.find(status ? { status } : {})
    .sort({ createdAt: 1 })
    .limit(limit)
    .lean<ProductRecord[]>();
  return docs.map((d) => ({
    slug: d.slug,
    status: d.status as ProductStatus,
    name: d.name,
    website_url: d.website_url,
    category: d.category,
    email: d.email,
    createdAt: d.createdAt,
    reason: d.moderation?.reason ?? null,
  }));
}

async function findForModeration(slug: string) {
  const product = await ProductModel.findOne({ slug: String(slug) });
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

/** Publishes a pending (or previously rejected) product and emails the founder its live link. */
export async function approveProduct(deps: ModerationDeps, slug: string): Promise<{ changed: boolean }> {
  const product = await findForModeration(slug);
  if (product.status === 'approved') return { changed: false };
  // Checked before updating: a unique-index clash on update is not reported cleanly by FerretDB.
  if (await hostIsTaken(product.website_host, product._id)) throw new Conflict(DUPLICATE_WEBSITE_MESSAGE);
  const reviewedAt = new Date();
  const result = await ProductModel.updateOne(
    { _id: product._id, status: product.status },
    { $set: { status: 'approved', host_lock: product.website_host, 'moderation.reviewedAt': reviewedAt, 'moderation.reason': null } },
  );
  if (result.modifiedCount === 0) return { changed: false };
  await enqueueDurably(
    deps.queues,
    'email',
    { template: 'product-approved', to: product.email, data: { firstname: product.firstname, name: product.name, slug: product.slug } },
    `product-approved-${product._id.toHexString()}-${reviewedAt.getTime()}`,
    deps.logger,
  );
  return { changed: true };
}

/** Hides a product (pending or listed) with a reason the founder receives by email. */
export async function rejectProduct(deps: ModerationDeps, slug: string, reason: string): Promise<{ changed: boolean }> {
  const why = reason.trim();
  if (!why) throw new BadRequest('A reason is required');
  if (why.length > 1000) throw new BadRequest('The reason must be at most 1000 characters');
  const product = await findForModeration(slug);
  if (product.status === 'rejected') return { changed: false };
  const reviewedAt = new Date();
  const result = await ProductModel.updateOne(
    { _id: product._id, status: product.status },
    { $set: { status: 'rejected', host_lock: freedHostLock(product._id), 'moderation.reviewedAt': reviewedAt, 'moderation.reason': why } },
  );
  if (result.modifiedCount === 0) return { changed: false };
  await enqueueDurably(
    deps.queues,
    'email',
    { template: 'product-rejected', to: product.email, data: { firstname: product.firstname, name: product.name, reason: why } },
    `product-rejected-${product._id.toHexString()}-${reviewedAt.getTime()}`,
    deps.logger,
  );
  return { changed: true };
}
