import type { UserRow } from '../../../domain/users/types';
import type { Platform } from '../../core/platform';
import { libraryContext } from '../auth/library';
import { accountById, updateAccount } from './accountRecords';

export async function setAdmin(platform: Platform, userId: string, admin: boolean): Promise<UserRow> {
  await accountById(platform, userId);
  const row = await updateAccount(platform, userId, { role: admin ? 'admin' : 'user' });
  platform.logger.info({ userId, admin }, 'account role changed');
  return row;
}

/** Bans an account: it cannot sign in, and every session it has ends now. */
export async function ban(platform: Platform, userId: string, reason: string): Promise<UserRow> {
  await accountById(platform, userId);
  const row = await updateAccount(platform, userId, { banned: true, banReason: reason.trim().slice(0, 500) || null, banExpires: null });
  await (await libraryContext(platform)).internalAdapter.deleteUserSessions(userId);
  platform.logger.info({ userId }, 'account banned');
  return row;
}

export async function unban(platform: Platform, userId: string): Promise<UserRow> {
  await accountById(platform, userId);
  return updateAccount(platform, userId, { banned: false, banReason: null, banExpires: null });
}

/** Ends every session of an account (its access tokens stop working at once). */
export async function signOutEverywhere(platform: Platform, userId: string): Promise<void> {
  await accountById(platform, userId);
  await (await libraryContext(platform)).internalAdapter.deleteUserSessions(userId);
  await platform.bus.announce('users');
}
