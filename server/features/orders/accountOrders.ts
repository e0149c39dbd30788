import type { ExportedOrder } from '../../../domain/users/export';
import type { Platform } from '../../core/platform';
import { DELETED_ACCOUNT } from '../auth/store';
import { OrderItemModel, OrderModel, type OrderRecord } from './model';
import { orderItemsOf } from './orderRecords';
import { directoriesById, productView, toItem, toSummary } from './orderViews';

/** Every order of an account with its product and items, for the account's data export. */
export async function exportOrders(platform: Platform, userId: string): Promise<ExportedOrder[]> {
  const orders = await OrderModel.find({ userId }).sort({ createdAt: -1 }).lean<OrderRecord[]>();
  const directories = await directoriesById(platform);
  return Promise.all(
    orders.map(async (order) => {
      const items = await orderItemsOf(order);
      return { ...toSummary(order, items), product: productView(platform, order.product), items: items.map((item) => toItem(item, directories)) };
    }),
  );
}

/**
 * A deleted account's orders stay as accounting records (plan, directories, dates, statuses) owned by nobody:
 * the product they were for and the listings' addresses go.
 */
export async function anonymiseOrders(userId: string): Promise<number> {
  const orders = await OrderModel.find({ userId }).lean<OrderRecord[]>();
  if (!orders.length) return 0;
  const orderIds = orders.map((order) => order._id);
  await OrderItemModel.updateMany({ orderId: { $in: orderIds } }, { $set: { liveUrl: null, reason: null, linkDetail: null } });
  await OrderModel.updateMany({ _id: { $in: orderIds } }, { $set: { userId: DELETED_ACCOUNT, product: null } });
  return orders.length;
}
