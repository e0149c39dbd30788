import { NotFound } from '../../../domain/common/errors';
import type { WaitlistPlace } from '../../../domain/waitlist/contract';
import { WAITLIST_PAGE_INVALID_MESSAGE } from '../../../domain/waitlist/optInMessages';
import { referralLinkOf } from '../../../domain/waitlist/rules';
import type { Platform } from '../../core/platform';
import { entryOfPageToken } from './links';
import { CONFIRMED, ReferralCodeModel, WaitlistEntryModel, type WaitlistRecord } from './model';
import { networksOf } from './networks';
import { placesOf } from './places';
import { referralCodeOf } from './referralCodes';

/** The confirmed subscriber a private page link names; NotFound for a forged link or one whose entry left. */
async function subscriberOf(platform: Platform, token: string): Promise<WaitlistRecord> {
  const entryId = entryOfPageToken(platform.config, token);
  const entry = entryId ? await WaitlistEntryModel.findOne({ _id: entryId, ...CONFIRMED }).lean<WaitlistRecord>() : null;
  if (!entry) throw new NotFound(WAITLIST_PAGE_INVALID_MESSAGE);
  return entry;
}

/** A subscriber's private page: their place, counted referrals and personal link. Opening it notes the network it came from. */
export async function placeOf(platform: Platform, token: string, ip: string | null): Promise<WaitlistPlace> {
  const entry = await subscriberOf(platform, token);
  const entryId = String(entry._id);
  const [position, code] = await Promise.all([placesOf(platform).positionOf(entryId), referralCodeOf(entry)]);
  await networksOf(platform).seen(entryId, ip);
  return { position, referrals: entry.referrals ?? 0, referralLink: referralLinkOf(platform.config.PUBLIC_URL, code) };
}

/** Leaves the waitlist: the entry, its place and its referral code go (the referrals it counted for others stay). */
export async function leaveWaitlist(platform: Platform, token: string): Promise<void> {
  const entry = await subscriberOf(platform, token);
  await placesOf(platform).remove(String(entry._id));
  await WaitlistEntryModel.deleteOne({ _id: entry._id });
  if (entry.referralCode) await ReferralCodeModel.deleteOne({ _id: entry.referralCode });
  platform.logger.info({ event: 'waitlist-left' }, 'a subscriber left the waitlist');
}
