import { z } from 'zod';
import { deriveKey, unseal } from '../../core/lib/seal';
import type { Config } from '../../core/config';
import { ActionButton, EmailLayout, Note, Paragraph } from '../mail/layout';
import { defineEmail, emailJobs } from '../mail/template';
import { findUserRecord } from './store';

/**
 * Reset, magic-link and address-confirmation emails. The token is sealed (AES-GCM, a key derived from the server secret) before
 * it is written to the outbox and the Redis job, which therefore hold only ciphertext; the worker unseals
 * it to write the link. The database keeps only the token's hash (better-auth, stored hashed).
 */
export const linkKey = (config: Pick<Config, 'JWT_SECRET'>) => deriveKey(config.JWT_SECRET, 'email-links');

const sealed = z.string().min(20).max(500);
const userId = z.string().regex(/^[a-f0-9]{24}$/);

export const ADDRESS_CONFIRM_SUBJECT = 'Confirm your email address';
const SAMPLE_TOKEN = 'rT5wY1zA4bC6dE9fG0hK2jL4nP6sQ8uXq3vJ8pL2mN7';

/** The accounts emails; registered in server/features/registry.ts. */
export const AUTH_EMAILS = {
  'password-reset': defineEmail({
    schema: z.object({ userId, sealedToken: sealed }),
    async load({ userId, sealedToken }, ctx) {
      const user = await findUserRecord(userId);
      const token = unseal(linkKey(ctx.config), sealedToken);
      // The account is gone, or the secret changed since: nothing that would work can be sent.
      if (!user || !token) return null;
      return { to: user.email, props: { firstName: user.firstName ?? '', link: `${ctx.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}` } };
    },
    sample: (ctx) => ({ firstName: 'Ada', link: `${ctx.publicUrl}/auth/reset-password?token=${SAMPLE_TOKEN}` }),
    subject: (_props, ctx) => `Reset your ${ctx.siteName} password`,
    view: ({ firstName, link }, ctx) => (
      <EmailLayout preheader="The link works once, for 1 hour." heading={`Reset your password${firstName ? `, ${firstName}` : ''}`} reason={`You get this email because someone asked to reset the password of your ${ctx.siteName} account.`}>
        <Paragraph>Someone (hopefully you) asked to reset the password of your account. The link below works once, for 1 hour.</Paragraph>
        <ActionButton href={link} label="Choose a new password" />
        <Note>If you did not ask for this, ignore this email: your password stays as it is.</Note>
      </EmailLayout>
    ),
  }),
  'magic-link': defineEmail({
    schema: z.object({ email: z.string().max(254), sealedToken: sealed, next: z.string().max(500) }),
    async load({ email, sealedToken, next }, ctx) {
      const token = unseal(linkKey(ctx.config), sealedToken);
      if (!token) return null;
      return { to: email, props: { link: `${ctx.publicUrl}/api/auth/magic-link/callback?token=${encodeURIComponent(token)}&next=${encodeURIComponent(next)}` } };
    },
    sample: (ctx) => ({ link: `${ctx.publicUrl}/api/auth/magic-link/callback?token=${SAMPLE_TOKEN}&next=%2Faccount` }),
    subject: (_props, ctx) => `Your ${ctx.siteName} sign-in link`,
    view: ({ link }, ctx) => (
      <EmailLayout preheader="One click signs you in. The link works once, for 15 minutes." heading="Sign in with one click" reason={`You get this email because someone asked for a sign-in link to ${ctx.siteName} for this address.`}>
        <Paragraph>Use the button below to sign in. It works once, for 15 minutes.</Paragraph>
        <ActionButton href={link} label="Sign in" />
        <Note>If you did not ask for this, ignore this email: nobody can sign in without this link.</Note>
      </EmailLayout>
    ),
  }),
  /** To a new account's address: the link that proves the mailbox is its owner's. */
  'address-confirm': defineEmail({
    schema: z.object({ userId, sealedToken: sealed }),
    async load({ userId, sealedToken }, ctx) {
      const user = await findUserRecord(userId);
      const token = unseal(linkKey(ctx.config), sealedToken);
      if (!user || !token) return null;
      return { to: user.email, props: { firstName: user.firstName ?? '', link: `${ctx.publicUrl}/api/auth/email/confirm?token=${encodeURIComponent(token)}` } };
    },
    sample: (ctx) => ({ firstName: 'Ada', link: `${ctx.publicUrl}/api/auth/email/confirm?token=${SAMPLE_TOKEN}` }),
    subject: () => ADDRESS_CONFIRM_SUBJECT,
    view: ({ firstName, link }, ctx) => (
      <EmailLayout preheader="One click confirms it. The link works once, for 7 days." heading={`Welcome${firstName ? `, ${firstName}` : ''}`} reason={`You get this email because an account of ${ctx.siteName} was created with this address.`}>
        <Paragraph>Please confirm that this address is yours. Until then, your account does not show directory listings or waitlist sign-ups made with it. The link works once, for 7 days.</Paragraph>
        <ActionButton href={link} label="Confirm my address" />
        <Note>If you did not create an account, ignore this email: nothing made with your address is shown to whoever did.</Note>
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const authEmail = emailJobs(AUTH_EMAILS);
