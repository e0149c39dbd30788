import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { CATEGORIES } from '../../../domain/directory/categories';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../domain/directory/types';
import { storedFileSchema } from '../uploads/model';
import { attributionSchemaType, type StoredAttribution } from '../../core/db/attribution';

export { PRODUCT_STATUSES, type ProductStatus };

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
      webp: { type: storedFileSchema, required: true },
      png: { type: storedFileSchema, required: true },
    },
    screenshot: {
      webp: { type: storedFileSchema, required: true },
      thumb: { type: storedFileSchema, required: true },
    },
    status: { type: String, enum: PRODUCT_STATUSES, required: true, default: 'pending' },
    moderation: {
      reviewedAt: { type: Date, default: null },
      reason: { type: String, default: null },
    },
    // SHA-256 of the founder's private status-page token (derived from the id and the server secret, see
    // statusLink.ts): the link works from the email, while a copy of this collection does not reveal working links.
    status_token_hash: { type: String, required: true },
    // Where the submission came from, for abuse reviews; never shown.
    submitter_ip: { type: String, default: null },
    // The day it launches on /launches (YYYY-MM-DD, booked at submission); products listed before launch days have none.
    launch_date: { type: String, default: null },
    // The campaign that brought the founder, when their browser kept one.
    attribution: { type: attributionSchemaType, default: null },
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
  launch_date?: string | null;
  attribution?: StoredAttribution;
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}
/** A product read with lean(). */
export type ProductRecord = Product & { _id: Types.ObjectId };

export const ProductModel: Model<Product> = (mongoose.models.Product as Model<Product> | undefined) ?? mongoose.model<Product>('Product', productSchema, 'products');
