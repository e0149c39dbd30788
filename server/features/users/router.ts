import type { usersContract } from '../../../domain/users/contract';
import { callerOf, type Implementation } from '../../core/http/endpoints';
import { billingService } from '../payments/service';
import { usersService } from './service';

/** /api/users: the signed-in person (GET /me) and, for admins, the accounts screen's calls. */
export const usersEndpoints: Implementation<typeof usersContract> = {
  async me(_input, ctx) {
    const { userId } = callerOf(ctx);
    const [me, billing] = await Promise.all([usersService(ctx.platform).me(userId), billingService(ctx.platform).summary(userId)]);
    return { ...me, billing };
  },
  list: ({ query }, { platform }) => usersService(platform).list(query),
  setAdmin: ({ params, body }, { platform }) => usersService(platform).setAdmin(params.id, body.admin),
  ban: ({ params, body }, { platform }) => usersService(platform).ban(params.id, body.reason),
  unban: ({ params }, { platform }) => usersService(platform).unban(params.id),
  async signOutEverywhere({ params }, { platform }) {
    await usersService(platform).signOutEverywhere(params.id);
    return { success: true };
  },
};
