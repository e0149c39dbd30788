import { NotFound } from '../../../domain/common/errors';
import { TRIAL_DAYS } from '../../../domain/payments/billing';
import type { Plan } from '../../../domain/plans/types';
import { perPlatform, type Platform } from '../../core/platform';
import { PLAN_NOT_FOUND, plansService } from '../plans/service';
import { BillingCustomerModel, CheckoutModel, SubscriptionModel } from './model';
import { stripeClient, type Stripe } from './stripe';

/** The account a Checkout is for (the signed-in viewer, or the account that just signed up). */
export interface Buyer {
  userId: string;
  email: string;
}

/** Where Checkout returns: the spec's `?payment=success|failed` on the home page. */
export const checkoutReturnUrls = (publicUrl: string) => ({
  success_url: `${publicUrl}/?payment=success&session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${publicUrl}/?payment=failed`,
});

/** The promotion code's id is looked up once in a while, not on every Checkout. */
const PROMO_LOOKUP_MS = 10 * 60_000;

/**
 * Stripe Checkout for a plan: `payment` mode for one-time plans, `subscription` (with the 3-day trial) otherwise,
 * the account as client_reference_id, the launch promo code applied when Stripe knows it (else codes may be typed).
 */
export function createCheckouts(platform: Platform) {
  const { config, logger } = platform;
  const stripe = stripeClient(platform);
  let promo: { id: string | null; at: number } | undefined;

  /** The id of the active promotion code named PROMO_CODE, or null (Checkout then lets customers type a code). */
  async function launchPromotion(): Promise<string | null> {
    if (promo && Date.now() - promo.at < PROMO_LOOKUP_MS) return promo.id;
    const found = await stripe()
      .promotionCodes.list({ code: config.PROMO_CODE, active: true, limit: 1 })
      .then((list) => list.data.find((code) => code.code.toUpperCase() === config.PROMO_CODE.toUpperCase())?.id ?? null)
      .catch((error: Error) => {
        logger.warn({ err: error.message }, 'promotion code lookup failed; Checkout will accept typed codes');
        return null;
      });
    promo = { id: found, at: Date.now() };
    return found;
  }

  /** The price: the plan's Stripe price id, or the plan's own price when it has none (the directory plans). */
  function lineItem(plan: Plan): Stripe.Checkout.SessionCreateParams.LineItem {
    if (plan.stripePlanId) return { price: plan.stripePlanId, quantity: 1 };
    const recurring = plan.type === 'onetime' ? undefined : { interval: plan.type === 'annually' ? ('year' as const) : ('month' as const) };
    return { quantity: 1, price_data: { currency: 'usd', unit_amount: Math.round(plan.price * 100), product_data: { name: plan.label }, ...(recurring ? { recurring } : {}) } };
  }

  /** A new Checkout session for an active plan; recorded as the buyer's open choice until the webhook completes it. */
  async function start(buyer: Buyer, planId: string): Promise<{ url: string; sessionId: string }> {
    const plan = await plansService(platform).get(planId);
    if (!plan.active) throw new NotFound(PLAN_NOT_FOUND);
    const mode = plan.type === 'onetime' ? 'payment' : 'subscription';
    const [customer, hadSubscription, promotion] = await Promise.all([
      BillingCustomerModel.findById(buyer.userId).lean(),
      mode === 'subscription' ? SubscriptionModel.exists({ userId: buyer.userId }) : null,
      launchPromotion(),
    ]);
    // One free trial per account.
    const trialDays = mode === 'subscription' && !hadSubscription ? TRIAL_DAYS : 0;
    const metadata = { userId: buyer.userId, planId: plan.id };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode,
      line_items: [lineItem(plan)],
      client_reference_id: buyer.userId,
      metadata,
      ...(customer ? { customer: customer.stripeCustomerId } : { customer_email: buyer.email }),
      ...(mode === 'payment' ? { payment_intent_data: { metadata }, ...(customer ? {} : { customer_creation: 'always' as const }) } : { subscription_data: { metadata, ...(trialDays ? { trial_period_days: trialDays } : {}) } }),
      ...(promotion ? { discounts: [{ promotion_code: promotion }] } : { allow_promotion_codes: true }),
      ...checkoutReturnUrls(config.PUBLIC_URL),
    };
    const session = await stripe().checkout.sessions.create(params);
    if (!session.url) throw new Error('Stripe answered a Checkout session without a URL');
    await CheckoutModel.updateOne({ _id: session.id }, { $setOnInsert: { userId: buyer.userId, planId: plan.id, mode, status: 'open', trialDays } }, { upsert: true });
    logger.info({ userId: buyer.userId, planId: plan.id, checkout: session.id }, 'checkout started');
    return { url: session.url, sessionId: session.id };
  }

  return { start };
}

export const checkouts = perPlatform(createCheckouts);
