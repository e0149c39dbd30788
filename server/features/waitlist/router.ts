import { Router } from 'express';
import type { AppDeps } from '../../app';
import { BadRequest } from '../../http/errors';
import { redisRateLimit } from '../../http/rateLimit';
import { INVALID_EMAIL, waitlistBody } from './schema';
import { joinWaitlist } from './service';

export const WAITLIST_RATE_LIMITED = 'Too many sign-ups from your network, please try again later.';

/** POST /api/waitlist { email }: the same answer for a new and a repeat address, so the list cannot be probed. */
export function waitlistRouter({ config, redis, queues, logger }: Pick<AppDeps, 'config' | 'redis' | 'queues' | 'logger'>): Router {
  const router = Router();
  const limit = redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:waitlist`, limit: config.WAITLIST_PER_HOUR, windowMs: 3_600_000, message: WAITLIST_RATE_LIMITED });
  router.post('/', limit, async (req, res) => {
    const parsed = waitlistBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadRequest(issue.path[0] === 'email' || issue.code === 'unrecognized_keys' ? INVALID_EMAIL : `${issue.path.join('.')}: ${issue.message}`);
    }
    await joinWaitlist(parsed.data, { queues, logger });
    res.status(200).json({ success: true, message: 'You are on the waitlist.' });
  });
  return router;
}
