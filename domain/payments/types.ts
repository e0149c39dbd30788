// The payments answers' shapes, as their contract's output schemas infer them.
export type { AdminSubscriptionRow, BillingSummary, CheckoutConfirmation, PlanRef, RevenueSummary, StripeDiscounts, SubscriptionView } from './contract';
