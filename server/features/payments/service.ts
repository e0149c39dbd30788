import { perPlatform, type Platform } from '../../core/platform';
import { adminSubscriptions, revenueSummary, stripeDiscounts } from './adminBilling';
import { closeBilling, exportBilling } from './billingRecords';
import { billingSummary } from './billingSummary';
import type { Buyer } from './checkout';
import { attachSubscription, ownSubscription } from './ownSubscriptions';
import { billingPortal, completePayment, confirmCheckout } from './paymentPages';

/**
 * What customers and operators see of billing: the plan on /api/users/me, subscriptions, the success page's
 * confirmation, the Billing Portal, attaching a subscription, discounts and revenue. Access comes only from
 * what the webhook recorded; these calls read Stripe but grant nothing, except attach, which asks Stripe first.
 */
export function createBillingService(platform: Platform) {
  return {
    summary: (userId: string) => billingSummary(platform, userId),
    subscription: (userId: string, subscriptionId: string) => ownSubscription(platform, userId, subscriptionId),
    confirm: (userId: string, sessionId: string) => confirmCheckout(platform, userId, sessionId),
    completePayment: (buyer: Buyer) => completePayment(platform, buyer),
    portal: (userId: string) => billingPortal(platform, userId),
    attach: (userId: string, subscriptionId: string) => attachSubscription(platform, userId, subscriptionId),
    exportOf: (userId: string) => exportBilling(platform, userId),
    closeFor: (userId: string) => closeBilling(platform, userId),
    discounts: (accountId: string | null) => stripeDiscounts(platform, accountId),
    adminSubscriptions: () => adminSubscriptions(platform),
    revenue: () => revenueSummary(),
  };
}

export const billingService = perPlatform(createBillingService);
