import mongoose, { Schema, type HydratedDocument, type Model } from 'mongoose';
import { CATEGORIES } from '../../../views/pages/directory/submitRules';

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** One stored file of an image: its storage key and what it is. */
const imageFileSchema = new Schema(
  {
    key: { type: String, required: true },
    contentType: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

const productSchema = new Schema<Product>(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true },
    headline: { type: String, required: true, trim: true },
    // Plain text; pages render it as text with its line breaks, never as HTML.
    description: { type: String, required: true },
    website_url: { type: String, required: true },
    // Lower-case host without "www.", so one website is listed once.
    website_host: { type: String, required: true },
    // The host while pending or approved, "rejected:<id>" once rejected: a unique index then refuses a second
    // live listing of one website even under concurrent submissions (FerretDB has no partial indexes).
    host_lock: { type: String, required: true },
    category: { type: String, required: true, enum: CATEGORIES.map((c): string => c.value) },
    firstname: { type: String, required: true, trim: true },
    // Private: never in a read response (the service maps fields explicitly).
    email: { type: String, required: true, trim: true, lowercase: true },
    logo: {
      webp: { type: imageFileSchema, required: true },
      png: { type: imageFileSchema, required: true },
    },
    screenshot: {
      webp: { type: imageFileSchema, required: true },
      thumb: { type: imageFileSchema, required: true },
    },
    status: { type: String, enum: PRODUCT_STATUSES, required: true, default: 'pending' },
    moderation: {
      reviewedAt: { type: Date, default: null },
      reason: { type: String, default: null },
    },
    // SHA-256 of the founder's private status-page token: the link works from the email, while a copy
    // of this collection (backup, export) does not reveal working links.
    status_token_hash: { type: String, required: true },
    // Where the submission came from, for abuse reviews; never shown.
    submitter_ip: { type: String, default: null },
    demo: { type: Boolean, default: false },
  },
  { timestamps: true, strict: true, minimize: false },
);

// The public list: approved products, newest first (category filter narrows the same scan).
productSchema.index({ status: 1, createdAt: -1 });
productSchema.index({ status: 1, category: 1, createdAt: -1 });
productSchema.index({ slug: 1 }, { unique: true });
productSchema.index({ website_host: 1 });
productSchema.index({ host_lock: 1 }, { unique: true });
productSchema.index({ status_token_hash: 1 }, { unique: true });

export interface StoredImage {
  key: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** A product as stored (written out rather than inferred, so optional sub-documents stay non-null). */
export interface Product {
  name: string;
  slug: string;
  headline: string;
  description: string;
  website_url: string;
  website_host: string;
  host_lock: string;
  category: string;
  firstname: string;
  email: string;
  logo: { webp: StoredImage; png: StoredImage };
  screenshot: { webp: StoredImage; thumb: StoredImage };
  status: ProductStatus;
  moderation: { reviewedAt: Date | null; reason: string | null };
  status_token_hash: string;
  submitter_ip: string | null;
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type ProductDocument = HydratedDocument<Product>;

interface DirectoryState {
  _id: string;
  version: number;
}
const stateSchema = new Schema<DirectoryState>({ _id: { type: String, required: true }, version: { type: Number, required: true, default: 0 } }, { versionKey: false });
/** One tiny document whose version changes with every product write; the in-memory list index (listing.ts) compares it. */
export const DirectoryStateModel: Model<DirectoryState> =
  (mongoose.models.DirectoryState as Model<DirectoryState> | undefined) ?? mongoose.model<DirectoryState>('DirectoryState', stateSchema, 'directory_state');

export const DIRECTORY_STATE_ID = 'public-listing';

/** Marks the public list as changed. Mongoose writes on products do it themselves (hooks below); raw collection writes must call it. */
export async function bumpDirectoryVersion(): Promise<void> {
  const bump = () => DirectoryStateModel.updateOne({ _id: DIRECTORY_STATE_ID }, { $inc: { version: 1 } }, { upsert: true });
  try {
    await bump();
  } catch (error) {
    // Two first-ever bumps racing: one upsert inserts, the other hits the _id and must simply increment.
    if ((error as { code?: number }).code !== 11000) throw error;
    await bump();
  }
}

// Every write through the model, from any process (web, worker, CLI, tests), invalidates the list indexes.
productSchema.post('save', async () => bumpDirectoryVersion());
productSchema.post('insertMany', async () => bumpDirectoryVersion());
productSchema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany', 'findOneAndDelete'], async () => bumpDirectoryVersion());

export const ProductModel: Model<Product> = (mongoose.models.Product as Model<Product> | undefined) ?? mongoose.model<Product>('Product', productSchema, 'products');
