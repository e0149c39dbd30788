import { NotFound } from '../../../domain/common/errors';
import { ORDER_NOT_FOUND, isOrderId, type OrderItemInput } from '../../../domain/orders/orders';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { orderEmail } from './emails';
import { addItems, setItemStatus, statusFields } from './itemChanges';
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

/** The order's items in the order they were added (the plan's by rating), as the report lists them. */
function byAddition(a: OrderItemRecord, b: OrderItemRecord): number {
  const time = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
  if (time) return time;
  const [pa, pb] = [a.position ?? -1, b.position ?? -1];
  return pa - pb || (a.directory < b.directory ? -1 : a.directory > b.directory ? 1 : 0);
}

/** An order's items: each by `_id` from the order's list, or (orders made before it) by query. */
export async function orderItemsOf(order: Pick<OrderRecord, '_id' | 'itemsListed' | 'itemIds'>): Promise<OrderItemRecord[]> {
  if (!order.itemsListed) return OrderItemModel.find({ orderId: order._id }).sort({ createdAt: 1, position: 1, directory: 1 }).lean<OrderItemRecord[]>();
  const items = await Promise.all((order.itemIds ?? []).map((id) => OrderItemModel.findById(id).lean<OrderItemRecord>()));
  return items.filter((item): item is OrderItemRecord => item !== null).sort(byAddition);
}

/** Every directory of the plan has its answer (live or rejected). */
const isSettled = (order: Pick<OrderRecord, 'directories'>, items: readonly Pick<OrderItemRecord, 'status'>[]) =>
  items.length > 0 && items.length >= order.directories && items.every((item) => item.status === 'live' || item.status === 'rejected');

/** Moves the order to in-progress or complete after a change; the completion email goes once. */
export async function settleOrder(platform: Platform, { _id }: Pick<OrderRecord, '_id'>): Promise<void> {
  const order = await OrderModel.findById(_id).lean<OrderRecord>();
  if (!order) return;
  const items = await orderItemsOf(order);
  if (isSettled(order, items)) {
    await OrderModel.updateOne({ _id: order._id, completedAt: null }, { $set: { status: 'complete', completedAt: new Date() } });
    const first = await OrderModel.updateOne({ _id: order._id, notifiedAt: null }, { $set: { notifiedAt: new Date() } });
    if (first.modifiedCount) await sendEmail(platform, orderEmail('order-complete', { orderId: String(order._id) }), `order-complete-${String(order._id)}`);
    return;
  }
  const status = items.length || order.product ? 'in-progress' : 'awaiting-details';
  if (status !== order.status || order.completedAt) await OrderModel.updateOne({ _id: order._id }, { $set: { status, completedAt: null } });
}

/** Records directories' results by their names (the order's items read once); a new live URL is checked again by the link checker. */
export async function recordOrderItems(platform: Platform, order: OrderRecord, rows: readonly OrderItemInput[]): Promise<void> {
  const fresh = (await OrderModel.findById(order._id).lean<OrderRecord>()) ?? order;
  const byName = new Map((await orderItemsOf(fresh)).map((item) => [item.directory, item]));
  for (const row of rows) {
    const described = { ...(row.directory_url ? { directoryUrl: row.directory_url } : {}), ...(row.domain_rating !== null ? { domainRating: row.domain_rating } : {}) };
    const change = { status: row.status, liveUrl: row.live_url, reason: row.reason };
    const existing = byName.get(row.directory);
    const recorded = existing ? await setItemStatus(platform, fresh, existing, change, described) : (await addItems(platform, fresh, [{ directory: row.directory, ...described, ...statusFields(null, change) }]))[0];
    if (recorded) byName.set(row.directory, recorded);
  }
}
