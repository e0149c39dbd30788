import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './email';

/** A form field holding one address: trimmed, then checked; anything else (lists, non-text) gets `message`. */
export function emailField(message = INVALID_EMAIL_MESSAGE, requiredMessage = message) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z
      .string()
      .min(1, requiredMessage)
      .refine((value) => value === '' || isEmailAddress(value), message),
  );
}
