import { z } from 'zod';
import { endpoint } from '../common/contract';
import { PLAN_ID_PATTERN } from '../plans/schema';

/** Where to pay: a Stripe Checkout session's address, or (without Stripe) the plan's own checkout link. */
export const checkoutAnswer = z.union([z.object({ url: z.string() }), z.object({ paymentUrl: z.string() })]);

export const paymentsContract = {
  changePlan: endpoint('POST', '/plans/change', 'signed-in', {
    summary: 'Pay for a plan',
    description: "With Stripe configured, a Checkout session for the caller (`url`); without it, the plan's own checkout link (`paymentUrl`).",
    refusals: [404],
  })
    .input(z.object({ body: z.object({ planId: z.string().regex(PLAN_ID_PATTERN, 'Unknown plan') }) }))
    .output(checkoutAnswer),
};
