import { InvalidInput } from '../../../domain/common/errors';
import { isWebsiteUrl } from '../../../domain/directory/submission';
import type { OwnedListing, OwnerEdit } from '../../../domain/listings/contract';
import { OTHER_HOST_MESSAGE } from '../../../domain/listings/claims';
import type { Platform } from '../../core/platform';
import { productById } from '../directory/findProduct';
import { ProductModel, type ProductRecord } from '../directory/model';
import { announceProductChange } from '../directory/productChanges';
import { normaliseWebsite } from '../directory/productWebsite';
import { directoryService } from '../directory/service';
import { listingStats } from './listingStats';
import { ownedProduct } from './owners';

/** A listing as its owner manages it. */
export async function toOwnedListing(platform: Platform, p: ProductRecord): Promise<OwnedListing> {
  const { storage } = platform;
  return {
    slug: p.slug,
    name: p.name,
    headline: p.headline,
    description: p.description,
    category: p.category,
    website_url: p.website_url,
    logo_url: storage.url(p.logo.webp.key),
    screenshot_url: storage.url(p.screenshot.webp.key),
    status: p.status,
    stats: await listingStats(p._id),
  };
}

/** The new website address: checked as a submission's, and on the host the owner proved (another website is another listing). */
function sameHostWebsite(product: ProductRecord, value: string): string {
  if (!isWebsiteUrl(value)) throw new InvalidInput('Please enter a valid website URL', { field: 'website_url' });
  const website = normaliseWebsite(value);
  if (website.host !== product.website_host) throw new InvalidInput(OTHER_HOST_MESSAGE, { field: 'website_url' });
  return website.url;
}

/**
 * The verified owner's edit: the fields it sends replace the listing's (stored as the directory's editor stores them,
 * through its edit operation); a website address stays on the proved host. The pages follow (announced on the bus).
 */
export async function editAsOwner(platform: Platform, slug: string, userId: string, edit: OwnerEdit): Promise<OwnedListing> {
  const product = await ownedProduct(slug, userId);
  const website = edit.website_url === undefined ? product.website_url : sameHostWebsite(product, edit.website_url);
  const { name = product.name, headline = product.headline, description = product.description, category = product.category } = edit;
  await directoryService(platform).edit(slug, { name, headline, description, category });
  if (website !== product.website_url) {
    await ProductModel.updateOne({ _id: product._id }, { $set: { website_url: website } });
    await announceProductChange(platform, product._id);
  }
  platform.logger.info({ slug, fields: Object.keys(edit) }, 'listing edited by its owner');
  return toOwnedListing(platform, (await productById(product._id)) ?? product);
}

/** The verified owner's new logo, screenshot or both, through the directory's image replacement. */
export async function replaceImagesAsOwner(platform: Platform, slug: string, userId: string, images: { logo?: Uint8Array; screenshot?: Uint8Array }): Promise<OwnedListing> {
  const product = await ownedProduct(slug, userId);
  await directoryService(platform).replaceImages(slug, images);
  return toOwnedListing(platform, (await productById(product._id)) ?? product);
}
