import mongoose, { Schema, type Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../core/db/mongo';
import { ProductModel } from './model';

/**
 * A product's unique keys (its slug, its website's host while pending or approved, its status token's hash) as documents whose `_id` is
 * the key. Why: FerretDB v1 pushes down only an equality on `_id`; any other filter (`{slug}`, `{host_lock}`,
 * even `{_id, status}`) reads the collection until a match, seconds at 100,000 products, the whole collection when
 * nothing matches (45 s). So a product is found by slug or host in two reads by `_id`, and a key taken twice is
 * refused by the `_id` index (error 11000), naming which key it was. On MongoDB the same reads are index lookups;
 * the products' own unique indexes (slug, host_lock) stay as the last guard.
 */
interface ProductKey {
  _id: string;
  product: Types.ObjectId;
}

const productKeySchema = new Schema<ProductKey>({ _id: { type: String, required: true }, product: { type: Schema.Types.ObjectId, required: true } }, { versionKey: false });

export const ProductKeyModel: Model<ProductKey> = (mongoose.models.ProductKey as Model<ProductKey> | undefined) ?? mongoose.model<ProductKey>('ProductKey', productKeySchema, 'product_keys');

export const slugKey = (slug: string) => `slug:${slug}`;
export const hostKey = (host: string) => `host:${host}`;
export const statusKey = (tokenHash: string) => `status:${tokenHash}`;

/** The product holding a key, or null. */
export async function holderOf(key: string): Promise<Types.ObjectId | null> {
  const found = await ProductKeyModel.findOne({ _id: key }).lean<ProductKey>();
  return found?.product ?? null;
}

/** Takes a key for a product; false when another product holds it (the same product taking it again is fine). */
export async function claimKey(key: string, product: Types.ObjectId): Promise<boolean> {
  try {
    await ProductKeyModel.create({ _id: key, product });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return Boolean((await holderOf(key))?.equals(product));
  }
}

/** Gives a key back, if this product holds it. */
export async function releaseKey(key: string, product: Types.ObjectId): Promise<void> {
  if ((await holderOf(key))?.equals(product)) await ProductKeyModel.deleteOne({ _id: key });
}

/** The keys one product takes while it is saved, remembered so a save that fails gives every one back. */
export function keyClaims(product: Types.ObjectId) {
  const claimed: string[] = [];
  return {
    async claim(key: string): Promise<boolean> {
      const taken = await claimKey(key, product);
      if (taken) claimed.push(key);
      return taken;
    },
    releaseAll: () => Promise.allSettled(claimed.map((key) => releaseKey(key, product))),
  };
}

type KeyFields = { _id: Types.ObjectId; slug: string; website_host: string; status: string; status_token_hash: string };

/** The keys a product holds in its state: its slug and status token always, its host unless rejected. */
export const keysOf = (p: KeyFields) => [slugKey(p.slug), statusKey(p.status_token_hash), ...(p.status === 'rejected' ? [] : [hostKey(p.website_host)])];

/** Marks that every product has its keys (set after a full pass; an import straight into the collection deletes it). */
const KEYS_COMPLETE = 'keys:complete';

/** Writes one batch of keys; a key already there is skipped (error 11000) and the others are still written. */
async function insertKeys(keys: ProductKey[]): Promise<void> {
  if (!keys.length) return;
  await ProductKeyModel.insertMany(keys, { ordered: false }).catch((error: { code?: number; writeErrors?: { code?: number }[] }) => {
    const codes = error.writeErrors?.map((e) => e.code) ?? [error.code];
    if (!codes.every((code) => code === 11000)) throw error;
  });
}

/** The keys of products written straight into the collection (imports, seeds), saved beside them. */
export const insertKeysOf = (products: KeyFields[]) =>
  insertKeys(products.flatMap((p) => keysOf(p).map((key) => ({ _id: key, product: p._id }))));

/**
 * Writes the keys of products that have none (products saved before the keys existed, or imported straight into
 * the collection without them): one pass over the collection in batches, once (a marker records that it ran).
 * Returns the products read, or null when the marker said there was nothing to do.
 */
export async function writeMissingKeys({ force = false } = {}): Promise<number | null> {
  if (!force && (await holderOf(KEYS_COMPLETE))) return null;
  let read = 0;
  let batch: KeyFields[] = [];
  for await (const p of ProductModel.find({}, { slug: 1, website_host: 1, status: 1, status_token_hash: 1 }).lean<KeyFields[]>().cursor({ batchSize: 1000 }) as AsyncIterable<KeyFields>) {
    batch.push(p);
    read++;
    if (batch.length >= 500) {
      await insertKeysOf(batch);
      batch = [];
    }
  }
  await insertKeysOf(batch);
  await markKeysComplete();
  return read;
}

/** Records that every product has its keys (after writeMissingKeys, or an import that wrote them with insertKeysOf). */
export const markKeysComplete = () => insertKeys([{ _id: KEYS_COMPLETE, product: new Types.ObjectId('000000000000000000000000') }]);
