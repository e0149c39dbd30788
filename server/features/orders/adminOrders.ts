import { parse } from 'csv/sync';
import { InvalidInput } from '../../../domain/common/errors';
import { firstProblem } from '../../../domain/common/validation';
import { IMPORT_COLUMNS, orderItemInput, type OrderItemInput } from '../../../domain/orders/orders';
import type { AdminOrder, AdminOrderRow } from '../../../domain/orders/types';
import type { Platform } from '../../core/platform';
import { findUserRecord } from '../auth/store';
import { queueLinkCheck } from './linkCheck';
import { BacklinkChangeModel, OrderModel, type BacklinkChangeRecord, type OrderRecord } from './model';
import { findOrder, orderItemsOf, recordOrderItems, settleOrder } from './orderRecords';
import { alternativesFor } from './orderPlan';
import { directoriesById, productView, toAdminItem, toChange, toSummary } from './orderViews';

/** Most rows one import file may hold. */
const IMPORT_MAX_ROWS = 1000;
/** The latest backlink changes an order's admin screen shows. */
const BACKLINK_CHANGES_SHOWN = 100;

async function adminView(platform: Platform, order: OrderRecord): Promise<AdminOrder> {
  const [items, user, changes, directories] = await Promise.all([
    orderItemsOf(order),
    findUserRecord(order.userId),
    BacklinkChangeModel.find({ orderId: order._id }).sort({ at: -1 }).limit(BACKLINK_CHANGES_SHOWN).lean<BacklinkChangeRecord[]>(),
    directoriesById(platform),
  ]);
  return {
    ...toSummary(order, items),
    email: user?.email ?? null,
    product: productView(platform, order.product),
    items: items.map((item) => toAdminItem(item, directories)),
    deadLinks: items.filter((item) => item.link === 'dead').length,
    missingDirectories: order.missingDirectories ?? 0,
    backlinkChanges: changes.map(toChange),
    alternatives: await alternativesFor(platform, order, items),
  };
}

export const adminOrder = async (platform: Platform, orderId: string): Promise<AdminOrder> => adminView(platform, await findOrder(orderId));

export async function adminOrderList(): Promise<AdminOrderRow[]> {
  const orders = await OrderModel.find({}).sort({ createdAt: -1 }).limit(200).lean<OrderRecord[]>();
  return Promise.all(
    orders.map(async (order) => {
      const [items, user] = await Promise.all([orderItemsOf(order), findUserRecord(order.userId)]);
      return { ...toSummary(order, items), email: user?.email ?? null, deadLinks: items.filter((item) => item.link === 'dead').length, missingDirectories: order.missingDirectories ?? 0 };
    }),
  );
}

/** One directory's result, from the admin screen. */
export async function setOrderItem(platform: Platform, orderId: string, row: OrderItemInput): Promise<AdminOrder> {
  const order = await findOrder(orderId);
  await recordOrderItems(platform, order, [row]);
  await settleOrder(platform, order);
  if (row.status === 'live') await queueLinkCheck(platform, orderId);
  return adminOrder(platform, orderId);
}

/** The import file's rows, each checked (IMPORT_COLUMNS, header first), or the first problem found. */
function importedRows(csv: string): OrderItemInput[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    throw new InvalidInput(`The file is not valid CSV: ${(error as Error).message}`);
  }
  if (!records.length) throw new InvalidInput(`The file has no rows; columns: ${IMPORT_COLUMNS.join(',')}`);
  if (records.length > IMPORT_MAX_ROWS) throw new InvalidInput(`At most ${IMPORT_MAX_ROWS} rows per file`);
  if (!('directory' in records[0]) || !('status' in records[0])) throw new InvalidInput(`The header must name at least directory and status; columns: ${IMPORT_COLUMNS.join(',')}`);
  return records.map((record, index) => {
    const checked = orderItemInput.safeParse(record);
    if (!checked.success) throw new InvalidInput(`Row ${index + 2}: ${firstProblem(checked.error)}`);
    return checked.data;
  });
}

/** A CSV of directory results; every row is checked before any is saved. */
export async function importOrderResults(platform: Platform, orderId: string, csv: string): Promise<{ imported: number; order: AdminOrder }> {
  const order = await findOrder(orderId);
  const rows = importedRows(csv);
  await recordOrderItems(platform, order, rows);
  await settleOrder(platform, order);
  if (rows.some((row) => row.status === 'live')) await queueLinkCheck(platform, orderId);
  platform.logger.info({ orderId, rows: rows.length }, 'order results imported');
  return { imported: rows.length, order: await adminOrder(platform, orderId) };
}
