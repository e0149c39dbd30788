import { z } from 'zod';

/** The plan rules shared by the admin screens and the API. Plan ids are lower-case slugs; anything else cannot name a plan. */
export const PLAN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const planListQuery = z.strictObject({
  active: z.enum(['true', 'false']).optional(),
});

export const planFeature = z.union([z.string().min(1).max(300), z.strictObject({ text: z.string().min(1).max(300), points: z.array(z.string().min(1).max(300)).max(20) })]);

/** A whole plan as written by the seeder or an operator. */
export const planInput = z.strictObject({
  id: z.string().regex(PLAN_ID_PATTERN),
  label: z.string().min(1).max(80),
  price: z.number().nonnegative(),
  strokePrice: z.number().nonnegative().nullable(),
  devise: z.string().min(1).max(5),
  type: z.enum(['onetime', 'monthly', 'annually']),
  headline: z.string().max(200),
  stripePlanId: z.string().max(100),
  active: z.boolean(),
  url: z.url({ protocol: /^https?$/ }),
  position: z.number().int(),
  description: z.string().max(1000),
  features: z.array(planFeature).max(40),
  nofeatures: z.array(z.string().min(1).max(300)).max(40),
  popular: z.boolean(),
});
export type PlanInput = z.infer<typeof planInput>;
