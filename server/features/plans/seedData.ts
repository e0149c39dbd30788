import type { PlanInput } from '../../../domain/plans/schema';

/** Checkout links prefill the promo code, so the 20% launch discount applies without typing it. */
export function checkoutUrl(link: string, promoCode: string): string {
  const url = new URL(link);
  url.searchParams.set('prefilled_promo_code', promoCode);
  return url.toString();
}

const CHECKOUT = {
  starter: 'https://buy.stripe.com/launchboost-starter',
  publisher: 'https://buy.stripe.com/launchboost-publisher',
  growthMonthly: 'https://buy.stripe.com/launchboost-growth-partner-monthly',
  growthYearly: 'https://buy.stripe.com/launchboost-growth-partner-yearly',
  influencerMonthly: 'https://buy.stripe.com/launchboost-influencer-growth-monthly',
  influencerYearly: 'https://buy.stripe.com/launchboost-influencer-growth-yearly',
};

const growthFeatures: PlanInput['features'] = [
  '50 directory submissions a month',
  { text: '30 SEO blog posts a month', points: ['1 post a day', '5 backlinks in each post'] },
  '300 programmatic SEO pages a month',
  'Monthly keyword plan and traffic report',
  'Cancel any time',
];

const influencerFeatures: PlanInput['features'] = [
  'Up to 10 influencer deals a month',
  { text: 'Nano, micro and big influencers', points: ['Shortlisted by niche, audience and engagement'] },
  { text: 'Four platforms', points: ['Youtube', 'Tiktok', 'X(Twitter)', 'Instagram'] },
  'Money-back guarantee',
  'Cancel any time',
];

/** A plan as seeded, with the Stripe payment link its checkout address is made from. */
type SeedPlan = Omit<PlanInput, 'url'> & { checkout: string };

const PLANS: readonly SeedPlan[] = [
  {
    id: 'starter',
    label: 'Starter',
    price: 99,
    strokePrice: 124,
    devise: '$',
    type: 'onetime',
    headline: 'Your first wave of backlinks, live in 7 days.',
    stripePlanId: '',
    active: true,
    checkout: CHECKOUT.starter,
    position: 1,
    description: 'For a new product that needs its first backlinks and a presence where early adopters look.',
    features: ['Submission to 60+ directories', 'Listings written by hand for each directory', { text: 'Full report', points: ['Live URL of every listing', 'Domain rating of each directory'] }, 'Dofollow and nofollow mix'],
    nofeatures: ['SEO blog posts', 'Programmatic SEO pages'],
    popular: false,
  },
  {
    id: 'publisher',
    label: 'Publisher',
    price: 299,
    strokePrice: 373.75,
    devise: '$',
    type: 'onetime',
    headline: 'The full list: 200+ directories in one go.',
    stripePlanId: '',
    active: true,
    checkout: CHECKOUT.publisher,
    position: 2,
    description: 'Maximum reach and authority for a launch: every directory on our list, startup, SaaS, AI and niche.',
    features: [
      'Submission to 200+ directories',
      'Listings written by hand for each directory',
      { text: 'Full report', points: ['Live URL of every listing', 'Domain rating of each directory'] },
      'Dofollow and nofollow mix',
      'Priority start within 24 hours',
    ],
    nofeatures: ['SEO blog posts'],
    popular: true,
  },
  {
    id: 'growth-partner',
    label: 'Growth Partner',
    price: 690,
    strokePrice: 862.5,
    devise: '$',
    type: 'monthly',
    headline: 'Directories, content and SEO pages, every month.',
    stripePlanId: 'growth-partner-monthly',
    active: true,
    checkout: CHECKOUT.growthMonthly,
    position: 3,
    description: 'A growth team on demand: authority, content and long-tail pages that compound month after month.',
    features: growthFeatures,
    nofeatures: [],
    popular: false,
  },
  {
    id: 'influencer-growth',
    label: 'Influencer Growth',
    price: 249,
    strokePrice: 311.25,
    devise: '$',
    type: 'monthly',
    headline: 'Creators who talk about your product, every month.',
    stripePlanId: 'influencer-growth-monthly',
    active: true,
    checkout: CHECKOUT.influencerMonthly,
    position: 4,
    description: 'Done-for-you influencer outreach: research, DMs and emails, negotiation. You approve each deal.',
    features: influencerFeatures,
    nofeatures: [],
    popular: false,
  },
  {
    id: 'growth-partner-yearly',
    label: 'Growth Partner',
    price: 6900,
    strokePrice: 8625,
    devise: '$',
    type: 'annually',
    headline: 'Directories, content and SEO pages, all year. 2 months free.',
    stripePlanId: 'growth-partner-yearly',
    active: true,
    checkout: CHECKOUT.growthYearly,
    position: 5,
    description: 'A growth team on demand for twelve months, billed once a year.',
    features: growthFeatures,
    nofeatures: [],
    popular: false,
  },
  {
    id: 'influencer-growth-yearly',
    label: 'Influencer Growth',
    price: 2490,
    strokePrice: 3112.5,
    devise: '$',
    type: 'annually',
    headline: 'Creators who talk about your product, all year. 2 months free.',
    stripePlanId: 'influencer-growth-yearly',
    active: true,
    checkout: CHECKOUT.influencerYearly,
    position: 6,
    description: 'Done-for-you influencer outreach for twelve months, billed once a year.',
    features: influencerFeatures,
    nofeatures: [],
    popular: false,
  },
];

/**
 * The plans of the spec's table (section 9) plus the annual versions of the two subscriptions
 * (ten months' price, shown when the yearly toggle is on). Struck-through prices are the price before the 20% launch discount.
 */
export function defaultPlans(promoCode: string): PlanInput[] {
  return PLANS.map(({ checkout, ...plan }) => ({ ...plan, url: checkoutUrl(checkout, promoCode) }));
}
