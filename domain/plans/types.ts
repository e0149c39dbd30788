/** A pricing plan as the spec defines it (section 3); served by GET /api/plans/all. */
export type PlanType = 'onetime' | 'monthly' | 'annually';

export type PlanFeature = string | { text: string; points: string[] };

export interface Plan {
  id: string;
  label: string;
  price: number;
  /** The struck-through original price. */
  strokePrice: number | null;
  /** Currency symbol, e.g. '$'. */
  devise: string;
  type: PlanType;
  headline: string;
  stripePlanId: string;
  active: boolean;
  /** External checkout link (carries the promo code). */
  url: string;
  position: number;
  description: string;
  features: PlanFeature[];
  /** Items shown as not included. */
  nofeatures: string[];
  popular: boolean;
}
