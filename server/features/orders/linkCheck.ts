import { setTimeout as pause } from 'node:timers/promises';
import { Types } from 'mongoose';
import { defineQueue } from '../../core/jobs/queues';
import { enqueueDurably } from '../../core/jobs/outbox';
import { isConclusive, isHealthy, lossOf, sameOutcome, type BacklinkLoss, type BacklinkOutcome } from '../../../domain/orders/backlinks';
import { isAddressRefused, isHtml, isTimeout, readWebPage, TooManyRedirects } from '../../core/http/webPage';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { findBacklink, pageText, siteHost } from './backlinkPage';
import { writeTrackEntry } from './directoryRecords';
import { orderEmail } from './emails';
import { BacklinkChangeModel, OrderItemModel, OrderModel, type BacklinkRecord, type OrderItemRecord, type OrderRecord } from './model';

/** How long one listing page may take to answer, redirects included. */
export const LINK_TIMEOUT_MS = 10_000;
/** The most of a listing page that is read (a directory's page is far smaller). */
export const LISTING_MAX_BYTES = 2 * 1024 * 1024;
export const LISTING_MAX_REDIRECTS = 5;

/** The scheduler that re-checks every order's live listings (every BACKLINK_CHECK_EVERY_HOURS). */
export const BACKLINK_SCHEDULER_ID = 'backlink-checks';

export interface LinkCheckJob {
  /** One order's live listings, or (null, the schedule) every order's. */
  orderId: string | null;
}

/** One read of a listing: what it says about the backlink, whether the address answered, and why (for operators). */
export interface ListingCheck {
  outcome: BacklinkOutcome;
  reachable: boolean;
  /** HTTP 200, no answer within 10 s... */
  linkDetail: string;
  /** Why the backlink does not count (no link, noindex, canonical elsewhere...), null when it does. */
  detail: string | null;
}

const unreachable = (linkDetail: string, httpStatus: number | null = null): ListingCheck => ({
  outcome: { status: 'unreachable', rel: null, anchor: null, indexable: null, httpStatus },
  reachable: false,
  linkDetail,
  detail: linkDetail,
});

/**
 * Reads a listing page (GET, at most 2 MB in 10 s, 5 redirects, under the address policy of website-infos) and
 * looks for the link to the customer's site in it.
 */
export async function checkListing(liveUrl: string, website: string | null, { allowPrivate, timeoutMs = LINK_TIMEOUT_MS }: { allowPrivate: boolean; timeoutMs?: number }): Promise<ListingCheck> {
  let page;
  try {
    page = await readWebPage(liveUrl, { allowPrivate, timeoutMs, maxBytes: LISTING_MAX_BYTES, maxRedirects: LISTING_MAX_REDIRECTS, userAgent: 'LaunchBoost backlink checker' });
  } catch (error) {
    if (isAddressRefused(error)) return unreachable('refused: the address is on a private or reserved network');
    if (isTimeout(error)) return unreachable(`no answer within ${timeoutMs / 1000} s`);
    if (error instanceof TooManyRedirects) return unreachable(error.message);
    return unreachable(`unreachable (${(error as Error).message})`);
  }
  const linkDetail = `HTTP ${page.status}`;
  if (page.status >= 400) return unreachable(linkDetail, page.status);
  const site = website ? siteHost(website) : null;
  const html = isHtml(page) ? pageText(page.body, page.headers['content-type']) : '';
  const found = findBacklink({ html, url: page.url, listedUrl: liveUrl, headers: page.headers }, site ?? '');
  const detail = !site ? 'the order names no website to look for' : !isHtml(page) ? `not a web page (${String(page.headers['content-type'])})` : found.detail;
  return {
    outcome: { status: site && found.found ? 'found' : 'missing', rel: site ? found.rel : null, anchor: site ? found.anchor : null, indexable: found.indexable, httpStatus: page.status },
    reachable: true,
    linkDetail,
    detail,
  };
}

/**
 * Records a check of one listing: its state, the history when it changed, and, when a link that was there is
 * lost, the loss (once: the customer is emailed when it is first seen, not at every check). Answers the loss.
 */
async function recordCheck(platform: Platform, item: OrderItemRecord, check: ListingCheck): Promise<BacklinkLoss | null> {
  const now = new Date();
  const { outcome } = check;
  const backlink: BacklinkRecord = { ...outcome, checkedAt: now, detail: check.detail };
  const known = isConclusive(outcome) ? { status: outcome.status, indexable: outcome.indexable } : item.backlinkKnown;
  const restored = isHealthy(outcome) ? { backlinkLostAt: null, backlinkLoss: null } : {};
  const saved = await OrderItemModel.updateOne(
    { _id: item._id, liveUrl: item.liveUrl },
    { $set: { link: check.reachable ? 'ok' : 'dead', linkDetail: check.linkDetail, linkCheckedAt: now, backlink, backlinkKnown: known, ...restored } },
  );
  // The operator changed the live URL while this one was read: the next check reads the new one.
  if (!saved.matchedCount) return null;
  if (!sameOutcome(item.backlink, outcome)) await BacklinkChangeModel.create({ orderId: item.orderId, itemId: item._id, directory: item.directory, liveUrl: item.liveUrl ?? '', ...outcome, at: now });
  if (!check.reachable) platform.logger.warn({ orderId: String(item.orderId), directory: item.directory, url: item.liveUrl, detail: check.linkDetail }, 'dead live URL');
  const loss = lossOf(item.backlinkKnown, outcome);
  if (!loss) return null;
  const first = await OrderItemModel.updateOne({ _id: item._id, backlinkLostAt: null }, { $set: { backlinkLostAt: now, backlinkLoss: loss } });
  if (!first.modifiedCount) return null;
  platform.logger.warn({ orderId: String(item.orderId), directory: item.directory, url: item.liveUrl, loss }, 'backlink lost');
  await sendEmail(platform, orderEmail('backlink-lost', { itemId: String(item._id), loss }), `backlink-lost-${String(item._id)}-${now.getTime()}`);
  return loss;
}

/** The check's finding counts in its directory's record (verified, followed, indexable, lost). */
async function keepTrackRecord(platform: Platform, item: OrderItemRecord): Promise<void> {
  if (!item.directoryId) return;
  const checked = await OrderItemModel.findById(item._id).lean<OrderItemRecord>();
  if (checked) await writeTrackEntry(platform, checked);
}

export interface BacklinkCheckSummary {
  orders: number;
  checked: number;
  dead: number;
  found: number;
  missing: number;
  lost: number;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
};

/**
 * Checks the live listings of one order, or of every order: one directory host at a time, its pages one after
 * another with BACKLINK_HOST_DELAY_MS between them, so no directory is hammered (many orders share directories).
 */
export async function checkBacklinks(platform: Platform, orderId: string | null): Promise<BacklinkCheckSummary> {
  const summary: BacklinkCheckSummary = { orders: 0, checked: 0, dead: 0, found: 0, missing: 0, lost: 0 };
  if (orderId !== null && !Types.ObjectId.isValid(orderId)) return summary;
  const items = await OrderItemModel.find({ status: 'live', liveUrl: { $ne: null }, ...(orderId ? { orderId: new Types.ObjectId(orderId) } : {}) }).lean<OrderItemRecord[]>();
  const orderIds = [...new Set(items.map((item) => String(item.orderId)))];
  const orders = await OrderModel.find({ _id: { $in: orderIds.map((id) => new Types.ObjectId(id)) } }).lean<OrderRecord[]>();
  const websiteOf = new Map(orders.map((order) => [String(order._id), order.product?.website ?? null]));
  summary.orders = orderIds.length;
  const byHost = new Map<string, OrderItemRecord[]>();
  for (const item of items) byHost.set(hostOf(item.liveUrl!), [...(byHost.get(hostOf(item.liveUrl!)) ?? []), item]);
  const { WEBSITE_INFO_ALLOW_PRIVATE, BACKLINK_HOST_DELAY_MS } = platform.config;
  for (const pages of byHost.values()) {
    for (const [index, item] of pages.entries()) {
      if (index > 0) await pause(BACKLINK_HOST_DELAY_MS);
      const check = await checkListing(item.liveUrl!, websiteOf.get(String(item.orderId)) ?? null, { allowPrivate: WEBSITE_INFO_ALLOW_PRIVATE === 'on' });
      const loss = await recordCheck(platform, item, check);
      await keepTrackRecord(platform, item);
      summary.checked += 1;
      if (!check.reachable) summary.dead += 1;
      if (check.outcome.status === 'found') summary.found += 1;
      if (check.outcome.status === 'missing') summary.missing += 1;
      if (loss) summary.lost += 1;
    }
  }
  return summary;
}

/** The backlink checker: one job per order after operators report live URLs, and the schedule that re-checks them all. */
export const orderLinksQueue = defineQueue<LinkCheckJob, Platform>({
  name: 'order-links',
  concurrency: 2,
  jobOptions: { attempts: 3 },
  processor: (platform) => async (job) => checkBacklinks(platform, job.data.orderId ?? null),
  schedules: (platform) => [{ id: BACKLINK_SCHEDULER_ID, everyMs: platform.config.BACKLINK_CHECK_EVERY_HOURS * 3600_000, data: { orderId: null } }],
});

/** Queues a check of an order's live URLs (each request its own job). */
export function queueLinkCheck(platform: Platform, orderId: string) {
  return enqueueDurably(platform.queues, orderLinksQueue, { orderId }, `order-links-${orderId}-${Date.now()}`, platform.logger);
}
