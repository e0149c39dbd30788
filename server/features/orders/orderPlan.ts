import type { Types } from 'mongoose';
import type { CatalogueDirectory } from '../../../domain/catalogue/directories';
import { planDirectories, type ProductForPlan } from '../../../domain/orders/planning';
import type { Platform } from '../../core/platform';
import { catalogueStore } from '../catalogue/catalogueStore';
import { planningRecords } from './directoryRecords';
import { listedDirectories } from './fulfilmentKeys';
import { addItems } from './itemChanges';
import { OrderModel, type OrderItemRecord, type OrderRecord, type StoredOrderProduct } from './model';
import { orderItemsOf } from './orderRecords';

/**
 * An order's directories, chosen from the catalogue (in memory) when its product is described: see
 * domain/orders/planning.ts for the rule. Orders made before the catalogue (no list of items) are filled by hand.
 */

/** How many other directories the admin screen offers for a swap. */
const ALTERNATIVES_SHOWN = 20;

const productForPlan = (product: StoredOrderProduct): ProductForPlan => ({ category: product.category, country: product.country ?? null });

/** The catalogue's directories the order may still take: the product's category and country, not in the order, not listed already. */
async function candidatesFor(platform: Platform, order: OrderRecord, items: readonly OrderItemRecord[], count: number) {
  const [catalogue, records, listed] = await Promise.all([catalogueStore(platform).list(), planningRecords(platform).all(), listedDirectories(order.product!.website)]);
  const excluded = new Set([...listed, ...items.flatMap((item) => (item.directoryId ? [item.directoryId] : []))]);
  return planDirectories(catalogue, { product: productForPlan(order.product!), count, excluded, recordOf: (id) => records.get(id) });
}

/** A name for the item that no other item of the order has (the order keys its rows by name too). */
export function itemNameFor(directory: Pick<CatalogueDirectory, 'name' | 'domain'>, taken: ReadonlySet<string>): string {
  return taken.has(directory.name) ? `${directory.name} (${directory.domain})` : directory.name;
}

/** Plans the order's missing items from the catalogue and records how many the catalogue lacked. */
export async function planOrder(platform: Platform, orderId: Types.ObjectId): Promise<void> {
  const order = await OrderModel.findById(orderId).lean<OrderRecord>();
  if (!order?.product || !order.itemsListed) return;
  const items = await orderItemsOf(order);
  const { chosen, missing } = await candidatesFor(platform, order, items, order.directories - items.length);
  const taken = new Set(items.map((item) => item.directory));
  const planned = chosen.map((directory, index) => {
    const name = itemNameFor(directory, taken);
    taken.add(name);
    return { directory: name, directoryId: directory.id, directoryUrl: directory.url, domainRating: directory.domainRating, position: items.length + index };
  });
  await addItems(platform, order, planned);
  if (missing !== (order.missingDirectories ?? 0)) await OrderModel.updateOne({ _id: order._id }, { $set: { missingDirectories: missing } });
  platform.logger.info({ orderId: String(order._id), planned: planned.length, missing }, 'order planned from the catalogue');
}

/** The directories that could replace a queued item of the order, highest rating first (none before it is planned). */
export async function alternativesFor(platform: Platform, order: OrderRecord, items: readonly OrderItemRecord[]) {
  if (!order.product || !items.some((item) => item.status === 'queued')) return [];
  const { chosen } = await candidatesFor(platform, order, items, ALTERNATIVES_SHOWN);
  return chosen.map(({ id, name, domainRating }) => ({ id, name, domainRating }));
}
