import { z } from 'zod';

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


// ---------- messages ----------

export const PAYMENTS_OFF_MESSAGE = 'Online payments are not available right now.';
export const SUBSCRIPTION_NOT_YOURS_MESSAGE = 'This subscription does not belong to your account';
export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'Subscription not found';
export const CHECKOUT_NOT_FOUND_MESSAGE = 'Payment not found';
export const NOTHING_TO_PAY_MESSAGE = 'You have no unpaid plan to complete';
export const NO_BILLING_ACCOUNT_MESSAGE = 'You have no billing account yet: choose a plan first';
export const WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature';

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
/** A subscription id (sub_...); anything else is refused with the unknown subscription's message. */
export const subscriptionParams = z.object({ id: z.string().regex(STRIPE_SUBSCRIPTION_ID, SUBSCRIPTION_NOT_FOUND_MESSAGE) });
