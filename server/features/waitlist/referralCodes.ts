import { createHash } from 'node:crypto';
import { REFERRAL_CODE } from '../../../domain/waitlist/referralCode';
import { REFERRAL_CODE_LENGTH } from '../../../domain/waitlist/rules';
import { isDuplicateKey } from '../../core/db/mongo';
import { ReferralCodeModel, WaitlistEntryModel, type WaitlistRecord } from './model';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * The entry's candidate code number `attempt`: letters and digits without look-alikes (0/O, 1/l), about 46 bits,
 * derived from the entry id so that two processes making the same entry's code at once pick the same one.
 */
function candidateCode(entryId: string, attempt: number): string {
  const digest = createHash('sha256').update(`referral-code:${entryId}:${attempt}`).digest();
  return Array.from({ length: REFERRAL_CODE_LENGTH }, (_, i) => ALPHABET[digest.readUInt16BE(i * 2) % ALPHABET.length]).join('');
}

/**
 * A subscriber's referral code, made the first time it is needed: reserved in the key collection (its _id is the
 * code, so two subscribers never share one), then written on the entry. Racing callers (the welcome job and the
 * subscriber's page) walk the same candidates, so they settle on the same code without a conditional update,
 * which the development database does not apply atomically.
 */
export async function referralCodeOf(entry: Pick<WaitlistRecord, '_id' | 'referralCode'>): Promise<string> {
  if (entry.referralCode) return entry.referralCode;
  const entryId = String(entry._id);
  for (let attempt = 0; ; attempt += 1) {
    const code = candidateCode(entryId, attempt);
    if (!(await reserved(code, entry._id))) continue;
    await WaitlistEntryModel.updateOne({ _id: entry._id }, { $set: { referralCode: code } });
    return code;
  }
}

/** Whether the code is now this entry's in the key collection (newly, or already by a racing caller). */
async function reserved(code: string, entryId: WaitlistRecord['_id']): Promise<boolean> {
  try {
    await ReferralCodeModel.create({ _id: code, entryId });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const holder = await ReferralCodeModel.findById(code).lean<{ entryId: unknown }>();
    return String(holder?.entryId) === String(entryId);
  }
}

/** The subscriber a referral code belongs to, or null for an unknown one (ignored, as the link may be old or made up). */
export async function referrerOf(code: string | undefined): Promise<string | null> {
  if (!code || !REFERRAL_CODE.test(code)) return null;
  const found = await ReferralCodeModel.findById(code).lean<{ entryId: unknown }>();
  return found ? String(found.entryId) : null;
}
