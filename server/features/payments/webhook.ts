import Stripe from 'stripe';
import { InvalidInput, NotFound } from '../../../domain/common/errors';
import { PAYMENTS_OFF_MESSAGE, WEBHOOK_SIGNATURE_MESSAGE } from '../../../domain/payments/billing';
import type { EventOutcome } from '../../../domain/payments/contract';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { checkoutCompleted } from './checkoutCompleted';
import { paymentEmail } from './emails';
import { invoiceSettled } from './invoiceSettled';
import { StripeEventModel } from './model';
import { stripeClient } from './stripe';
import { subscriptionChanged } from './subscriptionChanged';

/** How old a signed event may be (Stripe's own default): an older timestamp is refused as a possible replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event, if the body carries a valid signature of STRIPE_WEBHOOK_SECRET made less than 5 minutes ago. */
function verifyEvent(platform: Platform, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  const { config } = platform;
  if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_SECRET_KEY) throw new NotFound(PAYMENTS_OFF_MESSAGE);
  if (!signature) throw new InvalidInput(WEBHOOK_SIGNATURE_MESSAGE);
  try {
    return stripeClient(platform)().webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidInput(WEBHOOK_SIGNATURE_MESSAGE);
    throw error;
  }
}

/** The effects of one event; 'ignored' for a type this product does not follow or a subscription state already newer. */
async function applyEffects(platform: Platform, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      await checkoutCompleted(platform, event.data.object);
      return 'applied';
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      if (!(await subscriptionChanged(platform, subscription, event))) return 'ignored';
      if (event.type === 'customer.subscription.deleted') await sendEmail(platform, paymentEmail('subscription-canceled', { subscriptionId: subscription.id }), `subscription-canceled-${subscription.id}`);
      return 'applied';
    }
    case 'invoice.paid':
      await invoiceSettled(platform, event.data.object, true);
      return 'applied';
    case 'invoice.payment_failed':
      await invoiceSettled(platform, event.data.object, false);
      return 'applied';
    default:
      return 'ignored';
  }
}

/** Applies one verified event; a replayed event id changes nothing. */
async function applyEvent(platform: Platform, event: Stripe.Event): Promise<EventOutcome> {
  if (await StripeEventModel.exists({ _id: event.id })) return 'replayed';
  const outcome = await applyEffects(platform, event);
  await StripeEventModel.create({ _id: event.id, type: event.type, created: event.created, processedAt: new Date() }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  platform.logger.info({ event: event.id, type: event.type, outcome }, 'stripe event');
  return outcome;
}

/**
 * Stripe's webhook: verifies the signature, then applies each event once. Effects are upserts keyed by Stripe
 * ids (no transactions on FerretDB) and emails carry job ids derived from those ids, so a repeat sends nothing;
 * the event id is recorded after its effects, so a crash half-way is finished by Stripe's retry.
 */
export function createStripeWebhook(platform: Platform) {
  return {
    verify: (rawBody: Buffer, signature: string | undefined) => verifyEvent(platform, rawBody, signature),
    apply: (event: Stripe.Event) => applyEvent(platform, event),
  };
}

export const stripeWebhook = perPlatform(createStripeWebhook);
