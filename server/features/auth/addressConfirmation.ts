import { randomBytes } from 'node:crypto';
import { ADDRESS_CONFIRM_LINK_SECONDS } from '../../../domain/auth/rules';
import type { Platform } from '../../core/platform';
import { libraryContext } from './library';
import { sendAddressConfirmationEmail } from './linkMail';

/** Confirmation tokens live beside the library's own single-use tokens, under a prefix of their own. */
const ADDRESS_CONFIRM_PREFIX = 'address-confirm:';

/** Where the confirmation link lands, saying whether it worked. */
export const ADDRESS_CONFIRM_LANDING = { confirmed: '/account/settings?address=confirmed', invalid: '/account/settings?address=invalid' } as const;

/** Emails a new account's address the link that confirms it is its owner's (once, for 7 days). */
export async function sendAddressConfirmation(platform: Platform, account: { userId: string; email: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await (await libraryContext(platform)).internalAdapter.createVerificationValue({
    identifier: `${ADDRESS_CONFIRM_PREFIX}${token}`,
    // The quoted address, as a sign-in link's: an email change or a deletion voids it with the others (pendingLinks.ts).
    value: JSON.stringify({ email: account.email }),
    expiresAt: new Date(Date.now() + ADDRESS_CONFIRM_LINK_SECONDS * 1000),
  });
  await sendAddressConfirmationEmail(platform, { userId: account.userId, token });
}

/** Opens a confirmation link (once, before it expires): true when an account still has the address and it is now confirmed. */
export async function confirmAddress(platform: Platform, token: string): Promise<boolean> {
  if (!token) return false;
  const ctx = await libraryContext(platform);
  const row = (await ctx.internalAdapter.consumeVerificationValue(`${ADDRESS_CONFIRM_PREFIX}${token}`)) as { value: string } | null;
  if (!row) return false;
  const { email } = JSON.parse(row.value) as { email: string };
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) return false;
  await ctx.internalAdapter.updateUser(found.user.id, { emailVerified: true, addressConfirmed: true });
  await platform.bus.announce('users');
  platform.logger.info({ userId: found.user.id }, 'email address confirmed');
  return true;
}
