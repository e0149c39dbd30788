import { Router } from 'express';
import { WAITLIST_RATE_LIMITED_MESSAGE, waitlistSignupSchema } from '../../../domain/waitlist/signup';
import { redisRateLimit } from '../../core/http/rateLimit';
import { validate } from '../../core/http/validate';
import { perPlatform, type Platform } from '../../core/platform';
import { waitlistService } from './service';

const signup = validate({ body: waitlistSignupSchema });

/** Sign-ups per IP per hour (shared by the API and the page action). */
export const waitlistLimit = perPlatform(({ config, redis }) =>
  redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:waitlist`, limit: config.WAITLIST_PER_HOUR, windowMs: 3_600_000, message: WAITLIST_RATE_LIMITED_MESSAGE, countOnlySuccesses: true }),
);

/** POST /api/waitlist { email }: the same answer for a new and a repeat address, so the list cannot be probed. */
export function waitlistRouter(platform: Platform): Router {
  const waitlist = waitlistService(platform);
  const router = Router();
  router.post('/', waitlistLimit(platform), signup, async (_req, res) => {
    await waitlist.join(signup.input(res).body);
    res.status(200).json({ success: true, message: 'You are on the waitlist.' });
  });
  return router;
}
