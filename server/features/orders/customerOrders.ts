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
import { removeQueuedItems } from './itemChanges';
import { OrderModel, type OrderRecord, type StoredOrderProduct } from './model';
import { planOrder } from './orderPlan';
import { findOrder, findOwnOrder, orderItemsOf, settleOrder } from './orderRecords';
import { backlinkOf, directoriesById, productView, toItem, toSummary } from './orderViews';

/** The order of a paid Checkout; the webhook may call it again for the same session. */
export async function createOrderForPurchase(platform: Platform, { checkoutId, userId, planId }: { checkoutId: string; userId: string; planId: string }): Promise<void> {
  const plan = await plansService(platform).get(planId);
  try {
    const result = await OrderModel.updateOne(
      { checkoutId },
      { $setOnInsert: { checkoutId, userId, planId, planLabel: plan.label, directories: directoriesInPlan(plan), status: 'awaiting-details', product: null, completedAt: null, notifiedAt: null, itemsListed: true, missingDirectories: 0 } },
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
  return { name: listing.name, website: listing.website_url, category: listing.category, description: listing.description, logoKey: listing.logo.webp.key, screenshotKey: listing.screenshot.webp.key };
}

export async function listMyOrders(userId: string): Promise<OrderSummary[]> {
  const orders = await OrderModel.find({ userId }).sort({ createdAt: -1 }).limit(100).lean<OrderRecord[]>();
  return Promise.all(orders.map(async (order) => toSummary(order, await orderItemsOf(order))));
}

export async function myOrder(platform: Platform, userId: string, orderId: string): Promise<CustomerOrder> {
  const order = await findOwnOrder(userId, orderId);
  const items = await orderItemsOf(order);
  const prefill = order.product ? null : productView(platform, await listingOf(userId));
  const directories = await directoriesById(platform);
  return { ...toSummary(order, items), product: productView(platform, order.product), items: items.map((item) => toItem(item, directories)), prefill };
}

/** A spreadsheet's indexable cell: yes, no, or empty when unknown. */
const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : null);

/** The submission report as CSV (REPORT_COLUMNS), for the customer's download. */
export async function orderReportCsv(userId: string, orderId: string): Promise<string> {
  const order = await findOwnOrder(userId, orderId);
  const items = await orderItemsOf(order);
  return spreadsheetCsv(
    REPORT_COLUMNS,
    items.map((item) => {
      const backlink = backlinkOf(item);
      return [item.directory, item.status, item.liveUrl, item.domainRating, isoDay(item.updatedAt), item.reason, backlink?.status, backlink?.rel, backlink?.anchor, yesNo(backlink?.indexable), backlink?.checkedAt];
    }),
  );
}

/** A product whose category or country changed is planned again: other directories accept it. */
const plannedFor = (product: { category: string; country?: string | null }) => `${product.category}|${product.country ?? ''}`;

/** The logo and screenshot are those of the customer's directory listing, when they have one (no upload here yet); once set they stay. */
async function imagesOf(userId: string, stored: StoredOrderProduct | null) {
  const { logoKey = null, logoUrl, screenshotKey } = stored ?? {};
  if (logoKey || logoUrl) return { logoKey, ...(logoUrl ? { logoUrl } : {}), ...(screenshotKey ? { screenshotKey } : {}) };
  const listing = await listingOf(userId);
  return { logoKey: listing?.logoKey ?? null, ...(listing?.screenshotKey ? { screenshotKey: listing.screenshotKey } : {}) };
}

/** The product the order is for; it can change until submissions start. Once described, the order is planned from the catalogue. */
export async function saveOrderProduct(platform: Platform, userId: string, orderId: string, product: OrderProductInput): Promise<OrderSummary> {
  const order = await findOwnOrder(userId, orderId);
  const items = await orderItemsOf(order);
  if (items.some((item) => item.status !== 'queued')) throw new InvalidInput(ORDER_DETAILS_LOCKED);
  await OrderModel.updateOne({ _id: order._id }, { $set: { product: { ...product, ...(await imagesOf(userId, order.product)) } } });
  if (order.product && plannedFor(order.product) !== plannedFor(product)) await removeQueuedItems(platform, order, items.filter((item) => item.directoryId));
  await planOrder(platform, order._id);
  await settleOrder(platform, order);
  const saved = await findOrder(orderId);
  return toSummary(saved, await orderItemsOf(saved));
}
