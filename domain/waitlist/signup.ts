import { z } from 'zod';
import { attributionInput } from '../campaigns/attribution';
import { emailField } from '../common/fields';
import { INVALID_EMAIL_MESSAGE } from './messages';
import { REFERRAL_CODE } from './referralCode';

export * from './messages';

/** A sign-up: one address, the page it came from, the campaign that brought the visitor and the subscriber who referred them. */
export const waitlistSignupSchema = z.strictObject(
  {
    email: emailField(INVALID_EMAIL_MESSAGE),
  source: z
    .string()
    .max(200)
    .regex(/^\/[^\s]*$/)
    .optional()
    .catch(undefined),
    /** The visitor's first campaign, when their browser kept one (domain/campaigns/attribution.ts). */
    attribution: attributionInput,
    /** The referral code of the link that brought the visitor (`/?ref=`, kept by the browser): an odd one is ignored. */
    ref: z.string().trim().regex(REFERRAL_CODE).optional().catch(undefined),
  },
  // A body that is not an object (an array, a string) or has other fields gets the same answer as a bad address.
  { error: INVALID_EMAIL_MESSAGE },
);
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;
