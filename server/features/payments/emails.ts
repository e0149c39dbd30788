import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { composeEmail, defineEmail, emailJobs, type EmailContext } from '../mail/layout';
import { PlanModel } from '../plans/model';
import { findUserRecord } from '../auth/store';
import { BillingCustomerModel, CheckoutModel, InvoiceModel, SubscriptionModel } from './model';

export const PAYMENT_RECEIVED_SUBJECT = 'Payment received, thank you';
export const TRIAL_STARTED_SUBJECT = 'Your free trial has started';
export const PAYMENT_FAILED_SUBJECT = 'Your payment failed';
export const SUBSCRIPTION_CANCELED_SUBJECT = 'Your subscription is canceled';
export const RENEWAL_RECEIPT_SUBJECT = 'Your receipt: subscription renewed';

/** Where a customer manages billing: this page opens a fresh Stripe Billing Portal session (their links expire). */
export const billingLink = (ctx: Pick<EmailContext, 'publicUrl'>) => `${ctx.publicUrl}/account/billing`;

const stripeId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,255}$`));

async function planLabel(planId: string | null | undefined): Promise<string> {
  if (!planId) return 'your plan';
  return (await PlanModel.findById(planId).lean<{ label: string }>())?.label ?? planId;
}

async function recipient(userId: string | null | undefined) {
  return userId ? findUserRecord(userId) : null;
}

const money = (amount: number | null, currency: string | null) => (amount === null ? null : `${(amount / 100).toFixed(2)} ${(currency ?? 'usd').toUpperCase()}`);

/** Payment emails (sent once per Stripe object: the job id carries its id); registered in server/features/mail/templates.ts. */
export const PAYMENT_EMAILS = {
  /** A completed Checkout: the payment received, or the free trial started. */
  'checkout-completed': defineEmail(z.object({ checkoutId: stripeId('cs') }), async ({ checkoutId }, ctx) => {
    const checkout = await CheckoutModel.findById(checkoutId).lean();
    const user = await recipient(checkout?.userId);
    if (!checkout || !user) return null;
    const label = await planLabel(checkout.planId);
    const trial = checkout.mode === 'subscription' && checkout.trialDays > 0;
    const amount = money(checkout.amountTotal, checkout.currency);
    const paragraphs = trial
      ? [`Your ${checkout.trialDays}-day free trial of ${label} has started. You will not be charged before it ends, and you can cancel any time from your account.`]
      : [`We received your payment${amount ? ` of ${amount}` : ''} for ${label}.`, checkout.mode === 'payment' ? 'Next step: tell us about the product to submit. Your account page shows every directory as we go, with its live URL.' : 'Your plan is active now.'];
    return {
      to: user.email,
      ...composeEmail({ subject: trial ? TRIAL_STARTED_SUBJECT : PAYMENT_RECEIVED_SUBJECT, heading: trial ? `Welcome to ${label}` : `Thank you${user.firstName ? `, ${user.firstName}` : ''}`, paragraphs, action: { label: 'Open your account', url: `${ctx.publicUrl}/account` } }, ctx),
    };
  }),

  /** An invoice Stripe could not charge, with the way to fix the card. */
  'payment-failed': defineEmail(z.object({ invoiceId: stripeId('in') }), async ({ invoiceId }, ctx) => {
    const invoice = await InvoiceModel.findById(invoiceId).lean();
    if (!invoice?.customerId) return null;
    const customer = await BillingCustomerModel.findOne({ stripeCustomerId: invoice.customerId }).lean();
    const user = await recipient(customer?._id);
    if (!user) return null;
    const subscription = invoice.subscriptionId ? await SubscriptionModel.findById(invoice.subscriptionId).lean() : null;
    const amount = money(invoice.amount, invoice.currency);
    return {
      to: user.email,
      ...composeEmail(
        {
          subject: PAYMENT_FAILED_SUBJECT,
          heading: 'We could not charge your card',
          paragraphs: [`Your payment${amount ? ` of ${amount}` : ''} for ${await planLabel(subscription?.planId)} failed. Please update your payment method to keep your plan.`, `Update your payment method: ${billingLink(ctx)}`],
          action: { label: 'Update payment method', url: billingLink(ctx) },
        },
        ctx,
      ),
    };
  }),

  /** A renewal's receipt: what was charged, for which period, and where to manage billing (the Billing Portal). */
  'renewal-receipt': defineEmail(z.object({ invoiceId: stripeId('in') }), async ({ invoiceId }, ctx) => {
    const invoice = await InvoiceModel.findById(invoiceId).lean();
    if (!invoice?.customerId || invoice.status !== 'paid') return null;
    const customer = await BillingCustomerModel.findOne({ stripeCustomerId: invoice.customerId }).lean();
    const subscription = invoice.subscriptionId ? await SubscriptionModel.findById(invoice.subscriptionId).lean() : null;
    const user = await recipient(customer?._id ?? subscription?.userId);
    if (!user) return null;
    const label = await planLabel(subscription?.planId);
    const amount = money(invoice.amount, invoice.currency);
    const period = invoice.periodStart && invoice.periodEnd ? `${longDate(invoice.periodStart)} to ${longDate(invoice.periodEnd)}` : null;
    return {
      to: user.email,
      ...composeEmail(
        {
          subject: RENEWAL_RECEIPT_SUBJECT,
          heading: `${label.charAt(0).toUpperCase()}${label.slice(1)} is renewed`,
          paragraphs: [
            `We received your payment${amount ? ` of ${amount}` : ''} for ${label}${period ? `, for ${period}` : ''}. Thank you${user.firstName ? `, ${user.firstName}` : ''}.`,
            ...(invoice.hostedInvoiceUrl ? [`Your invoice: ${invoice.hostedInvoiceUrl}`] : []),
            `Change your plan, your payment method or download past invoices in the Billing Portal: ${billingLink(ctx)}`,
          ],
          action: { label: 'Open the Billing Portal', url: billingLink(ctx) },
          footnote: `Receipt for invoice ${invoice._id}.`,
        },
        ctx,
      ),
    };
  }),

  'subscription-canceled': defineEmail(z.object({ subscriptionId: stripeId('sub') }), async ({ subscriptionId }, ctx) => {
    const subscription = await SubscriptionModel.findById(subscriptionId).lean();
    const user = await recipient(subscription?.userId);
    if (!subscription || !user) return null;
    return {
      to: user.email,
      ...composeEmail(
        {
          subject: SUBSCRIPTION_CANCELED_SUBJECT,
          heading: `${await planLabel(subscription.planId)} is canceled`,
          paragraphs: ['Your subscription has ended and you will not be charged again.', 'You can choose a plan again at any time.'],
          action: { label: 'See the plans', url: `${ctx.publicUrl}/#pricing` },
        },
        ctx,
      ),
    };
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const paymentEmail = emailJobs(PAYMENT_EMAILS);
