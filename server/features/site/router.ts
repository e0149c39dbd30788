import { Router } from 'express';
import type { Platform } from '../../core/platform';
import { publicSettings } from './settings';

/** GET /api/site: the public settings pages show (site name, founder, offer). */
export function siteRouter({ config }: Platform): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(publicSettings(config));
  });
  return router;
}
