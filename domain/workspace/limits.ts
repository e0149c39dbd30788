import { isoMonth } from '../common/dates';

/** What a workspace may hold and generate, by plan. */
export interface WorkspaceLimits {
  projects: number;
  keywordsPerProject: number;
  /** Reply and DM drafts generated per calendar month (UTC). */
  repliesPerMonth: number;
  /** CSV exports of leads per calendar month (UTC). */
  exportsPerMonth: number;
}

/** Without a paid plan (or after a cancellation): enough to try the lead finder on one product. */
export const FREE_LIMITS: WorkspaceLimits = { projects: 1, keywordsPerProject: 5, repliesPerMonth: 20, exportsPerMonth: 3 };

const PAID_LIMITS: Readonly<Record<string, WorkspaceLimits>> = {
  starter: { projects: 2, keywordsPerProject: 10, repliesPerMonth: 50, exportsPerMonth: 10 },
  publisher: { projects: 3, keywordsPerProject: 20, repliesPerMonth: 150, exportsPerMonth: 20 },
  'influencer-growth': { projects: 5, keywordsPerProject: 30, repliesPerMonth: 300, exportsPerMonth: 30 },
  'growth-partner': { projects: 10, keywordsPerProject: 50, repliesPerMonth: 1000, exportsPerMonth: 100 },
};

/** The limits of a plan id; a yearly plan has its monthly twin's limits, an unknown or missing plan the free ones. */
export function limitsForPlan(planId: string | null | undefined): WorkspaceLimits {
  if (!planId) return FREE_LIMITS;
  return PAID_LIMITS[planId.replace(/-yearly$/, '')] ?? FREE_LIMITS;
}

/** The calendar month (UTC) a quota counts in, as YYYY-MM. */
export const quotaMonth = (at: Date = new Date()) => isoMonth(at);
