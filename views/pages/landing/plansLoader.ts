import { siteData } from '../../data';
import type { Plan } from '../../types/plans';

export interface PlansData {
  plans: Plan[];
  /** For titles: head() only sees its own route's data. */
  siteName: string;
}

/** Active plans, read on every request so a price changed in the database shows on the next page view. */
export async function plansLoader(): Promise<PlansData> {
  const [plans, settings] = await Promise.all([siteData().plans.list({ active: true }), siteData().settings()]);
  return { plans, siteName: settings.siteName };
}
