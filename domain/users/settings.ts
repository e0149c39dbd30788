import { z } from 'zod';
import { FIRST_NAME_REQUIRED_MESSAGE } from '../auth/messages';
import { accountEmail, newPassword } from '../auth/rules';
import { PASSWORD_MAX_LENGTH } from '../auth/rules';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE, DELETE_CONFIRMATION_MESSAGE, DELETE_CONFIRMATION_WORD, EMAIL_CHANGE_LINK_INVALID_MESSAGE, LAST_NAME_TOO_LONG_MESSAGE, NAME_MAX_LENGTH } from './messages';

/** The inputs of /account/settings, shared by its forms and the API. */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The password typed to confirm a change: any text up to the maximum (its check is the library's). */
const currentPassword = z.preprocess(text, z.string().min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_REQUIRED_MESSAGE));

/** PATCH /api/users/me */
export const profileInput = z.object({
  firstName: z.preprocess((v) => text(v).trim(), z.string().min(1, FIRST_NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters`)),
  lastName: z.preprocess((v) => text(v).trim(), z.string().max(NAME_MAX_LENGTH, LAST_NAME_TOO_LONG_MESSAGE)).optional().default(''),
});
export type ProfileInput = z.infer<typeof profileInput>;

/** PUT /api/users/me/password */
export const passwordChangeInput = z.object({ currentPassword, newPassword });

/** POST /api/users/me/email */
export const emailChangeInput = z.object({ email: accountEmail, currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

/** GET /api/users/email/confirm?token= */
export const emailChangeToken = z.preprocess(text, z.string().min(1, EMAIL_CHANGE_LINK_INVALID_MESSAGE).max(200, EMAIL_CHANGE_LINK_INVALID_MESSAGE));

/** DELETE /api/users/me */
export const accountDeletionInput = z.object({
  currentPassword,
  confirmation: z.preprocess((v) => text(v).trim(), z.literal(DELETE_CONFIRMATION_WORD, { error: DELETE_CONFIRMATION_MESSAGE })),
});
