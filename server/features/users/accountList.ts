import type { UserListResult, UserRow } from '../../../domain/users/types';
import { USERS_PAGE_SIZE } from '../../../domain/users/types';
import type { Platform } from '../../core/platform';
import { libraryContext } from '../auth/library';
import type { LibraryUser } from '../auth/libraryUser';
import { toRow } from './accountRecords';
import { AccountDeletionModel } from './model';

const emailContaining = (q: string | undefined) => (q ? [{ field: 'email', operator: 'contains' as const, value: q.toLowerCase() }] : undefined);

/** The admin's users screen: newest first, a page at a time, q matching the email; with the count of deleted accounts. */
export async function listAccounts(platform: Platform, { q, page = 1 }: { q?: string; page?: number }): Promise<UserListResult> {
  const ctx = await libraryContext(platform);
  const where = emailContaining(q);
  const [users, total, deletedCount, lastDeletion] = await Promise.all([
    ctx.internalAdapter.listUsers(USERS_PAGE_SIZE, (page - 1) * USERS_PAGE_SIZE, { field: 'createdAt', direction: 'desc' }, where),
    ctx.internalAdapter.countTotalUsers(where),
    AccountDeletionModel.countDocuments(),
    AccountDeletionModel.findOne().sort({ deletedAt: -1 }).lean(),
  ]);
  const deleted = { count: deletedCount, lastDeletedAt: lastDeletion ? new Date(lastDeletion.deletedAt).toISOString() : null };
  return { users: (users as LibraryUser[]).map(toRow), total, page, limit: USERS_PAGE_SIZE, deleted };
}

/** For the CLI's list: every account whose email contains q, newest first (up to `limit`). */
export async function searchAccounts(platform: Platform, q: string | undefined, limit: number): Promise<UserRow[]> {
  const ctx = await libraryContext(platform);
  return ((await ctx.internalAdapter.listUsers(limit, 0, { field: 'createdAt', direction: 'desc' }, emailContaining(q))) as LibraryUser[]).map(toRow);
}
