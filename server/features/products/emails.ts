import { z } from 'zod';
import { composeEmail, defineEmail, type EmailContext, type EmailTemplate } from '../../../jobs/emails/layout';
import { categoryLabel } from '../../../views/pages/directory/submitRules';

/** Links the directory emails carry; the pages live at these addresses. */
export const productLinks = {
  status: (ctx: EmailContext, token: string) => `${ctx.publicUrl}/directories/status/${token}`,
  product: (ctx: EmailContext, slug: string) => `${ctx.publicUrl}/product/${slug}`,
  pricing: (ctx: EmailContext) => `${ctx.publicUrl}/#pricing`,
};

const line = z.string().min(1).max(300);
const upsell = (ctx: EmailContext, name: string) =>
  `Want more visibility for ${name}? We can submit it to 200+ directories for backlinks and traffic: ${productLinks.pricing(ctx)}`;

// What every directory email knows about the listing; each email adds its own fields.
const listing = z.object({
  firstname: line,
  name: line,
  slug: line,
  headline: line,
  website_url: z.string().max(2048),
  category: line,
});

const submitted = listing.extend({
  token: z.string().min(20).max(64),
  published: z.boolean(),
});

const operator = listing.extend({
  email: z.string().max(254),
  status: z.enum(['pending', 'approved']),
});

const approved = z.object({ firstname: line, name: line, slug: line });
const rejected = z.object({ firstname: line, name: line, reason: z.string().min(1).max(1000) });

/** The directory's emails; registered in jobs/emails/templates.ts. */
export const PRODUCT_EMAILS = {
  'product-submitted': defineEmail(submitted, (d, ctx) =>
    composeEmail(
      {
        subject: d.published ? `${d.name} is live in the ${ctx.siteName} directory` : `We received ${d.name}`,
        heading: `Thanks, ${d.firstname}! We received ${d.name}.`,
        paragraphs: [
          `Here is what you submitted — name: ${d.name}; headline: ${d.headline}; website: ${d.website_url}; category: ${categoryLabel(d.category)}.`,
          d.published
            ? `It is already listed: ${productLinks.product(ctx, d.slug)}`
            : 'We review every submission before it appears in the directory, and we will email you as soon as it is live.',
          `You can follow its status at any time, without signing in, from your private link: ${productLinks.status(ctx, d.token)}`,
          upsell(ctx, d.name),
        ],
        action: { label: 'Check your submission status', url: productLinks.status(ctx, d.token) },
        footnote: 'Keep this email: the status link is private to you.',
      },
      ctx,
    ),
  ),
  'product-submitted-operator': defineEmail(operator, (d, ctx) =>
    composeEmail(
      {
        subject: `New directory submission: ${d.name}`,
        heading: `New product submitted: ${d.name}`,
        paragraphs: [
          `Headline: ${d.headline}`,
          `Website: ${d.website_url}`,
          `Category: ${categoryLabel(d.category)}`,
          `Founder: ${d.firstname} <${d.email}>`,
          d.status === 'pending'
            ? `It is pending. Approve with: npm run cli -- products:approve ${d.slug} — or reject with: npm run cli -- products:reject ${d.slug} --reason "..."`
            : `Moderation is off, so it is already listed: ${productLinks.product(ctx, d.slug)}`,
        ],
      },
      ctx,
    ),
  ),
  'product-approved': defineEmail(approved, (d, ctx) =>
    composeEmail(
      {
        subject: `${d.name} is now live in the ${ctx.siteName} directory`,
        heading: `Good news, ${d.firstname}: ${d.name} is live!`,
        paragraphs: [`Your product is now listed in the ${ctx.siteName} directory: ${productLinks.product(ctx, d.slug)}`, upsell(ctx, d.name)],
        action: { label: 'View your listing', url: productLinks.product(ctx, d.slug) },
      },
      ctx,
    ),
  ),
  'product-rejected': defineEmail(rejected, (d, ctx) =>
    composeEmail(
      {
        subject: `Your ${d.name} submission was not approved`,
        heading: `Sorry, ${d.firstname}: ${d.name} was not approved`,
        paragraphs: [`Reason: ${d.reason}`, 'You are welcome to submit it again once this is addressed.'],
        action: { label: 'Submit again', url: `${ctx.publicUrl}/directories/submit` },
      },
      ctx,
    ),
  ),
} satisfies Record<string, EmailTemplate>;

export type ProductEmailName = keyof typeof PRODUCT_EMAILS;
