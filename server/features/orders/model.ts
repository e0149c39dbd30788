import { Schema, type Types } from 'mongoose';
import { BACKLINK_RELS, BACKLINK_STATUSES, type BacklinkLoss, type BacklinkOutcome, type BacklinkStatus } from '../../../domain/orders/backlinks';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES, type LinkState, type OrderItemStatus, type OrderStatus } from '../../../domain/orders/orders';
import type { OrderProduct } from '../../../domain/orders/types';
import { modelOf } from '../../core/db/mongo';

/**
 * The product an order is for, as kept: its logo is a storage key (the address is made when it is shown, so a
 * move to a bucket or a CDN rewrites nothing). Orders saved before kept the address itself in logoUrl.
 */
export type StoredOrderProduct = Omit<OrderProduct, 'logoUrl'> & { logoKey: string | null; logoUrl?: string | null };

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
      type: new Schema<StoredOrderProduct>({ name: String, website: String, category: String, description: String, logoKey: { type: String, default: null }, logoUrl: { type: String } }, { _id: false }),
      default: null,
    },
    completedAt: { type: Date, default: null },
    notifiedAt: { type: Date, default: null },
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
  directoryUrl: string | null;
  domainRating: number | null;
  status: OrderItemStatus;
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
    directoryUrl: { type: String, default: null },
    domainRating: { type: Number, default: null },
    status: { type: String, enum: ORDER_ITEM_STATUSES, required: true },
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


export const OrderModel = modelOf('Order', orderSchema, 'orders');
export const OrderItemModel = modelOf('OrderItem', orderItemSchema, 'order_items');
export const BacklinkChangeModel = modelOf('BacklinkChange', backlinkChangeSchema, 'backlink_changes');
