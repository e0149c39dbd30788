import type { Plan, PlanType } from '../../../domain/plans/types';

// Made once: toLocaleString with options builds a new formatter on every call (about 50 µs of each page with prices).
// An integer shows no decimals with the defaults either.
const WHOLE = new Intl.NumberFormat('en-US');
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 99 -> '99', 862.5 -> '862.50', 6900 -> '6,900' (en-US, the same on server and browser). */
export function formatAmount(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE : WITH_CENTS).format(amount);
}

export const PERIOD: Record<PlanType, string> = { onetime: 'one-time', monthly: '/month', annually: '/year' };

/** The plans the pricing section lists: onetime ones, plus monthly (yearly off) or annually (yearly on). */
export function visiblePlans(plans: readonly Plan[], yearly: boolean): Plan[] {
  return plans
    .filter((plan) => plan.active && (plan.type === 'onetime' || plan.type === (yearly ? 'annually' : 'monthly')))
    .sort((a, b) => a.position - b.position);
}
