import { Types } from 'mongoose';
import type { OrderItemStatus } from '../../../domain/orders/orders';
import type { Platform } from '../../core/platform';
import { writeTrackEntry } from './directoryRecords';
import { keepOnDesk, setListed } from './fulfilmentKeys';
import { OrderItemModel, OrderModel, type OrderItemRecord, type OrderRecord } from './model';

/**
 * Every write of an order's items goes through here, so what is kept beside them stays true: the order's list of
 * items and its desk queue, the orders on the desk, each directory's track record and the product's listings.
 */

export interface StatusChange {
  status: OrderItemStatus;
  liveUrl?: string | null;
  reason?: string | null;
}

/** What a status sets: the live URL only when live, the reason only when rejected, when it was submitted and went live. */
export function statusFields(before: Pick<OrderItemRecord, 'status' | 'submittedAt' | 'liveAt'> | null, { status, liveUrl, reason }: StatusChange) {
  const now = new Date();
  return {
    status,
    liveUrl: status === 'live' ? (liveUrl ?? null) : null,
    reason: status === 'rejected' ? (reason ?? null) : null,
    submittedAt: status === 'queued' ? null : (before?.submittedAt ?? (status === 'submitted' ? now : null)),
    liveAt: status !== 'live' ? null : before?.status === 'live' && before.liveAt ? before.liveAt : now,
  };
}

const LINK_RESET = { link: 'unchecked', linkDetail: null, linkCheckedAt: null, backlink: null, backlinkKnown: null, backlinkLostAt: null, backlinkLoss: null };

/** Keeps the directories a product is listed on (for the plans of its later orders). */
async function keepListing(order: Pick<OrderRecord, 'product'>, before: OrderItemRecord | null, after: OrderItemRecord | null): Promise<void> {
  const website = order.product?.website;
  if (!website) return;
  const liveOn = (item: OrderItemRecord | null) => (item?.status === 'live' && item.directoryId ? item.directoryId : null);
  const [was, is] = [liveOn(before), liveOn(after)];
  if (was === is) return;
  if (was) await setListed(website, was, false);
  if (is) await setListed(website, is, true);
}

/** What follows one item's change (before: null when added; after: null when removed). */
export async function itemChanged(platform: Platform, order: OrderRecord, before: OrderItemRecord | null, after: OrderItemRecord | null): Promise<void> {
  const item = after ?? before;
  if (!item) return;
  const [wasQueued, isQueued] = [before?.status === 'queued', after?.status === 'queued'];
  if (order.itemsListed && wasQueued !== isQueued) {
    await OrderModel.updateOne({ _id: order._id }, isQueued ? { $push: { queue: item._id } } : { $pull: { queue: item._id } });
    await keepOnDesk(order._id);
  }
  await writeTrackEntry(platform, after ?? { ...item, status: 'queued' }, before?.directoryId);
  await keepListing(order, before, after);
}

/** Sets an item's status (and other fields); a changed live URL is checked again from scratch. */
export async function setItemStatus(platform: Platform, order: OrderRecord, before: OrderItemRecord, change: StatusChange, extra: Partial<OrderItemRecord> = {}): Promise<OrderItemRecord | null> {
  const fields = statusFields(before, change);
  const linkReset = before.liveUrl === fields.liveUrl ? {} : LINK_RESET;
  await OrderItemModel.updateOne({ _id: before._id }, { $set: { ...fields, ...extra, ...linkReset } });
  const after = await OrderItemModel.findById(before._id).lean<OrderItemRecord>();
  await itemChanged(platform, order, before, after);
  return after;
}

export type NewItem = Pick<OrderItemRecord, 'directory'> & Partial<Omit<OrderItemRecord, '_id' | 'orderId'>>;

/** Adds items to an order: listed on the order first (so none is ever lost), queued ones at the end of its desk queue. */
export async function addItems(platform: Platform, order: OrderRecord, items: readonly NewItem[]): Promise<OrderItemRecord[]> {
  if (!items.length) return [];
  const records = items.map((item) => ({ _id: new Types.ObjectId(), orderId: order._id, status: 'queued' as const, ...item }));
  const queued = records.filter((item) => item.status === 'queued').map((item) => item._id);
  if (order.itemsListed) await OrderModel.updateOne({ _id: order._id }, { $push: { itemIds: { $each: records.map((item) => item._id) }, ...(queued.length ? { queue: { $each: queued } } : {}) } });
  await OrderItemModel.insertMany(records);
  if (order.itemsListed && queued.length) await keepOnDesk(order._id);
  const added = await Promise.all(records.filter((item) => item.status !== 'queued').map((item) => OrderItemModel.findById(item._id).lean<OrderItemRecord>()));
  for (const item of added) if (item) await itemChanged(platform, order, null, item);
  return records as unknown as OrderItemRecord[];
}

/** Removes queued items (a product that changed is planned again). */
export async function removeQueuedItems(platform: Platform, order: OrderRecord, items: readonly OrderItemRecord[]): Promise<void> {
  const gone = new Set(items.filter((item) => item.status === 'queued').map((item) => String(item._id)));
  if (!gone.size) return;
  const kept = (ids: Types.ObjectId[] | undefined) => ids?.filter((id) => !gone.has(String(id)));
  const fresh = (await OrderModel.findById(order._id).lean<OrderRecord>()) ?? order;
  if (fresh.itemsListed) await OrderModel.updateOne({ _id: order._id }, { $set: { itemIds: kept(fresh.itemIds) ?? [], queue: kept(fresh.queue) ?? [] } });
  await Promise.all([...gone].map((id) => OrderItemModel.deleteOne({ _id: new Types.ObjectId(id) })));
  await keepOnDesk(order._id);
}

/** Puts a queued item last in its order's desk queue (the operator skipped it for now). */
export async function moveToEndOfQueue(order: OrderRecord, itemId: Types.ObjectId): Promise<void> {
  await OrderModel.updateOne({ _id: order._id }, { $pull: { queue: itemId } });
  await OrderModel.updateOne({ _id: order._id }, { $push: { queue: itemId } });
}
