import { Types } from 'mongoose';
import type { Attribution } from '../../../domain/campaigns/campaign';
import { AlreadyExists } from '../../../domain/common/errors';
import { DUPLICATE_WEBSITE_MESSAGE, type SubmissionFields } from '../../../domain/directory/submission';
import type { ProductStatus } from '../../../domain/directory/types';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { hostKey, keyClaims, slugKey, statusKey } from './keys';
import { ProductModel, type ProductRecord } from './model';
import { announceProductChange } from './productChanges';
import { newImageFolder, processImage, type ProductImageFiles } from './productImages';
import { nextFreeSlug, slugBase } from './productSlug';
import { oneLine, plainDescription } from './productText';
import { normaliseWebsite, websiteIsTaken } from './productWebsite';
import { hashStatusToken, statusToken } from './statusLink';

interface NewProduct {
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
  /** The booked launch day (YYYY-MM-DD). */
  launchDate?: string | null;
}

// A slug taken by another submission at the same moment, or a save refused by a unique index: tried again this often.
const SAVE_ATTEMPTS = 5;

const duplicateWebsite = () => new AlreadyExists(DUPLICATE_WEBSITE_MESSAGE, { field: 'website_url' });

type Website = ReturnType<typeof normaliseWebsite>;

/** The stored product, everything but its slug and its status token's hash. */
function productFields(input: NewProduct, id: Types.ObjectId, website: Website, images: ProductImageFiles) {
  const f = input.fields;
  return {
    _id: id,
    name: oneLine(f.name),
    headline: oneLine(f.headline),
    description: plainDescription(f.description),
    website_url: website.url,
    website_host: website.host,
    host_lock: website.host,
    category: f.category,
    firstname: oneLine(f.firstname),
    email: f.email.toLowerCase(),
    logo: images.logo!,
    screenshot: images.screenshot!,
    status: input.status,
    moderation: { reviewedAt: input.status === 'approved' ? new Date() : null, reason: null },
    submitter_ip: input.ip ?? null,
    attribution: input.attribution ?? null,
    launch_date: input.launchDate ?? null,
    demo: Boolean(input.demo),
  };
}

type ProductDraft = ReturnType<typeof productFields>;

/** Saves the product under the first free slug it can claim, with its status token's key (the token is derived from the id, so it is known before the first save). */
async function saveUnderFreeSlug(platform: Platform, fields: ProductDraft, keys: ReturnType<typeof keyClaims>): Promise<ProductRecord> {
  const base = slugBase(fields.name);
  for (let attempt = 1; ; attempt++) {
    const slug = await nextFreeSlug(base);
    // Taken meanwhile by another submission: the next free one.
    if (!(await keys.claim(slugKey(slug)))) {
      if (attempt >= SAVE_ATTEMPTS) throw new Error(`no free slug for ${base}`);
      continue;
    }
    const tokenHash = hashStatusToken(statusToken(platform.config, fields._id));
    if (!(await keys.claim(statusKey(tokenHash)))) throw new Error('status token key already taken');
    try {
      const doc = new ProductModel({ ...fields, slug, status_token_hash: tokenHash });
      await doc.save();
      return doc.toObject() as ProductRecord;
    } catch (error) {
      // The products' own unique indexes are the last guard (products saved without keys): FerretDB does not say
      // which one collided, so the website's product is looked for (a read of the collection, in this rare case only).
      if (!isDuplicateKey(error)) throw error;
      if (await ProductModel.exists({ host_lock: fields.host_lock })) throw duplicateWebsite();
      if (attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Processes both images, stores them under a fresh unique folder and saves the product with a free slug.
 * If anything fails after a file was written or a key taken, they are removed and given back: no orphans.
 */
export async function createProduct(platform: Platform, input: NewProduct): Promise<ProductRecord> {
  const website = normaliseWebsite(input.fields.website_url);
  // Before the images are processed; the key taken below is what refuses a duplicate for sure.
  if (await websiteIsTaken(website.host)) throw duplicateWebsite();
  const [logo, screenshot] = await Promise.all([processImage(platform, 'logo', input.logo), processImage(platform, 'screenshot', input.screenshot)]);
  const folder = newImageFolder(platform.storage);
  const id = input.id ?? new Types.ObjectId();
  const keys = keyClaims(id);
  let product: ProductRecord;
  try {
    const images = await folder.store({ logo, screenshot });
    // The website's key first: a second submission of it is refused here, even at the same moment.
    if (!(await keys.claim(hostKey(website.host)))) throw duplicateWebsite();
    product = await saveUnderFreeSlug(platform, productFields(input, id, website, images), keys);
  } catch (error) {
    await Promise.allSettled([folder.discard(), keys.releaseAll()]);
    throw error;
  }
  if (input.status === 'approved') await announceProductChange(platform, product._id);
  return product;
}
