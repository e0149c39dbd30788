import { z } from 'zod';
import { composeEmail, defineEmail, emailJobs } from './layout';

/** The mail feature's own email: a test message that checks the settings end to end. */
export const MAIL_EMAILS = {
  'operator-test': defineEmail(z.object({ to: z.string().max(254), note: z.string().max(500) }), async ({ to, note }, ctx) => ({
    to,
    ...composeEmail(
      {
        subject: `${ctx.siteName}: test email`,
        heading: 'Your email setup works',
        paragraphs: ['This message was sent by the email queue to check the mail settings.', note],
      },
      ctx,
    ),
  })),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const mailEmail = emailJobs(MAIL_EMAILS);
