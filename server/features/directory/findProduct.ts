import type { Types } from 'mongoose';
import { NotFound } from '../../../domain/common/errors';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { holderOf, slugKey, statusKey } from './keys';
import { ProductModel, type ProductRecord } from './model';
import { hashStatusToken } from './statusLink';

/**
 * Finding one product. Every lookup ends in a read by `_id` (through its key in keys.ts for a slug or a status
 * token): FerretDB v1 pushes down nothing else.
 */

/** A product by _id alone (a filter with any other field is not pushed down by FerretDB v1). */
export const productById = (id: Types.ObjectId) => ProductModel.findOne({ _id: id }).lean<ProductRecord>();

/** A product by slug: its key, then its _id. */
export async function productBySlug(slug: string): Promise<ProductRecord | null> {
  const id = await holderOf(slugKey(String(slug)));
  const product = id ? await productById(id) : null;
  // A key left by a product deleted meanwhile names nothing.
  return product?.slug === slug ? product : null;
}

/** The product an operator acts on, or NotFound with the spec's words. */
export async function existingProduct(slug: string): Promise<ProductRecord> {
  const product = await productBySlug(slug);
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  return product;
}

/** The product behind a founder's private status token, or null. */
export async function productByStatusToken(token: string): Promise<ProductRecord | null> {
  const hash = hashStatusToken(token);
  const id = await holderOf(statusKey(hash));
  const found = id ? await productById(id) : null;
  return found?.status_token_hash === hash ? found : null;
}
