import { z } from 'zod';
import { doneAnswer, endpoint } from '../common/contract';
import { PLAN_ID_PATTERN, planInput, planListQuery } from './schema';

/** A pricing plan as the API answers it (spec section 3): the same fields and rules as an operator writes. */
export const planSchema = planInput;
export type Plan = z.infer<typeof planSchema>;
export type PlanType = Plan['type'];
export type PlanFeature = Plan['features'][number];

// Any text: an id that cannot name a plan answers 404 like an unknown one.
const planId = z.object({ id: z.string() });

export const plansContract = {
  list: endpoint('GET', '/plans/all', 'public', { summary: 'Every plan, sorted by position; `active` filters on the active flag' })
    .input(z.object({ query: planListQuery }))
    .output(z.array(planSchema)),
  get: endpoint('GET', '/plans/{id}', 'public', { summary: 'One plan', refusals: [404] })
    .input(z.object({ params: planId }))
    .output(planSchema),
  create: endpoint('POST', '/plans', 'admin', { summary: 'Add a plan', status: 201, refusals: [409] })
    .input(z.object({ body: planInput }))
    .output(planSchema),
  // PUT may leave the id out of the body; when given it must be the one in the path.
  replace: endpoint('PUT', '/plans/{id}', 'admin', { summary: 'Replace a plan', refusals: [404] })
    .input(z.object({ params: z.object({ id: z.string().regex(PLAN_ID_PATTERN) }), body: planInput.partial({ id: true }) }))
    .output(planSchema),
  remove: endpoint('DELETE', '/plans/{id}', 'admin', { summary: 'Delete a plan', refusals: [404] })
    .input(z.object({ params: planId }))
    .output(doneAnswer),
};
