// The catalogue's numbers and shapes, apart from its zod schemas (pages import these without zod).

/**
 * The directory catalogue: the directories the service submits its customers' products to, one per domain, owned
 * by operators (admin, API, CSV). What a listing costs, whether its links are followed, what it accepts and
 * whether its site still answers.
 */
export const DIRECTORY_PRICINGS = ['free', 'paid', 'free-or-paid'] as const;
export type DirectoryPricing = (typeof DIRECTORY_PRICINGS)[number];

/** The rel a directory's links usually carry; unknown until someone (or the backlink checker) has seen one. */
export const LINK_POLICIES = ['dofollow', 'nofollow', 'ugc', 'sponsored', 'unknown'] as const;
export type LinkPolicy = (typeof LINK_POLICIES)[number];

/** active: submitted to and shown; paused: left aside by an operator; dead: its site stopped answering. */
export const DIRECTORY_STATUSES = ['active', 'paused', 'dead'] as const;
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

/** A directory that accepts products of every category. */
export const ANY_CATEGORY = 'any';
/** A directory that serves every country. */
export const GLOBAL = 'global';

/** How a pricing reads on the pages (the landing's sample table, the reciprocal list). */
export const PRICING_LABELS: Readonly<Record<DirectoryPricing, string>> = { free: 'Free', paid: 'Paid', 'free-or-paid': 'Free / Paid' };

export const MAX_DIRECTORY_NAME = 120;
export const MAX_DIRECTORY_URL = 2048;
export const MAX_DIRECTORY_NOTES = 1000;
export const MAX_REVIEW_DAYS = 365;
export const MAX_MONTHLY_VISITS = 10_000_000_000;
export const MAX_DIRECTORY_SEARCH = 100;

/** The admin list's page size (and its ceiling). */
export const DIRECTORIES_PAGE_SIZE = 50;
export const MAX_DIRECTORIES_PAGE_SIZE = 100;

/** The landing page's sample table shows this many featured directories (spec: 10 rows). */
export const FEATURED_ON_LANDING = 10;

/** A directory whose home page fails this many checks in a row is marked dead. */
export const FAILED_CHECKS_UNTIL_DEAD = 3;
/** The liveness check runs once a week. */
export const LIVENESS_CHECK_EVERY_MS = 7 * 24 * 3600 * 1000;

/**
 * A domain as the catalogue keys it: a lower-case host name without `www.` ('producthunt.com'). Anything else
 * cannot name a directory.
 */
export const DOMAIN_SHAPE = /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The catalogue's key for an address or a domain as people write it: lower case, no scheme, path or `www.`. */
export function directoryDomainOf(text: string): string {
  const trimmed = text.trim().toLowerCase();
  let host: string;
  try {
    host = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? new URL(trimmed).hostname : trimmed.split(/[/?#:]/)[0];
  } catch {
    return trimmed;
  }
  return host.replace(/\.$/, '').replace(/^www\./, '');
}

/** What a directory accepts, in words: 'Any product', or its categories' labels ('AI Tool, AI Agent'). */
export function acceptedCategoriesLabel(categories: readonly string[], labelOf: (value: string) => string): string {
  return categories.includes(ANY_CATEGORY) ? 'Any product' : categories.map(labelOf).join(', ');
}

/** '4.6M', '190K': monthly visits as the sample table shows them. */
export function formatVisits(visits: number): string {
  if (visits >= 1_000_000) return `${(visits / 1_000_000).toFixed(visits >= 10_000_000 ? 0 : 1).replace(/\.0$/, '')}M`;
  if (visits >= 1_000) return `${Math.round(visits / 1_000)}K`;
  return String(visits);
}
