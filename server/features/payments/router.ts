import type { paymentsContract } from '../../../domain/payments/contract';
import { callerOf, type Implementation } from '../../core/http/endpointHandlers';
import { plansService } from '../plans/service';
import { checkouts } from './checkout';
import { paymentsEnabled } from './stripe';
import { billingService } from './service';
import { stripeWebhook } from './webhook';

/** The payments area's endpoints: paying for a plan, Stripe's webhook, the customer's billing calls and the operators' views. */
export const paymentsEndpoints: Implementation<typeof paymentsContract> = {
  // With Stripe configured, a Checkout session for the caller; without it, the plan's own checkout link as before.
  async changePlan({ body: { planId } }, ctx) {
    const { platform } = ctx;
    if (!paymentsEnabled(platform.config)) return { paymentUrl: (await plansService(platform).get(planId)).url };
    const { userId, email } = callerOf(ctx);
    return { url: (await checkouts(platform).start({ userId, email }, planId)).url };
  },
  async webhook({ body }, { platform, http }) {
    const hook = stripeWebhook(platform);
    // Only an HTTP call carries Stripe's signature; without one the event is refused like a forged one.
    const outcome = await hook.apply(hook.verify(Buffer.from(body), http?.req.get('Stripe-Signature')));
    return { received: true, outcome };
  },
  confirmation: ({ query }, ctx) => billingService(ctx.platform).confirm(callerOf(ctx).userId, query.session_id),
  async coupons({ query: { stripeAcountId, testStripeAccountId } }, { platform }) {
    const { config } = platform;
    const wanted = [stripeAcountId ?? config.STRIPE_ACCOUNT_ID ?? null, testStripeAccountId ?? config.STRIPE_TEST_ACCOUNT_ID ?? null];
    // No account named or configured: the account of the secret key.
    const ids = wanted.some(Boolean) ? [...new Set(wanted.filter((id): id is string => Boolean(id)))] : [null];
    return Promise.all(ids.map((id) => billingService(platform).discounts(id)));
  },
  async accountDiscounts({ params: { accountId, testAccountId } }, { platform }) {
    const billing = billingService(platform);
    const [live, test] = await Promise.all([billing.discounts(accountId), billing.discounts(testAccountId)]);
    return { live, test };
  },
  subscription: ({ params }, ctx) => billingService(ctx.platform).subscription(callerOf(ctx).userId, params.id),
  attachSubscription: ({ body }, ctx) => billingService(ctx.platform).attach(callerOf(ctx).userId, body.subscriptionId),
  completePayment(_input, ctx) {
    const { userId, email } = callerOf(ctx);
    return billingService(ctx.platform).completePayment({ userId, email });
  },
  billingPortal: (_input, ctx) => billingService(ctx.platform).portal(callerOf(ctx).userId),
  async subscriptions(_input, { platform }) {
    const billing = billingService(platform);
    const [subscriptions, revenue] = await Promise.all([billing.adminSubscriptions(), billing.revenue()]);
    return { subscriptions, revenue };
  },
};
