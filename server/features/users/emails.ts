import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { unseal } from '../../core/lib/seal';
import { findUserRecord } from '../auth/store';
import { linkKey } from '../auth/emails';
import { composeEmail, defineEmail, emailJobs } from '../mail/layout';

export const EMAIL_CHANGE_CONFIRM_SUBJECT = 'Confirm your new email address';
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your email address is about to change';
export const ACCOUNT_DELETED_SUBJECT = 'Your account has been deleted';

const userId = z.string().regex(/^[a-f0-9]{24}$/);
const address = z.string().max(254);

/**
 * The account settings' emails. The email-change link's token is sealed like the reset links' (the outbox and the
 * Redis job hold ciphertext only); the database keeps its hash. Registered in server/features/registry.ts.
 */
export const USER_EMAILS = {
  /** To the new address: the link that makes the change. */
  'email-change-confirm': defineEmail(z.object({ userId, newEmail: address, sealedToken: z.string().min(20).max(500) }), async ({ userId, newEmail, sealedToken }, ctx) => {
    const user = await findUserRecord(userId);
    const token = unseal(linkKey(ctx.config), sealedToken);
    if (!user || !token) return null;
    const link = `${ctx.publicUrl}/api/users/email/confirm?token=${encodeURIComponent(token)}`;
    return {
      to: newEmail,
      ...composeEmail(
        {
          subject: EMAIL_CHANGE_CONFIRM_SUBJECT,
          heading: `Confirm your new address${user.firstName ? `, ${user.firstName}` : ''}`,
          paragraphs: [`You asked to sign in to ${ctx.siteName} with ${newEmail} from now on. The link below makes the change; it works once, for 24 hours.`, `Confirm the change: ${link}`],
          action: { label: 'Confirm my new address', url: link },
          footnote: 'If you did not ask for this, ignore this email: the address of the account stays as it is.',
        },
        ctx,
      ),
    };
  }),

  /** To the current address: a change was asked for (someone with the password may not be its owner). */
  'email-change-notice': defineEmail(z.object({ userId, oldEmail: address, newEmail: address }), async ({ userId, oldEmail, newEmail }, ctx) => {
    const user = await findUserRecord(userId);
    if (!user) return null;
    return {
      to: oldEmail,
      ...composeEmail(
        {
          subject: EMAIL_CHANGE_NOTICE_SUBJECT,
          heading: 'Your email address is about to change',
          paragraphs: [`Someone signed in to your account asked to change its email address to ${newEmail}. It changes only when the link sent to that address is opened.`],
          action: { label: 'Review your account', url: `${ctx.publicUrl}/account/settings` },
          footnote: 'If this was not you, change your password now and sign out your other sessions in your account settings.',
        },
        ctx,
      ),
    };
  }),

  /** The last email: the account is gone (the record is, too, so the address and name travel in the job). */
  'account-deleted': defineEmail(z.object({ email: address, firstName: z.string().max(80), deletedAt: z.string().max(40) }), async ({ email, firstName, deletedAt }, ctx) => ({
    to: email,
    ...composeEmail(
      {
        subject: ACCOUNT_DELETED_SUBJECT,
        heading: `Goodbye${firstName ? `, ${firstName}` : ''}`,
        paragraphs: [
          `Your ${ctx.siteName} account was deleted on ${longDate(deletedAt)}, as you asked. Your workspace, sessions and profile are gone, and any subscription has been canceled.`,
          'Orders and payments are kept only as anonymous records, as accounting law requires. You can sign up again with this address whenever you like.',
        ],
        footnote: 'If you did not delete your account, reply to this email straight away.',
      },
      ctx,
    ),
  })),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const userEmail = emailJobs(USER_EMAILS);
