import { InvalidInput, NotFound } from '../../../domain/common/errors';
import type { Account, UserListResult, UserRow } from '../../../domain/users/types';
import { USER_NOT_FOUND, USERS_PAGE_SIZE } from '../../../domain/users/types';
import { accountEmail, newPassword } from '../../../domain/auth/rules';
import { firstProblem } from '../../../domain/common/validation';
import { normaliseEmail } from '../../../domain/common/email';
import { perPlatform, type Platform } from '../../core/platform';
import { authLibrary } from '../auth/library';
import { isAdminRole, type LibraryUser } from '../auth/libraryUser';
import { AccountDeletionModel } from './model';

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

const toRow = (user: LibraryUser): UserRow => ({ ...toAccount(user), banned: user.banned === true, banReason: user.banReason ?? null });

/**
 * Accounts as operators see them: list and search, make admin, ban, sign out everywhere, and the CLI's
 * create-or-promote. Every write goes through the accounts library and announces 'users'.
 */
export function createUsersService(platform: Platform) {
  const { bus, logger } = platform;
  const library = () => authLibrary(platform);
  const context = async () => (await library()).$context;

  async function byId(userId: string): Promise<LibraryUser> {
    if (!/^[a-f0-9]{24}$/.test(userId)) throw new NotFound(USER_NOT_FOUND);
    const user = (await (await context()).internalAdapter.findUserById(userId)) as LibraryUser | null;
    if (!user) throw new NotFound(USER_NOT_FOUND);
    return user;
  }

  async function byEmail(email: string): Promise<LibraryUser> {
    const found = await (await context()).internalAdapter.findUserByEmail(normaliseEmail(email));
    if (!found) throw new NotFound(USER_NOT_FOUND);
    return found.user as LibraryUser;
  }

  async function update(userId: string, fields: Record<string, unknown>): Promise<UserRow> {
    const user = (await (await context()).internalAdapter.updateUser(userId, fields)) as LibraryUser;
    await bus.announce('users');
    return toRow(user);
  }

  return {
    me: async (userId: string): Promise<Account> => toAccount(await byId(userId)),

    /** Newest first; q matches the email or the first name, case-insensitively. */
    async list({ q, page = 1 }: { q?: string; page?: number }): Promise<UserListResult> {
      const ctx = await context();
      const where = q ? [{ field: 'email', operator: 'contains' as const, value: q.toLowerCase() }] : undefined;
      const [users, total, deletedCount, lastDeletion] = await Promise.all([
        ctx.internalAdapter.listUsers(USERS_PAGE_SIZE, (page - 1) * USERS_PAGE_SIZE, { field: 'createdAt', direction: 'desc' }, where),
        ctx.internalAdapter.countTotalUsers(where),
        AccountDeletionModel.countDocuments(),
        AccountDeletionModel.findOne().sort({ deletedAt: -1 }).lean(),
      ]);
      const deleted = { count: deletedCount, lastDeletedAt: lastDeletion ? new Date(lastDeletion.deletedAt).toISOString() : null };
      return { users: (users as LibraryUser[]).map(toRow), total, page, limit: USERS_PAGE_SIZE, deleted };
    },

    async setAdmin(userId: string, admin: boolean): Promise<UserRow> {
      await byId(userId);
      const row = await update(userId, { role: admin ? 'admin' : 'user' });
      logger.info({ userId, admin }, 'account role changed');
      return row;
    },

    /** Bans an account: it cannot sign in, and every session it has ends now. */
    async ban(userId: string, reason: string): Promise<UserRow> {
      await byId(userId);
      const row = await update(userId, { banned: true, banReason: reason.trim().slice(0, 500) || null, banExpires: null });
      await (await context()).internalAdapter.deleteUserSessions(userId);
      logger.info({ userId }, 'account banned');
      return row;
    },

    async unban(userId: string): Promise<UserRow> {
      await byId(userId);
      return update(userId, { banned: false, banReason: null, banExpires: null });
    },

    /** Ends every session of an account (its access tokens stop working at once). */
    async signOutEverywhere(userId: string): Promise<void> {
      await byId(userId);
      await (await context()).internalAdapter.deleteUserSessions(userId);
      await bus.announce('users');
    },

    byEmail,

    /** `admin:create`: makes the account (with this password) or promotes an existing one; running it twice changes nothing more. */
    async createOrPromoteAdmin(email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
      const typed = accountEmail.safeParse(email);
      if (!typed.success) throw new InvalidInput(firstProblem(typed.error));
      const address = typed.data;
      const ctx = await context();
      const found = await ctx.internalAdapter.findUserByEmail(address);
      if (found) {
        if (isAdminRole((found.user as LibraryUser).role)) return 'unchanged';
        await update(found.user.id, { role: 'admin' });
        return 'promoted';
      }
      const checked = newPassword.safeParse(password);
      if (!checked.success) throw new InvalidInput(firstProblem(checked.error));
      const firstName = address.split('@')[0].slice(0, 80);
      const { user, token } = await (await library()).api.signUpEmail({ body: { email: address, password, name: firstName, firstName } });
      // Signing up signs in; an operator command needs no session.
      if (token) await ctx.internalAdapter.deleteSession(token);
      await update(user.id, { role: 'admin', emailVerified: true });
      return 'created';
    },

    /** For the CLI's list: every account matching q, newest first (up to `limit`). */
    async search(q: string | undefined, limit: number): Promise<UserRow[]> {
      const ctx = await context();
      const where = q ? [{ field: 'email', operator: 'contains' as const, value: q.toLowerCase() }] : undefined;
      return ((await ctx.internalAdapter.listUsers(limit, 0, { field: 'createdAt', direction: 'desc' }, where)) as LibraryUser[]).map(toRow);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
export const usersService = perPlatform(createUsersService);
