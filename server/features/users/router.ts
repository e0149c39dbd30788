import type { usersContract } from '../../../domain/users/contract';
import { otherSessionsEndedMessage, SESSION_ENDED_MESSAGE } from '../../../domain/users/messages';
import { callerOf, type EndpointContext, type Implementation } from '../../core/http/endpointHandlers';
import { authService } from '../auth/service';
import { browserSessions } from '../auth/browserSession';
import { billingService } from '../payments/service';
import { accountSettings } from './account';
import { EMAIL_CHANGE_LANDING } from './emailChange';
import { accountExport, type PersonalDataHolders } from './personalData';
import { usersService } from './service';

/** What a new confirmation or a password check knows of the request. */
const originOf = (ctx: EndpointContext) => ({ ip: ctx.ip, userAgent: ctx.http?.req.get('User-Agent') ?? null });

/** /api/users: the signed-in person (GET /me and /account/settings's calls) and, for admins, the accounts screen's calls. */
export function usersEndpoints(holders: PersonalDataHolders): Implementation<typeof usersContract> {
  return {
    async me(_input, ctx) {
      const { userId } = callerOf(ctx);
      const [me, billing] = await Promise.all([usersService(ctx.platform).me(userId), billingService(ctx.platform).summary(userId)]);
      return { ...me, billing };
    },
    updateProfile: ({ body }, ctx) => accountSettings(ctx.platform).updateProfile(callerOf(ctx), body),
    changePassword: ({ body }, ctx) => accountSettings(ctx.platform).changePassword(callerOf(ctx), body.currentPassword, body.newPassword, originOf(ctx)),
    changeEmail: ({ body }, ctx) => accountSettings(ctx.platform).requestEmailChange(callerOf(ctx), body, originOf(ctx)),
    async confirmEmailChange({ query }, { platform }) {
      return { location: (await accountSettings(platform).confirmEmailChange(query.token)) ? EMAIL_CHANGE_LANDING.changed : EMAIL_CHANGE_LANDING.invalid };
    },
    sessions: (_input, ctx) => accountSettings(ctx.platform).sessions(callerOf(ctx)),
    async endOtherSessions(_input, ctx) {
      const { userId, sessionId } = callerOf(ctx);
      const ended = await authService(ctx.platform).endSessionsExcept(userId, sessionId);
      return { success: true, message: otherSessionsEndedMessage(ended), ended };
    },
    async endSession({ params }, ctx) {
      const caller = callerOf(ctx);
      await authService(ctx.platform).endSession(caller.userId, params.id);
      // Ending this very session signs this browser out.
      if (params.id === caller.sessionId && ctx.http) browserSessions(ctx.platform).end(ctx.http.res);
      return { success: true, message: SESSION_ENDED_MESSAGE };
    },
    exportMine: (_input, ctx) => accountExport(ctx.platform, callerOf(ctx).userId, holders),
    async deleteMe({ body }, ctx) {
      const answer = await accountSettings(ctx.platform).deleteAccount(callerOf(ctx), body.currentPassword, originOf(ctx), holders);
      if (ctx.http) browserSessions(ctx.platform).end(ctx.http.res);
      return answer;
    },
    list: ({ query }, { platform }) => usersService(platform).list(query),
    exportAccount: ({ params }, { platform }) => accountExport(platform, params.id, holders),
    setAdmin: ({ params, body }, { platform }) => usersService(platform).setAdmin(params.id, body.admin),
    ban: ({ params, body }, { platform }) => usersService(platform).ban(params.id, body.reason),
    unban: ({ params }, { platform }) => usersService(platform).unban(params.id),
    async signOutEverywhere({ params }, { platform }) {
      await usersService(platform).signOutEverywhere(params.id);
      return { success: true };
    },
  };
}
