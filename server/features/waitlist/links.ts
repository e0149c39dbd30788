import { CONFIRM_LINK_DAYS } from '../../../domain/waitlist/rules';
import type { Config } from '../../core/config';
import { deriveKey, seal, unseal } from '../../core/lib/seal';

/**
 * The waitlist's emailed links: a confirmation link (which entry, until when) and a subscriber's private page (which
 * entry), each sealed with a key of its own, so neither can be forged, read or turned into the other.
 */
type Secret = Pick<Config, 'JWT_SECRET'>;

const confirmKey = (config: Secret) => deriveKey(config.JWT_SECRET, 'waitlist-confirm');
const pageKey = (config: Secret) => deriveKey(config.JWT_SECRET, 'waitlist-page');
// Longer than any token we seal: an oversized one is refused before it is decoded.
const MAX_TOKEN_LENGTH = 300;
const ENTRY_ID = /^[a-f0-9]{24}$/;

/** The token of a confirmation link emailed now: it names the entry and expires after CONFIRM_LINK_DAYS. */
export function confirmationToken(config: Secret, entryId: string, now = Date.now()): string {
  return seal(confirmKey(config), `${entryId}.${now + CONFIRM_LINK_DAYS * 24 * 3600_000}`);
}

/** The entry of a genuine confirmation token that has not expired; null otherwise (whether it was used is the entry's to say). */
export function entryOfConfirmationToken(config: Secret, token: string, now = Date.now()): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [entryId, expires] = (unseal(confirmKey(config), token) ?? '').split('.');
  return ENTRY_ID.test(entryId ?? '') && Number(expires) > now ? entryId : null;
}

/** The token of a subscriber's private page (/waitlist/{token}): it names the entry, for as long as the entry exists. */
export const pageToken = (config: Secret, entryId: string) => seal(pageKey(config), entryId);

export function entryOfPageToken(config: Secret, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const entryId = unseal(pageKey(config), token);
  return entryId && ENTRY_ID.test(entryId) ? entryId : null;
}

export const confirmationUrl = (config: Secret & Pick<Config, 'PUBLIC_URL'>, entryId: string) => `${config.PUBLIC_URL}/waitlist/confirm/${confirmationToken(config, entryId)}`;
export const pageUrl = (config: Secret & Pick<Config, 'PUBLIC_URL'>, entryId: string) => `${config.PUBLIC_URL}/waitlist/${pageToken(config, entryId)}`;
