import type Stripe from 'stripe';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { findUserRecord } from '../auth/store';
import { plansService } from '../plans/service';
import { BillingCustomerModel, SubscriptionModel } from './model';
import { dateOf, idOf } from './stripe';

/** The period end of a subscription: on its items in current API versions, at the top level in older ones. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return dateOf(subscription.items?.data?.[0]?.current_period_end ?? legacy);
}

/** The plan a Stripe price belongs to (the plans' stripePlanId), for subscriptions made outside our Checkout. */
async function planOfPrice(platform: Platform, priceId: string | null): Promise<string | null> {
  if (!priceId) return null;
  return (await plansService(platform).list({})).find((plan) => plan.stripePlanId === priceId)?.id ?? null;
}

async function accountOfCustomer(customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  return (await BillingCustomerModel.findOne({ stripeCustomerId: customerId }).lean())?._id ?? null;
}

/** What a subscription event says of the subscription, with its account and plan when they are known. */
async function stateOf(platform: Platform, subscription: Stripe.Subscription, event: Stripe.Event, deleted: boolean) {
  const customerId = idOf(subscription.customer)!;
  const price = subscription.items?.data?.[0]?.price;
  // The account the Checkout named, unless it has been deleted since (its records then belong to nobody).
  const named = subscription.metadata?.userId;
  const userId = (named && (await findUserRecord(named)) ? named : null) || (await accountOfCustomer(customerId));
  const planId = subscription.metadata?.planId || (await planOfPrice(platform, price?.id ?? null));
  return {
    customerId,
    status: deleted ? 'canceled' : subscription.status,
    priceId: price?.id ?? null,
    unitAmount: price?.unit_amount ?? null,
    interval: price?.recurring?.interval ?? null,
    currency: subscription.currency ?? null,
    currentPeriodEnd: periodEndOf(subscription),
    trialEnd: dateOf(subscription.trial_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    canceledAt: dateOf(subscription.canceled_at) ?? (deleted ? new Date(event.created * 1000) : null),
    startedAt: dateOf(subscription.start_date),
    lastEventAt: event.created,
    lastEventId: event.id,
    ...(userId ? { userId } : {}),
    ...(planId ? { planId } : {}),
  };
}

/** Applies a subscription's state unless a later event already did; a canceled subscription never comes back. */
export async function subscriptionChanged(platform: Platform, subscription: Stripe.Subscription, event: Stripe.Event): Promise<boolean> {
  const deleted = event.type === 'customer.subscription.deleted';
  const state = await stateOf(platform, subscription, event, deleted);
  const newer = { $or: [{ lastEventAt: null }, { lastEventAt: { $lte: event.created } }] };
  const filter = deleted ? { _id: subscription.id, ...newer } : { _id: subscription.id, status: { $ne: 'canceled' }, ...newer };
  try {
    const result = await SubscriptionModel.updateOne(filter, { $set: state }, { upsert: true });
    return result.modifiedCount + result.upsertedCount > 0;
  } catch (error) {
    // The stored state is newer (or canceled): the upsert's insert met the existing id.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
