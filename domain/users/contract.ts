import { z } from 'zod';
import { doneAnswer, endpoint, isoDateTime } from '../common/contract';
import { billingSummarySchema } from '../payments/contract';

/** An account as the API shows it: never a password hash or a token. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
});
export type Account = z.infer<typeof accountSchema>;

/** The signed-in person, with their plan, its status (trialing, active, past_due, canceled) and period end. */
export const currentUserSchema = accountSchema.extend({ billing: billingSummarySchema });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** One row of the admin users screen. */
export const userRowSchema = accountSchema.extend({ banned: z.boolean(), banReason: z.string().nullable() });
export type UserRow = z.infer<typeof userRowSchema>;

export const userListSchema = z.object({ users: z.array(userRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type UserListResult = z.infer<typeof userListSchema>;

// Any text: an id that cannot name an account answers 404 like an unknown one.
const userId = z.object({ id: z.string().max(64) });

export const usersContract = {
  me: endpoint('GET', '/users/me', 'signed-in', { summary: 'The signed-in account with its plan, status and period end' }).output(currentUserSchema),
  list: endpoint('GET', '/users', 'admin', { summary: 'Accounts, newest first, a page at a time; `q` searches the email' })
    .input(z.object({ query: z.object({ q: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) }) }))
    .output(userListSchema),
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
