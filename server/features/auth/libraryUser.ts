/** An account as the accounts library stores it: the fields this product reads (never the password hash). */
export interface LibraryUser {
  id: string;
  email: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  image?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  banExpires?: Date | null;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt?: Date;
}

/** The library keeps roles as one comma-separated field. */
export const isAdminRole = (role: string | null | undefined) => (role ?? '').split(',').includes('admin');
