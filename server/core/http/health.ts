import { Router } from 'express';
import { pingMongo } from '../db/mongo';
import type { Platform } from '../platform';
import { pingRedis } from '../redis';

/**
 * /healthz: the process is up. /readyz: MongoDB, Redis and file storage (the bucket, when S3_BUCKET is set) all
 * answer and no shutdown has begun, else 503 naming what failed (a load balancer stops sending requests before
 * the server stops accepting them).
 */
export function healthRouter({ redis, lifecycle, storage }: Pick<Platform, 'redis' | 'lifecycle' | 'storage'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.stopping) return res.status(503).set('Connection', 'close').json({ status: 'stopping' });
    const [mongodb, redisOk, storageOk] = await Promise.all([pingMongo(), pingRedis(redis), storage.ping().catch(() => false)]);
    const checks = { mongodb: mongodb ? 'ok' : 'down', redis: redisOk ? 'ok' : 'down', storage: storageOk ? 'ok' : 'down' };
    const ready = mongodb && redisOk && storageOk;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return router;
}
