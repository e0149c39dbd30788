/** What the account screens and the auth API say, written once. */

/** Spec section 8: the detail on which the browser signs the user out. */
export { INVALID_CREDENTIALS_MESSAGE } from '../common/messages';
export const WRONG_EMAIL_OR_PASSWORD_MESSAGE = 'Invalid email or password';
export const EMAIL_REQUIRED_MESSAGE = 'Email address is required';
export { INVALID_EMAIL_MESSAGE } from '../common/email';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const SIGNIN_RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const EXIST_RATE_LIMITED_MESSAGE = 'Too many requests, please try again later.';
export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a link to reset its password. It works for 1 hour.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. You can now sign in with it.';
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired. Please ask for a new one.';
export const MAGIC_LINK_SENT_MESSAGE = 'If an account exists for this email, we have sent a sign-in link. It works once, for 15 minutes.';
export const MAGIC_LINK_INVALID_MESSAGE = 'This sign-in link is invalid or has expired. Please ask for a new one.';
/** A sign-in link is confirmed on a page of this site before any session starts. */
export const MAGIC_LINK_CONFIRM_MESSAGE = 'Your sign-in link signs you in to this account:';
export const MAGIC_LINK_NOT_CONFIRMED_MESSAGE = 'Please open your sign-in link and confirm on its page.';
/** The link a new account's confirmation email carries, and where it lands. */
export const ADDRESS_CONFIRMED_MESSAGE = 'Your email address is confirmed.';
export const ADDRESS_LINK_INVALID_MESSAGE = 'This confirmation link is invalid or has expired.';
export const GOOGLE_REFUSED_MESSAGE = 'Google sign-in failed. Please try again or use your email and password.';
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not available.';
export const ACCOUNT_BANNED_MESSAGE = 'This account has been suspended. Please contact support.';
export const CSRF_MESSAGE = 'Invalid or missing XSRF token. Please reload the page and try again.';
/** Sign-in sets the session cookies: through the API or a page's form, never from a page's loader. */
export const SIGN_IN_NEEDS_FORM_MESSAGE = 'Please sign in with the form of the sign-in page.';
export const ADMIN_ONLY_MESSAGE = 'Only administrators may do this.';
