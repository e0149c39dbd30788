import type { Category } from '../../../../domain/directory/categories';

/**
 * What is specific to one audience (a niche or a business type): who buys from it, the directories and
 * communities that matter for it, one listing tip, and the categories of our public directory whose products
 * the page shows as examples. Platforms are well-known, long-running sites named by their own address; the
 * note says what a listing there is for this audience. Written for the pages, dated 2026-11-23; the profiles
 * themselves are in ./nicheProfiles.json and ./typeProfiles.json.
 */
export interface Platform {
  name: string;
  /**
   * Host (and path where the directory is a section of a larger site), without scheme or www; a path of this
   * site when it starts with '/'; empty for an example that must not be linked.
   */
  address: string;
  note: string;
}

export interface AudienceProfile {
  /** Typical buyers, as short noun phrases. */
  buyers: readonly string[];
  platforms: readonly Platform[];
  /** One listing tip that only makes sense for this audience. */
  tip: string;
  productCategories: readonly Category[];
}


/** The link of a platform: https for an outside site, the path for one of ours, none for an empty address. */
export function platformUrl(address: string): string | undefined {
  if (!address) return undefined;
  return address.startsWith('/') ? address : `https://${address}`;
}
