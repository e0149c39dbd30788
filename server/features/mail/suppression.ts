import { Schema } from 'mongoose';
import { normaliseEmail } from '../../../domain/common/email';
import type { Config } from '../../core/config';
import { isDuplicateKey, modelOf } from '../../core/db/mongo';
import { deriveKey, seal, unseal } from '../../core/lib/seal';

/** An address that asked for no more marketing mail; transactional mail (receipts, resets) still reaches it. */
export interface Suppression {
  email: string;
  reason: 'unsubscribed';
  createdAt: Date;
}

const suppressionSchema = new Schema<Suppression>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    reason: { type: String, enum: ['unsubscribed'], default: 'unsubscribed' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, strict: true, versionKey: false },
);

export const SuppressionModel = modelOf<Suppression>('Suppression', suppressionSchema, 'suppressions');

const unsubscribeKey = (config: Pick<Config, 'JWT_SECRET'>) => deriveKey(config.JWT_SECRET, 'unsubscribe');

/** The address an unsubscribe token was made for: sealed with the server secret, so it cannot be forged or read. */
export const unsubscribeToken = (config: Pick<Config, 'JWT_SECRET'>, email: string) => seal(unsubscribeKey(config), normaliseEmail(email));

/** The address of a genuine token; null for a forged, altered or truncated one. */
export function addressOfUnsubscribeToken(config: Pick<Config, 'JWT_SECRET'>, token: string): string | null {
  if (token.length > 600) return null;
  return unseal(unsubscribeKey(config), token);
}

/** The one-click unsubscribe page of an address (RFC 8058: a POST there unsubscribes, a GET asks first). */
export const unsubscribeUrl = (config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_URL'>, email: string) => `${config.PUBLIC_URL}/unsubscribe/${unsubscribeToken(config, email)}`;

/** The headers every marketing email carries (with the link of its footer), so mail clients show their own unsubscribe button. */
export function listUnsubscribeHeaders(config: Pick<Config, 'SUPPORT_EMAIL'>, link: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link}>, <mailto:${config.SUPPORT_EMAIL}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Puts an address on the suppression list; doing it twice keeps the first date. */
export async function suppress(email: string): Promise<void> {
  try {
    await SuppressionModel.updateOne({ email: normaliseEmail(email) }, { $setOnInsert: { email: normaliseEmail(email), reason: 'unsubscribed' } }, { upsert: true });
  } catch (error) {
    // Two unsubscribes at the same moment: the other one wrote it.
    if (!isDuplicateKey(error)) throw error;
  }
}

export async function isSuppressed(email: string): Promise<boolean> {
  return (await SuppressionModel.countDocuments({ email: normaliseEmail(email) })) > 0;
}

/** When each of these addresses unsubscribed (one query for a page of them). */
export async function unsubscribedAt(emails: readonly string[]): Promise<Map<string, Date>> {
  if (emails.length === 0) return new Map();
  const rows = await SuppressionModel.find({ email: { $in: emails.map(normaliseEmail) } }, { email: 1, createdAt: 1 }).lean<{ email: string; createdAt: Date }[]>();
  return new Map(rows.map((r) => [r.email, r.createdAt]));
}
