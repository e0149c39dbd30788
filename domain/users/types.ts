import type { BillingSummary } from '../payments/billing';

/** The signed-in person, as GET /api/users/me answers (never a password hash or a token). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: string;
  /** The plan, its status and period end (GET /api/users/me only). */
  billing?: BillingSummary;
}

/** One row of the admin users screen. */
export interface UserRow extends CurrentUser {
  banned: boolean;
  banReason: string | null;
}

export interface UserListResult {
  users: UserRow[];
  total: number;
  page: number;
  limit: number;
}

export const USER_NOT_FOUND = 'User not found';
export const USERS_PAGE_SIZE = 25;
