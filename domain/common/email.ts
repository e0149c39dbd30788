/**
 * THE e-mail address rule of every form (waitlist, call to action, product submission, accounts).
 * The spec asks for "non-space text, @, text, dot, text"; on top of that an address must name exactly one
 * mailbox, because the mailer would otherwise read a list, a group or a comment as several recipients:
 * no commas, semicolons, colons, angle brackets, quotes, parentheses, backslashes or control characters.
 */
export const EMAIL_MAX_LENGTH = 254;

/** What every form answers to an address this rule refuses (spec section 8). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
const LOCAL_MAX_LENGTH = 64;

// RFC 5322 dot-atom in ASCII: letters, digits and !#$%&'*+/=?^_`{|}~- between single dots.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Host labels of letters (any script, for internationalised domains), digits and inner hyphens; a top-level label of 2+ letters.
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:[\p{L}]{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/** True when the text (already trimmed) is one plain mailbox address such as jane@example.com. */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]);
}

/** The stored form of an address: trimmed and lower-cased, so one mailbox is one entry. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
