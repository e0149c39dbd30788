import { isoOrNull } from '../../../domain/common/dates';
import { billingStatusOf } from '../../../domain/payments/billing';
import type { AdminSubscriptionRow, RevenueSummary, StripeDiscounts } from '../../../domain/payments/types';
import type { Platform } from '../../core/platform';
import { findUserRecord } from '../auth/store';
import { CheckoutModel, SubscriptionModel, type SubscriptionRecord } from './model';
import { idOf, stripeClient } from './stripe';
import { monthlyAmount, planRef } from './subscriptionView';

/** The coupons and promotion codes of a Stripe account (null: the key's own account). */
export async function stripeDiscounts(platform: Platform, accountId: string | null): Promise<StripeDiscounts> {
  const stripe = stripeClient(platform);
  const options = accountId ? { stripeAccount: accountId } : undefined;
  const [coupons, codes] = await Promise.all([stripe().coupons.list({ limit: 100 }, options), stripe().promotionCodes.list({ limit: 100 }, options)]);
  return {
    accountId,
    coupons: coupons.data.map((c) => ({ id: c.id, name: c.name ?? null, percentOff: c.percent_off ?? null, amountOff: c.amount_off ?? null, currency: c.currency ?? null, duration: c.duration, valid: c.valid })),
    promotionCodes: codes.data.map((p) => {
      const coupon = (p as unknown as { promotion?: { coupon?: string | { id: string } | null }; coupon?: { id: string } }).promotion?.coupon ?? (p as unknown as { coupon?: { id: string } }).coupon ?? null;
      return { id: p.id, code: p.code, active: p.active, couponId: idOf(coupon) };
    }),
  };
}

/** The admin subscriptions screen: newest first. */
export async function adminSubscriptions(platform: Platform): Promise<AdminSubscriptionRow[]> {
  const records = await SubscriptionModel.find({}).sort({ createdAt: -1 }).limit(200).lean<SubscriptionRecord[]>();
  return Promise.all(
    records.map(async (record) => ({
      id: record._id,
      email: record.userId ? ((await findUserRecord(record.userId))?.email ?? null) : null,
      plan: await planRef(platform, record.planId),
      status: billingStatusOf(record.status),
      monthlyAmount: monthlyAmount(record),
      currentPeriodEnd: isoOrNull(record.currentPeriodEnd),
      createdAt: new Date(record.createdAt).toISOString(),
    })),
  );
}

/** The dashboard's revenue: MRR of paying subscriptions, trials, and customers new in 30 days. */
export async function revenueSummary(): Promise<RevenueSummary> {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const [paying, trialing, newSubscribers, newBuyers] = await Promise.all([
    SubscriptionModel.find({ status: { $in: ['active', 'past_due'] } }).lean<SubscriptionRecord[]>(),
    SubscriptionModel.countDocuments({ status: 'trialing' }),
    SubscriptionModel.distinct('userId', { createdAt: { $gte: since } }),
    CheckoutModel.distinct('userId', { status: 'complete', completedAt: { $gte: since } }),
  ]);
  const mrr = Math.round(paying.reduce((sum, record) => sum + monthlyAmount(record), 0) * 100) / 100;
  return { mrr, activeSubscriptions: paying.length, trialing, newCustomers: new Set([...newSubscribers, ...newBuyers].filter(Boolean)).size };
}
