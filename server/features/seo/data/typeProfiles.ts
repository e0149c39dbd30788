import { frozen, onFirstUse } from './load';
import { nicheProfile } from './nicheProfiles';
import type { AudienceProfile } from './profiles';

/** Business types whose audience is the one of a niche share its profile (one niche per type, so no two types share one). */
const SAME_AS_NICHE: Readonly<Record<string, string>> = {
  saas: 'saas',
  startup: 'startups',
  agency: 'agency',
  ecommerce: 'ecommerce',
  'ai-tool': 'ai-solutions',
  'mobile-app': 'mobile-apps',
  edtech: 'education-platforms',
  'cybersecurity-firm': 'cybersecurity',
  'digital-agency': 'digital-marketing',
  'seo-agency': 'seo-specialists',
  'design-studio': 'web-design',
  'consulting-firm': 'consulting-services',
  'accounting-firm': 'accounting-firms',
  'law-firm': 'law-firms',
  'real-estate-agency': 'real-estate',
  'recruitment-agency': 'recruitment-agencies',
  restaurant: 'restaurants',
  hotel: 'hospitality-and-hotels',
  'travel-agency': 'tourism-and-travel',
  'fitness-studio': 'fitness-trainers',
  'beauty-salon': 'beauty-services',
  'dental-clinic': 'dental-practices',
  'medical-practice': 'healthcare-providers',
  'construction-company': 'construction-companies',
  'home-services': 'home-improvement',
  'cleaning-company': 'cleaning-services',
  manufacturer: 'manufacturing-companies',
  'subscription-service': 'subscription-boxes',
  'coaching-business': 'wellness-coaches',
  nonprofit: 'nonprofits',
  blog: 'blogs',
  'gaming-studio': 'gaming-platforms',
};

/** The profiles of the other business types, by slug (./typeProfiles.json). */
const ownProfiles = onFirstUse(() => frozen<Readonly<Record<string, AudienceProfile>>>(require('./typeProfiles.json')));

/** The profile of a business type of ./businessTypes, by its slug. */
export function typeProfile(slug: string): AudienceProfile | undefined {
  const niche = SAME_AS_NICHE[slug];
  return niche ? nicheProfile(niche) : ownProfiles()[slug];
}
