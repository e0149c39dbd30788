import { z } from 'zod';
import { doneAnswer, endpoint, isoDateTime, messageAnswer, redirectAnswer } from '../common/contract';
import { billingSummarySchema } from '../payments/contract';
import { accountExportSchema } from './export';
import { accountDeletionInput, emailChangeInput, emailChangeToken, passwordChangeInput, profileInput } from './settings';

/** An account as the API shows it: never a password hash or a token. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
});
export type Account = z.infer<typeof accountSchema>;

/** The signed-in person, with their plan, its status (trialing, active, past_due, canceled) and period end. */
export const currentUserSchema = accountSchema.extend({ billing: billingSummarySchema });

/** One row of the admin users screen. */
export const userRowSchema = accountSchema.extend({ banned: z.boolean(), banReason: z.string().nullable() });
export type UserRow = z.infer<typeof userRowSchema>;

/** Accounts deleted by their owners: how many and when the last went, nothing about who. */
export const deletedAccountsSchema = z.object({ count: z.number().int().min(0), lastDeletedAt: isoDateTime.nullable() });
export type DeletedAccounts = z.infer<typeof deletedAccountsSchema>;

export const userListSchema = z.object({ users: z.array(userRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(), deleted: deletedAccountsSchema });
export type UserListResult = z.infer<typeof userListSchema>;

/** A signed-in session of the caller's account, as /account/settings lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The browser and system it signed in from ("Chrome on macOS"). */
  device: z.string(),
  /** The session of this request. */
  current: z.boolean(),
  signedInAt: isoDateTime,
  /** Its last request, to within a few minutes. */
  lastSeenAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type AccountSession = z.infer<typeof accountSessionSchema>;


// Any text: an id that cannot name an account answers 404 like an unknown one.
const userId = z.object({ id: z.string().max(64) });
const sessionId = z.object({ id: z.string().max(64) });

/** The file name of a data export. */
export const ACCOUNT_EXPORT_FILE = 'launchboost-account-data.json';

export const usersContract = {
  me: endpoint('GET', '/users/me', 'signed-in', { summary: 'The signed-in account with its plan, status and period end' }).output(currentUserSchema),
  updateProfile: endpoint('PATCH', '/users/me', 'signed-in', { summary: 'Change your first and last name' })
    .input(z.object({ body: profileInput }))
    .output(accountSchema),
  changePassword: endpoint('PUT', '/users/me/password', 'signed-in', {
    summary: 'Change your password with the current one',
    description: 'Every other session of the account ends; the one that asked stays signed in. Wrong current passwords count against the sign-in limit (429 once used up).',
  })
    .input(z.object({ body: passwordChangeInput }))
    .output(messageAnswer),
  changeEmail: endpoint('POST', '/users/me/email', 'signed-in', {
    summary: 'Ask to change your email address',
    description: 'With the current password. A confirmation link (once, 24 hours) goes to the new address and a notice to the old one; the address changes only when the link is opened.',
    refusals: [409],
  })
    .input(z.object({ body: emailChangeInput }))
    .output(messageAnswer),
  confirmEmailChange: endpoint('GET', '/users/email/confirm', 'public', {
    summary: 'The emailed confirmation link: changes the address, then goes to /account/settings saying whether it worked',
    status: 303,
    answer: 'redirect',
  })
    .input(z.object({ query: z.object({ token: emailChangeToken.catch('') }) }))
    .output(redirectAnswer),
  sessions: endpoint('GET', '/users/me/sessions', 'signed-in', { summary: "Your account's active sessions, the current one first, then by last seen" }).output(z.array(accountSessionSchema)),
  endOtherSessions: endpoint('DELETE', '/users/me/sessions', 'signed-in', { summary: 'Sign out everywhere else: every session but the current one ends' }).output(
    messageAnswer.extend({ ended: z.number().int().min(0) }),
  ),
  endSession: endpoint('DELETE', '/users/me/sessions/{id}', 'owner', { summary: 'Sign out one of your sessions (another account’s answers 404)' })
    .input(z.object({ params: sessionId }))
    .output(messageAnswer),
  exportMine: endpoint('GET', '/users/me/export', 'signed-in', {
    summary: 'Everything stored about you, as a JSON file',
    description: 'Profile, sessions, plan and subscription, orders with their items, projects with keywords, leads, mentions, offer, feedback and suggestions, the waitlist entry and directory products submitted with the same address, once the account has confirmed it.',
    download: ACCOUNT_EXPORT_FILE,
  }).output(accountExportSchema),
  deleteMe: endpoint('DELETE', '/users/me', 'signed-in', {
    summary: 'Delete your account',
    description:
      'With the current password and the word DELETE. Cancels a live subscription, deletes the workspace and every session, keeps orders and payments only as anonymised records, sends a last email and frees the address. The last administrator cannot delete their account (403).',
  })
    .input(z.object({ body: accountDeletionInput }))
    .output(messageAnswer),
  list: endpoint('GET', '/users', 'admin', { summary: 'Accounts, newest first, a page at a time; `q` searches the email; with the count of deleted accounts' })
    .input(z.object({ query: z.object({ q: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) }) }))
    .output(userListSchema),
  exportAccount: endpoint('GET', '/users/{id}/export', 'admin', { summary: "One account's data export, for a support request", refusals: [404], download: ACCOUNT_EXPORT_FILE })
    .input(z.object({ params: userId }))
    .output(accountExportSchema),
  setAdmin: endpoint('POST', '/users/{id}/role', 'admin', { summary: 'Make an account an administrator, or not', refusals: [404] })
    .input(z.object({ params: userId, body: z.object({ admin: z.boolean({ error: 'admin must be true or false' }) }) }))
    .output(userRowSchema),
  ban: endpoint('POST', '/users/{id}/ban', 'admin', { summary: 'Ban an account: it cannot sign in, and every session it has ends', refusals: [404] })
    .input(z.object({ params: userId, body: z.object({ reason: z.string().max(500).default('') }) }))
    .output(userRowSchema),
  unban: endpoint('POST', '/users/{id}/unban', 'admin', { summary: 'Let a banned account sign in again', refusals: [404] })
    .input(z.object({ params: userId }))
    .output(userRowSchema),
  signOutEverywhere: endpoint('POST', '/users/{id}/sign-out', 'admin', { summary: 'End every session of an account', refusals: [404] })
    .input(z.object({ params: userId }))
    .output(doneAnswer),
};
