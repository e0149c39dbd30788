import { Router } from 'express';
import type { Config } from '../../config';
import { publicSettings } from './settings';

export function siteRouter(config: Config): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(publicSettings(config));
  });
  return router;
}
