import type { Types } from 'mongoose';
import { NotFound } from '../../../domain/common/errors';
import { ORDER_NOT_FOUND, isOrderId, type OrderItemInput } from '../../../domain/orders/orders';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { orderEmail } from './emails';
import { OrderItemModel, OrderModel, type OrderItemRecord, type OrderRecord } from './model';

export async function findOrder(orderId: string): Promise<OrderRecord> {
  if (!isOrderId(orderId)) throw new NotFound(ORDER_NOT_FOUND);
  const order = await OrderModel.findById(orderId).lean<OrderRecord>();
  if (!order) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}

export async function findOwnOrder(userId: string, orderId: string): Promise<OrderRecord> {
  const order = await findOrder(orderId);
  // Someone else's order is not found, rather than forbidden: its existence is not told.
  if (order.userId !== userId) throw new NotFound(ORDER_NOT_FOUND);
  return order;
}

export const orderItemsOf = (orderId: Types.ObjectId) => OrderItemModel.find({ orderId }).sort({ createdAt: 1, directory: 1 }).lean<OrderItemRecord[]>();

/** Every directory of the plan has its answer (live or rejected). */
const isSettled = (order: Pick<OrderRecord, 'directories'>, items: readonly Pick<OrderItemRecord, 'status'>[]) =>
  items.length > 0 && items.length >= order.directories && items.every((item) => item.status === 'live' || item.status === 'rejected');

/** Moves the order to in-progress or complete after a change; the completion email goes once. */
export async function settleOrder(platform: Platform, order: OrderRecord): Promise<void> {
  const items = await orderItemsOf(order._id);
  if (isSettled(order, items)) {
    await OrderModel.updateOne({ _id: order._id, completedAt: null }, { $set: { status: 'complete', completedAt: new Date() } });
    const first = await OrderModel.updateOne({ _id: order._id, notifiedAt: null }, { $set: { notifiedAt: new Date() } });
    if (first.modifiedCount) await sendEmail(platform, orderEmail('order-complete', { orderId: String(order._id) }), `order-complete-${String(order._id)}`);
    return;
  }
  const status = items.length || order.product ? 'in-progress' : 'awaiting-details';
  if (status !== order.status || order.completedAt) await OrderModel.updateOne({ _id: order._id }, { $set: { status, completedAt: null } });
}

/** Records one directory's result; a new live URL is checked again by the link checker. */
export async function recordOrderItem(order: OrderRecord, row: OrderItemInput): Promise<void> {
  const fields = { status: row.status, liveUrl: row.status === 'live' ? row.live_url : null, reason: row.status === 'rejected' ? row.reason : null };
  const described = { ...(row.directory_url ? { directoryUrl: row.directory_url } : {}), ...(row.domain_rating !== null ? { domainRating: row.domain_rating } : {}) };
  const existing = await OrderItemModel.findOne({ orderId: order._id, directory: row.directory }).lean<OrderItemRecord>();
  const linkReset = existing?.liveUrl === fields.liveUrl ? {} : { link: 'unchecked', linkDetail: null, linkCheckedAt: null, backlink: null, backlinkKnown: null, backlinkLostAt: null, backlinkLoss: null };
  if (existing) await OrderItemModel.updateOne({ _id: existing._id }, { $set: { ...fields, ...described, ...linkReset } });
  else await OrderItemModel.create({ orderId: order._id, directory: row.directory, ...fields, ...described });
}
