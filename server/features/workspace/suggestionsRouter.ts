import { Router } from 'express';
import { z } from 'zod';
import { suggestionsQuery } from '../../../domain/workspace/suggestions';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { userIdOf } from '../auth/access';
import { suggestionsService } from './suggestions';

const id = z.string().max(64);
const byId = validate({ params: z.object({ id }) });
const ofProject = validate({ params: z.object({ projectId: id }), query: suggestionsQuery });

/** /api/suggestions: keywords suggested for a project (owner only). Documented in openapi.ts. */
export function suggestionsRouter(platform: Platform): Router {
  const suggestions = suggestionsService(platform);
  const router = Router();

  router.get('/:projectId/project', ofProject, async (_req, res) => {
    const { params, query } = ofProject.input(res);
    res.json(await suggestions.ofProject(userIdOf(res), params.projectId, query));
  });
  router.get('/:id', byId, async (_req, res) => {
    res.json(await suggestions.get(userIdOf(res), byId.input(res).params.id));
  });
  router.delete('/:id', byId, async (_req, res) => {
    res.json(await suggestions.remove(userIdOf(res), byId.input(res).params.id));
  });
  return router;
}
