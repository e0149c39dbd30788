// Texts and timings of the waitlist, without the schema (zod stays out of the landing page's bundle).
/** Spec section 8: the waitlist's messages (success shown 20 s, failure 15 s). */
export const WAITLIST_SUCCESS_MESSAGE = 'You have successfully joined the waitlist, You will be notified once the product is online.';
export const WAITLIST_FAILURE_MESSAGE = 'Something was wrong. Try it again!';
export const WAITLIST_SUCCESS_MS = 20_000;
export const WAITLIST_FAILURE_MS = 15_000;
export { INVALID_EMAIL_MESSAGE } from '../common/email';
export const WAITLIST_RATE_LIMITED_MESSAGE = 'Too many sign-ups from your network, please try again later.';

/** One-click unsubscribe (the link in every marketing email, server/features/mail/suppression.ts). */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'This unsubscribe link is not valid. Use the link of the latest email you received.';
export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed: we will not send announcements to this address any more.';
export const UNSUBSCRIBE_RATE_LIMITED_MESSAGE = 'Too many requests from your network, please try again later.';

