import { randomInt } from 'node:crypto';
import { REFERRAL_CODE } from '../../../domain/waitlist/referralCode';
import { REFERRAL_CODE_LENGTH } from '../../../domain/waitlist/rules';
import { isDuplicateKey } from '../../core/db/mongo';
import { ReferralCodeModel, WaitlistEntryModel, type WaitlistRecord } from './model';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new code: random letters and digits (no look-alikes such as 0/O or 1/l), about 46 bits. */
const newCode = () => Array.from({ length: REFERRAL_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A subscriber's referral code, made the first time it is needed: reserved in the key collection first (its _id is
 * the code, so two subscribers never share one), then written on the entry unless another process was quicker.
 */
export async function referralCodeOf(entry: Pick<WaitlistRecord, '_id' | 'referralCode'>): Promise<string> {
  if (entry.referralCode) return entry.referralCode;
  for (;;) {
    const code = newCode();
    try {
      await ReferralCodeModel.create({ _id: code, entryId: entry._id });
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    const written = await WaitlistEntryModel.updateOne({ _id: entry._id, referralCode: null }, { $set: { referralCode: code } });
    if (written.modifiedCount === 1) return code;
    await ReferralCodeModel.deleteOne({ _id: code });
    const current = await WaitlistEntryModel.findById(entry._id, { referralCode: 1 }).lean<Pick<WaitlistRecord, 'referralCode'>>();
    if (current?.referralCode) return current.referralCode;
    throw new Error('waitlist entry gone while its referral code was made');
  }
}

/** The subscriber a referral code belongs to, or null for an unknown one (ignored, as the link may be old or made up). */
export async function referrerOf(code: string | undefined): Promise<string | null> {
  if (!code || !REFERRAL_CODE.test(code)) return null;
  const found = await ReferralCodeModel.findById(code).lean<{ entryId: unknown }>();
  return found ? String(found.entryId) : null;
}
