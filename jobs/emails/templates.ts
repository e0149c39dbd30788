import { z } from 'zod';
import { composeEmail, defineEmail, type EmailTemplate } from './layout';

/** Every email the service sends, by name; email jobs name one of these. */
export const EMAIL_TEMPLATES: Record<string, EmailTemplate> = {
  'operator-test': defineEmail(z.object({ note: z.string().max(500) }), ({ note }, ctx) =>
    composeEmail(
      {
        subject: `${ctx.siteName}: test email`,
        heading: 'Your email setup works',
        paragraphs: ['This message was sent by the email queue to check the mail settings.', note],
      },
      ctx,
    ),
  ),
};
