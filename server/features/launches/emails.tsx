import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { BADGE_SIZE, badgeAlt, badgePath, productPath } from '../../../domain/launches/badges';
import { rankTitle } from '../../../domain/launches/days';
import { votesLabel } from '../../../domain/launches/votes';
import { ActionButton, EmailLayout, Note, Paragraph, TextLink } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';
import { ProductModel, type ProductRecord } from '../directory/model';
import { statusLink } from '../directory/statusLink';

/** What the launch emails show of a product. */
interface LaunchFacts {
  name: string;
  firstname: string;
  slug: string;
  day: string;
  statusLink: string;
  rank: number | null;
  votes: number;
}

// Jobs carry ids and numbers only; the product is read when the email is sent.
const liveJob = z.object({ productId: z.string().regex(/^[a-f0-9]{24}$/), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const resultJob = liveJob.extend({ rank: z.number().int().min(1).max(3), votes: z.number().int().min(0) });

const sample = (ctx: EmailContext, rank: number | null = null): LaunchFacts => ({
  name: 'Rocketship Analytics',
  firstname: 'Ada',
  slug: 'rocketship-analytics',
  day: '2026-12-03',
  statusLink: `${ctx.publicUrl}/directories/status/Xq3vJ8pL2mN7rT5wY1zA4bC6dE9fG0hK2jL4nP6sQ8u`,
  rank,
  votes: rank ? 42 : 0,
});

/** The listed product an email is about; null (nothing to send) when it is no longer listed. */
async function load(productId: string, ctx: EmailContext, facts: Pick<LaunchFacts, 'day' | 'rank' | 'votes'>) {
  const p = await ProductModel.findById(productId).lean<ProductRecord>();
  if (p?.status !== 'approved') return null;
  return { to: p.email, props: { name: p.name, firstname: p.firstname, slug: p.slug, statusLink: statusLink(ctx.config, p._id), ...facts } };
}

/** The badge as email clients show it (PNG), linking to the product page. */
function Badge({ p, ctx }: { p: LaunchFacts; ctx: EmailContext }) {
  return (
    <Paragraph>
      <a href={`${ctx.publicUrl}${productPath(p.slug)}`}>
        <img src={`${ctx.publicUrl}${badgePath(p.slug, 'light', 'png')}`} alt={badgeAlt(p.name, ctx.siteName, p.rank)} width={BADGE_SIZE.width} height={BADGE_SIZE.height} />
      </a>
    </Paragraph>
  );
}

const EmbedHint = ({ p }: { p: LaunchFacts }) => (
  <Paragraph>
    Put the badge on your home page (the code to paste is on your status page): while it links to your product page, our link to your website is followed. <TextLink href={p.statusLink} />
  </Paragraph>
);

const reason = (ctx: EmailContext) => `You get this email because you launched a product on ${ctx.siteName}.`;

/** The launches' emails; registered in server/features/registry.ts. */
export const LAUNCH_EMAILS = {
  'launch-live': defineEmail({
    schema: liveJob,
    load: ({ productId, day }, ctx) => load(productId, ctx, { day, rank: null, votes: 0 }),
    sample: (ctx) => sample(ctx),
    subject: (p, ctx) => `${p.name} is live on ${ctx.siteName} today`,
    view: (p, ctx) => (
      <EmailLayout preheader="Today is your launch day: share it, and collect votes." heading={`You are live today, ${p.firstname}!`} reason={reason(ctx)}>
        <Paragraph>
          {p.name} is on today&apos;s launches ({longDate(p.day)}). Signed-in visitors vote for the products they like, and the three with the most votes by midnight (UTC) become the products of the day.
        </Paragraph>
        <ActionButton href={`${ctx.publicUrl}/launches`} label="See today's launches" />
        <Badge p={p} ctx={ctx} />
        <EmbedHint p={p} />
        <Note>Share your product page with your audience today: every vote counts.</Note>
      </EmailLayout>
    ),
  }),
  'launch-result': defineEmail({
    schema: resultJob,
    load: ({ productId, day, rank, votes }, ctx) => load(productId, ctx, { day, rank, votes }),
    sample: (ctx) => sample(ctx, 1),
    subject: (p) => `${p.name} is ${rankTitle(p.rank ?? 1)}`,
    view: (p, ctx) => (
      <EmailLayout preheader={`${votesLabel(p.votes)} on ${longDate(p.day)}: your badge now shows it.`} heading={`Congratulations, ${p.firstname}: ${p.name} is ${rankTitle(p.rank ?? 1)}!`} reason={reason(ctx)}>
        <Paragraph>
          With {votesLabel(p.votes)}, {p.name} finished {rankTitle(p.rank ?? 1).replace(' Product of the Day', '')} of the launches of {longDate(p.day)}. Your product page and your badge now show it.
        </Paragraph>
        <Badge p={p} ctx={ctx} />
        <ActionButton href={`${ctx.publicUrl}${productPath(p.slug)}`} label="View your product page" />
        <EmbedHint p={p} />
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const launchEmail = emailJobs(LAUNCH_EMAILS);
