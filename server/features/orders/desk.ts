import { Types } from 'mongoose';
import type { CatalogueDirectory } from '../../../domain/catalogue/directories';
import { ChangedMeanwhile, NotFound } from '../../../domain/common/errors';
import { CATEGORIES } from '../../../domain/directory/categories';
import { productCopy, taggedWebsite } from '../../../domain/orders/copy';
import { ITEM_NOT_QUEUED, ORDER_ITEM_NOT_FOUND } from '../../../domain/orders/messages';
import type { DeskInput, DeskItem, DeskRow } from '../../../domain/orders/types';
import type { Platform } from '../../core/platform';
import { catalogueStore } from '../catalogue/catalogueStore';
import { openOrderIds } from './fulfilmentKeys';
import { moveToEndOfQueue, setItemStatus } from './itemChanges';
import { queueLinkCheck } from './linkCheck';
import { OrderItemModel, OrderModel, type OrderItemRecord, type OrderRecord } from './model';
import { findOrder, settleOrder } from './orderRecords';
import { backlinkOf } from './orderViews';
import { LOGO_SIZES, productImageAddress } from './orderImages';

/**
 * The desk: the next submissions, oldest paid order first and each order's in its plan's order, one directory of
 * the catalogue at a time with the product's copy ready to paste. Everything is read by `_id`: the open orders'
 * key, each order, then its queued items.
 */

/** How many submissions one answer gives (the page shows the first and keeps the others ready). */
const DESK_ITEMS_SHOWN = 5;

const categoryLabel = (value: string) => CATEGORIES.find((category) => category.value === value)?.label ?? value;

function deskItemOf(order: OrderRecord, item: OrderItemRecord, directory: CatalogueDirectory): DeskItem {
  const product = order.product!;
  const orderId = String(order._id);
  return {
    id: String(item._id),
    orderId,
    directory: {
      id: directory.id,
      name: directory.name,
      domain: directory.domain,
      url: directory.url,
      submitUrl: directory.submitUrl,
      domainRating: directory.domainRating,
      linkPolicy: directory.linkPolicy,
      pricing: directory.pricing,
      requirements: directory.requirements,
    },
    product: {
      name: product.name,
      ...productCopy(product),
      website: taggedWebsite(product.website, directory.domain),
      category: categoryLabel(product.category),
      logoUrls: product.logoKey ? LOGO_SIZES.map((size) => ({ size, url: productImageAddress(orderId, `logo-${size}.png`) })) : [],
      screenshotUrl: product.screenshotKey ? productImageAddress(orderId, 'screenshot.jpg') : null,
    },
  };
}

/** The next submissions: queued items of active catalogue directories (a row typed in by name has no submit address). */
export async function deskItems(platform: Platform): Promise<{ items: DeskItem[] }> {
  const items: DeskItem[] = [];
  for (const orderId of await openOrderIds()) {
    const order = await OrderModel.findById(orderId).lean<OrderRecord>();
    if (!order?.product) continue;
    for (const itemId of order.queue ?? []) {
      if (items.length >= DESK_ITEMS_SHOWN) return { items };
      const item = await OrderItemModel.findById(itemId).lean<OrderItemRecord>();
      const directory = item?.status === 'queued' && item.directoryId ? await catalogueStore(platform).get(item.directoryId) : null;
      if (item && directory?.status === 'active') items.push(deskItemOf(order, item, directory));
    }
  }
  return { items };
}

async function findItem(itemId: string): Promise<OrderItemRecord> {
  const item = Types.ObjectId.isValid(itemId) ? await OrderItemModel.findById(itemId).lean<OrderItemRecord>() : null;
  if (!item) throw new NotFound(ORDER_ITEM_NOT_FOUND);
  return item;
}

/** An item as the desk shows it once recorded, with its backlink's verdict when checked. */
export async function deskRow(itemId: string): Promise<DeskRow> {
  const item = await findItem(itemId);
  return { id: String(item._id), orderId: String(item.orderId), directory: item.directory, status: item.status, liveUrl: item.liveUrl, reason: item.reason, backlink: backlinkOf(item) };
}

/** Records what the operator did with a submission; live starts its backlink check at once. */
export async function recordAtDesk(platform: Platform, itemId: string, { status, liveUrl, reason }: DeskInput): Promise<DeskRow> {
  const item = await findItem(itemId);
  const order = await findOrder(String(item.orderId));
  if (status === 'skipped') {
    if (item.status !== 'queued') throw new ChangedMeanwhile(ITEM_NOT_QUEUED);
    await moveToEndOfQueue(order, item._id);
    return deskRow(itemId);
  }
  await setItemStatus(platform, order, item, { status, liveUrl, reason });
  await settleOrder(platform, order);
  if (status === 'live') await queueLinkCheck(platform, String(order._id));
  return deskRow(itemId);
}
