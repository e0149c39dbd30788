import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { ORDER_ID_PATTERN } from '../../../domain/orders/orders';
import { ActionButton, EmailLayout, Fields, Paragraph, TextLink } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';
import { findUserRecord } from '../auth/store';
import { OrderItemModel, OrderModel, type OrderItemRecord, type OrderRecord } from './model';

export const ORDER_COMPLETE_SUBJECT = 'Your directory submissions are complete';
/** The subject of the email sent when a backlink that was there is lost. */
export const backlinkLostSubject = (directory: string) => `Your backlink on ${directory} was lost`;

/** What happened to the link, in the customer's words. */
const LOSS_TEXT = {
  missing: (site: string) => `The page no longer links to ${site}.`,
  noindex: () => 'The page now tells search engines not to index it (noindex, or a canonical address naming another page), so the link no longer counts.',
  gone: () => 'The page no longer exists: the directory answers that it is not found.',
} as const;

const reportLink = (ctx: EmailContext, orderId: string) => `${ctx.publicUrl}/account/orders/${orderId}`;
const customerReason = (ctx: EmailContext) => `You get this email because you ordered directory submissions from ${ctx.siteName}.`;

/** The order emails; registered in server/features/registry.ts. */
export const ORDER_EMAILS = {
  'order-complete': defineEmail({
    schema: z.object({ orderId: z.string().regex(ORDER_ID_PATTERN) }),
    async load({ orderId }, ctx) {
      const order = await OrderModel.findById(orderId).lean<OrderRecord>();
      const user = order ? await findUserRecord(order.userId) : null;
      if (!order || !user) return null;
      const [live, total] = await Promise.all([OrderItemModel.countDocuments({ orderId: order._id, status: 'live' }), OrderItemModel.countDocuments({ orderId: order._id })]);
      return { to: user.email, props: { product: order.product?.name ?? 'Your product', plan: order.planLabel, live, total, link: reportLink(ctx, orderId) } };
    },
    sample: (ctx) => ({ product: 'Rocketship Analytics', plan: 'Pro', live: 57, total: 60, link: reportLink(ctx, '65a1b2c3d4e5f60718293a4b') }),
    subject: () => ORDER_COMPLETE_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader={`${p.live} of ${p.total} directories are live. Your report is ready.`} heading={`${p.product} is listed`} reason={customerReason(ctx)}>
        <Paragraph>Every directory of your {p.plan} order has answered.</Paragraph>
        <Fields
          fields={[
            ['Live', `${p.live} of ${p.total}`],
            ['Plan', p.plan],
          ]}
        />
        <Paragraph>Your report lists each one with its live URL, domain rating and date, and you can download it as CSV.</Paragraph>
        <ActionButton href={p.link} label="Open your report" />
      </EmailLayout>
    ),
  }),
  'backlink-lost': defineEmail({
    schema: z.object({ itemId: z.string().regex(ORDER_ID_PATTERN), loss: z.enum(['missing', 'noindex', 'gone']) }),
    async load({ itemId, loss }, ctx) {
      const item = await OrderItemModel.findById(itemId).lean<OrderItemRecord>();
      const order = item ? await OrderModel.findById(item.orderId).lean<OrderRecord>() : null;
      const user = order ? await findUserRecord(order.userId) : null;
      if (!item || !order || !user || !item.liveUrl) return null;
      const site = order.product?.website ?? 'your site';
      return {
        to: user.email,
        props: { directory: item.directory, liveUrl: item.liveUrl, checkedOn: longDate(item.backlinkLostAt ?? new Date()), what: LOSS_TEXT[loss](site), link: reportLink(ctx, String(order._id)) },
      };
    },
    sample: (ctx) => ({
      directory: 'Startup Stash',
      liveUrl: 'https://startupstash.example.com/tools/rocketship-analytics-privacy-first-product-analytics',
      checkedOn: longDate('2026-01-15T09:30:00Z'),
      what: LOSS_TEXT.missing('https://rocketship-analytics.example.com'),
      link: reportLink(ctx, '65a1b2c3d4e5f60718293a4b'),
    }),
    subject: (p) => backlinkLostSubject(p.directory),
    view: (p, ctx) => (
      <EmailLayout preheader={`We noticed on ${p.checkedOn}, and our team is asking the directory to restore it.`} heading={`Your backlink on ${p.directory} was lost`} reason={customerReason(ctx)}>
        <Paragraph>
          We checked your listing on {p.directory} (<TextLink href={p.liveUrl} />) on {p.checkedOn}. {p.what}
        </Paragraph>
        <Paragraph>Our team has been told and will ask the directory to restore it. Your report shows each backlink as we last checked it.</Paragraph>
        <ActionButton href={p.link} label="Open your report" />
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const orderEmail = emailJobs(ORDER_EMAILS);
