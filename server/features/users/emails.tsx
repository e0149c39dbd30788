import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { unseal } from '../../core/lib/seal';
import { findUserRecord } from '../auth/store';
import { linkKey } from '../auth/emails';
import { ActionButton, EmailLayout, Fields, Note, Paragraph } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';

export const EMAIL_CHANGE_CONFIRM_SUBJECT = 'Confirm your new email address';
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your email address is about to change';
export const ACCOUNT_DELETED_SUBJECT = 'Your account has been deleted';

const userId = z.string().regex(/^[a-f0-9]{24}$/);
const address = z.string().max(254);
const accountReason = (ctx: EmailContext) => `You get this email because it is about the security of your ${ctx.siteName} account.`;

/**
 * The account settings' emails. The email-change link's token is sealed like the reset links' (the outbox and the
 * Redis job hold ciphertext only); the database keeps its hash. Registered in server/features/registry.ts.
 */
export const USER_EMAILS = {
  /** To the new address: the link that makes the change. */
  'email-change-confirm': defineEmail({
    schema: z.object({ userId, newEmail: address, sealedToken: z.string().min(20).max(500) }),
    async load({ userId, newEmail, sealedToken }, ctx) {
      const user = await findUserRecord(userId);
      const token = unseal(linkKey(ctx.config), sealedToken);
      if (!user || !token) return null;
      return { to: newEmail, props: { firstName: user.firstName ?? '', newEmail, link: `${ctx.publicUrl}/api/users/email/confirm?token=${encodeURIComponent(token)}` } };
    },
    sample: (ctx) => ({ firstName: 'Ada', newEmail: 'ada.lovelace@example.com', link: `${ctx.publicUrl}/api/users/email/confirm?token=rT5wY1zA4bC6dE9fG0hK2jL4nP6sQ8uXq3vJ8pL2mN7` }),
    subject: () => EMAIL_CHANGE_CONFIRM_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader="One click makes the change. The link works once, for 24 hours." heading={`Confirm your new address${p.firstName ? `, ${p.firstName}` : ''}`} reason={accountReason(ctx)}>
        <Paragraph>
          You asked to sign in to {ctx.siteName} with {p.newEmail} from now on. The link below makes the change; it works once, for 24 hours.
        </Paragraph>
        <ActionButton href={p.link} label="Confirm my new address" />
        <Note>If you did not ask for this, ignore this email: the address of the account stays as it is.</Note>
      </EmailLayout>
    ),
  }),

  /** To the current address: a change was asked for (someone with the password may not be its owner). */
  'email-change-notice': defineEmail({
    schema: z.object({ userId, oldEmail: address, newEmail: address }),
    async load({ userId, oldEmail, newEmail }) {
      const user = await findUserRecord(userId);
      return user ? { to: oldEmail, props: { newEmail } } : null;
    },
    sample: () => ({ newEmail: 'ada.lovelace@example.com' }),
    subject: () => EMAIL_CHANGE_NOTICE_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader="It changes only when the link sent to the new address is opened." heading="Your email address is about to change" reason={accountReason(ctx)}>
        <Paragraph>Someone signed in to your account asked to change its email address. It changes only when the link sent to that address is opened.</Paragraph>
        <Fields fields={[['New address', p.newEmail]]} />
        <ActionButton href={`${ctx.publicUrl}/account/settings`} label="Review your account" />
        <Note>If this was not you, change your password now and sign out your other sessions in your account settings.</Note>
      </EmailLayout>
    ),
  }),

  /** The last email: the account is gone (the record is, too, so the address and name travel in the job). */
  'account-deleted': defineEmail({
    schema: z.object({ email: address, firstName: z.string().max(80), deletedAt: z.string().max(40) }),
    load: async ({ email, firstName, deletedAt }) => ({ to: email, props: { firstName, deletedOn: longDate(deletedAt) } }),
    sample: () => ({ firstName: 'Ada', deletedOn: longDate('2026-01-15T09:30:00Z') }),
    subject: () => ACCOUNT_DELETED_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader="Your workspace, sessions and profile are gone, as you asked." heading={`Goodbye${p.firstName ? `, ${p.firstName}` : ''}`} reason={`You get this email because the ${ctx.siteName} account of this address was deleted.`}>
        <Paragraph>
          Your {ctx.siteName} account was deleted on {p.deletedOn}, as you asked. Your workspace, sessions and profile are gone, and any subscription has been canceled.
        </Paragraph>
        <Paragraph>Orders and payments are kept only as anonymous records, as accounting law requires. You can sign up again with this address whenever you like.</Paragraph>
        <Note>If you did not delete your account, reply to this email straight away.</Note>
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const userEmail = emailJobs(USER_EMAILS);
