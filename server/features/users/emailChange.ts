import { randomBytes, randomUUID } from 'node:crypto';
import { EMAIL_TAKEN_MESSAGE } from '../../../domain/auth/messages';
import { AlreadyExists, InvalidInput } from '../../../domain/common/errors';
import { EMAIL_CHANGE_LINK_SECONDS, emailChangeSentMessage, SAME_EMAIL_MESSAGE } from '../../../domain/users/messages';
import type { EmailChangeInput } from '../../../domain/users/settings';
import type { Caller } from '../../core/http/endpointHandlers';
import { seal } from '../../core/lib/seal';
import type { Platform } from '../../core/platform';
import { linkKey } from '../auth/emails';
import { libraryContext } from '../auth/library';
import { authService, type RequestOrigin } from '../auth/service';
import { sendEmail } from '../mail/queue';
import { userEmail } from './emails';

/** Email-change tokens live beside the library's own single-use tokens, under a prefix of their own. */
const EMAIL_CHANGE_PREFIX = 'email-change:';

/** Where the confirmation link lands, saying whether it worked. */
export const EMAIL_CHANGE_LANDING = { changed: '/account/settings?email=changed', invalid: '/account/settings?email=invalid' } as const;

/** What a pending change remembers: whose, the new address, and the session that asked (it stays signed in). */
interface PendingChange {
  userId: string;
  email: string;
  sessionId?: string;
}

/** Sends the confirmation link to the new address and a notice to the current one; nothing changes until the link is opened. */
export async function requestEmailChange(platform: Platform, viewer: Caller, { email, currentPassword }: EmailChangeInput, origin: RequestOrigin) {
  if (email === viewer.email) throw new InvalidInput(SAME_EMAIL_MESSAGE, { field: 'email' });
  await authService(platform).confirmPassword(viewer, currentPassword, origin);
  const ctx = await libraryContext(platform);
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new AlreadyExists(EMAIL_TAKEN_MESSAGE, { field: 'email' });
  const token = randomBytes(32).toString('base64url');
  const pending: PendingChange = { userId: viewer.userId, email, sessionId: viewer.sessionId };
  await ctx.internalAdapter.createVerificationValue({ identifier: `${EMAIL_CHANGE_PREFIX}${token}`, value: JSON.stringify(pending), expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_SECONDS * 1000) });
  const id = randomUUID();
  await sendEmail(platform, userEmail('email-change-confirm', { userId: viewer.userId, newEmail: email, sealedToken: seal(linkKey(platform.config), token) }), `email-change-${id}`);
  await sendEmail(platform, userEmail('email-change-notice', { userId: viewer.userId, oldEmail: viewer.email, newEmail: email }), `email-change-notice-${id}`);
  platform.logger.info({ userId: viewer.userId }, 'email change asked for');
  return { success: true as const, message: emailChangeSentMessage(email) };
}

/**
 * Opens a confirmation link (once, before it expires): the account's address becomes the new one, unless someone
 * took it since. Whoever knew the old address or a session may have been someone else: every other session ends,
 * and the reset and sign-in links sent before stop working.
 */
export async function confirmEmailChange(platform: Platform, token: string): Promise<boolean> {
  if (!token) return false;
  const ctx = await libraryContext(platform);
  const row = (await ctx.internalAdapter.consumeVerificationValue(`${EMAIL_CHANGE_PREFIX}${token}`)) as { value: string } | null;
  if (!row) return false;
  const { userId, email, sessionId } = JSON.parse(row.value) as PendingChange;
  const user = await ctx.internalAdapter.findUserById(userId);
  if (!user || (await ctx.internalAdapter.findUserByEmail(email))) return false;
  await ctx.internalAdapter.updateUser(userId, { email, emailVerified: true });
  const auth = authService(platform);
  await auth.voidPendingLinks(userId, [user.email]);
  const ended = await auth.endSessionsExcept(userId, sessionId ?? null);
  await platform.bus.announce('users');
  platform.logger.info({ userId, ended }, 'email address changed; other sessions ended');
  return true;
}
