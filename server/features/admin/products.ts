import type { AdminProduct, ProductEdit } from '../../../domain/admin/products';
import type { ImageField } from '../../../domain/directory/submission';
import type { ProductStatus } from '../../../domain/directory/types';
import { perPlatform, type Platform } from '../../core/platform';
import { existingProduct } from '../directory/findProduct';
import { ProductModel, type ProductRecord } from '../directory/model';
import { directoryService } from '../directory/service';

/**
 * The admin screen's products: the queue with image previews, editing and deleting. Each change is the directory
 * service's own operation (approving and rejecting the same as the CLI's, so the founder is emailed).
 */
function createProductsAdmin(platform: Platform) {
  const { storage } = platform;
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
      await directory.edit(slug, edit);
      return toAdminProduct(await existingProduct(slug));
    },

    /** New images for the listing, through the submission's checks and pipeline; the old files are removed. */
    async replaceImages(slug: string, images: Partial<Record<ImageField, Uint8Array>>): Promise<AdminProduct> {
      await directory.replaceImages(slug, images);
      return toAdminProduct(await existingProduct(slug));
    },

    /** Deletes the listing and its image files; its website may be submitted again. */
    remove: (slug: string) => directory.remove(slug),
  };
}

export const productsAdmin = perPlatform(createProductsAdmin);
