import { NotAllowed } from '../../../domain/common/errors';
import { ACCOUNT_DELETED_MESSAGE, LAST_ADMIN_MESSAGE } from '../../../domain/users/messages';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { libraryContext } from '../auth/library';
import { authService, type RequestOrigin } from '../auth/service';
import { sendEmail } from '../mail/queue';
import { ordersService } from '../orders/service';
import { billingService } from '../payments/service';
import { accountById } from './accountRecords';
import { userEmail } from './emails';
import { AccountDeletionModel } from './model';
import type { PersonalDataHolders } from './personalData';

/**
 * Deletes the account: a live subscription is canceled first (if Stripe cannot be reached, nothing is deleted),
 * then the workspace, the orders' and payments' link to the person, the sessions and the account itself; a last
 * email goes to the address, which is free for a new sign-up from then on. Each step can run again if one fails.
 */
export async function deleteAccount(platform: Platform, viewer: Caller, currentPassword: string, origin: RequestOrigin, holders: PersonalDataHolders) {
  const auth = authService(platform);
  await auth.confirmPassword(viewer, currentPassword, origin);
  const ctx = await libraryContext(platform);
  if (viewer.isAdmin && (await ctx.internalAdapter.countTotalUsers([{ field: 'role', value: 'admin' }])) <= 1) throw new NotAllowed(LAST_ADMIN_MESSAGE);
  const user = await accountById(platform, viewer.userId);
  const { canceled } = await billingService(platform).closeFor(viewer.userId);
  const projects = await holders.workspace.erase(platform, viewer.userId);
  const orders = await ordersService(platform).anonymiseOf(viewer.userId);
  await ctx.internalAdapter.deleteUser(viewer.userId);
  await auth.voidPendingLinks(viewer.userId, [user.email]);
  const deletedAt = new Date();
  await AccountDeletionModel.create({ deletedAt });
  const firstName = user.firstName || user.name || '';
  await sendEmail(platform, userEmail('account-deleted', { email: user.email, firstName, deletedAt: deletedAt.toISOString() }), `account-deleted-${viewer.userId}`);
  await platform.bus.announce('users');
  platform.logger.info({ userId: viewer.userId, canceled, projects, orders }, 'account deleted by its owner');
  return { success: true as const, message: ACCOUNT_DELETED_MESSAGE };
}
