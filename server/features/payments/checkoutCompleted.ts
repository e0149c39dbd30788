import type Stripe from 'stripe';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { ordersService } from '../orders/service';
import { paymentEmail } from './emails';
import { BillingCustomerModel, CheckoutModel, SubscriptionModel } from './model';
import { idOf } from './stripe';

/** Links the Stripe customer to the account, once: a customer already another account's stays with that one. */
async function rememberCustomer(platform: Platform, userId: string, customerId: string | null): Promise<void> {
  if (!customerId) return;
  await BillingCustomerModel.updateOne({ _id: userId }, { $setOnInsert: { stripeCustomerId: customerId } }, { upsert: true }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
    platform.logger.warn({ userId, customerId }, 'stripe customer already belongs to another account');
  });
}

/** Until Stripe's subscription events arrive, what the Checkout tells: trialing (or active) from now on. */
async function subscriptionFromCheckout(ids: { subscriptionId: string; customerId: string; userId: string; planId: string }, trialDays: number): Promise<void> {
  const { subscriptionId, customerId, userId, planId } = ids;
  const trialEnd = trialDays ? new Date(Date.now() + trialDays * 86_400_000) : null;
  await SubscriptionModel.updateOne(
    { _id: subscriptionId },
    {
      $set: { userId, planId },
      $setOnInsert: { customerId, status: trialDays ? 'trialing' : 'active', trialEnd, currentPeriodEnd: trialEnd, startedAt: new Date(), lastEventAt: null },
    },
    { upsert: true },
  );
}

/** checkout.session.completed: the Checkout recorded as paid, its subscription or order started, the customer emailed. */
export async function checkoutCompleted(platform: Platform, session: Stripe.Checkout.Session): Promise<void> {
  const known = await CheckoutModel.findById(session.id).lean();
  const userId = session.client_reference_id ?? session.metadata?.userId ?? known?.userId ?? null;
  const planId = session.metadata?.planId ?? known?.planId ?? null;
  if (!userId || !planId) {
    platform.logger.warn({ checkout: session.id }, 'completed checkout without an account or plan; ignored');
    return;
  }
  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  const mode = session.mode === 'subscription' ? 'subscription' : 'payment';
  await rememberCustomer(platform, userId, customerId);
  await CheckoutModel.updateOne(
    { _id: session.id },
    {
      $set: { status: 'complete', paymentStatus: session.payment_status, amountTotal: session.amount_total, currency: session.currency, customerId, subscriptionId, completedAt: new Date() },
      $setOnInsert: { userId, planId, mode, trialDays: 0 },
    },
    { upsert: true },
  );
  if (mode === 'subscription' && subscriptionId && customerId) await subscriptionFromCheckout({ subscriptionId, customerId, userId, planId }, known?.trialDays ?? 0);
  if (mode === 'payment' && session.payment_status !== 'unpaid') await ordersService(platform).createForPurchase({ checkoutId: session.id, userId, planId });
  await sendEmail(platform, paymentEmail('checkout-completed', { checkoutId: session.id }), `checkout-completed-${session.id}`);
}
