import { Router } from 'express';
import { z } from 'zod';
import { feedbackInput, feedbackListQuery, feedbackStatsQuery } from '../../../domain/workspace/feedback';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { userIdOf } from '../auth/access';
import { feedbackService } from './feedback';

const byId = validate({ params: z.object({ id: z.string().max(64) }) });
const saveFeedback = validate({ body: feedbackInput });
const listFeedback = validate({ query: feedbackListQuery });
const feedbackStats = validate({ query: feedbackStatsQuery });

/** /api/feedback: the one write, POST /save (the spec's path). Documented in openapi.ts. */
export function feedbackRouter(platform: Platform): Router {
  const feedback = feedbackService(platform);
  const router = Router();
  router.post('/save', saveFeedback, async (_req, res) => {
    res.json(await feedback.save(userIdOf(res), saveFeedback.input(res).body));
  });
  return router;
}

/** /api/feedbacks: the founder's marks on leads and mentions, and their daily counts (owner only). Documented in openapi.ts. */
export function feedbacksRouter(platform: Platform): Router {
  const feedback = feedbackService(platform);
  const router = Router();
  // Static paths first: they would otherwise be read as a feedback id.
  router.get('/list', listFeedback, async (_req, res) => {
    res.json(await feedback.list(userIdOf(res), listFeedback.input(res).query));
  });
  router.get('/stats', feedbackStats, async (_req, res) => {
    res.json(await feedback.stats(userIdOf(res), feedbackStats.input(res).query));
  });
  router.get('/:id', byId, async (_req, res) => {
    res.json(await feedback.get(userIdOf(res), byId.input(res).params.id));
  });
  router.delete('/:id', byId, async (_req, res) => {
    res.json(await feedback.remove(userIdOf(res), byId.input(res).params.id));
  });
  return router;
}
