import { Router } from 'express';
import { z } from 'zod';
import { AlreadyExists, InvalidInput } from '../../../domain/common/errors';
import { PLAN_ID_PATTERN, planInput } from '../../../domain/plans/schema';
import { validate } from '../../core/http/validate';
import { viewerOf } from '../auth/access';
import { checkouts } from '../payments/checkout';
import { paymentsEnabled } from '../payments/stripe';
import type { Platform } from '../../core/platform';
import { plansService } from './service';

const listQuery = validate({ query: z.strictObject({ active: z.enum(['true', 'false']).optional() }) });
const idParams = validate({ params: z.object({ id: z.string() }) });
const create = validate({ body: planInput });
// PUT may leave the id out of the body; when given it must be the one in the path.
const replace = validate({ params: z.object({ id: z.string().regex(PLAN_ID_PATTERN) }), body: planInput.partial({ id: true }) });
const change = validate({ body: z.object({ planId: z.string().regex(PLAN_ID_PATTERN, 'Unknown plan') }) });

/**
 * GET /api/plans/all (optional ?active=true|false) and GET /api/plans/:id, sorted by position; admins
 * create, replace and delete plans; a signed-in user asks to change plan (access: server/features/auth/access.ts).
 */
export function plansRouter(platform: Platform): Router {
  const plans = plansService(platform);
  const router = Router();
  router.get('/all', listQuery, async (_req, res) => {
    const { active } = listQuery.input(res).query;
    res.json(await plans.list({ active: active === undefined ? undefined : active === 'true' }));
  });
  router.get('/:id', idParams, async (_req, res) => {
    res.json(await plans.get(idParams.input(res).params.id));
  });
  router.post('/', create, async (_req, res) => {
    const plan = create.input(res).body;
    if (await plans.get(plan.id).catch(() => null)) throw new AlreadyExists('A plan with this id already exists', { field: 'id' });
    res.status(201).json(await plans.save(plan));
  });
  // With Stripe configured, a Checkout session for the viewer; without it, the plan's own checkout link as before.
  router.post('/change', change, async (_req, res) => {
    const { planId } = change.input(res).body;
    if (!paymentsEnabled(platform.config)) {
      res.json({ paymentUrl: (await plans.get(planId)).url });
      return;
    }
    const { userId, email } = viewerOf(res);
    const { url } = await checkouts(platform).start({ userId, email }, planId);
    res.json({ url });
  });
  router.put('/:id', replace, async (_req, res) => {
    const { params, body } = replace.input(res);
    if (body.id !== undefined && body.id !== params.id) throw new InvalidInput('The plan id in the body must match the address', { field: 'id' });
    await plans.get(params.id);
    res.json(await plans.save({ ...body, id: params.id }));
  });
  router.delete('/:id', idParams, async (_req, res) => {
    await plans.remove(idParams.input(res).params.id);
    res.json({ success: true });
  });
  return router;
}
