import { z } from 'zod';
import { EmailLayout, Paragraph } from './layout';
import { defineEmail, emailJobs } from './template';

/** The mail feature's own email: a test message that checks the settings end to end. */
export const MAIL_EMAILS = {
  'operator-test': defineEmail({
    schema: z.object({ to: z.string().max(254), note: z.string().max(500) }),
    load: async ({ to, note }) => ({ to, props: { note } }),
    sample: () => ({ note: 'Sent from the command line at 2026-01-15T09:30:00.000Z.' }),
    subject: (_props, ctx) => `${ctx.siteName}: test email`,
    view: ({ note }, ctx) => (
      <EmailLayout preheader="The email queue, the SMTP settings and the layout all work." heading="Your email setup works" reason={`An operator of ${ctx.siteName} sent this test from the command line.`}>
        <Paragraph>This message was sent by the email queue to check the mail settings.</Paragraph>
        <Paragraph>{note}</Paragraph>
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const mailEmail = emailJobs(MAIL_EMAILS);
