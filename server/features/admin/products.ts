import { NotFound } from '../../../domain/common/errors';
import type { AdminProduct, ProductEdit } from '../../../domain/admin/products';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import type { ImageField } from '../../../domain/directory/submission';
import type { ProductStatus } from '../../../domain/directory/types';
import { perPlatform, type Platform } from '../../core/platform';
import { ProductModel, type ProductRecord } from '../directory/model';
import { keysOf, releaseKey } from '../directory/keys';
import { directoryService, productBySlug } from '../directory/service';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The admin screen's products: the queue with image previews, editing and deleting. Approving and
 * rejecting are the directory service's own functions (the same as the CLI's), so the founder is emailed.
 */
function createProductsAdmin(platform: Platform) {
  const { storage, logger } = platform;
  const directory = directoryService(platform);

  const toAdminProduct = (p: ProductRecord): AdminProduct => ({
    slug: p.slug,
    status: p.status,
    name: p.name,
    headline: p.headline,
    description: p.description,
    website_url: p.website_url,
    category: p.category,
    firstname: p.firstname,
    email: p.email,
    logo_url: storage.url(p.logo.webp.key),
    screenshot_url: storage.url(p.screenshot.thumb.key),
    reason: p.moderation?.reason ?? null,
    createdAt: p.createdAt.toISOString(),
  });

  async function find(slug: string): Promise<ProductRecord> {
    const product = await productBySlug(slug);
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    return product;
  }

  return {
    /** Oldest first for the pending queue, newest first otherwise. */
    async list(status: ProductStatus, limit = 100): Promise<AdminProduct[]> {
      const docs = await ProductModel.find({ status })
        .sort({ createdAt: status === 'pending' ? 1 : -1 })
        .limit(limit)
        .lean<ProductRecord[]>();
      return docs.map(toAdminProduct);
    },

    approve: (slug: string, expected?: ProductStatus) => directory.approve(slug, { expected }),
    reject: (slug: string, reason: string, expected?: ProductStatus) => directory.reject(slug, reason, { expected }),

    async update(slug: string, edit: ProductEdit): Promise<AdminProduct> {
      const product = await find(slug);
      await ProductModel.updateOne({ _id: product._id }, { $set: { name: oneLine(edit.name), headline: oneLine(edit.headline), description: edit.description.replace(/\r\n?/g, '\n'), category: edit.category } });
      await directory.productChanged(product._id);
      return toAdminProduct(await find(slug));
    },

    /** New images for the listing, through the submission's checks and pipeline; the old files are removed. */
    async replaceImages(slug: string, images: Partial<Record<ImageField, Uint8Array>>): Promise<AdminProduct> {
      await directory.replaceImages(slug, images);
      return toAdminProduct(await find(slug));
    },

    /** Deletes the listing and its image files; its website may be submitted again. */
    async remove(slug: string): Promise<void> {
      const product = await find(slug);
      await ProductModel.deleteOne({ _id: product._id });
      await Promise.all(keysOf(product).map((key) => releaseKey(key, product._id)));
      await directory.productChanged(product._id);
      const keys = [product.logo.webp.key, product.logo.png.key, product.screenshot.webp.key, product.screenshot.thumb.key];
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      for (const r of results) if (r.status === 'rejected') logger.warn({ err: (r.reason as Error).message, slug }, 'image of a deleted product not removed');
    },
  };
}

export const productsAdmin = perPlatform(createProductsAdmin);
