import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { ORDER_ID_PATTERN } from '../../../domain/orders/orders';
import { composeEmail, defineEmail, emailJobs } from '../mail/layout';
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

/** The order emails; registered in server/features/mail/templates.ts. */
export const ORDER_EMAILS = {
  'order-complete': defineEmail(z.object({ orderId: z.string().regex(ORDER_ID_PATTERN) }), async ({ orderId }, ctx) => {
    const order = await OrderModel.findById(orderId).lean<OrderRecord>();
    const user = order ? await findUserRecord(order.userId) : null;
    if (!order || !user) return null;
    const [live, total] = await Promise.all([OrderItemModel.countDocuments({ orderId: order._id, status: 'live' }), OrderItemModel.countDocuments({ orderId: order._id })]);
    const link = `${ctx.publicUrl}/account/orders/${orderId}`;
    return {
      to: user.email,
      ...composeEmail(
        {
          subject: ORDER_COMPLETE_SUBJECT,
          heading: `${order.product?.name ?? 'Your product'} is listed`,
          paragraphs: [`Every directory of your ${order.planLabel} order has answered: ${live} of ${total} live.`, 'Your report lists each one with its live URL, domain rating and date, and you can download it as CSV.'],
          action: { label: 'Open your report', url: link },
        },
        ctx,
      ),
    };
  }),
  'backlink-lost': defineEmail(z.object({ itemId: z.string().regex(ORDER_ID_PATTERN), loss: z.enum(['missing', 'noindex', 'gone']) }), async ({ itemId, loss }, ctx) => {
    const item = await OrderItemModel.findById(itemId).lean<OrderItemRecord>();
    const order = item ? await OrderModel.findById(item.orderId).lean<OrderRecord>() : null;
    const user = order ? await findUserRecord(order.userId) : null;
    if (!item || !order || !user || !item.liveUrl) return null;
    const site = order.product?.website ?? 'your site';
    return {
      to: user.email,
      ...composeEmail(
        {
          subject: backlinkLostSubject(item.directory),
          heading: `Your backlink on ${item.directory} was lost`,
          paragraphs: [`We checked your listing on ${item.directory} (${item.liveUrl}) on ${longDate(item.backlinkLostAt ?? new Date())}. ${LOSS_TEXT[loss](site)}`, 'Our team has been told and will ask the directory to restore it. Your report shows each backlink as we last checked it.'],
          action: { label: 'Open your report', url: `${ctx.publicUrl}/account/orders/${String(order._id)}` },
        },
        ctx,
      ),
    };
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const orderEmail = emailJobs(ORDER_EMAILS);
