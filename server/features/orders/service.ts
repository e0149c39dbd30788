import { Types } from 'mongoose';
import { parse } from 'csv/sync';
import { InvalidInput, NotFound } from '../../../domain/common/errors';
import { isoDay } from '../../../domain/common/dates';
import { firstProblem } from '../../../domain/common/validation';
import { IMPORT_COLUMNS, ORDER_DETAILS_LOCKED, ORDER_NOT_FOUND, REPORT_COLUMNS, directoriesInPlan, isOrderId, orderItemInput, type OrderItemInput, type OrderProductInput } from '../../../domain/orders/orders';
import type { AdminOrder, AdminOrderItem, AdminOrderRow, Backlink, BacklinkChange, CustomerOrder, OrderItem, OrderProduct, OrderProgress, OrderSummary } from '../../../domain/orders/types';
import { countBacklinks } from '../../../domain/orders/backlinks';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { ProductModel } from '../directory/model';
import { sendEmail } from '../mail/queue';
import { plansService } from '../plans/service';
import { DELETED_ACCOUNT, findUserRecord } from '../auth/store';
import { isAddressConfirmed } from '../auth/libraryUser';
import type { ExportedOrder } from '../../../domain/users/export';
import { queueLinkCheck } from './linkCheck';
import { BacklinkChangeModel, OrderItemModel, OrderModel, type BacklinkChangeRecord, type OrderItemRecord, type OrderRecord, type StoredOrderProduct } from './model';
import { spreadsheetCsv } from '../../core/lib/csv';
import { orderEmail } from './emails';

/** A spreadsheet would run a cell starting with = + - @ as a formula: such text is quoted with a leading apostrophe. */

/** Most rows one import file may hold. */
export const IMPORT_MAX_ROWS = 1000;
/** The latest backlink changes an order's admin screen shows. */
const BACKLINK_CHANGES_SHOWN = 100;

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

export function progressOf(order: Pick<OrderRecord, 'directories'>, items: readonly Pick<OrderItemRecord, 'status'>[]): OrderProgress {
  const count = (status: OrderItemRecord['status']) => items.filter((item) => item.status === status).length;
  const total = Math.max(order.directories, items.length);
  const [live, submitted, rejected] = [count('live'), count('submitted'), count('rejected')];
  return { total, live, submitted, rejected, queued: total - live - submitted - rejected };
}

/** Every directory of the plan has its answer (live or rejected). */
export const isSettled = (order: Pick<OrderRecord, 'directories'>, items: readonly Pick<OrderItemRecord, 'status'>[]) =>
  items.length > 0 && items.length >= order.directories && items.every((item) => item.status === 'live' || item.status === 'rejected');

function backlinkOf(item: OrderItemRecord): Backlink | null {
  const { backlink } = item;
  if (item.status !== 'live' || !backlink) return null;
  return { status: backlink.status, rel: backlink.rel, anchor: backlink.anchor, indexable: backlink.indexable, httpStatus: backlink.httpStatus, checkedAt: new Date(backlink.checkedAt).toISOString(), lostAt: iso(item.backlinkLostAt) };
}

const toItem = (item: OrderItemRecord): OrderItem => ({
  directory: item.directory,
  directoryUrl: item.directoryUrl,
  domainRating: item.domainRating,
  status: item.status,
  liveUrl: item.liveUrl,
  reason: item.reason,
  updatedAt: new Date(item.updatedAt).toISOString(),
  backlink: backlinkOf(item),
});

const toAdminItem = (item: OrderItemRecord): AdminOrderItem => ({
  ...toItem(item),
  id: String(item._id),
  link: item.link,
  linkDetail: item.linkDetail,
  linkCheckedAt: iso(item.linkCheckedAt),
  backlinkDetail: item.status === 'live' ? (item.backlink?.detail ?? null) : null,
});

const toChange = (change: BacklinkChangeRecord): BacklinkChange => ({
  directory: change.directory,
  liveUrl: change.liveUrl,
  status: change.status,
  rel: change.rel,
  anchor: change.anchor,
  indexable: change.indexable,
  httpStatus: change.httpStatus,
  at: new Date(change.at).toISOString(),
});

/** The CSV's indexable cell: yes, no, or empty when unknown. */
const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : null);

function toSummary(order: OrderRecord, items: readonly OrderItemRecord[]): OrderSummary {
  return {
    id: String(order._id),
    planId: order.planId,
    planLabel: order.planLabel,
    status: order.status,
    productName: order.product?.name ?? null,
    progress: progressOf(order, items),
    backlinks: countBacklinks(items.map((item) => ({ status: item.status, backlink: item.backlink ?? null, lost: Boolean(item.backlinkLostAt) }))),
    createdAt: new Date(order.createdAt).toISOString(),
    completedAt: iso(order.completedAt),
  };
}

/**
 * Orders: what a one-time purchase buys, fulfilled directory by directory by operators (the admin screen
 * or a CSV import), shown to the customer as the submission report. The customer is emailed once when done.
 */
export function createOrdersService(platform: Platform) {
  const { logger } = platform;

  async function find(orderId: string): Promise<OrderRecord> {
    if (!isOrderId(orderId)) throw new NotFound(ORDER_NOT_FOUND);
    const order = await OrderModel.findById(orderId).lean<OrderRecord>();
    if (!order) throw new NotFound(ORDER_NOT_FOUND);
    return order;
  }

  async function findOwn(userId: string, orderId: string): Promise<OrderRecord> {
    const order = await find(orderId);
    // Someone else's order is not found, rather than forbidden: its existence is not told.
    if (order.userId !== userId) throw new NotFound(ORDER_NOT_FOUND);
    return order;
  }

  const itemsOf = (orderId: Types.ObjectId) => OrderItemModel.find({ orderId }).sort({ createdAt: 1, directory: 1 }).lean<OrderItemRecord[]>();

  /** The order of a paid Checkout; the webhook may call it again for the same session. */
  async function createForPurchase({ checkoutId, userId, planId }: { checkoutId: string; userId: string; planId: string }): Promise<void> {
    const plan = await plansService(platform).get(planId);
    try {
      const result = await OrderModel.updateOne(
        { checkoutId },
        { $setOnInsert: { checkoutId, userId, planId, planLabel: plan.label, directories: directoriesInPlan(plan), status: 'awaiting-details', product: null, completedAt: null, notifiedAt: null } },
        { upsert: true },
      );
      if (result.upsertedCount) logger.info({ checkoutId, userId, planId }, 'order created');
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

  /** The product as shown: the logo's address from its key (or the address an older order kept). */
  function productView(product: StoredOrderProduct | null | undefined): OrderProduct | null {
    if (!product) return null;
    const { logoKey, logoUrl, ...rest } = product;
    return { ...rest, logoUrl: logoKey ? platform.storage.url(logoKey) : (logoUrl ?? null) };
  }

  /** Moves the order to in-progress or complete after a change; the completion email goes once. */
  async function settle(order: OrderRecord): Promise<void> {
    const items = await itemsOf(order._id);
    if (isSettled(order, items)) {
      await OrderModel.updateOne({ _id: order._id, completedAt: null }, { $set: { status: 'complete', completedAt: new Date() } });
      const first = await OrderModel.updateOne({ _id: order._id, notifiedAt: null }, { $set: { notifiedAt: new Date() } });
      if (first.modifiedCount) await sendEmail(platform, orderEmail('order-complete', { orderId: String(order._id) }), `order-complete-${String(order._id)}`);
      return;
    }
    const status = items.length || order.product ? 'in-progress' : 'awaiting-details';
    if (status !== order.status || order.completedAt) await OrderModel.updateOne({ _id: order._id }, { $set: { status, completedAt: null } });
  }

  async function upsertItem(order: OrderRecord, row: OrderItemInput): Promise<void> {
    const fields = { status: row.status, liveUrl: row.status === 'live' ? row.live_url : null, reason: row.status === 'rejected' ? row.reason : null };
    const described = { ...(row.directory_url ? { directoryUrl: row.directory_url } : {}), ...(row.domain_rating !== null ? { domainRating: row.domain_rating } : {}) };
    const existing = await OrderItemModel.findOne({ orderId: order._id, directory: row.directory }).lean<OrderItemRecord>();
    // A new live URL is checked again by the link checker.
    const linkReset = existing?.liveUrl === fields.liveUrl ? {} : { link: 'unchecked', linkDetail: null, linkCheckedAt: null, backlink: null, backlinkKnown: null, backlinkLostAt: null, backlinkLoss: null };
    if (existing) await OrderItemModel.updateOne({ _id: existing._id }, { $set: { ...fields, ...described, ...linkReset } });
    else await OrderItemModel.create({ orderId: order._id, directory: row.directory, ...fields, ...described });
  }

  async function adminView(order: OrderRecord): Promise<AdminOrder> {
    const [items, user, changes] = await Promise.all([
      itemsOf(order._id),
      findUserRecord(order.userId),
      BacklinkChangeModel.find({ orderId: order._id }).sort({ at: -1 }).limit(BACKLINK_CHANGES_SHOWN).lean<BacklinkChangeRecord[]>(),
    ]);
    return {
      ...toSummary(order, items),
      email: user?.email ?? null,
      product: productView(order.product),
      items: items.map(toAdminItem),
      deadLinks: items.filter((item) => item.link === 'dead').length,
      backlinkChanges: changes.map(toChange),
    };
  }

  return {
    createForPurchase,

    async listMine(userId: string): Promise<OrderSummary[]> {
      const orders = await OrderModel.find({ userId }).sort({ createdAt: -1 }).limit(100).lean<OrderRecord[]>();
      return Promise.all(orders.map(async (order) => toSummary(order, await itemsOf(order._id))));
    },

    /** Every order of an account with its product and items, for the account's data export. */
    async exportMine(userId: string): Promise<ExportedOrder[]> {
      const orders = await OrderModel.find({ userId }).sort({ createdAt: -1 }).lean<OrderRecord[]>();
      return Promise.all(
        orders.map(async (order) => {
          const items = await itemsOf(order._id);
          return { ...toSummary(order, items), product: productView(order.product), items: items.map(toItem) };
        }),
      );
    },

    /**
     * A deleted account's orders stay as accounting records (plan, directories, dates, statuses) owned by nobody:
     * the product they were for and the listings' addresses go.
     */
    async anonymiseOf(userId: string): Promise<number> {
      const orders = await OrderModel.find({ userId }).lean<OrderRecord[]>();
      if (!orders.length) return 0;
      const orderIds = orders.map((order) => order._id);
      await OrderItemModel.updateMany({ orderId: { $in: orderIds } }, { $set: { liveUrl: null, reason: null, linkDetail: null } });
      await OrderModel.updateMany({ _id: { $in: orderIds } }, { $set: { userId: DELETED_ACCOUNT, product: null } });
      return orders.length;
    },

    async getMine(userId: string, orderId: string): Promise<CustomerOrder> {
      const order = await findOwn(userId, orderId);
      const items = await itemsOf(order._id);
      return { ...toSummary(order, items), product: productView(order.product), items: items.map(toItem), prefill: order.product ? null : productView(await listingOf(userId)) };
    },

    /** The submission report as CSV (REPORT_COLUMNS), for the customer's download. */
    async reportCsv(userId: string, orderId: string): Promise<string> {
      const order = await findOwn(userId, orderId);
      const items = await itemsOf(order._id);
      return spreadsheetCsv(
        REPORT_COLUMNS,
        items.map((item) => {
          const backlink = backlinkOf(item);
          return [item.directory, item.status, item.liveUrl, item.domainRating, isoDay(item.updatedAt), item.reason, backlink?.status, backlink?.rel, backlink?.anchor, yesNo(backlink?.indexable), backlink?.checkedAt];
        }),
      );
    },

    /** The product the order is for; it can change until submissions start. */
    async saveProduct(userId: string, orderId: string, product: OrderProductInput): Promise<OrderSummary> {
      const order = await findOwn(userId, orderId);
      if (await OrderItemModel.exists({ orderId: order._id, status: { $ne: 'queued' } })) throw new InvalidInput(ORDER_DETAILS_LOCKED);
      // The logo is the one of the customer's directory listing, when they have one (no upload here yet); once
      // set it stays (a key, or the address an older order kept).
      const { logoKey = null, logoUrl } = order.product ?? {};
      const logo = logoKey || logoUrl ? { logoKey, ...(logoUrl ? { logoUrl } : {}) } : { logoKey: (await listingOf(userId))?.logoKey ?? null };
      await OrderModel.updateOne({ _id: order._id }, { $set: { product: { ...product, ...logo } } });
      const saved = await find(orderId);
      await settle(saved);
      return toSummary(await find(orderId), await itemsOf(saved._id));
    },

    async adminList(): Promise<AdminOrderRow[]> {
      const orders = await OrderModel.find({}).sort({ createdAt: -1 }).limit(200).lean<OrderRecord[]>();
      return Promise.all(
        orders.map(async (order) => {
          const [items, user] = await Promise.all([itemsOf(order._id), findUserRecord(order.userId)]);
          return { ...toSummary(order, items), email: user?.email ?? null, deadLinks: items.filter((item) => item.link === 'dead').length };
        }),
      );
    },

    adminGet: async (orderId: string): Promise<AdminOrder> => adminView(await find(orderId)),

    /** One directory's result, from the admin screen. */
    async setItem(orderId: string, row: OrderItemInput): Promise<AdminOrder> {
      const order = await find(orderId);
      await upsertItem(order, row);
      await settle(order);
      if (row.status === 'live') await queueLinkCheck(platform, orderId);
      return adminView(await find(orderId));
    },

    /** A CSV of directory results (IMPORT_COLUMNS, header first); every row is checked before any is saved. */
    async importCsv(orderId: string, csv: string): Promise<{ imported: number; order: AdminOrder }> {
      const order = await find(orderId);
      let records: Record<string, string>[];
      try {
        records = parse(csv, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
      } catch (error) {
        throw new InvalidInput(`The file is not valid CSV: ${(error as Error).message}`);
      }
      if (!records.length) throw new InvalidInput(`The file has no rows; columns: ${IMPORT_COLUMNS.join(',')}`);
      if (records.length > IMPORT_MAX_ROWS) throw new InvalidInput(`At most ${IMPORT_MAX_ROWS} rows per file`);
      if (!('directory' in records[0]) || !('status' in records[0])) throw new InvalidInput(`The header must name at least directory and status; columns: ${IMPORT_COLUMNS.join(',')}`);
      const rows = records.map((record, index) => {
        const checked = orderItemInput.safeParse(record);
        if (!checked.success) throw new InvalidInput(`Row ${index + 2}: ${firstProblem(checked.error)}`);
        return checked.data;
      });
      for (const row of rows) await upsertItem(order, row);
      await settle(order);
      if (rows.some((row) => row.status === 'live')) await queueLinkCheck(platform, orderId);
      logger.info({ orderId, rows: rows.length }, 'order results imported');
      return { imported: rows.length, order: await adminView(await find(orderId)) };
    },

    find,
    itemsOf,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export const ordersService = perPlatform(createOrdersService);
