import { z } from 'zod';
import { composeEmail, defineEmail, type EmailTemplate } from '../../../jobs/emails/layout';

export const WAITLIST_WELCOME_SUBJECT = (siteName: string) => `Welcome to the ${siteName} waitlist`;

/** Emails of the waitlist; spread into EMAIL_TEMPLATES (jobs/emails/templates.ts). */
export const WAITLIST_EMAILS: Record<string, EmailTemplate> = {
  'waitlist-welcome': defineEmail(z.object({}), (_data, ctx) =>
    composeEmail(
      {
        subject: WAITLIST_WELCOME_SUBJECT(ctx.siteName),
        heading: "You're on the list",
        paragraphs: [
          `Thanks for joining the ${ctx.siteName} waitlist. You will be notified once the product is online, and you keep the 20% launch discount.`,
          'In the meantime, our free startup directory is open: list your product there today, no account needed.',
        ],
        action: { label: 'See the launch offer', url: `${ctx.publicUrl}/#pricing` },
        footnote: 'You get this email because this address joined our waitlist. If it was not you, ignore it and you will not hear from us again.',
      },
      ctx,
    ),
  ),
};
