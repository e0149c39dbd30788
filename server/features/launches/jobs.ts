import { defineQueue } from '../../core/jobs/queues';
import type { Platform } from '../../core/platform';
import { dayAfter, launchToday } from '../../../domain/launches/days';
import { LINK_BACK_CHECK_EVERY_HOURS } from '../../../domain/launches/linkBack';
import { checkEveryLinkBack, checkLinkBack } from './linkBackCheck';
import { sendLiveNotices } from './notices';
import { launchesService } from './service';

/** The launches' work in the background: the hourly round of launch days, and link-back checks. */
export type LaunchJob = { kind: 'launch-days' } | { kind: 'link-backs' } | { kind: 'link-back'; productId: string };

/** The hourly round: today's "you are live" emails (each once), and yesterday's products of the day decided. */
async function launchDays(platform: Platform) {
  const today = launchToday();
  const live = await sendLiveNotices(platform, today);
  const winners = await launchesService(platform).decide(dayAfter(today, -1));
  return { live, winners: winners.length };
}

export const launchesQueue = defineQueue<LaunchJob, Platform>({
  name: 'launches',
  concurrency: 2,
  jobOptions: { attempts: 3 },
  processor: (platform) => async (job) => {
    const data = job.data;
    if (data.kind === 'launch-days') return launchDays(platform);
    if (data.kind === 'link-backs') return checkEveryLinkBack(platform);
    return checkLinkBack(platform, data.productId);
  },
  schedules: () => [
    { id: 'launch-days', everyMs: 3600_000, data: { kind: 'launch-days' } },
    { id: 'link-back-checks', everyMs: LINK_BACK_CHECK_EVERY_HOURS * 3600_000, data: { kind: 'link-backs' } },
  ],
});
