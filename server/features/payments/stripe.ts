import Stripe from 'stripe';
import { NotFound } from '../../../domain/common/errors';
import { PAYMENTS_OFF_MESSAGE } from '../../../domain/payments/billing';
import type { Config } from '../../core/config';
import { perPlatform, type Platform } from '../../core/platform';

export type { Stripe };

/** Payments are on when a secret key is configured; without one every buy button is the plan's checkout link. */
export const paymentsEnabled = (config: Pick<Config, 'STRIPE_SECRET_KEY'>): boolean => Boolean(config.STRIPE_SECRET_KEY);

/** Where the SDK sends its calls: Stripe's API, or STRIPE_API_BASE (stripe-mock in tests). */
function endpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The Stripe SDK, once per platform; refuses (404) when payments are off. The key never leaves this module's client. */
export const stripeClient = perPlatform(({ config }: Platform): (() => Stripe) => {
  let client: Stripe | undefined;
  return () => {
    if (!config.STRIPE_SECRET_KEY) throw new NotFound(PAYMENTS_OFF_MESSAGE);
    client ??= new Stripe(config.STRIPE_SECRET_KEY, { ...endpoint(config.STRIPE_API_BASE), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
    return client;
  };
});

/** A Stripe id from a field that may hold the id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Seconds since the epoch (Stripe's timestamps) as a Date; null stays null. */
export const dateOf = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null);

/** Stripe's "no such object" answer (a 404 from its API). */
export const isMissingResource = (error: unknown): boolean => error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
