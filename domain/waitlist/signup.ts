import { z } from 'zod';
import { emailField } from '../common/email';

/** Spec section 8: the waitlist's messages (success shown 20 s, failure 15 s). */
export const WAITLIST_SUCCESS_MESSAGE = 'You have successfully joined the waitlist, You will be notified once the product is online.';
export const WAITLIST_FAILURE_MESSAGE = 'Something was wrong. Try it again!';
export const WAITLIST_SUCCESS_MS = 20_000;
export const WAITLIST_FAILURE_MS = 15_000;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const WAITLIST_RATE_LIMITED_MESSAGE = 'Too many sign-ups from your network, please try again later.';

/** A sign-up: one address, and the page it came from. */
export const waitlistSignupSchema = z.strictObject(
  {
  email: emailField(INVALID_EMAIL_MESSAGE),
  source: z
    .string()
    .max(200)
    .regex(/^\/[^\s]*$/)
    .optional()
    .catch(undefined),
  },
  // A body that is not an object (an array, a string) or has other fields gets the same answer as a bad address.
  { error: INVALID_EMAIL_MESSAGE },
);
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;
