import type { Platform } from '../../core/platform';
import { directoryExtensions } from './extensions';
import { existingProduct } from './findProduct';
import { keysOf, releaseKey } from './keys';
import { ProductModel, type Product } from './model';
import { announceProductChange } from './productChanges';
import { imageKeysOf, removeFiles } from './productImages';
import { oneLine, plainDescription } from './productText';

/** An operator's changes to a listing: its texts and its category (its images go through replaceImages.ts). */
type ProductTexts = Pick<Product, 'name' | 'headline' | 'description' | 'category'>;

/** Saves an operator's edit of a product's texts, stored as a submission's are. */
export async function editProduct(platform: Platform, slug: string, edit: ProductTexts): Promise<void> {
  const product = await existingProduct(slug);
  await ProductModel.updateOne({ _id: product._id }, { $set: { name: oneLine(edit.name), headline: oneLine(edit.headline), description: plainDescription(edit.description), category: edit.category } });
  await announceProductChange(platform, product._id);
}

/** Deletes a listing, its keys and its image files; its website may be submitted again. */
export async function deleteProduct(platform: Platform, slug: string): Promise<void> {
  const product = await existingProduct(slug);
  await ProductModel.deleteOne({ _id: product._id });
  await Promise.all([...keysOf(product).map((key) => releaseKey(key, product._id)), directoryExtensions().releaseLaunchDay(platform, product._id)]);
  await announceProductChange(platform, product._id);
  await removeFiles(platform, imageKeysOf(product), slug, 'image of a deleted product not removed');
}
