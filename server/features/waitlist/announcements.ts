import { createHash } from 'node:crypto';
import type { Platform } from '../../core/platform';
import { isDuplicateKey } from '../../core/db/mongo';
import { sendEmail } from '../mail/queue';
import { unsubscribedAt, unsubscribeUrl } from '../mail/suppression';
import { renderEmail, type RenderedEmail } from '../mail/template';
import { WAITLIST_EMAILS, waitlistEmail } from './emails';
import { AnnouncementModel, CONFIRMED, WaitlistEntryModel } from './model';
import { placesOf } from './places';

export interface AnnouncementDraft {
  subject: string;
  markdown: string;
}

export interface NotifyOptions {
  /** Count and render one, send nothing. */
  dryRun?: boolean;
  /** A wave: only the N best-placed subscribers who have not had this announcement yet. */
  first?: number;
  /** Emails handed to the queue per second (MARKETING_EMAILS_PER_SECOND). */
  perSecond: number;
  progress?: (total: number) => { increment(by?: number): void; stop(): void };
}

export interface NotifyReport {
  announcementId: string;
  /** Handed to the email queue now (or, with --dry-run, that would be). */
  queued: number;
  /** Handed over by an earlier run (an earlier wave) of the same announcement. */
  alreadySent: number;
  unsubscribed: number;
  /** Confirmed subscribers still waiting for this announcement after this run (0 without --first). */
  left: number;
  /** With --dry-run: the email as the first recipient would get it. */
  sample?: RenderedEmail & { to: string };
}

/** The same subject and text are the same announcement: running the command again sends nothing more. */
export const announcementIdOf = ({ subject, markdown }: AnnouncementDraft) => createHash('sha256').update(`${subject}\n${markdown}`).digest('hex').slice(0, 24);

const BATCH = 500;

interface Subscriber {
  _id: unknown;
  email: string;
  announced?: string[];
  announcementsQueued?: string[];
}

/** The confirmed subscribers in the order of their places (best first), and the unsubscribed addresses among them. */
async function subscribersByPlace(platform: Platform): Promise<{ subscribers: Subscriber[]; left: Map<string, Date> }> {
  const entries = await WaitlistEntryModel.find(CONFIRMED, { email: 1, announced: 1, announcementsQueued: 1 }).lean<Subscriber[]>();
  const positions = await placesOf(platform).allPositions(entries.map((e) => String(e._id)));
  entries.sort((a, b) => positions.get(String(a._id))! - positions.get(String(b._id))!);
  const left = new Map<string, Date>();
  for (let i = 0; i < entries.length; i += BATCH) for (const [email, at] of await unsubscribedAt(entries.slice(i, i + BATCH).map((e) => e.email))) left.set(email, at);
  return { subscribers: entries, left };
}

/**
 * An announcement to the confirmed subscribers who have not unsubscribed, best-placed first, through the outbox: one
 * email job per person and announcement (its id names both, so a repeat is a no-op while the job is open, and an
 * address whose email was accepted is skipped afterwards). With `first`, a wave: the N best-placed who have not had
 * it; each one handed over is written on their entry, so the next run goes on with the next N. Jobs are handed
 * over at `perSecond`, the mail provider's marketing rate.
 */
export async function notifyWaitlist(platform: Platform, draft: AnnouncementDraft, { dryRun = false, first, perSecond, progress }: NotifyOptions): Promise<NotifyReport> {
  const announcementId = announcementIdOf(draft);
  const { subscribers, left } = await subscribersByPlace(platform);
  const had = (e: Subscriber) => (e.announced ?? []).includes(announcementId) || (e.announcementsQueued ?? []).includes(announcementId);
  const waiting = subscribers.filter((e) => !left.has(e.email) && !had(e));
  const recipients = first === undefined ? waiting : waiting.slice(0, first);
  const report: NotifyReport = { announcementId, queued: recipients.length, alreadySent: subscribers.filter(had).length, unsubscribed: left.size, left: waiting.length - recipients.length };
  if (dryRun) {
    const ctx = { siteName: platform.config.SITE_NAME, publicUrl: platform.config.PUBLIC_URL, config: platform.config };
    const to = recipients[0]?.email ?? 'preview@example.com';
    report.sample = { to, ...(await renderEmail(WAITLIST_EMAILS['waitlist-announcement'], draft, ctx, { unsubscribeUrl: unsubscribeUrl(platform.config, to) })) };
    return report;
  }
  try {
    await AnnouncementModel.create({ _id: announcementId, subject: draft.subject, markdown: draft.markdown });
  } catch (error) {
    // Sent before (or in part): the same announcement, carried on.
    if (!isDuplicateKey(error)) throw error;
  }
  const bar = progress?.(recipients.length);
  const started = Date.now();
  for (const [i, entry] of recipients.entries()) {
    // Paced from the start, so a slow hand-off is not made up for by a burst.
    const due = started + (i * 1000) / perSecond;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const entryId = String(entry._id);
    await sendEmail(platform, waitlistEmail('waitlist-announcement', { announcementId, entryId }), `announcement-${announcementId}-${entryId}`);
    await WaitlistEntryModel.updateOne({ _id: entry._id }, { $addToSet: { announcementsQueued: announcementId } });
    bar?.increment();
  }
  bar?.stop();
  return report;
}
