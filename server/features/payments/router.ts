import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { accountIdParams, confirmQuery, couponsQuery, newSubscriptionInput, STRIPE_SUBSCRIPTION_ID, SUBSCRIPTION_NOT_FOUND_MESSAGE } from '../../../domain/payments/billing';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { viewerOf } from '../auth/access';
import type { paymentsContract } from '../../../domain/payments/contract';
import { callerOf, type Implementation } from '../../core/http/endpoints';
import { plansService } from '../plans/service';
import { checkouts } from './checkout';
import { paymentsEnabled } from './stripe';
import { billingService } from './service';
import { stripeWebhook } from './webhook';

const confirms = validate({ query: confirmQuery });
const coupons = validate({ query: couponsQuery });
const accounts = validate({ params: accountIdParams });
const newSubscription = validate({ body: newSubscriptionInput });
const subscriptionParams = validate({ params: z.object({ id: z.string().regex(STRIPE_SUBSCRIPTION_ID, SUBSCRIPTION_NOT_FOUND_MESSAGE) }) });

/**
 * POST /api/payments/webhook: Stripe's events, read as raw bytes (the signature covers them exactly). Mounted
 * before the JSON parser, the write limiter and the access guard: Stripe signs, it has no session or XSRF token.
 */
export function stripeWebhookRoute(platform: Platform): RequestHandler[] {
  const hook = stripeWebhook(platform);
  return [
    express.raw({ type: () => true, limit: '512kb' }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await hook.apply(hook.verify(body, req.get('Stripe-Signature')));
      res.json({ received: true, outcome });
    },
  ];
}

/** /api/payments: the success page's confirmation and the admin's discount lookups (access: server/features/auth/access.ts). */
export function paymentsRouter(platform: Platform): Router {
  const billing = billingService(platform);
  const router = Router();
  router.get('/confirms', confirms, async (_req, res) => {
    res.json(await billing.confirm(viewerOf(res).userId, confirms.input(res).query.session_id));
  });
  router.get('/stripe-coupons', coupons, async (_req, res) => {
    const { stripeAcountId, testStripeAccountId } = coupons.input(res).query;
    const wanted = [stripeAcountId ?? platform.config.STRIPE_ACCOUNT_ID ?? null, testStripeAccountId ?? platform.config.STRIPE_TEST_ACCOUNT_ID ?? null];
    const ids = wanted.some(Boolean) ? [...new Set(wanted.filter((id): id is string => Boolean(id)))] : [null];
    res.json(await Promise.all(ids.map((id) => billing.discounts(id))));
  });
  router.get('/account-id/:accountId/:testAccountId', accounts, async (_req, res) => {
    const { accountId, testAccountId } = accounts.input(res).params;
    const [live, test] = await Promise.all([billing.discounts(accountId), billing.discounts(testAccountId)]);
    res.json({ live, test });
  });
  return router;
}

/** GET /api/subscriptions/:id: the signed-in owner's subscription. */
export function subscriptionsRouter(platform: Platform): Router {
  const billing = billingService(platform);
  const router = Router();
  router.get('/:id', subscriptionParams, async (_req, res) => {
    res.json(await billing.subscription(viewerOf(res).userId, subscriptionParams.input(res).params.id));
  });
  return router;
}

/** The spec's billing calls under /api/users: attach a subscription, finish an unpaid choice, open the Billing Portal. */
export function billingUsersRouter(platform: Platform): Router {
  const billing = billingService(platform);
  const router = Router();
  router.post('/new-subscription', newSubscription, async (_req, res) => {
    res.json(await billing.attach(viewerOf(res).userId, newSubscription.input(res).body.subscriptionId));
  });
  router.get('/complete-payment', async (_req, res) => {
    const { userId, email } = viewerOf(res);
    res.json(await billing.completePayment({ userId, email }));
  });
  router.get('/update-payment', async (_req, res) => {
    res.json(await billing.portal(viewerOf(res).userId));
  });
  return router;
}

/** GET /api/admin/subscriptions: every subscription, newest first, with the revenue figures of the dashboard. */
export function adminSubscriptionsRouter(platform: Platform): Router {
  const billing = billingService(platform);
  const router = Router();
  router.get('/', async (_req, res) => {
    const [subscriptions, revenue] = await Promise.all([billing.adminSubscriptions(), billing.revenue()]);
    res.json({ subscriptions, revenue });
  });
  return router;
}

/** The payments area's endpoints. */
export const paymentsEndpoints: Implementation<typeof paymentsContract> = {
  // With Stripe configured, a Checkout session for the caller; without it, the plan's own checkout link as before.
  async changePlan({ body: { planId } }, ctx) {
    const { platform } = ctx;
    if (!paymentsEnabled(platform.config)) return { paymentUrl: (await plansService(platform).get(planId)).url };
    const { userId, email } = callerOf(ctx);
    return { url: (await checkouts(platform).start({ userId, email }, planId)).url };
  },
};
