import { z } from 'zod';
import { composeEmail, defineEmail, emailJobs } from '../mail/layout';
import { WaitlistEntryModel, type WaitlistRecord } from './model';

export const WAITLIST_WELCOME_SUBJECT = (siteName: string) => `Welcome to the ${siteName} waitlist`;

const byEntry = z.object({ entryId: z.string().regex(/^[a-f0-9]{24}$/) });

/** Emails of the waitlist; registered in server/features/mail/templates.ts. */
export const WAITLIST_EMAILS = {
  'waitlist-welcome': defineEmail(
    byEntry,
    async ({ entryId }, ctx) => {
      const entry = await WaitlistEntryModel.findById(entryId).lean<WaitlistRecord>();
      if (!entry) return null;
      return {
        to: entry.email,
        ...composeEmail(
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
      };
    },
    // "Welcomed" means the SMTP server took the message, not that it was queued.
    async ({ entryId }) => {
      await WaitlistEntryModel.updateOne({ _id: entryId, welcomedAt: null }, { $set: { welcomedAt: new Date() } });
    },
  ),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const waitlistEmail = emailJobs(WAITLIST_EMAILS);
