import { z } from 'zod';
import { longDate } from '../../../domain/common/dates';
import { ActionButton, EmailLayout, Fields, Note, Paragraph, TextLink } from '../mail/layout';
import { defineEmail, emailJobs, type EmailContext } from '../mail/template';
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
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const customerReason = (ctx: EmailContext) => `You get this email because you have a ${ctx.siteName} account and this is about its billing.`;

interface CheckoutFacts {
  firstName: string;
  plan: string;
  /** Days of free trial; 0 for a payment. */
  trialDays: number;
  amount: string | null;
  oneTime: boolean;
}

/** Payment emails (sent once per Stripe object: the job id carries its id); registered in server/features/registry.ts. */
export const PAYMENT_EMAILS = {
  /** A completed Checkout: the payment received, or the free trial started. */
  'checkout-completed': defineEmail({
    schema: z.object({ checkoutId: stripeId('cs') }),
    async load({ checkoutId }) {
      const checkout = await CheckoutModel.findById(checkoutId).lean();
      const user = await recipient(checkout?.userId);
      if (!checkout || !user) return null;
      const trial = checkout.mode === 'subscription' && checkout.trialDays > 0;
      const props: CheckoutFacts = {
        firstName: user.firstName ?? '',
        plan: await planLabel(checkout.planId),
        trialDays: trial ? checkout.trialDays : 0,
        amount: money(checkout.amountTotal, checkout.currency),
        oneTime: checkout.mode === 'payment',
      };
      return { to: user.email, props };
    },
    sample: (): CheckoutFacts => ({ firstName: 'Ada', plan: 'Directory Submission Pro', trialDays: 0, amount: '149.00 USD', oneTime: true }),
    variants: () => ({
      trial: { firstName: 'Ada', plan: 'Growth monthly', trialDays: 14, amount: null, oneTime: false },
      subscription: { firstName: '', plan: 'Growth monthly', trialDays: 0, amount: '49.00 USD', oneTime: false },
    }),
    subject: (p) => (p.trialDays > 0 ? TRIAL_STARTED_SUBJECT : PAYMENT_RECEIVED_SUBJECT),
    view: (p, ctx) =>
      p.trialDays > 0 ? (
        <EmailLayout preheader={`${p.trialDays} days free, no charge before the trial ends.`} heading={`Welcome to ${p.plan}`} reason={customerReason(ctx)}>
          <Paragraph>
            Your {p.trialDays}-day free trial of {p.plan} has started. You will not be charged before it ends, and you can cancel any time from your account.
          </Paragraph>
          <ActionButton href={`${ctx.publicUrl}/account`} label="Open your account" />
        </EmailLayout>
      ) : (
        <EmailLayout preheader={p.oneTime ? 'Next step: tell us about the product to submit.' : 'Your plan is active now.'} heading={`Thank you${p.firstName ? `, ${p.firstName}` : ''}`} reason={customerReason(ctx)}>
          <Paragraph>
            We received your payment{p.amount ? ` of ${p.amount}` : ''} for {p.plan}.
          </Paragraph>
          <Fields fields={[['Plan', p.plan], ...(p.amount ? [['Amount', p.amount] as const] : [])]} />
          <Paragraph>{p.oneTime ? 'Next step: tell us about the product to submit. Your account page shows every directory as we go, with its live URL.' : 'Your plan is active now.'}</Paragraph>
          <ActionButton href={`${ctx.publicUrl}/account`} label="Open your account" />
        </EmailLayout>
      ),
  }),

  /** An invoice Stripe could not charge, with the way to fix the card. */
  'payment-failed': defineEmail({
    schema: z.object({ invoiceId: stripeId('in') }),
    async load({ invoiceId }) {
      const invoice = await InvoiceModel.findById(invoiceId).lean();
      if (!invoice?.customerId) return null;
      const customer = await BillingCustomerModel.findOne({ stripeCustomerId: invoice.customerId }).lean();
      const user = await recipient(customer?._id);
      if (!user) return null;
      const subscription = invoice.subscriptionId ? await SubscriptionModel.findById(invoice.subscriptionId).lean() : null;
      return { to: user.email, props: { amount: money(invoice.amount, invoice.currency), plan: await planLabel(subscription?.planId) } };
    },
    sample: () => ({ amount: '49.00 USD' as string | null, plan: 'Growth monthly' }),
    subject: () => PAYMENT_FAILED_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader="Update your payment method to keep your plan." heading="We could not charge your card" reason={customerReason(ctx)}>
        <Paragraph>
          Your payment{p.amount ? ` of ${p.amount}` : ''} for {p.plan} failed. Please update your payment method to keep your plan.
        </Paragraph>
        <ActionButton href={billingLink(ctx)} label="Update payment method" />
      </EmailLayout>
    ),
  }),

  /** A renewal's receipt: what was charged, for which period, and where to manage billing (the Billing Portal). */
  'renewal-receipt': defineEmail({
    schema: z.object({ invoiceId: stripeId('in') }),
    async load({ invoiceId }) {
      const invoice = await InvoiceModel.findById(invoiceId).lean();
      if (!invoice?.customerId || invoice.status !== 'paid') return null;
      const customer = await BillingCustomerModel.findOne({ stripeCustomerId: invoice.customerId }).lean();
      const subscription = invoice.subscriptionId ? await SubscriptionModel.findById(invoice.subscriptionId).lean() : null;
      const user = await recipient(customer?._id ?? subscription?.userId);
      if (!user) return null;
      const period = invoice.periodStart && invoice.periodEnd ? `${longDate(invoice.periodStart)} to ${longDate(invoice.periodEnd)}` : null;
      return {
        to: user.email,
        props: { firstName: user.firstName ?? '', plan: await planLabel(subscription?.planId), amount: money(invoice.amount, invoice.currency), period, invoiceUrl: invoice.hostedInvoiceUrl ?? null, invoiceId: String(invoice._id) },
      };
    },
    sample: () => ({
      firstName: 'Ada',
      plan: 'Growth monthly',
      amount: '49.00 USD' as string | null,
      period: `${longDate('2026-01-15T00:00:00Z')} to ${longDate('2026-02-15T00:00:00Z')}` as string | null,
      invoiceUrl: 'https://invoice.stripe.com/i/acct_1Example/test_YWNjdF8xRXhhbXBsZSxfUGF5bWVudEludm9pY2U' as string | null,
      invoiceId: 'in_1QExampleInvoice0001',
    }),
    subject: () => RENEWAL_RECEIPT_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader={`${p.amount ? `${p.amount} received` : 'Payment received'}${p.period ? ` for ${p.period}` : ''}.`} heading={`${capitalised(p.plan)} is renewed`} reason={customerReason(ctx)}>
        <Paragraph>
          We received your payment{p.amount ? ` of ${p.amount}` : ''} for {p.plan}
          {p.period ? `, for ${p.period}` : ''}. Thank you{p.firstName ? `, ${p.firstName}` : ''}.
        </Paragraph>
        <Fields fields={[['Plan', p.plan], ...(p.amount ? [['Amount', p.amount] as const] : []), ...(p.period ? [['Period', p.period] as const] : []), ['Invoice', p.invoiceId]]} />
        {p.invoiceUrl && (
          <Paragraph>
            Your invoice: <TextLink href={p.invoiceUrl} />
          </Paragraph>
        )}
        <Paragraph>Change your plan, your payment method or download past invoices in the Billing Portal.</Paragraph>
        <ActionButton href={billingLink(ctx)} label="Open the Billing Portal" />
        <Note>Receipt for invoice {p.invoiceId}.</Note>
      </EmailLayout>
    ),
  }),

  'subscription-canceled': defineEmail({
    schema: z.object({ subscriptionId: stripeId('sub') }),
    async load({ subscriptionId }) {
      const subscription = await SubscriptionModel.findById(subscriptionId).lean();
      const user = await recipient(subscription?.userId);
      if (!subscription || !user) return null;
      return { to: user.email, props: { plan: await planLabel(subscription.planId) } };
    },
    sample: () => ({ plan: 'Growth monthly' }),
    subject: () => SUBSCRIPTION_CANCELED_SUBJECT,
    view: (p, ctx) => (
      <EmailLayout preheader="You will not be charged again." heading={`${p.plan} is canceled`} reason={customerReason(ctx)}>
        <Paragraph>Your subscription has ended and you will not be charged again.</Paragraph>
        <Paragraph>You can choose a plan again at any time.</Paragraph>
        <ActionButton href={`${ctx.publicUrl}/#pricing`} label="See the plans" />
      </EmailLayout>
    ),
  }),
};

/** This feature's emails as typed jobs for sendEmail(). */
export const paymentEmail = emailJobs(PAYMENT_EMAILS);
