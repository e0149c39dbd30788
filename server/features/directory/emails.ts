import { z } from 'zod';
import { categoryLabel } from '../../../domain/directory/categories';
import { composeEmail, defineEmail, emailJobs, type EmailContext } from '../mail/layout';
import { ProductModel, type ProductRecord } from './model';
import { statusLink } from './statusLink';

/** Links the directory emails carry; the pages live at these addresses. */
export const productLinks = {
  product: (ctx: Pick<EmailContext, 'publicUrl'>, slug: string) => `${ctx.publicUrl}/product/${slug}`,
  pricing: (ctx: Pick<EmailContext, 'publicUrl'>) => `${ctx.publicUrl}/#pricing`,
};

const upsell = (ctx: EmailContext, name: string) =>
  `Want more visibility for ${name}? We can submit it to 200+ directories for backlinks and traffic: ${productLinks.pricing(ctx)}`;

// Jobs carry the product's id only; what the email says is read when it is sent.
const byId = z.object({ productId: z.string().regex(/^[a-f0-9]{24}$/) });
const rejected = byId.extend({ reason: z.string().min(1).max(1000) });

/** The product an email is about; null (nothing to send) when it was deleted meanwhile. */
const findProduct = (productId: string) => ProductModel.findById(productId).lean<ProductRecord>();

/** The directory's emails; registered in server/features/mail/templates.ts. */
export const DIRECTORY_EMAILS = {
  'product-submitted': defineEmail(byId, async ({ productId }, ctx) => {
    const p = await findProduct(productId);
    if (!p) return null;
    const published = p.status === 'approved';
    const link = statusLink(ctx.config, p._id);
    return {
      to: p.email,
      ...composeEmail(
        {
          subject: published ? `${p.name} is live in the ${ctx.siteName} directory` : `We received ${p.name}`,
          heading: `Thanks, ${p.firstname}! We received ${p.name}.`,
          paragraphs: [
            `Here is what you submitted — name: ${p.name}; headline: ${p.headline}; website: ${p.website_url}; category: ${categoryLabel(p.category)}.`,
            published
              ? `It is already listed: ${productLinks.product(ctx, p.slug)}`
              : 'We review every submission before it appears in the directory, and we will email you as soon as it is live.',
            `You can follow its status at any time, without signing in, from your private link: ${link}`,
            upsell(ctx, p.name),
          ],
          action: { label: 'Check your submission status', url: link },
          footnote: 'Keep this email: the status link is private to you.',
        },
        ctx,
      ),
    };
  }),
  'product-submitted-operator': defineEmail(byId, async ({ productId }, ctx) => {
    const p = await findProduct(productId);
    if (!p) return null;
    return {
      to: ctx.config.ADMIN_EMAIL,
      ...composeEmail(
        {
          subject: `New directory submission: ${p.name}`,
          heading: `New product submitted: ${p.name}`,
          paragraphs: [
            `Headline: ${p.headline}`,
            `Website: ${p.website_url}`,
            `Category: ${categoryLabel(p.category)}`,
            `Founder: ${p.firstname} <${p.email}>`,
            p.status === 'pending'
              ? `It is pending. Approve with: npm run cli -- products:approve ${p.slug} — or reject with: npm run cli -- products:reject ${p.slug} --reason "..."`
              : `Moderation is off, so it is already listed: ${productLinks.product(ctx, p.slug)}`,
          ],
        },
        ctx,
      ),
    };
  }),
  'product-approved': defineEmail(byId, async ({ productId }, ctx) => {
    const p = await findProduct(productId);
    if (!p) return null;
    return {
      to: p.email,
      ...composeEmail(
        {
          subject: `${p.name} is now live in the ${ctx.siteName} directory`,
          heading: `Good news, ${p.firstname}: ${p.name} is live!`,
          paragraphs: [`Your product is now listed in the ${ctx.siteName} directory: ${productLinks.product(ctx, p.slug)}`, upsell(ctx, p.name)],
          action: { label: 'View your listing', url: productLinks.product(ctx, p.slug) },
        },
        ctx,
      ),
    };
  }),
  'product-rejected': defineEmail(rejected, async ({ productId, reason }, ctx) => {
    const p = await findProduct(productId);
    if (!p) return null;
    return {
      to: p.email,
      ...composeEmail(
        {
          subject: `Your ${p.name} submission was not approved`,
          heading: `Sorry, ${p.firstname}: ${p.name} was not approved`,
          paragraphs: [`Reason: ${reason}`, 'You are welcome to submit it again once this is addressed.', `Your submission's status page: ${statusLink(ctx.config, p._id)}`],
          action: { label: 'Submit again', url: `${ctx.publicUrl}/directories/submit` },
        },
        ctx,
      ),
    };
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const directoryEmail = emailJobs(DIRECTORY_EMAILS);
