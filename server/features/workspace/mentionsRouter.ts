import { Router } from 'express';
import { z } from 'zod';
import { mentionsQuery } from '../../../domain/workspace/mentions';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { userIdOf } from '../auth/access';
import { mentionsService } from './mentions';

// Ids of any shape reach the service, which answers an id that is not the owner's (or not an id) with 404.
const byId = validate({ params: z.object({ id: z.string().max(64) }) });
const listMentions = validate({ params: z.object({ id: z.string().max(64) }), query: mentionsQuery });

/** /api/posts: posts that name a project, and reply drafts for them (owner only; nothing is ever posted). Documented in openapi.ts. */
export function postsRouter(platform: Platform): Router {
  const mentions = mentionsService(platform);
  const router = Router();

  // :id is the project here, the mention in the routes below.
  router.get('/:id/mentions', listMentions, async (_req, res) => {
    const { params, query } = listMentions.input(res);
    res.json(await mentions.list(userIdOf(res), params.id, query));
  });
  router.get('/:id/generate', byId, async (_req, res) => {
    res.json(await mentions.generateReply(userIdOf(res), byId.input(res).params.id));
  });
  router.get('/:id/reply', byId, async (_req, res) => {
    res.json(await mentions.reply(userIdOf(res), byId.input(res).params.id));
  });
  router.delete('/:id/mention', byId, async (_req, res) => {
    res.json(await mentions.remove(userIdOf(res), byId.input(res).params.id));
  });
  return router;
}
