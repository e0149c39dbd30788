import { NotFound } from '../../../domain/common/errors';
import { normaliseEmail } from '../../../domain/common/email';
import type { Account, UserRow } from '../../../domain/users/types';
import { USER_NOT_FOUND } from '../../../domain/users/types';
import type { Platform } from '../../core/platform';
import { libraryContext } from '../auth/library';
import { isAdminRole, type LibraryUser } from '../auth/libraryUser';

/** The public shape of an account: no password hash, no token, nothing from other collections. */
export function toAccount(user: LibraryUser): Account {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName || user.name || '',
    lastName: user.lastName ?? '',
    isAdmin: isAdminRole(user.role),
    emailVerified: Boolean(user.emailVerified),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** An account as the admin's users screen lists it. */
export const toRow = (user: LibraryUser): UserRow => ({ ...toAccount(user), banned: user.banned === true, banReason: user.banReason ?? null });

/** The account of an id; an id that cannot name one is not found like an unknown one. */
export async function accountById(platform: Platform, userId: string): Promise<LibraryUser> {
  if (!/^[a-f0-9]{24}$/.test(userId)) throw new NotFound(USER_NOT_FOUND);
  const user = (await (await libraryContext(platform)).internalAdapter.findUserById(userId)) as LibraryUser | null;
  if (!user) throw new NotFound(USER_NOT_FOUND);
  return user;
}

export async function accountByEmail(platform: Platform, email: string): Promise<LibraryUser> {
  const found = await (await libraryContext(platform)).internalAdapter.findUserByEmail(normaliseEmail(email));
  if (!found) throw new NotFound(USER_NOT_FOUND);
  return found.user as LibraryUser;
}

/** Writes an account's fields through the library and announces 'users'; answers its row. */
export async function updateAccount(platform: Platform, userId: string, fields: Record<string, unknown>): Promise<UserRow> {
  const user = (await (await libraryContext(platform)).internalAdapter.updateUser(userId, fields)) as LibraryUser;
  await platform.bus.announce('users');
  return toRow(user);
}
