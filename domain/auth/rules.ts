import { z } from 'zod';
import { normaliseEmail } from '../common/email';
import { emailField } from '../common/fields';
import {
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from './messages';

/** Passwords: at least 8 characters; the upper bound keeps hashing cheap for the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** Reset links live 1 hour, magic links 15 minutes, a new account's confirmation link 7 days; each works once. */
export const RESET_LINK_SECONDS = 60 * 60;
export const MAGIC_LINK_SECONDS = 15 * 60;
export const ADDRESS_CONFIRM_LINK_SECONDS = 7 * 24 * 60 * 60;

/** An account's address: trimmed, checked, then lower-cased (one mailbox, one account). */
export const accountEmail = emailField(INVALID_EMAIL_MESSAGE, EMAIL_REQUIRED_MESSAGE).transform(normaliseEmail);

const anyText = (value: unknown) => (typeof value === 'string' ? value : '');

/** A new password: length only (people choose; the limits are the spec's 8 and a sane maximum). */
export const newPassword = z.preprocess(anyText, z.string().min(1, PASSWORD_REQUIRED_MESSAGE).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE));
/** A password typed to sign in: any non-empty text up to the maximum. */
export const typedPassword = z.preprocess(anyText, z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE));

/** POST /api/auth/signIn */
export const signInInput = z.object({ email: accountEmail, password: typedPassword });
export type SignInInput = z.infer<typeof signInInput>;

/** POST /api/auth/signup: the spec's body is { user: { email, password, firstName } }. */
export const signUpUser = z.object({
  firstName: z.preprocess((v) => anyText(v).trim(), z.string().min(1, FIRST_NAME_REQUIRED_MESSAGE).max(80, 'First name must be at most 80 characters')),
  email: accountEmail,
  password: newPassword,
});
export const signUpInput = z.object({ user: signUpUser });
export type SignUpInput = z.infer<typeof signUpUser>;

/** POST /api/auth/exist, POST /api/auth/password-reset/ and GET /api/auth/magic-link: one address. */
export const emailOnlyInput = z.object({ email: accountEmail });

/** Where to go after signing in: a path of this site only (never another origin). */
export function safeNextPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 500) return fallback;
  // Pages of the auth flow itself would loop.
  if (/^\/auth(\/|$)/.test(value)) return fallback;
  return /[\s\\]/.test(value) ? fallback : value;
}

export const nextPath = z.preprocess((v) => safeNextPath(v), z.string());

/** The page an emailed sign-in link opens: it names the account, and its button signs in. */
export const MAGIC_LINK_PAGE = '/auth/magic-link';
/** The login page's form intent of that button (the page posts to the login page's action). */
export const MAGIC_LINK_SIGN_IN_INTENT = 'magic-link-sign-in';

export const magicLinkQuery = z.object({ email: accountEmail, next: nextPath.optional() });

/** PUT /api/auth/password { password, resetPasswordToken } */
export const resetPasswordInput = z.object({
  password: newPassword,
  resetPasswordToken: z.preprocess(anyText, z.string().min(1, RESET_LINK_INVALID_MESSAGE).max(200, RESET_LINK_INVALID_MESSAGE)),
});

/** POST /api/auth/google { credential }: a Google ID token (a JWT). */
export const googleInput = z.object({ credential: z.preprocess(anyText, z.string().min(1, 'A Google credential is required').max(8000, 'The Google credential is too long')) });
