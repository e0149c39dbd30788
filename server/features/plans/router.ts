import { Router } from 'express';
import { z } from 'zod';
import { validate } from '../../http/validate';
import type { Platform } from '../../platform';
import { plansService } from './service';

const listQuery = validate({ query: z.strictObject({ active: z.enum(['true', 'false']).optional() }) });
const idParams = validate({ params: z.object({ id: z.string() }) });

/** GET /api/plans/all (optional ?active=true|false) and GET /api/plans/:id, sorted by position. */
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
  return router;
}
