import { NotAllowed, NotFound, Unavailable } from '../../../domain/common/errors';
import type { ExportedBilling } from '../../../domain/users/export';
import { billingStatusOf, CHECKOUT_NOT_FOUND_MESSAGE, NO_BILLING_ACCOUNT_MESSAGE, NOTHING_TO_PAY_MESSAGE, SUBSCRIPTION_NOT_FOUND_MESSAGE, SUBSCRIPTION_NOT_YOURS_MESSAGE } from '../../../domain/payments/billing';
import type { AdminSubscriptionRow, BillingSummary, CheckoutConfirmation, PlanRef, RevenueSummary, StripeDiscounts, SubscriptionView } from '../../../domain/payments/types';
import { perPlatform, type Platform } from '../../core/platform';
import { plansService } from '../plans/service';
import { DELETED_ACCOUNT, findUserRecord } from '../auth/store';
import { checkouts, type Buyer } from './checkout';
import { BillingCustomerModel, CheckoutModel, InvoiceModel, SubscriptionModel, type SubscriptionRecord } from './model';
import { dateOf, idOf, isMissingResource, paymentsEnabled, stripeClient } from './stripe';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
/** The subscription that speaks for an account: a live one first, else the most recent. */
const LIVE = ['trialing', 'active', 'past_due', 'unpaid', 'incomplete'];

/**
 * What customers and operators see of billing: the plan on /api/users/me, subscriptions, the success page's
 * confirmation, the Billing Portal, attaching a subscription, discounts and revenue. Access comes only from
 * what the webhook recorded; these calls read Stripe but grant nothing, except attach, which asks Stripe first.
 */
export function createBillingService(platform: Platform) {
  const { config } = platform;
  const stripe = stripeClient(platform);
  const plans = plansService(platform);

  async function planRef(planId: string | null | undefined): Promise<PlanRef | null> {
    if (!planId) return null;
    const plan = await plans.get(planId).catch(() => null);
    return plan ? { id: plan.id, label: plan.label, type: plan.type } : { id: planId, label: planId, type: 'monthly' };
  }

  async function currentSubscription(userId: string): Promise<SubscriptionRecord | null> {
    const all = await SubscriptionModel.find({ userId }).sort({ createdAt: -1 }).limit(20).lean<SubscriptionRecord[]>();
    return all.find((s) => LIVE.includes(s.status)) ?? all[0] ?? null;
  }

  async function toView(record: SubscriptionRecord): Promise<SubscriptionView> {
    return {
      id: record._id,
      plan: await planRef(record.planId),
      status: billingStatusOf(record.status),
      currentPeriodEnd: iso(record.currentPeriodEnd),
      trialEnd: iso(record.trialEnd),
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      createdAt: new Date(record.createdAt).toISOString(),
    };
  }

  /** The plan part of /api/users/me: a subscription (live first), else the last paid one-time plan. */
  async function summary(userId: string): Promise<BillingSummary> {
    const subscription = await currentSubscription(userId);
    if (subscription && LIVE.includes(subscription.status)) {
      const status = billingStatusOf(subscription.status);
      return { plan: await planRef(subscription.planId), status, periodEnd: iso(status === 'trialing' ? (subscription.trialEnd ?? subscription.currentPeriodEnd) : subscription.currentPeriodEnd) };
    }
    const purchase = await CheckoutModel.findOne({ userId, mode: 'payment', status: 'complete' }).sort({ completedAt: -1 }).lean();
    if (purchase) return { plan: await planRef(purchase.planId), status: 'active', periodEnd: null };
    if (subscription) return { plan: await planRef(subscription.planId), status: 'canceled', periodEnd: iso(subscription.currentPeriodEnd) };
    return { plan: null, status: null, periodEnd: null };
  }

  async function customerOf(userId: string): Promise<string> {
    const customer = await BillingCustomerModel.findById(userId).lean();
    if (!customer) throw new NotFound(NO_BILLING_ACCOUNT_MESSAGE);
    return customer.stripeCustomerId;
  }

  return {
    summary,

    /** GET /api/subscriptions/:id: the owner's only (another account's is not found). */
    async subscription(userId: string, subscriptionId: string): Promise<SubscriptionView> {
      const record = await SubscriptionModel.findById(subscriptionId).lean<SubscriptionRecord>();
      if (!record || record.userId !== userId) throw new NotFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
      return toView(record);
    },

    /** What the success page shows; it reads Stripe's session but grants nothing (only the webhook does). */
    async confirm(userId: string, sessionId: string): Promise<CheckoutConfirmation> {
      const known = await CheckoutModel.findById(sessionId).lean();
      if (!known || known.userId !== userId) throw new NotFound(CHECKOUT_NOT_FOUND_MESSAGE);
      const session = await stripe()
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
        plan: await planRef(known.planId),
        amount: amount === null ? null : amount / 100,
        currency: session.currency ?? known.currency ?? 'usd',
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        trialDays: known.trialDays,
        trialEnd: iso(subscription?.trialEnd ?? null),
      };
    },

    /** GET /api/users/complete-payment: a fresh Checkout for the last plan chosen and never paid. */
    async completePayment(buyer: Buyer): Promise<{ url: string }> {
      const open = await CheckoutModel.findOne({ userId: buyer.userId, status: 'open' }).sort({ createdAt: -1 }).lean();
      if (!open) throw new NotFound(NOTHING_TO_PAY_MESSAGE);
      const paidSince = await CheckoutModel.exists({ userId: buyer.userId, planId: open.planId, status: 'complete', createdAt: { $gte: open.createdAt } });
      if (paidSince) throw new NotFound(NOTHING_TO_PAY_MESSAGE);
      const { url } = await checkouts(platform).start(buyer, open.planId);
      return { url };
    },

    /** GET /api/users/update-payment: a Billing Portal session returning to /account. */
    async portal(userId: string): Promise<{ url: string }> {
      const customer = await customerOf(userId);
      const session = await stripe().billingPortal.sessions.create({ customer, return_url: `${config.PUBLIC_URL}/account` });
      return { url: session.url };
    },

    /** POST /api/users/new-subscription: records a subscription Stripe says belongs to this account's customer. */
    async attach(userId: string, subscriptionId: string): Promise<SubscriptionView> {
      const customer = await BillingCustomerModel.findById(userId).lean();
      const found = await stripe()
        .subscriptions.retrieve(subscriptionId)
        .catch((error: unknown) => {
          if (isMissingResource(error)) throw new NotFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
          throw error;
        });
      if (!customer || idOf(found.customer) !== customer.stripeCustomerId) throw new NotAllowed(SUBSCRIPTION_NOT_YOURS_MESSAGE);
      const stored = await SubscriptionModel.findById(subscriptionId).lean<SubscriptionRecord>();
      if (stored && stored.userId && stored.userId !== userId) throw new NotAllowed(SUBSCRIPTION_NOT_YOURS_MESSAGE);
      const price = found.items?.data?.[0]?.price;
      const planId = found.metadata?.planId || (await plans.list({})).find((plan) => plan.stripePlanId && plan.stripePlanId === price?.id)?.id || null;
      // Stripe's current state, but never over what a webhook event already applied.
      await SubscriptionModel.updateOne(
        { _id: subscriptionId },
        {
          $set: { userId, ...(planId ? { planId } : {}) },
          $setOnInsert: { customerId: customer.stripeCustomerId, status: found.status, priceId: price?.id ?? null, unitAmount: price?.unit_amount ?? null, interval: price?.recurring?.interval ?? null, currency: found.currency, currentPeriodEnd: dateOf(found.items?.data?.[0]?.current_period_end), trialEnd: dateOf(found.trial_end), cancelAtPeriodEnd: Boolean(found.cancel_at_period_end), startedAt: dateOf(found.start_date), lastEventAt: null },
        },
        { upsert: true },
      );
      return toView((await SubscriptionModel.findById(subscriptionId).lean<SubscriptionRecord>())!);
    },

    /** What billing keeps about an account, for its data export (Stripe's own records stay with Stripe). */
    async exportOf(userId: string): Promise<ExportedBilling> {
      const [customer, subscriptions, checkoutRecords] = await Promise.all([
        BillingCustomerModel.findById(userId).lean(),
        SubscriptionModel.find({ userId }).sort({ createdAt: -1 }).lean<SubscriptionRecord[]>(),
        CheckoutModel.find({ userId }).sort({ createdAt: -1 }).lean(),
      ]);
      const invoices = customer ? await InvoiceModel.find({ customerId: customer.stripeCustomerId }).sort({ createdAt: -1 }).lean() : [];
      return {
        summary: await summary(userId),
        stripeCustomerId: customer?.stripeCustomerId ?? null,
        subscriptions: subscriptions.map((s) => ({
          id: s._id,
          planId: s.planId,
          status: s.status,
          currentPeriodEnd: iso(s.currentPeriodEnd),
          trialEnd: iso(s.trialEnd),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          canceledAt: iso(s.canceledAt),
          createdAt: new Date(s.createdAt).toISOString(),
        })),
        checkouts: checkoutRecords.map((c) => ({ id: c._id, planId: c.planId, mode: c.mode, status: c.status, amountTotal: c.amountTotal, currency: c.currency, createdAt: new Date(c.createdAt).toISOString(), completedAt: iso(c.completedAt) })),
        invoices: invoices.map((i) => ({ id: i._id, status: i.status, amount: i.amount, currency: i.currency, createdAt: new Date(i.createdAt).toISOString() })),
      };
    },

    /**
     * Before an account is deleted: its live subscriptions are canceled at Stripe now (nothing more is charged), then
     * its payments stay only as records owned by nobody, for accounting. Stripe unreachable: nothing is deleted (503).
     */
    async closeFor(userId: string): Promise<{ canceled: number }> {
      const live = await SubscriptionModel.find({ userId, status: { $in: LIVE } }).lean<SubscriptionRecord[]>();
      for (const subscription of live) {
        if (paymentsEnabled(config)) {
          await stripe()
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
    },

    /** The coupons and promotion codes of a Stripe account (null: the key's own account). */
    async discounts(accountId: string | null): Promise<StripeDiscounts> {
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
    },

    /** The admin subscriptions screen: newest first. */
    async adminSubscriptions(): Promise<AdminSubscriptionRow[]> {
      const records = await SubscriptionModel.find({}).sort({ createdAt: -1 }).limit(200).lean<SubscriptionRecord[]>();
      return Promise.all(
        records.map(async (record) => ({
          id: record._id,
          email: record.userId ? ((await findUserRecord(record.userId))?.email ?? null) : null,
          plan: await planRef(record.planId),
          status: billingStatusOf(record.status),
          monthlyAmount: monthly(record),
          currentPeriodEnd: iso(record.currentPeriodEnd),
          createdAt: new Date(record.createdAt).toISOString(),
        })),
      );
    },

    /** The dashboard's revenue: MRR of paying subscriptions, trials, and customers new in 30 days. */
    async revenue(): Promise<RevenueSummary> {
      const since = new Date(Date.now() - 30 * 86_400_000);
      const [paying, trialing, newSubscribers, newBuyers] = await Promise.all([
        SubscriptionModel.find({ status: { $in: ['active', 'past_due'] } }).lean<SubscriptionRecord[]>(),
        SubscriptionModel.countDocuments({ status: 'trialing' }),
        SubscriptionModel.distinct('userId', { createdAt: { $gte: since } }),
        CheckoutModel.distinct('userId', { status: 'complete', completedAt: { $gte: since } }),
      ]);
      const mrr = Math.round(paying.reduce((sum, record) => sum + monthly(record), 0) * 100) / 100;
      return { mrr, activeSubscriptions: paying.length, trialing, newCustomers: new Set([...newSubscribers, ...newBuyers].filter(Boolean)).size };
    },
  };
}

/** A subscription's monthly amount in dollars (a yearly price divided by 12). */
function monthly(record: Pick<SubscriptionRecord, 'unitAmount' | 'interval'>): number {
  if (!record.unitAmount) return 0;
  const dollars = record.unitAmount / 100;
  return record.interval === 'year' ? dollars / 12 : dollars;
}

export type BillingService = ReturnType<typeof createBillingService>;
export const billingService = perPlatform(createBillingService);
