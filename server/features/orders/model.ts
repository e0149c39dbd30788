import { Schema, type Types } from 'mongoose';
import { BACKLINK_RELS, BACKLINK_STATUSES, type BacklinkLoss, type BacklinkOutcome, type BacklinkStatus } from '../../../domain/orders/backlinks';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES, type LinkState, type OrderItemStatus, type OrderStatus } from '../../../domain/orders/orders';
import type { TrackEntry } from '../../../domain/orders/trackRecord';
import type { OrderProduct } from '../../../domain/orders/types';
import { modelOf } from '../../core/db/mongo';

/**
 * The product an order is for, as kept: its logo is a storage key (the address is made when it is shown, so a
 * move to a bucket or a CDN rewrites nothing). Orders saved before kept the address itself in logoUrl.
 */
export type StoredOrderProduct = Omit<OrderProduct, 'logoUrl'> & { logoKey: string | null; logoUrl?: string | null; screenshotKey?: string | null };

/** A one-time plan bought through Checkout: one per completed Checkout session (the webhook may repeat). */
export interface OrderRecord {
  _id: Types.ObjectId;
  checkoutId: string;
  userId: string;
  planId: string;
  planLabel: string;
  /** The directories the plan promises (the report's N). */
  directories: number;
  status: OrderStatus;
  product: StoredOrderProduct | null;
  completedAt: Date | null;
  /** When the completion email was queued: once per order, even if it is reopened and completed again. */
  notifiedAt: Date | null;
  /**
   * True when itemIds lists every item, in the order they were added: items are then read by `_id` (the one
   * lookup FerretDB answers without reading the collection). Orders made before it find their items by query.
   */
  itemsListed?: boolean;
  itemIds?: Types.ObjectId[];
  /** The queued items in the desk's order (the plan's, a skipped one last). */
  queue?: Types.ObjectId[];
  /** How many directories the catalogue lacked when the order was planned. */
  missingDirectories?: number;
  createdAt: Date;
  updatedAt: Date;
}

const orderSchema = new Schema<OrderRecord>(
  {
    checkoutId: { type: String, required: true },
    userId: { type: String, required: true },
    planId: { type: String, required: true },
    planLabel: { type: String, required: true },
    directories: { type: Number, required: true, min: 0 },
    status: { type: String, enum: ORDER_STATUSES, default: 'awaiting-details' },
    product: {
      type: new Schema<StoredOrderProduct>(
        {
          name: String,
          website: String,
          category: String,
          description: String,
          tagline: String,
          shortDescription: String,
          longDescription: String,
          country: String,
          logoKey: { type: String, default: null },
          logoUrl: { type: String },
          screenshotKey: { type: String },
        },
        { _id: false },
      ),
      default: null,
    },
    completedAt: { type: Date, default: null },
    notifiedAt: { type: Date, default: null },
    itemsListed: { type: Boolean },
    itemIds: { type: [Schema.Types.ObjectId], default: undefined },
    queue: { type: [Schema.Types.ObjectId], default: undefined },
    missingDirectories: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false },
);
orderSchema.index({ checkoutId: 1 }, { unique: true });
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ createdAt: -1 });

/** What the last check of a listing found, with when and (for operators) why it does not count. */
export interface BacklinkRecord extends BacklinkOutcome {
  checkedAt: Date;
  detail: string | null;
}

/** What one check found, as the listing's state and as its history store it. */
const outcomeFields = {
  status: { type: String, enum: BACKLINK_STATUSES, required: true },
  rel: { type: String, enum: [...BACKLINK_RELS, null], default: null },
  anchor: { type: String, default: null },
  indexable: { type: Boolean, default: null },
  httpStatus: { type: Number, default: null },
};

const backlinkSchema = new Schema<BacklinkRecord>(
  {
    ...outcomeFields,
    checkedAt: { type: Date, required: true },
    detail: { type: String, default: null },
  },
  { _id: false },
);

/** The last check that said something lasting (a timeout does not): what a loss is measured against. */
export interface KnownBacklink {
  status: BacklinkStatus;
  indexable: boolean | null;
}

/** One directory of an order (its own document: FerretDB has no positional array updates). */
export interface OrderItemRecord {
  _id: Types.ObjectId;
  orderId: Types.ObjectId;
  directory: string;
  /** The catalogue's directory (its domain); null for a row typed in or imported by name. */
  directoryId?: string | null;
  /** Its place in the plan (highest rating first). */
  position?: number | null;
  directoryUrl: string | null;
  domainRating: number | null;
  status: OrderItemStatus;
  /** When it was first submitted, and when it went live: the directory's days to live. */
  submittedAt?: Date | null;
  liveAt?: Date | null;
  liveUrl: string | null;
  reason: string | null;
  link: LinkState;
  linkDetail: string | null;
  linkCheckedAt: Date | null;
  backlink: BacklinkRecord | null;
  backlinkKnown: KnownBacklink | null;
  /** When a link that was there was lost (the customer is emailed once per loss); null while it holds. */
  backlinkLostAt: Date | null;
  backlinkLoss: BacklinkLoss | null;
  createdAt: Date;
  updatedAt: Date;
}

const orderItemSchema = new Schema<OrderItemRecord>(
  {
    orderId: { type: Schema.Types.ObjectId, required: true },
    directory: { type: String, required: true },
    directoryId: { type: String, default: null },
    position: { type: Number, default: null },
    directoryUrl: { type: String, default: null },
    domainRating: { type: Number, default: null },
    status: { type: String, enum: ORDER_ITEM_STATUSES, required: true },
    submittedAt: { type: Date, default: null },
    liveAt: { type: Date, default: null },
    liveUrl: { type: String, default: null },
    reason: { type: String, default: null },
    link: { type: String, enum: ['unchecked', 'ok', 'dead'], default: 'unchecked' },
    linkDetail: { type: String, default: null },
    linkCheckedAt: { type: Date, default: null },
    backlink: { type: backlinkSchema, default: null },
    backlinkKnown: { type: new Schema<KnownBacklink>({ status: { type: String, enum: BACKLINK_STATUSES }, indexable: { type: Boolean, default: null } }, { _id: false }), default: null },
    backlinkLostAt: { type: Date, default: null },
    backlinkLoss: { type: String, enum: ['missing', 'noindex', 'gone', null], default: null },
  },
  { timestamps: true, versionKey: false },
);
orderItemSchema.index({ orderId: 1, directory: 1 }, { unique: true });
// The backlink sweep reads every live listing.
orderItemSchema.index({ status: 1 });

/** The history of a listing's backlink: one record each time a check finds something else than the one before. */
export interface BacklinkChangeRecord extends BacklinkOutcome {
  _id: Types.ObjectId;
  orderId: Types.ObjectId;
  itemId: Types.ObjectId;
  directory: string;
  liveUrl: string;
  at: Date;
}

const backlinkChangeSchema = new Schema<BacklinkChangeRecord>(
  {
    orderId: { type: Schema.Types.ObjectId, required: true },
    itemId: { type: Schema.Types.ObjectId, required: true },
    directory: { type: String, required: true },
    liveUrl: { type: String, required: true },
    ...outcomeFields,
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
backlinkChangeSchema.index({ orderId: 1, at: -1 });

/** A directory's track record: one entry per order item past queued, by the item's id (rewritten whenever it changes). */
export interface TrackRecordDocument {
  /** The directory's domain. */
  _id: string;
  items: Record<string, TrackEntry>;
}

const trackRecordSchema = new Schema<TrackRecordDocument>({ _id: { type: String, required: true }, items: { type: Schema.Types.Mixed, default: {} } }, { versionKey: false, minimize: false });

/**
 * Keys read by `_id`: 'open-orders' lists the orders with items to submit ("<paid at ISO>|<order id>", so they sort
 * oldest first); 'listed:<website host>' the directories a product has a live listing on.
 */
export interface FulfilmentKeyRecord {
  _id: string;
  values: string[];
}

const fulfilmentKeySchema = new Schema<FulfilmentKeyRecord>({ _id: { type: String, required: true }, values: { type: [String], default: [] } }, { versionKey: false });

export const OrderModel = modelOf('Order', orderSchema, 'orders');
export const OrderItemModel = modelOf('OrderItem', orderItemSchema, 'order_items');
export const BacklinkChangeModel = modelOf('BacklinkChange', backlinkChangeSchema, 'backlink_changes');
export const TrackRecordModel = modelOf('DirectoryTrackRecord', trackRecordSchema, 'directory_track_records');
export const FulfilmentKeyModel = modelOf('FulfilmentKey', fulfilmentKeySchema, 'fulfilment_keys');
