import { Router } from 'express';
import { z } from 'zod';
import { offerInput } from '../../../domain/workspace/offers';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { userIdOf } from '../auth/access';
import { offersService } from './offers';

const id = z.string().max(64);
const byId = validate({ params: z.object({ id }) });
const byProject = validate({ params: z.object({ projectId: id }) });
const saveOffer = validate({ body: offerInput });

/** /api/offers: each project's one offer (owner only). Documented in openapi.ts. */
export function offersRouter(platform: Platform): Router {
  const offers = offersService(platform);
  const router = Router();

  router.post('/add-update', saveOffer, async (_req, res) => {
    res.json(await offers.save(userIdOf(res), saveOffer.input(res).body));
  });
  router.get('/:projectId/project', byProject, async (_req, res) => {
    res.json(await offers.ofProject(userIdOf(res), byProject.input(res).params.projectId));
  });
  router.get('/:id', byId, async (_req, res) => {
    res.json(await offers.get(userIdOf(res), byId.input(res).params.id));
  });
  return router;
}
