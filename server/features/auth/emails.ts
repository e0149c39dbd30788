import { z } from 'zod';
import { deriveKey, unseal } from '../../core/lib/seal';
import type { Config } from '../../core/config';
import { composeEmail, defineEmail, emailJobs } from '../mail/layout';
import { findUserRecord } from './store';

/**
 * Reset and magic-link emails. The token is sealed (AES-GCM, a key derived from the server secret) before
 * it is written to the outbox and the Redis job, which therefore hold only ciphertext; the worker unseals
 * it to write the link. The database keeps only the token's hash (better-auth, stored hashed).
 */
export const linkKey = (config: Pick<Config, 'JWT_SECRET'>) => deriveKey(config.JWT_SECRET, 'email-links');

const sealed = z.string().min(20).max(500);

/** The accounts emails; registered in server/features/mail/templates.ts. */
export const AUTH_EMAILS = {
  'password-reset': defineEmail(z.object({ userId: z.string().regex(/^[a-f0-9]{24}$/), sealedToken: sealed }), async ({ userId, sealedToken }, ctx) => {
    const user = await findUserRecord(userId);
    const token = unseal(linkKey(ctx.config), sealedToken);
    // The account is gone, or the secret changed since: nothing that would work can be sent.
    if (!user || !token) return null;
    const link = `${ctx.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    return {
      to: user.email,
      ...composeEmail(
        {
          subject: `Reset your ${ctx.siteName} password`,
          heading: `Reset your password${user.firstName ? `, ${user.firstName}` : ''}`,
          paragraphs: ['Someone (hopefully you) asked to reset the password of your account. The link below works once, for 1 hour.', `Reset your password: ${link}`],
          action: { label: 'Choose a new password', url: link },
          footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
        },
        ctx,
      ),
    };
  }),
  'magic-link': defineEmail(z.object({ email: z.string().max(254), sealedToken: sealed, next: z.string().max(500) }), async ({ email, sealedToken, next }, ctx) => {
    const token = unseal(linkKey(ctx.config), sealedToken);
    if (!token) return null;
    const link = `${ctx.publicUrl}/api/auth/magic-link/callback?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}`;
    return {
      to: email,
      ...composeEmail(
        {
          subject: `Your ${ctx.siteName} sign-in link`,
          heading: 'Sign in with one click',
          paragraphs: ['Use the link below to sign in. It works once, for 15 minutes.', `Sign in: ${link}`],
          action: { label: 'Sign in', url: link },
          footnote: 'If you did not ask for this, ignore this email: nobody can sign in without this link.',
        },
        ctx,
      ),
    };
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const authEmail = emailJobs(AUTH_EMAILS);
