import { z } from 'zod';

/** The days a founder's numbers cover, today included. */
export const STATS_DAYS = 30;

/** One day's numbers (UTC): views of the product page and visits to the website through its link. */
export const statsDaySchema = z.object({ date: z.string(), views: z.number().int(), clicks: z.number().int() });

/** A listing's numbers over the last STATS_DAYS days: totals, and each day oldest first. */
export const listingStatsSchema = z.object({ views: z.number().int(), clicks: z.number().int(), days: z.array(statsDaySchema) });
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** The address a product page's view is counted at (an image the page loads: no script, no cookie). */
export const viewBeaconPath = (slug: string) => `/go/${encodeURIComponent(slug)}/seen`;
/** The address of a product's "Visit Website" link: counted, then redirected to the website. */
export const visitPath = (slug: string) => `/go/${encodeURIComponent(slug)}`;
