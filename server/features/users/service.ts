import type { Account } from '../../../domain/users/types';
import { perPlatform, type Platform } from '../../core/platform';
import { accountByEmail, accountById, toAccount } from './accountRecords';
import { listAccounts, searchAccounts } from './accountList';
import { createOrPromoteAdmin } from './adminCreation';
import { ban, setAdmin, signOutEverywhere, unban } from './moderation';

/**
 * Accounts as operators see them: list and search, make admin, ban, sign out everywhere, and the CLI's
 * create-or-promote (one module each). Every write goes through the accounts library and announces 'users'.
 */
export function createUsersService(platform: Platform) {
  return {
    me: async (userId: string): Promise<Account> => toAccount(await accountById(platform, userId)),
    list: (query: { q?: string; page?: number }) => listAccounts(platform, query),
    setAdmin: (userId: string, admin: boolean) => setAdmin(platform, userId, admin),
    ban: (userId: string, reason: string) => ban(platform, userId, reason),
    unban: (userId: string) => unban(platform, userId),
    signOutEverywhere: (userId: string) => signOutEverywhere(platform, userId),
    byEmail: (email: string) => accountByEmail(platform, email),
    createOrPromoteAdmin: (email: string, password: string) => createOrPromoteAdmin(platform, email, password),
    search: (q: string | undefined, limit: number) => searchAccounts(platform, q, limit),
  };
}

export const usersService = perPlatform(createUsersService);
