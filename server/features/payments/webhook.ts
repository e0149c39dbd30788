import Stripe from 'stripe';
import { InvalidInput, NotFound } from '../../../domain/common/errors';
import { PAYMENTS_OFF_MESSAGE, WEBHOOK_SIGNATURE_MESSAGE } from '../../../domain/payments/billing';
import type { EventOutcome } from '../../../domain/payments/contract';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { plansService } from '../plans/service';
import { ordersService } from '../orders/service';
import { BillingCustomerModel, CheckoutModel, InvoiceModel, StripeEventModel, SubscriptionModel } from './model';
import { dateOf, idOf, stripeClient } from './stripe';
import { paymentEmail } from './emails';
import { findUserRecord } from '../auth/store';

/** How old a signed event may be (Stripe's own default): an older timestamp is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The subscription id an invoice belongs to, in the API's newer (parent) or older shape. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy ?? null);
}

/** The service period an invoice pays for: its subscription line's, else the invoice's own (older API versions). */
function invoicePeriod(invoice: Stripe.Invoice): { periodStart: Date | null; periodEnd: Date | null } {
  const line = invoice.lines?.data?.find((item) => item.period?.start && item.period?.end);
  return { periodStart: dateOf(line?.period.start ?? invoice.period_start), periodEnd: dateOf(line?.period.end ?? invoice.period_end) };
}

/** The period end of a subscription: on its items in current API versions, at the top level in older ones. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return dateOf(subscription.items?.data?.[0]?.current_period_end ?? legacy);
}

/**
 * Stripe's webhook: verifies the signature, then applies each event once. Effects are upserts keyed by Stripe
 * ids (no transactions on FerretDB) and emails carry job ids derived from those ids, so a repeat sends nothing;
 * the event id is recorded after its effects, so a crash half-way is finished by Stripe's retry.
 */
export function createStripeWebhook(platform: Platform) {
  const { config, logger } = platform;
  const stripe = stripeClient(platform);
  const plans = plansService(platform);

  /** The event, if the body carries a valid signature of STRIPE_WEBHOOK_SECRET made less than 5 minutes ago. */
  function verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_SECRET_KEY) throw new NotFound(PAYMENTS_OFF_MESSAGE);
    if (!signature) throw new InvalidInput(WEBHOOK_SIGNATURE_MESSAGE);
    try {
      return stripe().webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidInput(WEBHOOK_SIGNATURE_MESSAGE);
      throw error;
    }
  }

  /** The plan a Stripe price belongs to (the plans' stripePlanId), for subscriptions made outside our Checkout. */
  async function planOfPrice(priceId: string | null): Promise<string | null> {
    if (!priceId) return null;
    return (await plans.list({})).find((plan) => plan.stripePlanId === priceId)?.id ?? null;
  }

  async function accountOfCustomer(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    return (await BillingCustomerModel.findOne({ stripeCustomerId: customerId }).lean())?._id ?? null;
  }

  async function rememberCustomer(userId: string, customerId: string | null): Promise<void> {
    if (!customerId) return;
    await BillingCustomerModel.updateOne({ _id: userId }, { $setOnInsert: { stripeCustomerId: customerId } }, { upsert: true }).catch((error: unknown) => {
      // The customer is already another account's: the first account keeps it.
      if (!isDuplicateKey(error)) throw error;
      logger.warn({ userId, customerId }, 'stripe customer already belongs to another account');
    });
  }

  async function checkoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
    const known = await CheckoutModel.findById(session.id).lean();
    const userId = session.client_reference_id ?? session.metadata?.userId ?? known?.userId ?? null;
    const planId = session.metadata?.planId ?? known?.planId ?? null;
    if (!userId || !planId) {
      logger.warn({ checkout: session.id }, 'completed checkout without an account or plan; ignored');
      return;
    }
    const customerId = idOf(session.customer);
    const subscriptionId = idOf(session.subscription);
    const mode = session.mode === 'subscription' ? 'subscription' : 'payment';
    await rememberCustomer(userId, customerId);
    await CheckoutModel.updateOne(
      { _id: session.id },
      {
        $set: { status: 'complete', paymentStatus: session.payment_status, amountTotal: session.amount_total, currency: session.currency, customerId, subscriptionId, completedAt: new Date() },
        $setOnInsert: { userId, planId, mode, trialDays: 0 },
      },
      { upsert: true },
    );
    const trialDays = known?.trialDays ?? 0;
    if (mode === 'subscription' && subscriptionId && customerId) {
      // Until Stripe's subscription events arrive, what the Checkout tells: trialing (or active) from now on.
      await SubscriptionModel.updateOne(
        { _id: subscriptionId },
        {
          $set: { userId, planId },
          $setOnInsert: { customerId, status: trialDays ? 'trialing' : 'active', trialEnd: trialDays ? new Date(Date.now() + trialDays * 86_400_000) : null, currentPeriodEnd: trialDays ? new Date(Date.now() + trialDays * 86_400_000) : null, startedAt: new Date(), lastEventAt: null },
        },
        { upsert: true },
      );
    }
    if (mode === 'payment' && session.payment_status !== 'unpaid') await ordersService(platform).createForPurchase({ checkoutId: session.id, userId, planId });
    await sendEmail(platform, paymentEmail('checkout-completed', { checkoutId: session.id }), `checkout-completed-${session.id}`);
  }

  /** Applies a subscription's state unless a later event already did; a canceled subscription never comes back. */
  async function subscriptionChanged(subscription: Stripe.Subscription, event: Stripe.Event): Promise<boolean> {
    const deleted = event.type === 'customer.subscription.deleted';
    const customerId = idOf(subscription.customer)!;
    const price = subscription.items?.data?.[0]?.price;
    // The account the Checkout named, unless it has been deleted since (its records then belong to nobody).
    const named = subscription.metadata?.userId;
    const userId = (named && (await findUserRecord(named)) ? named : null) || (await accountOfCustomer(customerId));
    const planId = subscription.metadata?.planId || (await planOfPrice(price?.id ?? null));
    const state = {
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

  async function invoiceSettled(invoice: Stripe.Invoice, paid: boolean): Promise<void> {
    if (!invoice.id) return;
    await InvoiceModel.updateOne(
      { _id: invoice.id },
      {
        $set: {
          customerId: idOf(invoice.customer),
          subscriptionId: invoiceSubscription(invoice),
          status: paid ? 'paid' : 'failed',
          amount: paid ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
          billingReason: invoice.billing_reason ?? null,
          ...invoicePeriod(invoice),
        },
      },
      { upsert: true },
    );
    if (!paid) await sendEmail(platform, paymentEmail('payment-failed', { invoiceId: invoice.id }), `payment-failed-${invoice.id}`);
    // A renewal's charge gets its receipt, once per invoice (the job id); the first charge has the Checkout's email.
    else if (invoice.billing_reason === 'subscription_cycle' && invoice.amount_paid > 0) await sendEmail(platform, paymentEmail('renewal-receipt', { invoiceId: invoice.id }), `renewal-receipt-${invoice.id}`);
  }

  /** Applies one verified event; a replayed event id changes nothing. */
  async function apply(event: Stripe.Event): Promise<EventOutcome> {
    if (await StripeEventModel.exists({ _id: event.id })) return 'replayed';
    let outcome: EventOutcome = 'applied';
    switch (event.type) {
      case 'checkout.session.completed':
        await checkoutCompleted(event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const changed = await subscriptionChanged(subscription, event);
        if (!changed) outcome = 'ignored';
        else if (event.type === 'customer.subscription.deleted') await sendEmail(platform, paymentEmail('subscription-canceled', { subscriptionId: subscription.id }), `subscription-canceled-${subscription.id}`);
        break;
      }
      case 'invoice.paid':
        await invoiceSettled(event.data.object, true);
        break;
      case 'invoice.payment_failed':
        await invoiceSettled(event.data.object, false);
        break;
      default:
        outcome = 'ignored';
    }
    await StripeEventModel.create({ _id: event.id, type: event.type, created: event.created, processedAt: new Date() }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
    logger.info({ event: event.id, type: event.type, outcome }, 'stripe event');
    return outcome;
  }

  return { verify, apply };
}

export const stripeWebhook = perPlatform(createStripeWebhook);
