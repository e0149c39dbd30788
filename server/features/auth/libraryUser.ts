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
  /** False from sign-up until its confirmation link is opened (see isAddressConfirmed). */
  addressConfirmed?: boolean | null;
  createdAt: Date;
  updatedAt?: Date;
}

/** The library keeps roles as one comma-separated field. */
export const isAdminRole = (role: string | null | undefined) => (role ?? '').split(',').includes('admin');

export const isBanned = (user: Pick<LibraryUser, 'banned' | 'banExpires'>, now = Date.now()) => user.banned === true && (!user.banExpires || new Date(user.banExpires).getTime() > now);

/**
 * Whether the account's owner proved they read its address: by its confirmation link, an email change's link, a
 * sign-in link or Google (which set emailVerified). Accounts made before confirmations existed have no
 * addressConfirmed field and count as confirmed. Until then nothing found by the address in the directory or the
 * waitlist is shown to the account: anyone can sign up with anyone's address.
 */
export const isAddressConfirmed = (user: { emailVerified?: boolean | null; addressConfirmed?: boolean | null }) => user.emailVerified === true || user.addressConfirmed !== false;
