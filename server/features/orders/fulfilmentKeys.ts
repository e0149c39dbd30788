import type { Types } from 'mongoose';
import { siteHost } from './backlinkPage';
import { FulfilmentKeyModel, OrderModel, type FulfilmentKeyRecord, type OrderRecord } from './model';

/**
 * What the desk and the plan look up without reading a collection (FerretDB reads the whole of one for any query
 * but one by `_id`): the orders with items to submit, oldest paid first, and the directories each product is
 * already listed on.
 */

const OPEN_ORDERS = 'open-orders';
const listedKey = (website: string) => `listed:${siteHost(website)}`;
const openEntry = (order: Pick<OrderRecord, '_id' | 'createdAt'>) => `${new Date(order.createdAt).toISOString()}|${String(order._id)}`;

/** The orders with queued items, oldest paid first. */
export async function openOrderIds(): Promise<string[]> {
  const key = await FulfilmentKeyModel.findById(OPEN_ORDERS).lean<FulfilmentKeyRecord>();
  return [...(key?.values ?? [])].sort().map((entry) => entry.split('|')[1]);
}

/** Lists the order on the desk while it has queued items, and takes it off when it has none. */
export async function keepOnDesk(orderId: Types.ObjectId): Promise<void> {
  const order = await OrderModel.findById(orderId).lean<OrderRecord>();
  if (!order) return;
  const update = order.queue?.length ? { $addToSet: { values: openEntry(order) } } : { $pull: { values: openEntry(order) } };
  await FulfilmentKeyModel.updateOne({ _id: OPEN_ORDERS }, update, { upsert: true });
}

/** The directories (domains) the product of this website already has a live listing on. */
export async function listedDirectories(website: string): Promise<Set<string>> {
  const key = await FulfilmentKeyModel.findById(listedKey(website)).lean<FulfilmentKeyRecord>();
  return new Set(key?.values ?? []);
}

/** Records whether the product has a live listing on a directory. */
export async function setListed(website: string, directoryId: string, listed: boolean): Promise<void> {
  await FulfilmentKeyModel.updateOne({ _id: listedKey(website) }, listed ? { $addToSet: { values: directoryId } } : { $pull: { values: directoryId } }, { upsert: true });
}
