import { InvalidInput } from '../../../domain/common/errors';
import { IMAGE_FIELDS, type ImageField } from '../../../domain/directory/submission';
import { uniqueKeyPrefix, type FileStorage } from '../../core/storage';
import type { Platform } from '../../core/platform';
import { imagePool } from '../uploads/imagePool';
import { IMAGE_REFUSALS, ImageRejected, type ImageVariant } from '../uploads/images';
import type { Product, StoredImage } from './model';

/**
 * A product's image files: each image (logo, screenshot) is stored as two variants in a folder of its own, made
 * fresh for every write, so a product's page never points at a file that is being replaced.
 */

/** Processed variants per image field (the full size first, then the small one). */
type ProcessedImages = Partial<Record<ImageField, ImageVariant[]>>;
/** The image fields of a product as it stores them. */
export type ProductImageFiles = Partial<Pick<Product, 'logo' | 'screenshot'>>;

/** One image through the pool (a child process); an image it refuses is the form's message about that field. */
export function processImage(platform: Platform, field: ImageField, bytes: Uint8Array): Promise<ImageVariant[]> {
  return imagePool(platform)
    .process(field, bytes)
    .catch((error: unknown): never => {
      if (error instanceof ImageRejected) throw new InvalidInput(IMAGE_REFUSALS[error.reason](field), { field });
      throw error;
    });
}

const asProductImage = (field: ImageField, [full, small]: StoredImage[]) => (field === 'logo' ? { webp: full, png: small } : { webp: full, thumb: small });

/** A fresh unique folder for a product's image files, which remembers what it wrote (to remove it again if the save fails). */
export function newImageFolder(storage: FileStorage) {
  const folder = uniqueKeyPrefix('products');
  const written: string[] = [];
  const storeVariant = async (variant: ImageVariant): Promise<StoredImage> => {
    const key = `${folder}/${variant.name}`;
    written.push(key);
    await storage.put(key, variant.body, variant.contentType);
    return { key, contentType: variant.contentType, width: variant.width, height: variant.height, bytes: variant.body.length };
  };
  return {
    /** Stores every variant given; answers the image fields to save on the product. */
    async store(images: ProcessedImages): Promise<ProductImageFiles> {
      const fields = IMAGE_FIELDS.filter((field) => images[field]);
      const stored = await Promise.all(fields.map((field) => Promise.all(images[field]!.map(storeVariant))));
      return Object.fromEntries(fields.map((field, i) => [field, asProductImage(field, stored[i])])) as ProductImageFiles;
    },
    /** Removes what this folder wrote: the save that needed it failed. */
    discard: () => Promise.allSettled(written.map((key) => storage.delete(key))),
  };
}

/** The file keys of a product's images (all of them, or those of some fields). */
export function imageKeysOf(product: Pick<Product, 'logo' | 'screenshot'>, fields: readonly ImageField[] = IMAGE_FIELDS): string[] {
  return fields.flatMap((field) => (field === 'logo' ? [product.logo.webp.key, product.logo.png.key] : [product.screenshot.webp.key, product.screenshot.thumb.key]));
}

/** Removes files no product points at any more; one that stays is logged (it costs space, never a broken page). */
export async function removeFiles({ storage, logger }: Pick<Platform, 'storage' | 'logger'>, keys: string[], slug: string, notRemoved: string): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const r of results) if (r.status === 'rejected') logger.warn({ err: (r.reason as Error).message, slug }, notRemoved);
}
