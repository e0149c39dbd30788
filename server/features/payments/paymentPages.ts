import { isoOrNull } from '../../../domain/common/dates';
import { NotFound } from '../../../domain/common/errors';
import { CHECKOUT_NOT_FOUND_MESSAGE, NO_BILLING_ACCOUNT_MESSAGE, NOTHING_TO_PAY_MESSAGE } from '../../../domain/payments/billing';
import type { CheckoutConfirmation } from '../../../domain/payments/types';
import type { Platform } from '../../core/platform';
import { checkouts, type Buyer } from './checkout';
import { BillingCustomerModel, CheckoutModel, SubscriptionModel } from './model';
import { idOf, isMissingResource, stripeClient } from './stripe';
import { planRef } from './subscriptionView';

/** What the success page shows; it reads Stripe's session but grants nothing (only the webhook does). */
export async function confirmCheckout(platform: Platform, userId: string, sessionId: string): Promise<CheckoutConfirmation> {
  const known = await CheckoutModel.findById(sessionId).lean();
  if (!known || known.userId !== userId) throw new NotFound(CHECKOUT_NOT_FOUND_MESSAGE);
  const session = await stripeClient(platform)()
    .checkout.sessions.retrieve(sessionId)
    .catch((error: unknown) => {
      if (isMissingResource(error)) throw new NotFound(CHECKOUT_NOT_FOUND_MESSAGE);
      throw error;
    });
  const subscriptionId = idOf(session.subscription) ?? known.subscriptionId;
  const subscription = subscriptionId ? await SubscriptionModel.findById(subscriptionId).lean() : null;
  const amount = session.amount_total ?? known.amountTotal;
  return {
    sessionId,
    plan: await planRef(platform, known.planId),
    amount: amount === null ? null : amount / 100,
    currency: session.currency ?? known.currency ?? 'usd',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    trialDays: known.trialDays,
    trialEnd: isoOrNull(subscription?.trialEnd ?? null),
  };
}

/** GET /api/users/complete-payment: a fresh Checkout for the last plan chosen and never paid. */
export async function completePayment(platform: Platform, buyer: Buyer): Promise<{ url: string }> {
  const open = await CheckoutModel.findOne({ userId: buyer.userId, status: 'open' }).sort({ createdAt: -1 }).lean();
  if (!open) throw new NotFound(NOTHING_TO_PAY_MESSAGE);
  const paidSince = await CheckoutModel.exists({ userId: buyer.userId, planId: open.planId, status: 'complete', createdAt: { $gte: open.createdAt } });
  if (paidSince) throw new NotFound(NOTHING_TO_PAY_MESSAGE);
  const { url } = await checkouts(platform).start(buyer, open.planId);
  return { url };
}

/** GET /api/users/update-payment: a Billing Portal session returning to /account. */
export async function billingPortal(platform: Platform, userId: string): Promise<{ url: string }> {
  const customer = await BillingCustomerModel.findById(userId).lean();
  if (!customer) throw new NotFound(NO_BILLING_ACCOUNT_MESSAGE);
  const session = await stripeClient(platform)().billingPortal.sessions.create({ customer: customer.stripeCustomerId, return_url: `${platform.config.PUBLIC_URL}/account` });
  return { url: session.url };
}
