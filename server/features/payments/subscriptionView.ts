import { isoOrNull } from '../../../domain/common/dates';
import { billingStatusOf } from '../../../domain/payments/billing';
import type { PlanRef, SubscriptionView } from '../../../domain/payments/types';
import type { Platform } from '../../core/platform';
import { plansService } from '../plans/service';
import { SubscriptionModel, type SubscriptionRecord } from './model';

/** The statuses of a subscription that still speaks for its account. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due', 'unpaid', 'incomplete'];

/** The plan's id, label and type; a plan deleted since keeps its id as its label. */
export async function planRef(platform: Platform, planId: string | null | undefined): Promise<PlanRef | null> {
  if (!planId) return null;
  const plan = await plansService(platform)
    .get(planId)
    .catch(() => null);
  return plan ? { id: plan.id, label: plan.label, type: plan.type } : { id: planId, label: planId, type: 'monthly' };
}

/** The subscription that speaks for an account: a live one first, else the most recent. */
export async function currentSubscription(userId: string): Promise<SubscriptionRecord | null> {
  const all = await SubscriptionModel.find({ userId }).sort({ createdAt: -1 }).limit(20).lean<SubscriptionRecord[]>();
  return all.find((s) => LIVE_STATUSES.includes(s.status)) ?? all[0] ?? null;
}

/** A subscription as its owner sees it. */
export async function subscriptionView(platform: Platform, record: SubscriptionRecord): Promise<SubscriptionView> {
  return {
    id: record._id,
    plan: await planRef(platform, record.planId),
    status: billingStatusOf(record.status),
    currentPeriodEnd: isoOrNull(record.currentPeriodEnd),
    trialEnd: isoOrNull(record.trialEnd),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    createdAt: new Date(record.createdAt).toISOString(),
  };
}

/** A subscription's monthly amount in dollars (a yearly price divided by 12). */
export function monthlyAmount(record: Pick<SubscriptionRecord, 'unitAmount' | 'interval'>): number {
  if (!record.unitAmount) return 0;
  const dollars = record.unitAmount / 100;
  return record.interval === 'year' ? dollars / 12 : dollars;
}
