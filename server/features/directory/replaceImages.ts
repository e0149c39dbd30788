import { IMAGE_FIELDS, type ImageField } from '../../../domain/directory/submission';
import type { Platform } from '../../core/platform';
import { existingProduct } from './findProduct';
import { ProductModel } from './model';
import { announceProductChange } from './productChanges';
import { imageKeysOf, newImageFolder, processImage, removeFiles } from './productImages';

/**
 * Replaces a product's logo, screenshot or both with new images, through the submission's pipeline. The new
 * files go to a new folder and the product points at them before the old files are removed, so its page never
 * shows a missing image; if saving fails, the new files are removed instead.
 */
export async function replaceProductImages(platform: Platform, slug: string, images: Partial<Record<ImageField, Uint8Array>>): Promise<void> {
  const product = await existingProduct(slug);
  const fields = IMAGE_FIELDS.filter((field) => images[field]);
  if (!fields.length) return;
  const processed = await Promise.all(fields.map((field) => processImage(platform, field, images[field]!)));
  const folder = newImageFolder(platform.storage);
  try {
    const replaced = await folder.store(Object.fromEntries(fields.map((field, i) => [field, processed[i]])));
    await ProductModel.updateOne({ _id: product._id }, { $set: replaced });
  } catch (error) {
    await folder.discard();
    throw error;
  }
  await announceProductChange(platform, product._id);
  await removeFiles(platform, imageKeysOf(product, fields), slug, 'replaced image file not removed');
  platform.logger.info({ slug, replaced: fields }, 'product images replaced');
}
