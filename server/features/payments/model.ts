import { Schema } from 'mongoose';
import { modelOf } from '../../core/db/mongo';

/**
 * What the webhook learns from Stripe, keyed by Stripe's own ids so every effect is an upsert (no transactions
 * on FerretDB). Only the webhook (and the owner's attach call, after asking Stripe) writes access.
 */

/** An account's Stripe customer: learnt from its first completed Checkout. */
export interface BillingCustomerRecord {
  /** The account id. */
  _id: string;
  stripeCustomerId: string;
  createdAt: Date;
}

const billingCustomerSchema = new Schema<BillingCustomerRecord>(
  {
    _id: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
billingCustomerSchema.index({ stripeCustomerId: 1 }, { unique: true });

/** A Checkout session we created: the plan a customer chose, open until the webhook says it completed. */
export interface CheckoutRecord {
  /** The Checkout session id (cs_...). */
  _id: string;
  userId: string;
  planId: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete';
  trialDays: number;
  paymentStatus: string | null;
  amountTotal: number | null;
  currency: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  completedAt: Date | null;
  createdAt: Date;
}

const checkoutSchema = new Schema<CheckoutRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    planId: { type: String, required: true },
    mode: { type: String, enum: ['payment', 'subscription'], required: true },
    status: { type: String, enum: ['open', 'complete'], default: 'open' },
    trialDays: { type: Number, default: 0 },
    paymentStatus: { type: String, default: null },
    amountTotal: { type: Number, default: null },
    currency: { type: String, default: null },
    customerId: { type: String, default: null },
    subscriptionId: { type: String, default: null },
    completedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
checkoutSchema.index({ userId: 1, createdAt: -1 });

/** A subscription as Stripe last told us, with the time of the event that told it (older events are ignored). */
export interface SubscriptionRecord {
  /** The subscription id (sub_...). */
  _id: string;
  userId: string | null;
  customerId: string;
  planId: string | null;
  /** Stripe's status, as it said it. */
  status: string;
  priceId: string | null;
  /** Per interval, in the currency's smallest unit. */
  unitAmount: number | null;
  interval: string | null;
  currency: string | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** Stripe's `created` (seconds) of the last event applied; null when the state came from Stripe's API. */
  lastEventAt: number | null;
  lastEventId: string | null;
  startedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const subscriptionSchema = new Schema<SubscriptionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null },
    customerId: { type: String, required: true },
    planId: { type: String, default: null },
    status: { type: String, required: true },
    priceId: { type: String, default: null },
    unitAmount: { type: Number, default: null },
    interval: { type: String, default: null },
    currency: { type: String, default: null },
    currentPeriodEnd: { type: Date, default: null },
    trialEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    canceledAt: { type: Date, default: null },
    lastEventAt: { type: Number, default: null },
    lastEventId: { type: String, default: null },
    startedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
subscriptionSchema.index({ userId: 1, createdAt: -1 });
subscriptionSchema.index({ customerId: 1 });
subscriptionSchema.index({ status: 1 });

/** An invoice's outcome (paid or failed), for the failed-payment email and the records. */
export interface InvoiceRecord {
  _id: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: 'paid' | 'failed';
  amount: number | null;
  currency: string | null;
  hostedInvoiceUrl: string | null;
  /** Why Stripe made it: 'subscription_cycle' is a renewal, 'subscription_create' the first charge (the Checkout's email covers it). */
  billingReason: string | null;
  /** The service period the invoice pays for (its subscription line's period). */
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
}

const invoiceSchema = new Schema<InvoiceRecord>(
  {
    _id: { type: String, required: true },
    customerId: { type: String, default: null },
    subscriptionId: { type: String, default: null },
    status: { type: String, enum: ['paid', 'failed'], required: true },
    amount: { type: Number, default: null },
    currency: { type: String, default: null },
    hostedInvoiceUrl: { type: String, default: null },
    billingReason: { type: String, default: null },
    periodStart: { type: Date, default: null },
    periodEnd: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

/** Each webhook event applied, once: a replay finds its id here and changes nothing. */
export interface StripeEventRecord {
  _id: string;
  type: string;
  created: number;
  processedAt: Date;
}

const stripeEventSchema = new Schema<StripeEventRecord>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    created: { type: Number, required: true },
    processedAt: { type: Date, required: true },
  },
  { versionKey: false },
);


export const BillingCustomerModel = modelOf('BillingCustomer', billingCustomerSchema, 'billing_customers');
export const CheckoutModel = modelOf('Checkout', checkoutSchema, 'checkouts');
export const SubscriptionModel = modelOf('Subscription', subscriptionSchema, 'subscriptions');
export const InvoiceModel = modelOf('Invoice', invoiceSchema, 'invoices');
export const StripeEventModel = modelOf('StripeEvent', stripeEventSchema, 'stripe_events');
