import { isoOrNull } from '../../../domain/common/dates';
import { Unavailable } from '../../../domain/common/errors';
import type { ExportedBilling } from '../../../domain/users/export';
import type { Platform } from '../../core/platform';
import { DELETED_ACCOUNT } from '../auth/store';
import { billingSummary } from './billingSummary';
import { BillingCustomerModel, CheckoutModel, InvoiceModel, SubscriptionModel, type SubscriptionRecord } from './model';
import { isMissingResource, paymentsEnabled, stripeClient } from './stripe';
import { LIVE_STATUSES } from './subscriptionView';

/** What billing keeps about an account, for its data export (Stripe's own records stay with Stripe). */
export async function exportBilling(platform: Platform, userId: string): Promise<ExportedBilling> {
  const [customer, subscriptions, checkoutRecords] = await Promise.all([
    BillingCustomerModel.findById(userId).lean(),
    SubscriptionModel.find({ userId }).sort({ createdAt: -1 }).lean<SubscriptionRecord[]>(),
    CheckoutModel.find({ userId }).sort({ createdAt: -1 }).lean(),
  ]);
  const invoices = customer ? await InvoiceModel.find({ customerId: customer.stripeCustomerId }).sort({ createdAt: -1 }).lean() : [];
  return {
    summary: await billingSummary(platform, userId),
    stripeCustomerId: customer?.stripeCustomerId ?? null,
    subscriptions: subscriptions.map((s) => ({
      id: s._id,
      planId: s.planId,
      status: s.status,
      currentPeriodEnd: isoOrNull(s.currentPeriodEnd),
      trialEnd: isoOrNull(s.trialEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: isoOrNull(s.canceledAt),
      createdAt: new Date(s.createdAt).toISOString(),
    })),
    checkouts: checkoutRecords.map((c) => ({ id: c._id, planId: c.planId, mode: c.mode, status: c.status, amountTotal: c.amountTotal, currency: c.currency, createdAt: new Date(c.createdAt).toISOString(), completedAt: isoOrNull(c.completedAt) })),
    invoices: invoices.map((i) => ({ id: i._id, status: i.status, amount: i.amount, currency: i.currency, createdAt: new Date(i.createdAt).toISOString() })),
  };
}

/**
 * Before an account is deleted: its live subscriptions are canceled at Stripe now (nothing more is charged), then
 * its payments stay only as records owned by nobody, for accounting. Stripe unreachable: nothing is deleted (503).
 */
export async function closeBilling(platform: Platform, userId: string): Promise<{ canceled: number }> {
  const live = await SubscriptionModel.find({ userId, status: { $in: LIVE_STATUSES } }).lean<SubscriptionRecord[]>();
  for (const subscription of live) {
    if (paymentsEnabled(platform.config)) {
      await stripeClient(platform)()
        .subscriptions.cancel(subscription._id)
        .catch((error: unknown) => {
          if (isMissingResource(error)) return;
          platform.logger.error({ err: (error as Error).message, subscription: subscription._id }, 'subscription not canceled at Stripe; account kept');
          throw new Unavailable('The subscription could not be canceled right now, so nothing was deleted. Please try again in a few minutes.');
        });
    }
    await SubscriptionModel.updateOne({ _id: subscription._id }, { $set: { status: 'canceled', canceledAt: new Date(), cancelAtPeriodEnd: false } });
  }
  await SubscriptionModel.updateMany({ userId }, { $set: { userId: null } });
  await CheckoutModel.updateMany({ userId }, { $set: { userId: DELETED_ACCOUNT } });
  await BillingCustomerModel.deleteOne({ _id: userId });
  return { canceled: live.length };
}
