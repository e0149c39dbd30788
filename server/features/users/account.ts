import { randomBytes, randomUUID } from 'node:crypto';
import { EMAIL_TAKEN_MESSAGE } from '../../../domain/auth/messages';
import { AlreadyExists, InvalidInput, NotAllowed } from '../../../domain/common/errors';
import type { AccountSession } from '../../../domain/users/contract';
import { deviceOf } from '../../../domain/users/device';
import {
  ACCOUNT_DELETED_MESSAGE,
  EMAIL_CHANGE_LINK_SECONDS,
  emailChangeSentMessage,
  LAST_ADMIN_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '../../../domain/users/messages';
import type { EmailChangeInput, ProfileInput } from '../../../domain/users/settings';
import type { Caller } from '../../core/http/endpointHandlers';
import { seal } from '../../core/lib/seal';
import { perPlatform, type Platform } from '../../core/platform';
import { linkKey } from '../auth/emails';
import { authLibrary } from '../auth/library';
import { authService, type RequestOrigin } from '../auth/service';
import { sendEmail } from '../mail/queue';
import { ordersService } from '../orders/service';
import { billingService } from '../payments/service';
import { userEmail } from './emails';
import { AccountDeletionModel } from './model';
import type { PersonalDataHolders } from './personalData';
import { usersService } from './service';

/** Email-change tokens live beside the library's own single-use tokens, under a prefix of their own. */
const EMAIL_CHANGE_PREFIX = 'email-change:';

/** Where the confirmation link lands, saying whether it worked. */
export const EMAIL_CHANGE_LANDING = { changed: '/account/settings?email=changed', invalid: '/account/settings?email=invalid' } as const;

/**
 * What a signed-in person does to their own account (/account/settings): name, password, email address,
 * sessions, and deleting it all. Confirmations with the current password go through the accounts service,
 * whose sign-in limit also counts wrong passwords typed here.
 */
export function createAccountSettings(platform: Platform) {
  const { bus, logger } = platform;
  const context = async () => (await authLibrary(platform)).$context;
  const auth = () => authService(platform);

  async function updateProfile(viewer: Caller, { firstName, lastName }: ProfileInput) {
    await (await context()).internalAdapter.updateUser(viewer.userId, { firstName, lastName, name: `${firstName} ${lastName}`.trim() });
    await bus.announce('users');
    return usersService(platform).me(viewer.userId);
  }

  async function changePassword(viewer: Caller, currentPassword: string, newPassword: string, origin: RequestOrigin) {
    await auth().changePassword(viewer, currentPassword, newPassword, origin);
    return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
  }

  /** Sends the confirmation link to the new address and a notice to the current one; nothing changes until the link is opened. */
  async function requestEmailChange(viewer: Caller, { email, currentPassword }: EmailChangeInput, origin: RequestOrigin) {
    if (email === viewer.email) throw new InvalidInput(SAME_EMAIL_MESSAGE, { field: 'email' });
    await auth().confirmPassword(viewer, currentPassword, origin);
    const ctx = await context();
    if (await ctx.internalAdapter.findUserByEmail(email)) throw new AlreadyExists(EMAIL_TAKEN_MESSAGE, { field: 'email' });
    const token = randomBytes(32).toString('base64url');
    await ctx.internalAdapter.createVerificationValue({
      identifier: `${EMAIL_CHANGE_PREFIX}${token}`,
      value: JSON.stringify({ userId: viewer.userId, email }),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_SECONDS * 1000),
    });
    const id = randomUUID();
    await sendEmail(platform, userEmail('email-change-confirm', { userId: viewer.userId, newEmail: email, sealedToken: seal(linkKey(platform.config), token) }), `email-change-${id}`);
    await sendEmail(platform, userEmail('email-change-notice', { userId: viewer.userId, oldEmail: viewer.email, newEmail: email }), `email-change-notice-${id}`);
    logger.info({ userId: viewer.userId }, 'email change asked for');
    return { success: true as const, message: emailChangeSentMessage(email) };
  }

  /** Opens a confirmation link (once, before it expires): the account's address becomes the new one, unless someone took it since. */
  async function confirmEmailChange(token: string): Promise<boolean> {
    if (!token) return false;
    const ctx = await context();
    const row = (await ctx.internalAdapter.consumeVerificationValue(`${EMAIL_CHANGE_PREFIX}${token}`)) as { value: string } | null;
    if (!row) return false;
    const { userId, email } = JSON.parse(row.value) as { userId: string; email: string };
    const user = await ctx.internalAdapter.findUserById(userId);
    if (!user || (await ctx.internalAdapter.findUserByEmail(email))) return false;
    await ctx.internalAdapter.updateUser(userId, { email, emailVerified: true });
    await bus.announce('users');
    logger.info({ userId }, 'email address changed');
    return true;
  }

  async function sessions(viewer: Caller): Promise<AccountSession[]> {
    const list = (await auth().sessionsOf(viewer.userId)).map((session) => ({
      id: session.id,
      device: deviceOf(session.userAgent),
      current: session.id === viewer.sessionId,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.updatedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    }));
    return list.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /**
   * Deletes the account: a live subscription is canceled first (if Stripe cannot be reached, nothing is deleted),
   * then the workspace, the orders' and payments' link to the person, the sessions and the account itself; a last
   * email goes to the address, which is free for a new sign-up from then on. Each step can run again if one fails.
   */
  async function deleteAccount(viewer: Caller, currentPassword: string, origin: RequestOrigin, holders: PersonalDataHolders) {
    await auth().confirmPassword(viewer, currentPassword, origin);
    const ctx = await context();
    if (viewer.isAdmin && (await ctx.internalAdapter.countTotalUsers([{ field: 'role', value: 'admin' }])) <= 1) throw new NotAllowed(LAST_ADMIN_MESSAGE);
    const user = await usersService(platform).me(viewer.userId);
    const { canceled } = await billingService(platform).closeFor(viewer.userId);
    const projects = await holders.workspace.erase(platform, viewer.userId);
    const orders = await ordersService(platform).anonymiseOf(viewer.userId);
    await ctx.internalAdapter.deleteUser(viewer.userId);
    // Links still pending (an email change, a reset, a sign-in link) hold the account's id or quoted address.
    for (const value of [viewer.userId, `"${user.email}"`]) await ctx.adapter.deleteMany({ model: 'verification', where: [{ field: 'value', operator: 'contains', value }] });
    const deletedAt = new Date();
    await AccountDeletionModel.create({ deletedAt });
    await sendEmail(platform, userEmail('account-deleted', { email: user.email, firstName: user.firstName, deletedAt: deletedAt.toISOString() }), `account-deleted-${viewer.userId}`);
    await bus.announce('users');
    logger.info({ userId: viewer.userId, canceled, projects, orders }, 'account deleted by its owner');
    return { success: true as const, message: ACCOUNT_DELETED_MESSAGE };
  }

  return { updateProfile, changePassword, requestEmailChange, confirmEmailChange, sessions, deleteAccount };
}

export const accountSettings = perPlatform(createAccountSettings);
