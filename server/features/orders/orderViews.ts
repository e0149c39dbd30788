import { isoOrNull } from '../../../domain/common/dates';
import type { AdminOrderItem, Backlink, BacklinkChange, OrderItem, OrderProduct, OrderProgress, OrderSummary } from '../../../domain/orders/types';
import { countBacklinks } from '../../../domain/orders/backlinks';
import type { CatalogueDirectory } from '../../../domain/catalogue/directories';
import type { Platform } from '../../core/platform';
import { catalogueStore } from '../catalogue/catalogueStore';
import type { BacklinkChangeRecord, OrderItemRecord, OrderRecord, StoredOrderProduct } from './model';

function progressOf(order: Pick<OrderRecord, 'directories'>, items: readonly Pick<OrderItemRecord, 'status'>[]): OrderProgress {
  const count = (status: OrderItemRecord['status']) => items.filter((item) => item.status === status).length;
  const total = Math.max(order.directories, items.length);
  const [live, submitted, rejected] = [count('live'), count('submitted'), count('rejected')];
  return { total, live, submitted, rejected, queued: total - live - submitted - rejected };
}

/** What the link checker found on a live listing; null until the listing is live and checked. */
export function backlinkOf(item: OrderItemRecord): Backlink | null {
  const { backlink } = item;
  if (item.status !== 'live' || !backlink) return null;
  return { status: backlink.status, rel: backlink.rel, anchor: backlink.anchor, indexable: backlink.indexable, httpStatus: backlink.httpStatus, checkedAt: new Date(backlink.checkedAt).toISOString(), lostAt: isoOrNull(item.backlinkLostAt) };
}

/** The catalogue's directories by id, for the rows that name one. */
export type DirectoriesById = ReadonlyMap<string, Pick<CatalogueDirectory, 'domainRating' | 'linkPolicy'>>;

export async function directoriesById(platform: Platform): Promise<DirectoriesById> {
  return new Map((await catalogueStore(platform).list()).map((directory) => [directory.id, directory]));
}

/** One directory's result as the customer sees it, with the catalogue's rating and link policy when it is one of its directories. */
export const toItem = (item: OrderItemRecord, directories: DirectoriesById): OrderItem => {
  const directory = item.directoryId ? directories.get(item.directoryId) : undefined;
  return {
    directory: item.directory,
    directoryUrl: item.directoryUrl,
    domainRating: directory?.domainRating ?? item.domainRating,
    linkPolicy: directory?.linkPolicy ?? null,
    status: item.status,
  liveUrl: item.liveUrl,
  reason: item.reason,
    updatedAt: new Date(item.updatedAt).toISOString(),
    backlink: backlinkOf(item),
  };
};

/** One directory's result as operators see it, with the link checker's findings. */
export const toAdminItem = (item: OrderItemRecord, directories: DirectoriesById): AdminOrderItem => ({
  ...toItem(item, directories),
  id: String(item._id),
  directoryId: item.directoryId ?? null,
  link: item.link,
  linkDetail: item.linkDetail,
  linkCheckedAt: isoOrNull(item.linkCheckedAt),
  backlinkDetail: item.status === 'live' ? (item.backlink?.detail ?? null) : null,
});

export const toChange = (change: BacklinkChangeRecord): BacklinkChange => ({
  directory: change.directory,
  liveUrl: change.liveUrl,
  status: change.status,
  rel: change.rel,
  anchor: change.anchor,
  indexable: change.indexable,
  httpStatus: change.httpStatus,
  at: new Date(change.at).toISOString(),
});

export function toSummary(order: OrderRecord, items: readonly OrderItemRecord[]): OrderSummary {
  return {
    id: String(order._id),
    planId: order.planId,
    planLabel: order.planLabel,
    status: order.status,
    productName: order.product?.name ?? null,
    progress: progressOf(order, items),
    backlinks: countBacklinks(items.map((item) => ({ status: item.status, backlink: item.backlink ?? null, lost: Boolean(item.backlinkLostAt) }))),
    createdAt: new Date(order.createdAt).toISOString(),
    completedAt: isoOrNull(order.completedAt),
  };
}

/** The product as shown: the logo's address from its key (or the address an older order kept). */
export function productView(platform: Platform, product: StoredOrderProduct | null | undefined): OrderProduct | null {
  if (!product) return null;
  const { logoKey, logoUrl, screenshotKey: _screenshot, ...rest } = product;
  return { ...rest, logoUrl: logoKey ? platform.storage.url(logoKey) : (logoUrl ?? null) };
}
