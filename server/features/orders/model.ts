import { Schema, type Types } from 'mongoose';
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
  },
  { timestamps: true, versionKey: false },
);
orderItemSchema.index({ orderId: 1, directory: 1 }, { unique: true });


export const OrderModel = modelOf('Order', orderSchema, 'orders');
export const OrderItemModel = modelOf('OrderItem', orderItemSchema, 'order_items');
