import { z } from 'zod';
import { ORDER_ID_PATTERN } from '../../../domain/orders/orders';
import { composeEmail, defineEmail, emailJobs } from '../mail/layout';
import { findUserRecord } from '../auth/store';
import { OrderItemModel, OrderModel, type OrderRecord } from './model';

export const ORDER_COMPLETE_SUBJECT = 'Your directory submissions are complete';

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
};

/** This feature's emails as typed jobs for sendEmail(). */
export const orderEmail = emailJobs(ORDER_EMAILS);
