import { Types } from 'mongoose';
import { defineQueue } from '../../../jobs/queues';
import { enqueueDurably } from '../../../jobs/outbox';
import type { Platform } from '../../core/platform';
import { OrderItemModel, type OrderItemRecord } from './model';

/** How long one live URL may take to answer. */
export const LINK_TIMEOUT_MS = 10_000;

export interface LinkCheckJob {
  orderId: string;
}

export interface LinkVerdict {
  ok: boolean;
  detail: string;
}

/** Asks a listing's address with HEAD (GET when HEAD is refused); a 4xx/5xx answer, a timeout or no answer is a dead link. */
export async function checkLink(url: string, timeoutMs = LINK_TIMEOUT_MS): Promise<LinkVerdict> {
  const ask = async (method: 'HEAD' | 'GET') => {
    const response = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'User-Agent': 'LaunchBoost link checker' } });
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  };
  try {
    let status = await ask('HEAD');
    if (status === 405 || status === 501) status = await ask('GET');
    return status < 400 ? { ok: true, detail: `HTTP ${status}` } : { ok: false, detail: `HTTP ${status}` };
  } catch (error) {
    const name = (error as Error).name;
    return { ok: false, detail: name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs / 1000} s` : `unreachable (${(error as Error).message})` };
  }
}

/** Checks every live URL of an order and records the verdict; dead links are flagged on the admin screen. */
export async function checkOrderLinks(platform: Platform, orderId: string): Promise<{ checked: number; dead: number }> {
  if (!Types.ObjectId.isValid(orderId)) return { checked: 0, dead: 0 };
  const items = await OrderItemModel.find({ orderId: new Types.ObjectId(orderId), status: 'live', liveUrl: { $ne: null } }).lean<OrderItemRecord[]>();
  let dead = 0;
  for (const item of items) {
    const verdict = await checkLink(item.liveUrl!);
    if (!verdict.ok) dead += 1;
    await OrderItemModel.updateOne({ _id: item._id, liveUrl: item.liveUrl }, { $set: { link: verdict.ok ? 'ok' : 'dead', linkDetail: verdict.detail, linkCheckedAt: new Date() } });
    if (!verdict.ok) platform.logger.warn({ orderId, directory: item.directory, url: item.liveUrl, detail: verdict.detail }, 'dead live URL');
  }
  return { checked: items.length, dead };
}

/** The live-URL checker: one job per order, queued after operators report live URLs. */
export const orderLinksQueue = defineQueue<LinkCheckJob, Platform>({
  name: 'order-links',
  concurrency: 2,
  jobOptions: { attempts: 3 },
  processor: (platform) => async (job) => checkOrderLinks(platform, job.data.orderId),
});

/** Queues a check of an order's live URLs (each request its own job). */
export function queueLinkCheck(platform: Platform, orderId: string) {
  return enqueueDurably(platform.queues, orderLinksQueue, { orderId }, `order-links-${orderId}-${Date.now()}`, platform.logger);
}
