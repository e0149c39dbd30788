import { isoOrNull } from '../../../domain/common/dates';
import { billingStatusOf } from '../../../domain/payments/billing';
import type { BillingSummary } from '../../../domain/payments/types';
import type { Platform } from '../../core/platform';
import { CheckoutModel } from './model';
import { currentSubscription, LIVE_STATUSES, planRef } from './subscriptionView';

/** The plan part of /api/users/me: a subscription (live first), else the last paid one-time plan. */
export async function billingSummary(platform: Platform, userId: string): Promise<BillingSummary> {
  const subscription = await currentSubscription(userId);
  if (subscription && LIVE_STATUSES.includes(subscription.status)) {
    const status = billingStatusOf(subscription.status);
    const periodEnd = status === 'trialing' ? (subscription.trialEnd ?? subscription.currentPeriodEnd) : subscription.currentPeriodEnd;
    return { plan: await planRef(platform, subscription.planId), status, periodEnd: isoOrNull(periodEnd) };
  }
  const purchase = await CheckoutModel.findOne({ userId, mode: 'payment', status: 'complete' }).sort({ completedAt: -1 }).lean();
  if (purchase) return { plan: await planRef(platform, purchase.planId), status: 'active', periodEnd: null };
  if (subscription) return { plan: await planRef(platform, subscription.planId), status: 'canceled', periodEnd: isoOrNull(subscription.currentPeriodEnd) };
  return { plan: null, status: null, periodEnd: null };
}
