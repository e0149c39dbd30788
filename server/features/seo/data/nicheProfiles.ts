import { frozen, onFirstUse } from './load';
import type { AudienceProfile } from './profiles';

const bySlug = onFirstUse(() => frozen<Readonly<Record<string, AudienceProfile>>>(require('./nicheProfiles.json')));

/** The profile of an audience niche of ./niches, by niche slug (./nicheProfiles.json; see ./profiles). */
export function nicheProfile(slug: string): AudienceProfile | undefined {
  return bySlug()[slug];
}
