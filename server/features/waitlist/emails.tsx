import { z } from 'zod';
import { ActionButton, EmailLayout, Paragraph, TextLink } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';
import { WaitlistEntryModel, type WaitlistRecord } from './model';

export const WAITLIST_WELCOME_SUBJECT = (siteName: string) => `Welcome to the ${siteName} waitlist`;

const byEntry = z.object({ entryId: z.string().regex(/^[a-f0-9]{24}$/) });
const waitlistReason = (ctx: EmailContext) => `You get this email because this address joined the ${ctx.siteName} waitlist.`;

/** Emails of the waitlist; registered in server/features/registry.ts. Marketing mail: one-click unsubscribe, suppressed addresses skipped. */
export const WAITLIST_EMAILS = {
  'waitlist-welcome': defineEmail({
    schema: byEntry,
    kind: 'marketing',
    async load({ entryId }) {
      const entry = await WaitlistEntryModel.findById(entryId).lean<WaitlistRecord>();
      return entry ? { to: entry.email, props: {} } : null;
    },
    sample: () => ({}),
    subject: (_props, ctx) => WAITLIST_WELCOME_SUBJECT(ctx.siteName),
    view: (_props, ctx) => (
      <EmailLayout preheader="You keep the 20% launch discount, and the free directory is open today." heading="You're on the list" reason={`${waitlistReason(ctx)} If it was not you, ignore it or unsubscribe below.`}>
        <Paragraph>Thanks for joining the {ctx.siteName} waitlist. You will be notified once the product is online, and you keep the 20% launch discount.</Paragraph>
        <ActionButton href={`${ctx.publicUrl}/#pricing`} label="See the launch offer" />
        <Paragraph>
          In the meantime, our free startup directory is open: list your product there today, no account needed: <TextLink href={`${ctx.publicUrl}/directories/submit`} />
        </Paragraph>
      </EmailLayout>
    ),
    // "Welcomed" means the SMTP server took the message, not that it was queued.
    async sent({ entryId }) {
      await WaitlistEntryModel.updateOne({ _id: entryId, welcomedAt: null }, { $set: { welcomedAt: new Date() } });
    },
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const waitlistEmail = emailJobs(WAITLIST_EMAILS);
