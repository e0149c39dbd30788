/** The spec's e-mail rule for the waitlist and call-to-action forms: non-space text, @, text, dot, text. */
export const WAITLIST_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isWaitlistEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && WAITLIST_EMAIL_PATTERN.test(email);
}
