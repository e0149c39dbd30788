import { REFERRAL_PARAMETER } from './referralCode';

/** The waitlist's numbers and rules (issue 41): double opt-in, places, referrals and their guards. */

/** A confirmation link works once, for this long after it was emailed. */
export const CONFIRM_LINK_DAYS = 7;
/** An entry still unconfirmed this long after joining is removed. */
export const UNCONFIRMED_KEPT_DAYS = 30;
/** Joining again before confirming sends the link again, at most this often. */
export const CONFIRMATION_RESEND_MS = 3600_000;
/** The most referrals one subscriber gets counted per UTC day. */
export const REFERRALS_PER_DAY = 20;
/** A sign-up from a network the referrer used this recently does not count for them. */
export const SAME_NETWORK_MS = 24 * 3600_000;

/** A new referral code's length (codes: ./referralCode.ts). */
export const REFERRAL_CODE_LENGTH = 8;

/** The personal link a subscriber shares. */
export const referralLinkOf = (publicUrl: string, code: string) => `${publicUrl}/?${REFERRAL_PARAMETER}=${code}`;

/** Mailbox providers that ignore dots in the local part (and their other domain names). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, whatever its spelling: letter case, a `+tag` (most providers deliver
 * me+x@ to me@) and, at Gmail, dots in the local part. Two addresses with one mailbox count once as referrals.
 */
export function canonicalMailbox(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  let local = email.slice(0, at).split('+')[0] || email.slice(0, at);
  const domain = DOTLESS_DOMAINS[email.slice(at + 1)] ?? email.slice(at + 1);
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}
