import { z } from 'zod';
import { endpoint } from '../common/contract';
import { PLAN_ID_PATTERN } from '../plans/schema';

/** Where to pay: a Stripe Checkout session's address, or (without Stripe) the plan's own checkout link. */
export const checkoutAnswer = z.union([z.object({ url: z.string() }), z.object({ paymentUrl: z.string() })]);

/** Monthly recurring revenue and new customers, for the admin dashboard. */
export const revenueSummarySchema = z.object({
  /** Monthly recurring revenue of active and past-due subscriptions, in dollars (trials bring nothing yet). */
  mrr: z.number(),
  activeSubscriptions: z.number().int(),
  trialing: z.number().int(),
  /** Accounts whose first payment (or trial) started in the last 30 days. */
  newCustomers: z.number().int(),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

export const paymentsContract = {
  changePlan: endpoint('POST', '/plans/change', 'signed-in', {
    summary: 'Pay for a plan',
    description: "With Stripe configured, a Checkout session for the caller (`url`); without it, the plan's own checkout link (`paymentUrl`).",
    refusals: [404],
  })
    .input(z.object({ body: z.object({ planId: z.string().regex(PLAN_ID_PATTERN, 'Unknown plan') }) }))
    .output(checkoutAnswer),
};
