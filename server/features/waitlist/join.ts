import { Types } from 'mongoose';
import { InvalidInput } from '../../../domain/common/errors';
import { normaliseEmail } from '../../../domain/common/email';
import type { WaitlistSignup } from '../../../domain/waitlist/signup';
import { THROWAWAY_ADDRESS_MESSAGE } from '../../../domain/waitlist/optInMessages';
import { CONFIRMATION_RESEND_MS } from '../../../domain/waitlist/rules';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { waitlistEmail } from './emails';
import { WaitlistEntryModel, type WaitlistRecord } from './model';
import { networksOf } from './networks';
import { referrerOf } from './referralCodes';
import { isThrowawayAddress } from './throwaway';

/** Queues the confirmation email of an entry; the time it was asked for names the job, so a resend is a new email. */
const sendConfirmation = (platform: Platform, entryId: string, at: Date) => sendEmail(platform, waitlistEmail('waitlist-confirm', { entryId }), `waitlist-confirm-${entryId}-${at.getTime()}`);

/** A new, unconfirmed entry with its referrer (a known code only) and whether it joins from its referrer's network. */
async function createEntry(platform: Platform, email: string, { source, attribution, ref }: WaitlistSignup, ip: string | null, now: Date): Promise<{ entry: WaitlistRecord; created: boolean }> {
  const referrer = await referrerOf(ref);
  const referrerNetwork = referrer ? await networksOf(platform).seenWithin(referrer, ip) : false;
  try {
    const fields = { email, source: source ?? null, attribution: attribution ?? null, unconfirmed: true as const, confirmedAt: null, confirmationSentAt: now, ...(referrer ? { referredBy: new Types.ObjectId(referrer), referrerNetwork } : {}) };
    return { entry: (await WaitlistEntryModel.create(fields)).toObject() as WaitlistRecord, created: true };
  } catch (error) {
    // Two sign-ups at the same moment: the other one won.
    if (!isDuplicateKey(error)) throw error;
    return { entry: (await WaitlistEntryModel.findOne({ email }).lean<WaitlistRecord>())!, created: false };
  }
}

/**
 * Joins the waitlist (double opt-in): a new address becomes an unconfirmed entry and gets the confirmation email; an
 * unconfirmed one gets it again, at most once an hour; a confirmed one nothing. The caller answers the same to all
 * three, so the list cannot be probed. Addresses at throwaway mail services are refused.
 */
export async function joinWaitlist(platform: Platform, signup: WaitlistSignup, ip: string | null): Promise<void> {
  const email = normaliseEmail(signup.email);
  if (await isThrowawayAddress(email)) throw new InvalidInput(THROWAWAY_ADDRESS_MESSAGE, { field: 'email' });
  const now = new Date();
  const found = await WaitlistEntryModel.findOne({ email }).lean<WaitlistRecord>();
  const { entry, created } = found ? { entry: found, created: false } : await createEntry(platform, email, signup, ip, now);
  const entryId = String(entry._id);
  if (created) {
    await networksOf(platform).seen(entryId, ip);
    await sendConfirmation(platform, entryId, now);
    return;
  }
  if (!entry.unconfirmed) return;
  // One resend an hour, decided by one conditional write: two repeats at once send one email.
  const due = await WaitlistEntryModel.updateOne({ _id: entry._id, unconfirmed: true, confirmationSentAt: { $lte: new Date(now.getTime() - CONFIRMATION_RESEND_MS) } }, { $set: { confirmationSentAt: now } });
  if (due.modifiedCount === 1) await sendConfirmation(platform, entryId, now);
}
