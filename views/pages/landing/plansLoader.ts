import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf } from '../../siteApi';
import type { Plan } from '../../../domain/plans/types';

export interface PlansData {
  plans: Plan[];
  /** For titles: head() only sees its own route's data. */
  siteName: string;
  /** For absolute URLs in structured data. */
  publicUrl: string;
}

/** Active plans and the site name, for the landing and offer pages. */
export async function plansLoader({ context }: LoaderFunctionArgs): Promise<PlansData> {
  const api = siteApiOf(context);
  const [plans, settings] = await Promise.all([api.plans.list({ query: { active: 'true' } }), api.site.settings()]);
  return { plans, siteName: settings.siteName, publicUrl: settings.publicUrl };
}
