// The payments answers' shapes, as their contract's output schemas infer them.
export type { AdminSubscriptionRow, BillingSummary, CheckoutConfirmation, CouponRow, PlanRef, PromotionCodeRow, RevenueSummary, StripeDiscounts, SubscriptionView } from './contract';
