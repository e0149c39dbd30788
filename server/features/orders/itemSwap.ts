import { AlreadyExists, ChangedMeanwhile, NotFound } from '../../../domain/common/errors';
import { DIRECTORY_NOT_FOUND } from '../../../domain/catalogue/messages';
import { DIRECTORY_IN_ORDER, ITEM_NOT_QUEUED, ORDER_ITEM_NOT_FOUND } from '../../../domain/orders/messages';
import { directoryDomainOf } from '../../../domain/catalogue/limits';
import type { Platform } from '../../core/platform';
import { catalogueStore } from '../catalogue/catalogueStore';
import { OrderItemModel } from './model';
import { itemNameFor } from './orderPlan';
import { findOrder, orderItemsOf } from './orderRecords';

/** An operator replaces a queued item's directory by another of the catalogue (the item keeps its place in the plan). */
export async function swapItemDirectory(platform: Platform, orderId: string, itemId: string, directoryId: string): Promise<void> {
  const order = await findOrder(orderId);
  const items = await orderItemsOf(order);
  const item = items.find((candidate) => String(candidate._id) === itemId);
  if (!item) throw new NotFound(ORDER_ITEM_NOT_FOUND);
  if (item.status !== 'queued') throw new ChangedMeanwhile(ITEM_NOT_QUEUED);
  const directory = await catalogueStore(platform).get(directoryDomainOf(directoryId));
  if (!directory) throw new NotFound(DIRECTORY_NOT_FOUND);
  const others = items.filter((other) => other !== item);
  if (others.some((other) => other.directoryId === directory.id)) throw new AlreadyExists(DIRECTORY_IN_ORDER);
  const name = itemNameFor(directory, new Set(others.map((other) => other.directory)));
  await OrderItemModel.updateOne({ _id: item._id }, { $set: { directory: name, directoryId: directory.id, directoryUrl: directory.url, domainRating: directory.domainRating } });
  platform.logger.info({ orderId, itemId, from: item.directoryId ?? item.directory, to: directory.id }, 'order item swapped');
}
