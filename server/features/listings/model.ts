import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '../../../domain/listings/reports';

/**
 * What the listings feature keeps beside the directory's products. Every lookup is by `_id` (FerretDB v1 pushes down
 * nothing else): an owner by its product's id, an account's listings by the account's id, a month of a product's
 * numbers by `<product id>:<YYYY-MM>`. Reports are few and read by status, newest first.
 */

/** The verified owner of one listing (the last account that proved it controls the website). */
interface ListingOwner {
  /** The product's id, in hex. */
  _id: string;
  user: string;
  verifiedAt: Date;
}

/** The listings one account owns, by product id (hex): its account page reads them without a scan. */
interface AccountListings {
  /** The account's id. */
  _id: string;
  products: string[];
}

export interface ListingReport {
  _id: Types.ObjectId;
  product: Types.ObjectId;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}

/**
 * One product's numbers in one month (UTC): views and clicks by day of the month (`d01`...`d31`). Nothing about a
 * visitor is kept, only these counts.
 */
export interface ListingStatsMonth {
  /** `<product id>:<YYYY-MM>` */
  _id: string;
  views?: Record<string, number>;
  clicks?: Record<string, number>;
}

const ownerSchema = new Schema<ListingOwner>({ _id: String, user: { type: String, required: true }, verifiedAt: { type: Date, required: true } }, { versionKey: false });
const accountListingsSchema = new Schema<AccountListings>({ _id: String, products: { type: [String], default: [] } }, { versionKey: false });
const reportSchema = new Schema<ListingReport>(
  {
    product: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, required: true, enum: REPORT_REASONS.map((r): string => r.value) },
    details: { type: String, default: '' },
    status: { type: String, required: true, enum: REPORT_STATUSES, default: 'open' },
    createdAt: { type: Date, required: true, default: () => new Date() },
    resolvedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
reportSchema.index({ status: 1, createdAt: -1 });
const statsMonthSchema = new Schema<ListingStatsMonth>({ _id: String, views: { type: Object }, clicks: { type: Object } }, { versionKey: false, minimize: false });

const modelOf = <T>(name: string, schema: Schema<T>, collection: string): Model<T> => (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema, collection);

export const ListingOwnerModel = modelOf('ListingOwner', ownerSchema, 'listing_owners');
export const AccountListingsModel = modelOf('AccountListings', accountListingsSchema, 'account_listings');
export const ListingReportModel = modelOf('ListingReport', reportSchema, 'listing_reports');
export const ListingStatsModel = modelOf('ListingStatsMonth', statsMonthSchema, 'listing_stats');
