import { z } from 'zod';
import type { PlanType } from '../plans/types';

/** The free trial of every subscription plan (spec section 9: mentioned in the payment confirmation prompt). */
export const TRIAL_DAYS = 3;

/** Where a customer's plan stands, as the account page and GET /api/users/me show it. */
export const BILLING_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Stripe's subscription statuses in the product's four words. */
export function billingStatusOf(stripeStatus: string): BillingStatus {
  if (stripeStatus === 'trialing' || stripeStatus === 'active' || stripeStatus === 'past_due' || stripeStatus === 'canceled') return stripeStatus;
  if (stripeStatus === 'unpaid' || stripeStatus === 'incomplete') return 'past_due';
  return 'canceled';
}

export interface PlanRef {
  id: string;
  label: string;
  type: PlanType;
}

/** The plan part of GET /api/users/me: the current plan, its status and when the period (or the trial) ends. */
export interface BillingSummary {
  plan: PlanRef | null;
  status: BillingStatus | null;
  /** ISO date; null for a one-time purchase. During a trial it is the trial's end. */
  periodEnd: string | null;
}

/** A subscription as its owner sees it: GET /api/subscriptions/:id. */
export interface SubscriptionView {
  id: string;
  plan: PlanRef | null;
  status: BillingStatus;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
}

/** What the success page shows after Checkout: GET /api/payments/confirms?session_id=. */
export interface CheckoutConfirmation {
  sessionId: string;
  plan: PlanRef | null;
  /** In the currency's main unit (99 for $99.00); null when Stripe did not say. */
  amount: number | null;
  currency: string;
  paid: boolean;
  /** Days of free trial the subscription started with (0 for one-time plans). */
  trialDays: number;
  /** ISO date, once the subscription is known. */
  trialEnd: string | null;
}

/** A coupon or promotion code of a Stripe account (the admin's GET /api/payments/stripe-coupons). */
export interface CouponRow {
  id: string;
  name: string | null;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: string;
  valid: boolean;
}

export interface PromotionCodeRow {
  id: string;
  code: string;
  active: boolean;
  couponId: string | null;
}

export interface StripeDiscounts {
  /** The Stripe account asked about; null for the account of the secret key. */
  accountId: string | null;
  coupons: CouponRow[];
  promotionCodes: PromotionCodeRow[];
}

/** One row of the admin subscriptions screen. */
export interface AdminSubscriptionRow {
  id: string;
  email: string | null;
  plan: PlanRef | null;
  status: BillingStatus;
  /** What it brings in a month, in dollars (a yearly price divided by 12). */
  monthlyAmount: number;
  currentPeriodEnd: string | null;
  createdAt: string;
}

/** Revenue figures of the admin dashboard. */
export type { RevenueSummary } from './contract';

// ---------- input rules ----------

export const STRIPE_SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,255}$/;
export const STRIPE_CHECKOUT_ID = /^cs_[A-Za-z0-9_]{1,255}$/;
export const STRIPE_ACCOUNT_ID = /^acct_[A-Za-z0-9]{1,255}$/;

export const newSubscriptionInput = z.object({ subscriptionId: z.string({ error: 'subscriptionId is required' }).regex(STRIPE_SUBSCRIPTION_ID, 'subscriptionId must be a Stripe subscription id (sub_...)') });
export const confirmQuery = z.object({ session_id: z.string({ error: 'session_id is required' }).regex(STRIPE_CHECKOUT_ID, 'session_id must be a Checkout session id (cs_...)') });
const accountId = z.string().regex(STRIPE_ACCOUNT_ID, 'Stripe account ids look like acct_...');
/** The spec spells the first one stripeAcountId. */
export const couponsQuery = z.object({ stripeAcountId: accountId.optional(), testStripeAccountId: accountId.optional() });
export const accountIdParams = z.object({ accountId, testAccountId: accountId });

// ---------- messages ----------

export const PAYMENTS_OFF_MESSAGE = 'Online payments are not available right now.';
export const SUBSCRIPTION_NOT_YOURS_MESSAGE = 'This subscription does not belong to your account';
export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'Subscription not found';
export const CHECKOUT_NOT_FOUND_MESSAGE = 'Payment not found';
export const NOTHING_TO_PAY_MESSAGE = 'You have no unpaid plan to complete';
export const NO_BILLING_ACCOUNT_MESSAGE = 'You have no billing account yet: choose a plan first';
export const WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature';
