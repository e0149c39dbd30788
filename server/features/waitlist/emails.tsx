// One package per component: the umbrella package loads Tailwind and Prism at import, a third of a second per process.
import { Markdown } from '@react-email/markdown';
import { z } from 'zod';
import { CONFIRM_LINK_DAYS, referralLinkOf } from '../../../domain/waitlist/rules';
import { ActionButton, EMAIL_COLOURS, EmailLayout, Note, Paragraph, TextLink } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';
import { confirmationUrl, pageUrl } from './links';
import { AnnouncementModel, WaitlistEntryModel, type Announcement, type WaitlistRecord } from './model';
import { referralCodeOf } from './referralCodes';

export const WAITLIST_WELCOME_SUBJECT = (siteName: string) => `Welcome to the ${siteName} waitlist`;
export const WAITLIST_CONFIRM_SUBJECT = (siteName: string) => `Confirm your place on the ${siteName} waitlist`;

const objectId = z.string().regex(/^[a-f0-9]{24}$/);
const byEntry = z.object({ entryId: objectId });
const SAMPLE_TOKEN = 'rT5wY1zA4bC6dE9fG0hK2jL4nP6sQ8uXq3vJ8pL2mN7';
export const ANNOUNCEMENT_ID = /^[a-f0-9]{24}$/;

/** The Markdown of an announcement in the email's look: brand links, readable sizes, nothing wider than a phone. */
const wrap = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;
const markdownStyles = {
  h1: { fontSize: '22px', lineHeight: '30px', margin: '24px 0 12px', color: EMAIL_COLOURS.text },
  h2: { fontSize: '19px', lineHeight: '26px', margin: '24px 0 12px', color: EMAIL_COLOURS.text },
  h3: { fontSize: '17px', lineHeight: '24px', margin: '20px 0 8px', color: EMAIL_COLOURS.text },
  p: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: EMAIL_COLOURS.text, ...wrap },
  li: { fontSize: '16px', lineHeight: '24px', color: EMAIL_COLOURS.text, ...wrap },
  link: { color: EMAIL_COLOURS.brand, textDecoration: 'underline', ...wrap },
  blockQuote: { borderLeft: `4px solid ${EMAIL_COLOURS.rule}`, margin: '0 0 16px', padding: '0 0 0 12px', color: EMAIL_COLOURS.muted },
  codeBlock: { whiteSpace: 'pre-wrap', ...wrap, backgroundColor: EMAIL_COLOURS.page, color: EMAIL_COLOURS.text, padding: '12px', borderRadius: '8px', fontSize: '14px' },
  codeInline: { backgroundColor: EMAIL_COLOURS.page, color: EMAIL_COLOURS.text, padding: '0 4px', borderRadius: '4px', ...wrap },
  image: { maxWidth: '100%', height: 'auto' },
  table: { width: '100%', borderCollapse: 'collapse' },
  hr: { border: 'none', borderTop: `1px solid ${EMAIL_COLOURS.rule}`, margin: '24px 0' },
} as const;

/** Raw HTML in an announcement's Markdown shows as text (autolinks like <https://…> stay links). */
const withoutHtml = (markdown: string) => markdown.replace(/<(?!https?:\/\/)/g, '&lt;');

/** The first sentence-ish of an announcement's text, without Markdown marks, for the inbox preview line. */
export function preheaderOf(markdown: string): string {
  const line = markdown
    .split('\n')
    .map((l) => l.replace(/^\s*(#{1,6}|[-*+>]|\d+\.)\s*/, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`~]/g, '').trim())
    .find((l) => l.length > 0 && !/^-{3,}$/.test(l));
  return (line ?? '').length > 140 ? `${line!.slice(0, 137)}...` : (line ?? '');
}

const SAMPLE_ANNOUNCEMENT: Pick<Announcement, 'subject' | 'markdown'> = {
  subject: 'LaunchBoost is live: your 20% launch discount is waiting',
  markdown: [
    'We are live! Thank you for waiting with us since the first day.',
    '',
    '## What you get today',
    '',
    '- Submission to **200+ directories** for backlinks and traffic',
    '- SEO blog posts, 30 a month, each with 5 backlinks',
    '- Your 20% launch discount with the code `LAUNCH20`',
    '',
    'See the plans at [launchboost.dev/#pricing](https://launchboost.dev/#pricing), or reply to this email with any question.',
  ].join('\n'),
};
const waitlistReason = (ctx: EmailContext) => `You get this email because this address joined the ${ctx.siteName} waitlist.`;

/** Emails of the waitlist; registered in server/features/registry.ts. The confirmation is transactional; the rest is marketing mail (one-click unsubscribe, suppressed addresses skipped). */
export const WAITLIST_EMAILS = {
  /** Transactional: the double opt-in's link, sealed when the worker writes it (the job holds only the entry's id). */
  'waitlist-confirm': defineEmail({
    schema: byEntry,
    async load({ entryId }, ctx) {
      const entry = await WaitlistEntryModel.findById(entryId, { email: 1, unconfirmed: 1 }).lean<Pick<WaitlistRecord, 'email' | 'unconfirmed'>>();
      // Confirmed meanwhile (by an earlier link), or removed: nothing to ask any more.
      return entry?.unconfirmed ? { to: entry.email, props: { link: confirmationUrl(ctx.config, entryId) } } : null;
    },
    sample: (ctx) => ({ link: `${ctx.publicUrl}/waitlist/confirm/${SAMPLE_TOKEN}` }),
    subject: (_props, ctx) => WAITLIST_CONFIRM_SUBJECT(ctx.siteName),
    view: ({ link }, ctx) => (
      <EmailLayout preheader={`One click keeps your place. The link works once, for ${CONFIRM_LINK_DAYS} days.`} heading="Confirm your place on the waitlist" reason={`You get this email because this address was entered on the ${ctx.siteName} waitlist.`}>
        <Paragraph>Please confirm that this address is yours: then you get your place on the list and your personal link to move up. The link works once, for {CONFIRM_LINK_DAYS} days.</Paragraph>
        <ActionButton href={link} label="Confirm my place" />
        <Note>If you did not ask for this, ignore this email: the address is removed from the list unless it is confirmed.</Note>
      </EmailLayout>
    ),
  }),
  /** After confirmation: the place, the private page and the personal referral link. */
  'waitlist-welcome': defineEmail({
    schema: byEntry.extend({ position: z.number().int().positive().optional() }),
    kind: 'marketing',
    async load({ entryId, position }, ctx) {
      const entry = await WaitlistEntryModel.findById(entryId).lean<WaitlistRecord>();
      if (!entry || entry.unconfirmed) return null;
      const referralLink = referralLinkOf(ctx.publicUrl, await referralCodeOf(entry));
      return { to: entry.email, props: { position: position ?? null, pageLink: pageUrl(ctx.config, entryId), referralLink } };
    },
    sample: (ctx) => ({ position: 128, pageLink: `${ctx.publicUrl}/waitlist/${SAMPLE_TOKEN}`, referralLink: referralLinkOf(ctx.publicUrl, 'Xk7pQ2mN') }),
    subject: (_props, ctx) => WAITLIST_WELCOME_SUBJECT(ctx.siteName),
    view: ({ position, pageLink, referralLink }, ctx) => (
      <EmailLayout
        preheader={position ? `You are number ${position}, and every friend who joins moves you ${ctx.config.REFERRAL_BOOST} places up.` : 'You keep the 20% launch discount, and the free directory is open today.'}
        heading="You're on the list"
        reason={`${waitlistReason(ctx)} If it was not you, ignore it or unsubscribe below.`}
      >
        <Paragraph>
          Thanks for joining the {ctx.siteName} waitlist. You will be notified once the product is online, and you keep the 20% launch discount.
          {position ? ` Your place on the list: number ${position}.` : ''}
        </Paragraph>
        <Paragraph>
          Share your personal link: each friend who joins through it and confirms moves you {ctx.config.REFERRAL_BOOST} places up, and the first places hear from us first. Your link: <TextLink href={referralLink} />
        </Paragraph>
        <ActionButton href={pageLink} label="See my place" />
        <Paragraph>
          In the meantime, our free startup directory is open: list your product there today, no account needed: <TextLink href={`${ctx.publicUrl}/directories/submit`} />
        </Paragraph>
        <Note>Your place page is private: it shows your place and lets you leave the list. Keep its link to yourself.</Note>
      </EmailLayout>
    ),
    // "Welcomed" means the SMTP server took the message, not that it was queued.
    async sent({ entryId }) {
      await WaitlistEntryModel.updateOne({ _id: entryId, welcomedAt: null }, { $set: { welcomedAt: new Date() } });
    },
  }),
  /** A launch announcement (waitlist:notify), its Markdown in the same layout. */
  'waitlist-announcement': defineEmail({
    schema: z.object({ announcementId: z.string().regex(ANNOUNCEMENT_ID), entryId: objectId }),
    kind: 'marketing',
    async load({ announcementId, entryId }) {
      const [announcement, entry] = await Promise.all([AnnouncementModel.findById(announcementId).lean<Announcement>(), WaitlistEntryModel.findById(entryId).lean<WaitlistRecord>()]);
      // Gone, or already accepted by the SMTP server for this address: each person gets an announcement once.
      if (!announcement || !entry || (entry.announced ?? []).includes(announcementId)) return null;
      return { to: entry.email, props: { subject: announcement.subject, markdown: announcement.markdown } };
    },
    sample: () => SAMPLE_ANNOUNCEMENT,
    subject: (p) => p.subject,
    view: (p, ctx) => (
      <EmailLayout preheader={preheaderOf(p.markdown)} heading={p.subject} reason={waitlistReason(ctx)}>
        <Markdown markdownCustomStyles={markdownStyles}>{withoutHtml(p.markdown)}</Markdown>
      </EmailLayout>
    ),
    async sent({ announcementId, entryId }) {
      await WaitlistEntryModel.updateOne({ _id: entryId }, { $addToSet: { announced: announcementId } });
    },
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const waitlistEmail = emailJobs(WAITLIST_EMAILS);
