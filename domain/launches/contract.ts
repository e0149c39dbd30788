import { z } from 'zod';
import { endpoint, isoDateTime } from '../common/contract';
import { LINK_BACK_STATES } from './linkBack';

/** A launch as cards show it: the product, its day, its votes and, once its day is won, its rank. */
export const launchCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  category: z.string(),
  logo_url: z.string(),
  launch_date: z.string(),
  votes: z.number().int(),
  /** 1 to 3 for a finished day's products of the day, else null. */
  rank: z.number().int().nullable(),
});
export type LaunchCard = z.infer<typeof launchCardSchema>;

/** One day's launches, most votes first. */
export const launchDaySchema = z.object({
  date: z.string(),
  /** The day is over: its top three are its products of the day. */
  finished: z.boolean(),
  launches: z.array(launchCardSchema),
});
export type LaunchDay = z.infer<typeof launchDaySchema>;

export const launchOverviewSchema = z.object({
  today: launchDaySchema,
  /** Yesterday, with its products of the day. */
  yesterday: launchDaySchema,
  /** The most voted launches of the past 7 and 30 days. */
  week: z.array(launchCardSchema),
  month: z.array(launchCardSchema),
});
export type LaunchOverview = z.infer<typeof launchOverviewSchema>;

export const voteCountSchema = z.object({ votes: z.number().int(), voted: z.boolean() });
export type VoteCount = z.infer<typeof voteCountSchema>;

/** What a product page shows of the product's launch. */
export const productLaunchSchema = z.object({
  launch_date: z.string(),
  votes: z.number().int(),
  rank: z.number().int().nullable(),
  /** The link to the website is followed (the website links back). */
  followed: z.boolean(),
  /** Up to six other products of its category, newest launches first. */
  related: z.array(launchCardSchema),
});
export type ProductLaunch = z.infer<typeof productLaunchSchema>;

/** What the founder's status page shows of the launch. */
export const founderLaunchSchema = z.object({
  slug: z.string(),
  launch_date: z.string().nullable(),
  listed: z.boolean(),
  votes: z.number().int(),
  rank: z.number().int().nullable(),
  link_back: z.enum(LINK_BACK_STATES),
  checked_at: isoDateTime.nullable(),
});
export type FounderLaunch = z.infer<typeof founderLaunchSchema>;

const slugParams = z.object({ params: z.object({ slug: z.string() }) });
const tokenParams = z.object({ params: z.object({ token: z.string() }) });

export const launchesContract = {
  overview: endpoint('GET', '/launches', 'public', { summary: "Today's launches (most votes first), yesterday's products of the day, and the past week's and month's best" }).output(launchOverviewSchema),
  day: endpoint('GET', '/launches/{date}', 'public', { summary: "One day's launches (YYYY-MM-DD, today or before), most votes first", refusals: [404] })
    .input(z.object({ params: z.object({ date: z.string() }) }))
    .output(launchDaySchema),
  product: endpoint('GET', '/launches/products/{slug}', 'public', { summary: "A listed product's launch: its day, votes, rank, whether its website link is followed, and related products", refusals: [404] })
    .input(slugParams)
    .output(productLaunchSchema),
  votes: endpoint('GET', '/launches/products/{slug}/votes', 'public', { summary: "A listed product's votes now, and whether the signed-in caller voted", refusals: [404] })
    .input(slugParams)
    .output(voteCountSchema),
  vote: endpoint('POST', '/products/{slug}/vote', 'signed-in', {
    summary: 'Vote for a listed product (once per account; a second vote changes nothing)',
    description: "The founder's own vote answers 403. Limited per account and per address per minute.",
    refusals: [403, 404],
  })
    .input(slugParams)
    .output(voteCountSchema),
  unvote: endpoint('DELETE', '/products/{slug}/vote', 'signed-in', { summary: "Take the caller's vote back", refusals: [404] })
    .input(slugParams)
    .output(voteCountSchema),
  founder: endpoint('GET', '/launches/status/{token}', 'public', { summary: "A submission's launch, from the founder's private status link", refusals: [404] })
    .input(tokenParams)
    .output(founderLaunchSchema),
  checkLinkBack: endpoint('POST', '/launches/status/{token}/check', 'public', {
    summary: "Read the founder's home page now for its link back to the product page",
    description: 'A listed product only (404 otherwise). Limited per address per hour.',
    refusals: [404],
  })
    .input(tokenParams)
    .output(founderLaunchSchema),
};
