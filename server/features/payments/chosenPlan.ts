import type { Platform } from '../../core/platform';
import { plansService } from '../plans/service';
import { checkouts, type Buyer } from './checkout';
import { paymentsEnabled } from './stripe';

/**
 * Where to pay for the plan chosen before signing in or up: a Stripe Checkout for this account, else (without
 * Stripe) the plan's own link; undefined when there is none. The accounts' endpoints get it from the API's registry.
 */
export async function paymentUrlForChosenPlan(platform: Platform, buyer: Buyer, planId: string): Promise<string | undefined> {
  if (paymentsEnabled(platform.config)) {
    return checkouts(platform)
      .start(buyer, planId)
      .then((checkout) => checkout.url)
      .catch((error: Error) => {
        // Signing in must not fail because Stripe did: the account page offers the plan again.
        platform.logger.warn({ err: error.message, planId }, 'no checkout for the plan chosen at sign-in');
        return undefined;
      });
  }
  const plan = await plansService(platform)
    .get(planId)
    .catch(() => null);
  return plan?.active ? plan.url : undefined;
}
