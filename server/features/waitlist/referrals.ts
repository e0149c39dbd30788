import type { Types } from 'mongoose';
import { isoDay } from '../../../domain/common/dates';
import { canonicalMailbox, REFERRALS_PER_DAY } from '../../../domain/waitlist/rules';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { withRedisLock } from '../../core/redisLock';
import { CONFIRMED, ReferredMailboxModel, WaitlistEntryModel, type ReferralOutcome, type WaitlistRecord } from './model';

type Friend = Pick<WaitlistRecord, '_id' | 'email' | 'referredBy' | 'referrerNetwork' | 'referral' | 'confirmedAt'>;

/**
 * Claims the friend's mailbox for this referral: its canonical spelling is a key, so the same mailbox written
 * another way (a +tag, Gmail's dots, capitals) never counts twice. True when the claim is this friend's.
 */
async function claimMailbox(friend: Friend): Promise<boolean> {
  const mailbox = canonicalMailbox(friend.email);
  try {
    await ReferredMailboxModel.create({ _id: mailbox, entryId: friend._id });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // A retried count finds its own claim.
    const claim = await ReferredMailboxModel.findById(mailbox).lean<{ entryId: Types.ObjectId }>();
    return String(claim?.entryId) === String(friend._id);
  }
}

/**
 * Adds the friend to the referrer's count, at most REFERRALS_PER_DAY on the friend's day of confirmation. Each update
 * is one document's, conditional on the friend not being counted yet, so a retry adds nothing; concurrent counts for
 * one referrer take turns under a lock, as the development database (FerretDB) reads and writes a document's update
 * in two steps, so two `$inc` at once could keep one.
 */
function addToReferrer(platform: Platform, referrerId: Types.ObjectId, friendId: Types.ObjectId, day: string): Promise<boolean> {
  const lock = `${platform.config.QUEUE_PREFIX}:waitlist:referrer:${String(referrerId)}:lock`;
  return withRedisLock(platform.redis, lock, { holdMs: 30_000, waitMs: 30_000, pollMs: 10 }, platform.logger, () => countOnReferrer(referrerId, friendId, day));
}

/** addToReferrer's updates, run by one count at a time. */
async function countOnReferrer(referrerId: Types.ObjectId, friendId: Types.ObjectId, day: string): Promise<boolean> {
  const notCounted = { _id: referrerId, countedReferrals: { $nin: [friendId] } };
  const addFriend = { $addToSet: { countedReferrals: friendId } };
  const sameDay = () => WaitlistEntryModel.updateOne({ ...notCounted, referralDay: day, referralsThatDay: { $lt: REFERRALS_PER_DAY } }, { ...addFriend, $inc: { referrals: 1, referralsThatDay: 1 } });
  if ((await sameDay()).modifiedCount) return true;
  if ((await WaitlistEntryModel.updateOne({ ...notCounted, referralDay: { $ne: day } }, { ...addFriend, $inc: { referrals: 1 }, $set: { referralDay: day, referralsThatDay: 1 } })).modifiedCount) return true;
  // Another count started the day meanwhile; or this friend was counted already (a retry); or the day is full.
  if ((await sameDay()).modifiedCount) return true;
  const referrer = await WaitlistEntryModel.findById(referrerId, { countedReferrals: 1 }).lean<Pick<WaitlistRecord, 'countedReferrals'>>();
  return (referrer?.countedReferrals ?? []).some((id) => String(id) === String(friendId));
}

/** The guards, in order: what keeps a confirmed referral from counting, or 'counted' once it did. */
async function outcomeOf(platform: Platform, friend: Friend, referredBy: Types.ObjectId): Promise<ReferralOutcome> {
  const referrer = await WaitlistEntryModel.findOne({ _id: referredBy, ...CONFIRMED }, { email: 1 }).lean<Pick<WaitlistRecord, 'email'>>();
  if (!referrer) return 'referrer-gone';
  if (canonicalMailbox(referrer.email) === canonicalMailbox(friend.email)) return 'own-mailbox';
  if (friend.referrerNetwork) return 'same-network';
  if (!(await claimMailbox(friend))) return 'repeat-mailbox';
  if (await addToReferrer(platform, referredBy, friend._id, isoDay(friend.confirmedAt ?? new Date()))) return 'counted';
  // Over the day's limit: the mailbox may count for someone another day.
  await ReferredMailboxModel.deleteOne({ _id: canonicalMailbox(friend.email), entryId: friend._id });
  return 'daily-limit';
}

/**
 * Decides, once, whether a newly confirmed friend counts for the subscriber who referred them; the outcome is kept on
 * the friend's entry (with the time it counted, which orders the referrer's move when places are replayed). Returns
 * the referrer to move up, or null.
 */
export async function countReferral(platform: Platform, friend: Friend): Promise<string | null> {
  if (!friend.referredBy) return null;
  const outcome = friend.referral ?? (await outcomeOf(platform, friend, friend.referredBy));
  if (!friend.referral) await WaitlistEntryModel.updateOne({ _id: friend._id, referral: null }, { $set: { referral: outcome, ...(outcome === 'counted' ? { referralCountedAt: new Date() } : {}) } });
  return outcome === 'counted' ? String(friend.referredBy) : null;
}
