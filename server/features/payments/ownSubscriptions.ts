import { NotAllowed, NotFound } from '../../../domain/common/errors';
import { SUBSCRIPTION_NOT_FOUND_MESSAGE, SUBSCRIPTION_NOT_YOURS_MESSAGE } from '../../../domain/payments/billing';
import type { SubscriptionView } from '../../../domain/payments/types';
import type { Platform } from '../../core/platform';
import { plansService } from '../plans/service';
import { BillingCustomerModel, SubscriptionModel, type SubscriptionRecord } from './model';
import { dateOf, idOf, isMissingResource, stripeClient } from './stripe';
import { subscriptionView } from './subscriptionView';

/** GET /api/subscriptions/:id: the owner's only (another account's is not found). */
export async function ownSubscription(platform: Platform, userId: string, subscriptionId: string): Promise<SubscriptionView> {
  const record = await SubscriptionModel.findById(subscriptionId).lean<SubscriptionRecord>();
  if (!record || record.userId !== userId) throw new NotFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
  return subscriptionView(platform, record);
}

/** POST /api/users/new-subscription: records a subscription Stripe says belongs to this account's customer. */
export async function attachSubscription(platform: Platform, userId: string, subscriptionId: string): Promise<SubscriptionView> {
  const customer = await BillingCustomerModel.findById(userId).lean();
  const found = await stripeClient(platform)()
    .subscriptions.retrieve(subscriptionId)
    .catch((error: unknown) => {
      if (isMissingResource(error)) throw new NotFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
      throw error;
    });
  if (!customer || idOf(found.customer) !== customer.stripeCustomerId) throw new NotAllowed(SUBSCRIPTION_NOT_YOURS_MESSAGE);
  const stored = await SubscriptionModel.findById(subscriptionId).lean<SubscriptionRecord>();
  if (stored && stored.userId && stored.userId !== userId) throw new NotAllowed(SUBSCRIPTION_NOT_YOURS_MESSAGE);
  const price = found.items?.data?.[0]?.price;
  const planId = found.metadata?.planId || (await plansService(platform).list({})).find((plan) => plan.stripePlanId && plan.stripePlanId === price?.id)?.id || null;
  // Stripe's current state, but never over what a webhook event already applied.
  await SubscriptionModel.updateOne(
    { _id: subscriptionId },
    {
      $set: { userId, ...(planId ? { planId } : {}) },
      $setOnInsert: {
        customerId: customer.stripeCustomerId,
        status: found.status,
        priceId: price?.id ?? null,
        unitAmount: price?.unit_amount ?? null,
        interval: price?.recurring?.interval ?? null,
        currency: found.currency,
        currentPeriodEnd: dateOf(found.items?.data?.[0]?.current_period_end),
        trialEnd: dateOf(found.trial_end),
        cancelAtPeriodEnd: Boolean(found.cancel_at_period_end),
        startedAt: dateOf(found.start_date),
        lastEventAt: null,
      },
    },
    { upsert: true },
  );
  return subscriptionView(platform, (await SubscriptionModel.findById(subscriptionId).lean<SubscriptionRecord>())!);
}
