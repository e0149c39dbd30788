import { z } from 'zod';
import { composeEmail, defineEmail, type EmailTemplate } from './layout';
import { PRODUCT_EMAILS } from '../../server/features/products/emails';
import { WAITLIST_EMAILS } from '../../server/features/waitlist/emails';

/** Every email the service sends, by name; email jobs name one of these. */
export const EMAIL_TEMPLATES: Record<string, EmailTemplate> = {
  ...PRODUCT_EMAILS,
  ...WAITLIST_EMAILS,
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
