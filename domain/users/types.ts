export type { Account, AccountSession, DeletedAccounts, UserListResult, UserRow } from './contract';

export const USER_NOT_FOUND = 'User not found';
export const USERS_PAGE_SIZE = 25;
