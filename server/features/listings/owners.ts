import { Types } from 'mongoose';
import { NotAllowed, NotFound } from '../../../domain/common/errors';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { NOT_THE_OWNER_MESSAGE } from '../../../domain/listings/claims';
import { productById, productBySlug } from '../directory/findProduct';
import type { ProductRecord } from '../directory/model';
import { AccountListingsModel, ListingOwnerModel } from './model';

/** The account that owns a listing (its verified claimant), or null. Launches may read it to refuse a founder's own vote. */
export async function ownerOf(productId: Types.ObjectId): Promise<string | null> {
  const owner = await ListingOwnerModel.findOne({ _id: productId.toHexString() }).lean();
  return owner?.user ?? null;
}

/**
 * Makes the account the listing's verified owner. A listing has one owner: the last account that proved it
 * controls the website, so a website that changed hands follows its new owner; the previous one loses it.
 */
export async function recordOwner(productId: Types.ObjectId, userId: string): Promise<void> {
  const _id = productId.toHexString();
  const previous = await ownerOf(productId);
  await ListingOwnerModel.updateOne({ _id }, { $set: { user: userId, verifiedAt: new Date() } }, { upsert: true });
  await AccountListingsModel.updateOne({ _id: userId }, { $addToSet: { products: _id } }, { upsert: true });
  if (previous && previous !== userId) await AccountListingsModel.updateOne({ _id: previous }, { $pull: { products: _id } });
}

/** A product anyone may claim, report or open by slug: pending or listed (a rejected one is not found). */
export async function claimableProduct(slug: string): Promise<ProductRecord> {
  const product = await productBySlug(slug);
  if (!product || product.status === 'rejected') throw new NotFound(PRODUCT_NOT_FOUND);
  return product;
}

/** The listing, when the caller is its verified owner; else 403 with what to do. */
export async function ownedProduct(slug: string, userId: string): Promise<ProductRecord> {
  const product = await claimableProduct(slug);
  if ((await ownerOf(product._id)) !== userId) throw new NotAllowed(NOT_THE_OWNER_MESSAGE);
  return product;
}

/** The listings an account owns (any status but deleted), in the order it claimed them. */
export async function productsOwnedBy(userId: string): Promise<ProductRecord[]> {
  const account = await AccountListingsModel.findOne({ _id: userId }).lean();
  const ids = account?.products ?? [];
  const owners = await Promise.all(ids.map((id) => ListingOwnerModel.findOne({ _id: id }).lean()));
  const owned = ids.filter((_id, i) => owners[i]?.user === userId);
  const products = await Promise.all(owned.map((id) => productById(new Types.ObjectId(id))));
  return products.filter((p): p is ProductRecord => Boolean(p));
}
