import { Router } from 'express';
import type { Redis } from 'ioredis';
import { pingMongo } from '../db/mongo';
import { pingRedis } from '../redis';

/** /healthz: the process is up. /readyz: MongoDB and Redis both answer, else 503 naming the one that failed. */
export function healthRouter(redis: Redis): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [mongodb, redisOk] = await Promise.all([pingMongo(), pingRedis(redis)]);
    const checks = { mongodb: mongodb ? 'ok' : 'down', redis: redisOk ? 'ok' : 'down' };
    const ready = mongodb && redisOk;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return router;
}
