import { z } from 'zod';
import { endpoint, isoDateTime } from '../common/contract';
import { planSchema } from '../plans/contract';
import { PLAN_ID_PATTERN } from '../plans/schema';
import { accountIdParams, BILLING_STATUSES, confirmQuery, couponsQuery, newSubscriptionInput, subscriptionParams } from './billing';

/** Where to pay: a Stripe Checkout session's address, or (without Stripe) the plan's own checkout link. */
export const checkoutAnswer = z.union([z.object({ url: z.string() }), z.object({ paymentUrl: z.string() })]);

/** A Stripe page to send the customer to (a new Checkout, the Billing Portal). */
const stripePageAnswer = z.object({ url: z.string() });

const billingStatus = z.enum(BILLING_STATUSES);

export const planRefSchema = z.object({ id: z.string(), label: z.string(), type: planSchema.shape.type });
export type PlanRef = z.infer<typeof planRefSchema>;

/** The plan part of GET /api/users/me: the current plan, its status and when the period (or the trial) ends. */
export const billingSummarySchema = z.object({
  plan: planRefSchema.nullable(),
  status: billingStatus.nullable(),
  /** Null for a one-time purchase. During a trial it is the trial's end. */
  periodEnd: isoDateTime.nullable(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** A subscription as its owner sees it. */
export const subscriptionViewSchema = z.object({
  id: z.string(),
  plan: planRefSchema.nullable(),
  status: billingStatus,
  currentPeriodEnd: isoDateTime.nullable(),
  trialEnd: isoDateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: isoDateTime,
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** What the success page shows after Checkout. */
export const checkoutConfirmationSchema = z.object({
  sessionId: z.string(),
  plan: planRefSchema.nullable(),
  /** In the currency's main unit (99 for $99.00); null when Stripe did not say. */
  amount: z.number().nullable(),
  currency: z.string(),
  paid: z.boolean(),
  /** Days of free trial the subscription started with (0 for one-time plans). */
  trialDays: z.number().int(),
  /** Once the subscription is known. */
  trialEnd: isoDateTime.nullable(),
});
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

export const couponRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable(),
  currency: z.string().nullable(),
  duration: z.string(),
  valid: z.boolean(),
});

export const promotionCodeRowSchema = z.object({ id: z.string(), code: z.string(), active: z.boolean(), couponId: z.string().nullable() });

/** The coupons and promotion codes of a Stripe account. */
export const stripeDiscountsSchema = z.object({
  /** The Stripe account asked about; null for the account of the secret key. */
  accountId: z.string().nullable(),
  coupons: z.array(couponRowSchema),
  promotionCodes: z.array(promotionCodeRowSchema),
});
export type StripeDiscounts = z.infer<typeof stripeDiscountsSchema>;

/** One row of the admin subscriptions screen. */
export const adminSubscriptionRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  plan: planRefSchema.nullable(),
  status: billingStatus,
  /** What it brings in a month, in dollars (a yearly price divided by 12). */
  monthlyAmount: z.number(),
  currentPeriodEnd: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

/** Revenue figures of the admin dashboard. */
export const revenueSummarySchema = z.object({
  /** Monthly recurring revenue of active and past-due subscriptions, in dollars (trials bring nothing yet). */
  mrr: z.number(),
  activeSubscriptions: z.number().int(),
  trialing: z.number().int(),
  /** Accounts whose first payment (or trial) started in the last 30 days. */
  newCustomers: z.number().int(),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

/** What the webhook did with an event: applied it, had applied it already, or had nothing to do. */
export const webhookAnswer = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'replayed', 'ignored']) });
export type EventOutcome = z.infer<typeof webhookAnswer>['outcome'];

/** The event's bytes exactly as Stripe sent them (its signature covers them), JSON on the wire. */
const signedEvent = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'The event must be sent as the request body').meta({ contentMediaType: 'application/json' });

export const paymentsContract = {
  changePlan: endpoint('POST', '/plans/change', 'signed-in', {
    summary: 'Pay for a plan',
    description: "With Stripe configured, a Checkout session for the caller (`url`); without it, the plan's own checkout link (`paymentUrl`).",
    refusals: [404],
  })
    .input(z.object({ body: z.object({ planId: z.string().regex(PLAN_ID_PATTERN, 'Unknown plan') }) }))
    .output(checkoutAnswer),
  webhook: endpoint('POST', '/payments/webhook', 'public', {
    summary: "Stripe's events (Checkout completed, subscription changes, invoices)",
    description: 'Signed by Stripe (`Stripe-Signature`, at most 5 minutes old); each event is applied once, a repeat answers `replayed`. 404 while payments are off.',
    body: 'raw',
    refusals: [404],
  })
    .input(z.object({ body: signedEvent }))
    .output(webhookAnswer),
  confirmation: endpoint('GET', '/payments/confirms', 'signed-in', {
    summary: 'What a finished Checkout bought: plan, amount, trial',
    description: "Reads the caller's Checkout session; it grants nothing (only the webhook does). Another account's session answers 404.",
    refusals: [404],
  })
    .input(z.object({ query: confirmQuery }))
    .output(checkoutConfirmationSchema),
  coupons: endpoint('GET', '/payments/stripe-coupons', 'admin', {
    summary: 'The coupons and promotion codes of the live and test Stripe accounts',
    description: 'Without an account id, the configured accounts; without those, the account of the secret key.',
    refusals: [404],
  })
    .input(z.object({ query: couponsQuery }))
    .output(z.array(stripeDiscountsSchema)),
  accountDiscounts: endpoint('GET', '/payments/account-id/{accountId}/{testAccountId}', 'admin', { summary: 'The coupons and promotion codes of two Stripe accounts', refusals: [404] })
    .input(z.object({ params: accountIdParams }))
    .output(z.object({ live: stripeDiscountsSchema, test: stripeDiscountsSchema })),
  subscription: endpoint('GET', '/subscriptions/{id}', 'owner', { summary: "One of the caller's subscriptions" })
    .input(z.object({ params: subscriptionParams }))
    .output(subscriptionViewSchema),
  attachSubscription: endpoint('POST', '/users/new-subscription', 'signed-in', {
    summary: "Attach a Stripe subscription to the caller's account",
    description: "Stripe must say the subscription belongs to the caller's billing customer (403 otherwise).",
    refusals: [404],
  })
    .input(z.object({ body: newSubscriptionInput }))
    .output(subscriptionViewSchema),
  completePayment: endpoint('GET', '/users/complete-payment', 'signed-in', { summary: 'A new Checkout for the last plan chosen and not paid', refusals: [404] }).output(stripePageAnswer),
  billingPortal: endpoint('GET', '/users/update-payment', 'signed-in', { summary: "The Stripe Billing Portal of the caller's billing account", refusals: [404] }).output(stripePageAnswer),
  subscriptions: endpoint('GET', '/admin/subscriptions', 'admin', { summary: 'Every subscription, newest first, with the revenue figures' }).output(
    z.object({ subscriptions: z.array(adminSubscriptionRowSchema), revenue: revenueSummarySchema }),
  ),
};
