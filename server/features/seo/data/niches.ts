import { frozen, onFirstUse } from './load';

/**
 * Audience niches of the three niche families (spec: the listed niches, then green energy solutions,
 * personal finance, professional services, transportation, hospitality and hotels, agriculture;
 * the cut-off last entry, subscription-boxes, is completed here, and two close neighbours are added).
 * `audience` is the display form used in titles; `categories` are the directory categories that fit;
 * `why` is the niche's own reason to be listed.
 */
export type AudienceGroup = 'local' | 'tech' | 'creative' | 'professional' | 'health' | 'commerce' | 'media' | 'hospitality' | 'education' | 'community';

export interface Niche {
  slug: string;
  audience: string;
  group: AudienceGroup;
  categories: readonly string[];
  why: string;
}

/** Every niche, in the order of the spec's list (./niches.json). */
export const niches = onFirstUse(() => frozen<readonly Niche[]>(require('./niches.json')));
