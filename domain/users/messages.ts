/** What /account/settings and its endpoints say, written once (no zod here: the settings page imports it). */

export const NAME_MAX_LENGTH = 80;
export const LAST_NAME_TOO_LONG_MESSAGE = `Last name must be at most ${NAME_MAX_LENGTH} characters`;
export const PROFILE_SAVED_MESSAGE = 'Your name has been saved.';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
/** An account made with Google or used only through sign-in links has no password to confirm with. */
export const NO_PASSWORD_YET_MESSAGE = 'Your account has no password yet. Choose one with the "Forgot your password?" link of the sign-in page first.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Every other session has been signed out.';

/** Email change links work once, for 24 hours. */
export const EMAIL_CHANGE_LINK_SECONDS = 24 * 60 * 60;
export const SAME_EMAIL_MESSAGE = 'This is already your email address.';
export const emailChangeSentMessage = (email: string) => `We have sent a confirmation link to ${email}. Your address changes when you open it (it works once, for 24 hours).`;
export const EMAIL_CHANGED_MESSAGE = 'Your email address has been changed.';
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE = 'This confirmation link is invalid or has expired. Please ask for a new one.';

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';
export const SESSION_ENDED_MESSAGE = 'That session has been signed out.';
export function otherSessionsEndedMessage(ended: number): string {
  if (ended === 0) return 'No other session was signed in.';
  return `Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`;
}

/** What the person types to confirm that the account goes. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} in capitals to confirm.`;
export const LAST_ADMIN_MESSAGE = 'You are the last administrator. Make another account an administrator before deleting yours.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. We have sent a last email to confirm it.';
