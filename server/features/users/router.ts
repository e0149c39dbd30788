import { Router } from 'express';
import { z } from 'zod';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { viewerOf } from '../auth/access';
import { billingService } from '../payments/service';
import { usersService } from './service';

const idParams = z.object({ id: z.string().max(64) });
const list = validate({ query: z.object({ q: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) }) });
const role = validate({ params: idParams, body: z.object({ admin: z.boolean({ error: 'admin must be true or false' }) }) });
const ban = validate({ params: idParams, body: z.object({ reason: z.string().max(500).default('') }) });
const byId = validate({ params: idParams });

/** /api/users: the signed-in person (GET /me) and, for admins, the accounts screen's calls. Access: server/features/auth/access.ts. */
export function usersRouter(platform: Platform): Router {
  const users = usersService(platform);
  const router = Router();
  // The account with its plan, status (trialing, active, past_due, canceled) and period end.
  router.get('/me', async (_req, res) => {
    const { userId } = viewerOf(res);
    const [me, billing] = await Promise.all([users.me(userId), billingService(platform).summary(userId)]);
    res.json({ ...me, billing });
  });
  router.get('/', list, async (_req, res) => {
    res.json(await users.list(list.input(res).query));
  });
  router.post('/:id/role', role, async (_req, res) => {
    const { params, body } = role.input(res);
    res.json(await users.setAdmin(params.id, body.admin));
  });
  router.post('/:id/ban', ban, async (_req, res) => {
    const { params, body } = ban.input(res);
    res.json(await users.ban(params.id, body.reason));
  });
  router.post('/:id/unban', byId, async (_req, res) => {
    res.json(await users.unban(byId.input(res).params.id));
  });
  router.post('/:id/sign-out', byId, async (_req, res) => {
    await users.signOutEverywhere(byId.input(res).params.id);
    res.json({ success: true });
  });
  return router;
}
