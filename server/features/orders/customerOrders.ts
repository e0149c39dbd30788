import { InvalidInput } from '../../../domain/common/errors';
import { isoDay } from '../../../domain/common/dates';
import { ORDER_DETAILS_LOCKED, REPORT_COLUMNS, directoriesInPlan, type OrderProductInput } from '../../../domain/orders/orders';
import type { CustomerOrder, OrderSummary } from '../../../domain/orders/types';
import { isDuplicateKey } from '../../core/db/mongo';
import { spreadsheetCsv } from '../../core/lib/csv';
import type { Platform } from '../../core/platform';
import { findUserRecord } from '../auth/store';
import { isAddressConfirmed } from '../auth/libraryUser';
import { ProductModel } from '../directory/model';
import { plansService } from '../plans/service';
import { OrderItemModel, OrderModel, type OrderRecord, type StoredOrderProduct } from './model';
import { findOrder, findOwnOrder, orderItemsOf, settleOrder } from './orderRecords';
import { backlinkOf, productView, toItem, toSummary } from './orderViews';

/** The order of a paid Checkout; the webhook may call it again for the same session. */
export async function createOrderForPurchase(platform: Platform, { checkoutId, userId, planId }: { checkoutId: string; userId: string; planId: string }): Promise<void> {
  const plan = await plansService(platform).get(planId);
  try {
    const result = await OrderModel.updateOne(
      { checkoutId },
      { $setOnInsert: { checkoutId, userId, planId, planLabel: plan.label, directories: directoriesInPlan(plan), status: 'awaiting-details', product: null, completedAt: null, notifiedAt: null } },
      { upsert: true },
    );
    if (result.upsertedCount) platform.logger.info({ checkoutId, userId, planId }, 'order created');
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/** The product form's suggestion: the customer's own directory listing, when they have one. */
async function listingOf(userId: string): Promise<StoredOrderProduct | null> {
  const user = await findUserRecord(userId);
  // A listing is found by address: none is suggested before the account proved the address is its own.
  if (!user || !isAddressConfirmed(user)) return null;
  const listing = await ProductModel.findOne({ email: user.email.toLowerCase() }).sort({ createdAt: -1 }).lean();
  if (!listing) return null;
  return { name: listing.name, website: listing.website_url, category: listing.category, description: listing.description, logoKey: listing.logo.webp.key };
}

export async function listMyOrders(userId: string): Promise<OrderSummary[]> {
  const orders = await OrderModel.find({ userId }).sort({ createdAt: -1 }).limit(100).lean<OrderRecord[]>();
  return Promise.all(orders.map(async (order) => toSummary(order, await orderItemsOf(order._id))));
}

export async function myOrder(platform: Platform, userId: string, orderId: string): Promise<CustomerOrder> {
  const order = await findOwnOrder(userId, orderId);
  const items = await orderItemsOf(order._id);
  const prefill = order.product ? null : productView(platform, await listingOf(userId));
  return { ...toSummary(order, items), product: productView(platform, order.product), items: items.map(toItem), prefill };
}

/** A spreadsheet's indexable cell: yes, no, or empty when unknown. */
const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : null);

/** The submission report as CSV (REPORT_COLUMNS), for the customer's download. */
export async function orderReportCsv(userId: string, orderId: string): Promise<string> {
  const order = await findOwnOrder(userId, orderId);
  const items = await orderItemsOf(order._id);
  return spreadsheetCsv(
    REPORT_COLUMNS,
    items.map((item) => {
      const backlink = backlinkOf(item);
      return [item.directory, item.status, item.liveUrl, item.domainRating, isoDay(item.updatedAt), item.reason, backlink?.status, backlink?.rel, backlink?.anchor, yesNo(backlink?.indexable), backlink?.checkedAt];
    }),
  );
}

/** The product the order is for; it can change until submissions start. */
export async function saveOrderProduct(platform: Platform, userId: string, orderId: string, product: OrderProductInput): Promise<OrderSummary> {
  const order = await findOwnOrder(userId, orderId);
  if (await OrderItemModel.exists({ orderId: order._id, status: { $ne: 'queued' } })) throw new InvalidInput(ORDER_DETAILS_LOCKED);
  // The logo is the one of the customer's directory listing, when they have one (no upload here yet); once
  // set it stays (a key, or the address an older order kept).
  const { logoKey = null, logoUrl } = order.product ?? {};
  const logo = logoKey || logoUrl ? { logoKey, ...(logoUrl ? { logoUrl } : {}) } : { logoKey: (await listingOf(userId))?.logoKey ?? null };
  await OrderModel.updateOne({ _id: order._id }, { $set: { product: { ...product, ...logo } } });
  const saved = await findOrder(orderId);
  await settleOrder(platform, saved);
  return toSummary(await findOrder(orderId), await orderItemsOf(saved._id));
}
