import { NotFound } from '../../../domain/common/errors';
import { CONFIRM_LINK_INVALID_MESSAGE } from '../../../domain/waitlist/optInMessages';
import type { WaitlistConfirmation } from '../../../domain/waitlist/contract';
import { enqueueDurably } from '../../core/jobs/outbox';
import type { Platform } from '../../core/platform';
import { waitlistQueue } from './jobs';
import { entryOfConfirmationToken, pageToken } from './links';
import { WaitlistEntryModel, type WaitlistRecord } from './model';
import { networksOf } from './networks';
import { placesOf } from './places';

/** The address a confirmation link can still confirm: a genuine, unexpired link of an entry not confirmed yet. */
export async function confirmationOf(platform: Platform, token: string): Promise<WaitlistConfirmation> {
  const entryId = entryOfConfirmationToken(platform.config, token);
  const entry = entryId ? await WaitlistEntryModel.findById(entryId, { email: 1, unconfirmed: 1 }).lean<Pick<WaitlistRecord, 'email' | 'unconfirmed'>>() : null;
  if (!entry?.unconfirmed) throw new NotFound(CONFIRM_LINK_INVALID_MESSAGE);
  return { email: entry.email };
}

/**
 * Confirms the entry of a confirmation link, once: one conditional write turns it into a subscriber, so a second use
 * (or two at once) finds nothing to confirm. It gets its place at once (the page it lands on shows it); the
 * `waitlist` job (jobs.ts) then counts its referral, moves its referrer up and sends the welcome. Returns the token of
 * its private page.
 */
export async function confirmEntry(platform: Platform, token: string, ip: string | null): Promise<{ token: string }> {
  const entryId = entryOfConfirmationToken(platform.config, token);
  const confirmed = entryId
    ? await WaitlistEntryModel.findOneAndUpdate({ _id: entryId, unconfirmed: true }, { $set: { confirmedAt: new Date() }, $unset: { unconfirmed: 1 } }, { returnDocument: 'after' }).lean<WaitlistRecord>()
    : null;
  if (!confirmed || !entryId) throw new NotFound(CONFIRM_LINK_INVALID_MESSAGE);
  platform.logger.info({ event: 'waitlist-confirmed' }, 'a waitlist address was confirmed');
  // The job places it too: a place not given now (Redis away) is given there.
  await placesOf(platform)
    .positionOf(entryId)
    .catch((error: Error) => platform.logger.warn({ err: error.message }, 'waitlist place not given at confirmation; the job gives it'));
  await enqueueDurably(platform.queues, waitlistQueue, { entryId }, `waitlist-${entryId}`, platform.logger);
  await networksOf(platform).seen(entryId, ip);
  return { token: pageToken(platform.config, entryId) };
}
