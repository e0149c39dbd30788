import type { ReactNode } from 'react';
import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { categoryLabel } from '../../../domain/directory/categories';
import { ActionButton, EmailLayout, Fields, Note, Paragraph, TextLink } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';
import { inertText } from './inertText';
import { ProductModel, type ProductRecord } from './model';
import { statusLink } from './statusLink';

/** Links the directory emails carry; the pages live at these addresses. */
export const productLinks = {
  product: (ctx: Pick<EmailContext, 'publicUrl'>, slug: string) => `${ctx.publicUrl}/product/${slug}`,
  pricing: (ctx: Pick<EmailContext, 'publicUrl'>) => `${ctx.publicUrl}/#pricing`,
};

/**
 * The submission confirmation's subject: fixed text, never what was submitted. The form is public and nobody proved
 * the mailbox, so the site must not send a signed email whose subject a stranger wrote.
 */
export const confirmationSubject = (status: ProductRecord['status'], siteName: string) =>
  status === 'approved' ? `Submission listed in the ${siteName} directory` : `Submission received by the ${siteName} directory`;

function Upsell({ name, ctx }: { name: string; ctx: EmailContext }) {
  return (
    <Paragraph>
      Want more visibility for {name}? We can submit it to 200+ directories for backlinks and traffic: <TextLink href={productLinks.pricing(ctx)} />
    </Paragraph>
  );
}

// Jobs carry the product's id only; what the email says is read when it is sent.
const byId = z.object({ productId: z.string().regex(/^[a-f0-9]{24}$/) });
const rejected = byId.extend({ reason: z.string().min(1).max(1000) });

/** The product an email is about; null (nothing to send) when it was deleted meanwhile. */
const findProduct = (productId: string) => ProductModel.findById(productId).lean<ProductRecord>();

/** What the directory's emails show of a product. */
interface ProductFacts {
  name: string;
  firstname: string;
  email: string;
  headline: string;
  website: string;
  websiteHost: string;
  category: string;
  slug: string;
  status: ProductRecord['status'];
  statusLink: string;
  /** The booked launch day (YYYY-MM-DD); null for products from before launch days. */
  launchDate: string | null;
}

const factsOf = (p: ProductRecord, ctx: EmailContext): ProductFacts => ({
  name: p.name,
  firstname: p.firstname,
  email: p.email,
  headline: p.headline,
  website: p.website_url,
  websiteHost: p.website_host,
  category: categoryLabel(p.category),
  slug: p.slug,
  status: p.status,
  statusLink: statusLink(ctx.config, p._id),
  launchDate: p.launch_date ?? null,
});

const sampleProduct = (ctx: EmailContext, status: ProductRecord['status'] = 'pending'): ProductFacts => ({
  name: 'Rocketship Analytics',
  firstname: 'Ada',
  email: 'ada@example.com',
  headline: 'Privacy-first product analytics for indie founders',
  website: 'https://rocketship-analytics.example.com/?utm_source=launchboost&utm_medium=directory',
  websiteHost: 'rocketship-analytics.example.com',
  category: categoryLabel('analytics'),
  slug: 'rocketship-analytics',
  status,
  statusLink: `${ctx.publicUrl}/directories/status/Xq3vJ8pL2mN7rT5wY1zA4bC6dE9fG0hK2jL4nP6sQ8u`,
  launchDate: '2026-12-03',
});

/** The day the product launches on /launches, where visitors vote and each day's top three win. */
function LaunchDayLine({ launchDate, ctx }: { launchDate: string | null; ctx: EmailContext }) {
  if (!launchDate) return null;
  return (
    <Paragraph>
      Your launch day is {longDate(launchDate)}: that day your product is on the {ctx.siteName} launches page, where visitors vote, and the three with the most votes become the day&apos;s products of the day.
    </Paragraph>
  );
}

async function loadProduct(productId: string, ctx: EmailContext, to?: string) {
  const p = await findProduct(productId);
  return p ? { to: to ?? p.email, props: factsOf(p, ctx) } : null;
}

/** What the founder submitted, as labelled lines, for the operator: the website as a link to review it. */
const submittedFields = (p: ProductFacts): (readonly [string, ReactNode])[] => [
  ['Name', p.name],
  ['Headline', p.headline],
  ['Website', <TextLink key="website" href={p.website} />],
  ['Category', p.category],
];

/** The same summary for the address that was typed into the form: plain text a mail client cannot turn into a link. */
const quotedSubmission = (p: ProductFacts): (readonly [string, ReactNode])[] => [
  ['Name', inertText(p.name)],
  ['Headline', inertText(p.headline)],
  ['Website', inertText(p.websiteHost)],
  ['Category', p.category],
];

const founderReason = (ctx: EmailContext) => `You get this email because you submitted a product to the ${ctx.siteName} directory.`;
const typedAddressReason = (ctx: EmailContext) => `You get this email because this address was entered with a product submitted to the ${ctx.siteName} directory. If that was not you, you can ignore it.`;

/** The directory's emails; registered in server/features/registry.ts. */
export const DIRECTORY_EMAILS = {
  'product-submitted': defineEmail({
    schema: byId,
    load: ({ productId }, ctx) => loadProduct(productId, ctx),
    sample: (ctx) => sampleProduct(ctx),
    // Moderation off: the product is listed at once.
    variants: (ctx) => ({ listed: sampleProduct(ctx, 'approved') }),
    subject: (p, ctx) => confirmationSubject(p.status, ctx.siteName),
    // Every public submission's address is unconfirmed: what was submitted shows only as quoted plain text, and the one link is our status page.
    view: (p, ctx) => (
      <EmailLayout
        preheader={p.status === 'approved' ? 'Your submission is already listed. Your private status link is inside.' : 'Your submission is in the review queue. Your private status link is inside.'}
        heading="Thanks! We received your submission."
        reason={typedAddressReason(ctx)}
      >
        <Paragraph>Here is what was submitted:</Paragraph>
        <Fields fields={quotedSubmission(p)} />
        {p.status === 'approved' ? (
          <Paragraph>
            It is already listed: <TextLink href={productLinks.product(ctx, p.slug)} />
          </Paragraph>
        ) : (
          <Paragraph>We review every submission before it appears in the directory, and we will email you as soon as it is live.</Paragraph>
        )}
        <LaunchDayLine launchDate={p.launchDate} ctx={ctx} />
        <Paragraph>You can follow its status at any time, without signing in, from your private link.</Paragraph>
        <ActionButton href={p.statusLink} label="Check your submission status" />
        <Upsell name="your product" ctx={ctx} />
        <Note>Keep this email: the status link is private to you.</Note>
      </EmailLayout>
    ),
  }),
  'product-submitted-operator': defineEmail({
    schema: byId,
    load: ({ productId }, ctx) => loadProduct(productId, ctx, ctx.config.ADMIN_EMAIL),
    sample: (ctx) => sampleProduct(ctx),
    variants: (ctx) => ({ listed: sampleProduct(ctx, 'approved') }),
    subject: (p) => `New directory submission: ${p.name}`,
    view: (p, ctx) => (
      <EmailLayout
        preheader={p.status === 'pending' ? `${p.name} by ${p.firstname} waits for review.` : `${p.name} by ${p.firstname} is listed (moderation is off).`}
        heading={`New product submitted: ${p.name}`}
        reason={`You get this email because ${ctx.config.ADMIN_EMAIL} is the operator address (ADMIN_EMAIL) of ${ctx.siteName}.`}
      >
        <Fields
          fields={[
            ...submittedFields(p),
            ['Founder', `${p.firstname} <${p.email}>`],
          ]}
        />
        {p.status === 'pending' ? (
          <>
            <Paragraph>It is pending. Approve with: npm run cli -- products:approve {p.slug}</Paragraph>
            <Paragraph>Or reject with: npm run cli -- products:reject {p.slug} --reason &quot;...&quot;</Paragraph>
            <ActionButton href={`${ctx.publicUrl}/admin/products`} label="Open the moderation queue" />
          </>
        ) : (
          <Paragraph>
            Moderation is off, so it is already listed: <TextLink href={productLinks.product(ctx, p.slug)} />
          </Paragraph>
        )}
      </EmailLayout>
    ),
  }),
  'product-approved': defineEmail({
    schema: byId,
    load: ({ productId }, ctx) => loadProduct(productId, ctx),
    sample: (ctx) => sampleProduct(ctx, 'approved'),
    subject: (p, ctx) => `${p.name} is now live in the ${ctx.siteName} directory`,
    view: (p, ctx) => (
      <EmailLayout preheader={`Your listing is public: share it, and see how to reach 200+ more directories.`} heading={`Good news, ${p.firstname}: ${p.name} is live!`} reason={founderReason(ctx)}>
        <Paragraph>Your product is now listed in the {ctx.siteName} directory.</Paragraph>
        <ActionButton href={productLinks.product(ctx, p.slug)} label="View your listing" />
        <Upsell name={p.name} ctx={ctx} />
      </EmailLayout>
    ),
  }),
  'product-rejected': defineEmail({
    schema: rejected,
    load: async ({ productId, reason }, ctx) => {
      const loaded = await loadProduct(productId, ctx);
      return loaded && { to: loaded.to, props: { ...loaded.props, reason } };
    },
    sample: (ctx) => ({ ...sampleProduct(ctx, 'rejected'), reason: 'The website did not load when we reviewed it. Please check that it is online.' }),
    subject: (p) => `Your ${p.name} submission was not approved`,
    view: (p, ctx) => (
      <EmailLayout preheader="The reason, and how to submit it again." heading={`Sorry, ${p.firstname}: ${p.name} was not approved`} reason={founderReason(ctx)}>
        <Fields fields={[['Reason', p.reason]]} />
        <Paragraph>You are welcome to submit it again once this is addressed.</Paragraph>
        <ActionButton href={`${ctx.publicUrl}/directories/submit`} label="Submit again" />
        <Paragraph>
          Your submission&apos;s status page: <TextLink href={p.statusLink} />
        </Paragraph>
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const directoryEmail = emailJobs(DIRECTORY_EMAILS);
