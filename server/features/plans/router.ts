import { Router } from 'express';
import { validate, validated } from '../../http/validate';
import { planListQuery } from './schema';
import { getPlan, listPlans } from './service';

/** GET /api/plans/all (optional ?active=true|false) and GET /api/plans/:id, sorted by position. */
export function plansRouter(): Router {
  const router = Router();
  router.get('/all', validate('query', planListQuery), async (_req, res) => {
    const { active } = validated(res, 'query', planListQuery);
    res.json(await listPlans({ active: active === undefined ? undefined : active === 'true' }));
  });
  router.get('/:id', async (req, res) => {
    res.json(await getPlan(req.params.id));
  });
  return router;
}
