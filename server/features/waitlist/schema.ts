import { z } from 'zod';
import { EMAIL_MAX_LENGTH, WAITLIST_EMAIL_PATTERN } from '../../../views/components/marketing/emailRule';

export const INVALID_EMAIL = 'Please enter a valid email address';

export const waitlistBody = z.strictObject({
  email: z.string(INVALID_EMAIL).trim().max(EMAIL_MAX_LENGTH, INVALID_EMAIL).regex(WAITLIST_EMAIL_PATTERN, INVALID_EMAIL),
  source: z.string().max(200).regex(/^\/[^\s]*$/).optional(),
});
export type WaitlistBody = z.infer<typeof waitlistBody>;
