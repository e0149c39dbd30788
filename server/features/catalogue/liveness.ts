import { setTimeout as pause } from 'node:timers/promises';
import { FAILED_CHECKS_UNTIL_DEAD, LIVENESS_CHECK_EVERY_MS } from '../../../domain/catalogue/limits';
import { defineQueue } from '../../core/jobs/queues';
import { isAddressRefused, isTimeout, readWebPage, TooManyRedirects } from '../../core/http/webPage';
import type { Platform } from '../../core/platform';
import { announceDirectories } from './announce';
import { DirectoryModel, type DirectoryRecord } from './model';

/**
 * Liveness: each active directory's home page is read once a week (and on demand, `directories:check`) through
 * the service's one web reader (server/core/http/webPage.ts, with its address policy), one request per host at a
 * time. An answer clears the failures; FAILED_CHECKS_UNTIL_DEAD failures in a row mark the directory dead.
 */

const HOME_TIMEOUT_MS = 10_000;
/** Only the answer matters: the start of a home page is enough. */
const HOME_MAX_BYTES = 64 * 1024;
const HOME_MAX_REDIRECTS = 5;
/** How many hosts are read at the same time (each one request at a time). */
const HOSTS_AT_ONCE = 8;

export const LIVENESS_SCHEDULER_ID = 'directory-liveness';

/** What one read of a home page says: whether the site answers, and how (for operators). */
export interface HomeCheck {
  answered: boolean;
  detail: string;
}

/**
 * Reads a home page. A site answers unless the read fails (no connection, no answer in 10 s, too many redirects),
 * the server fails (5xx) or says the page is gone (404, 410); a refusal of bots (403, 429) is an answer.
 */
export async function checkHomePage(url: string, allowPrivate: boolean): Promise<HomeCheck> {
  try {
    const page = await readWebPage(url, { allowPrivate, timeoutMs: HOME_TIMEOUT_MS, maxBytes: HOME_MAX_BYTES, maxRedirects: HOME_MAX_REDIRECTS, userAgent: 'LaunchBoost directory checker' });
    const gone = page.status >= 500 || page.status === 404 || page.status === 410;
    return { answered: !gone, detail: `HTTP ${page.status}` };
  } catch (error) {
    if (isAddressRefused(error)) return { answered: false, detail: 'refused: the address is on a private or reserved network' };
    if (isTimeout(error)) return { answered: false, detail: `no answer within ${HOME_TIMEOUT_MS / 1000} s` };
    if (error instanceof TooManyRedirects) return { answered: false, detail: error.message };
    return { answered: false, detail: `unreachable (${(error as Error).message})` };
  }
}

/** Records one check of an active directory; true when it made the directory dead. */
async function recordCheck(platform: Platform, directory: DirectoryRecord, check: HomeCheck): Promise<boolean> {
  const checked = { lastCheckedAt: new Date(), lastCheckDetail: check.detail };
  // A directory an operator paused or changed meanwhile keeps what the operator set.
  const active = { _id: directory._id, status: 'active' as const };
  if (check.answered) {
    await DirectoryModel.updateOne(active, { $set: { ...checked, consecutiveFailures: 0 } });
    return false;
  }
  const after = await DirectoryModel.findOneAndUpdate(active, { $inc: { consecutiveFailures: 1 }, $set: checked }, { returnDocument: 'after' }).lean<DirectoryRecord>();
  if (!after || after.consecutiveFailures < FAILED_CHECKS_UNTIL_DEAD) return false;
  const dead = await DirectoryModel.updateOne(active, { $set: { status: 'dead' } });
  if (dead.modifiedCount) platform.logger.warn({ directory: directory._id, failures: after.consecutiveFailures, detail: check.detail }, 'directory marked dead: its site stopped answering');
  return dead.modifiedCount > 0;
}

export interface LivenessSummary {
  checked: number;
  answered: number;
  failed: number;
  /** The domains this run marked dead. */
  dead: string[];
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
};

/** Runs `work` over the items with at most `width` running at once. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Checks the active directories (or those of `domains` among them), one request per host at a time. */
export async function checkDirectories(platform: Platform, domains: readonly string[] | null = null): Promise<LivenessSummary> {
  const active = await DirectoryModel.find({ status: 'active' }).lean<DirectoryRecord[]>();
  const chosen = domains ? active.filter((d) => domains.includes(d._id)) : active;
  const byHost = new Map<string, DirectoryRecord[]>();
  for (const directory of chosen) byHost.set(hostOf(directory.url), [...(byHost.get(hostOf(directory.url)) ?? []), directory]);
  const summary: LivenessSummary = { checked: 0, answered: 0, failed: 0, dead: [] };
  const { WEBSITE_INFO_ALLOW_PRIVATE, BACKLINK_HOST_DELAY_MS } = platform.config;
  await inParallel([...byHost.values()], HOSTS_AT_ONCE, async (directories) => {
    for (const [index, directory] of directories.entries()) {
      if (index > 0) await pause(BACKLINK_HOST_DELAY_MS);
      const check = await checkHomePage(directory.url, WEBSITE_INFO_ALLOW_PRIVATE === 'on');
      summary.checked += 1;
      summary[check.answered ? 'answered' : 'failed'] += 1;
      if (await recordCheck(platform, directory, check)) summary.dead.push(directory._id);
    }
  });
  platform.logger.info({ checked: summary.checked, failed: summary.failed, dead: summary.dead.length }, 'directories checked');
  await announceDirectories(platform, chosen.map((d) => d._id));
  return summary;
}

/** The weekly check of every active directory. */
export const directoryChecksQueue = defineQueue<{ domains: string[] | null }, Platform>({
  name: 'directory-checks',
  concurrency: 1,
  jobOptions: { attempts: 1 },
  processor: (platform) => async (job) => checkDirectories(platform, job.data.domains ?? null),
  schedules: () => [{ id: LIVENESS_SCHEDULER_ID, everyMs: LIVENESS_CHECK_EVERY_MS, data: { domains: null } }],
});
