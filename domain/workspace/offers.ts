import { z } from 'zod';

export const OFFER_NOT_FOUND = 'Offer not found';

/** POST /api/offers/add-update: a project's one offer, created or replaced. */
export const offerInput = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required').max(64),
  /** What the founder gives people who try the product ("3 months free", "50% off the first year"). */
  title: z.string({ error: 'Offer title is required' }).trim().min(3, 'Offer title must be at least 3 characters').max(120, 'Offer title must be at most 120 characters'),
  details: z.string().trim().max(1000, 'Offer details must be at most 1000 characters').default(''),
  /** A code the reader can use, if any. */
  code: z.string().trim().max(40, 'Offer code must be at most 40 characters').default(''),
  /** Where to claim it (empty: the project's website). */
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid offer URL' }).max(2000)]).default(''),
});
export type OfferInput = z.infer<typeof offerInput>;
