import type { authContract } from '../../../domain/auth/contract';
import { CSRF_MESSAGE, MAGIC_LINK_NOT_CONFIRMED_MESSAGE, MAGIC_LINK_SENT_MESSAGE, RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE, SIGN_IN_NEEDS_FORM_MESSAGE } from '../../../domain/auth/messages';
import { MAGIC_LINK_PAGE } from '../../../domain/auth/rules';
import { InvalidInput, NotAllowed } from '../../../domain/common/errors';
import type { EndpointContext, Implementation } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { ADDRESS_CONFIRM_LANDING } from './addressConfirmation';
import { browserSessions } from './browserSession';
import { emailLinkLimit, existLimit, signUpLimit } from './limits';
import { sentFromThisSite } from './sameSite';
import { authService, type AuthService, type IssuedSession } from './service';

/** What the accounts' endpoints need from other features, wired by the API's registry (server/features/endpoints.ts). */
export interface AuthEndpointsDeps {
  /** Where the account pays for the plan it chose before signing in, or undefined when there is nowhere to. */
  paymentUrlFor(platform: Platform, account: IssuedSession['account'], planId: string): Promise<string | undefined>;
}

/**
 * The HTTP exchange of an account form's call: an API call, or a page's form posted without JavaScript (whose
 * route counts the same per-IP limits, server/features/auth/pageForms.ts). Either can set the session cookies; a
 * page's loader cannot, so its call is refused.
 */
function overHttp(ctx: EndpointContext): NonNullable<EndpointContext['http']> {
  if (!ctx.http) throw new InvalidInput(SIGN_IN_NEEDS_FORM_MESSAGE);
  return ctx.http;
}

/** What a new session records of the request that made it. */
const originOf = (ctx: EndpointContext) => ({ ip: ctx.ip, userAgent: ctx.http?.req.get('User-Agent') ?? null });

/**
 * Ends the session a request proves (Bearer, or the cookie with its XSRF token) and clears the browser's cookies. A
 * cookie whose session is still live is not cleared without its token: no other site can sign a visitor out.
 */
async function signOut(ctx: EndpointContext): Promise<{ success: true }> {
  // A page's loader proves no session and has no cookies to clear (a sign-out form's post has both).
  if (!ctx.http) return { success: true };
  const sessions = browserSessions(ctx.platform);
  const proven = await ctx.identify();
  if (proven) await authService(ctx.platform).signOut(proven);
  else if (await authService(ctx.platform).authenticate(sessions.accessTokenOf(ctx.http.req)).then(Boolean, () => false)) throw new NotAllowed(CSRF_MESSAGE);
  sessions.end(ctx.http.res);
  return { success: true };
}

/** /api/auth: the spec's calls (section 7), thin over the accounts service. */
export function authEndpoints(deps: AuthEndpointsDeps): Implementation<typeof authContract> {
  /** Signs in, starts the browser's session and answers the spec's sign-in: the token, and where to pay when a plan was chosen. */
  async function startSession(ctx: EndpointContext, planId: string | undefined, signIn: (auth: AuthService) => Promise<IssuedSession>) {
    const { req, res } = overHttp(ctx);
    const issued = await signIn(authService(ctx.platform));
    const paymentUrl = planId ? await deps.paymentUrlFor(ctx.platform, issued.account, planId) : undefined;
    browserSessions(ctx.platform).start(req, res, issued);
    return paymentUrl ? { accessToken: issued.accessToken, paymentUrl } : { accessToken: issued.accessToken };
  }

  return {
    // Public: the Google client id is public by design.
    options: async (_input, { platform }) => ({ googleClientId: platform.config.GOOGLE_CLIENT_ID ?? null }),

    signIn: ({ body: { planId, ...credentials } }, ctx) => startSession(ctx, planId, (auth) => auth.signIn(credentials, originOf(ctx))),

    signUp: {
      before: (platform) => [signUpLimit(platform)],
      handle: ({ body: { user, planId, attribution } }, ctx) => startSession(ctx, planId, (auth) => auth.signUp(user, originOf(ctx), attribution)),
    },

    async confirmAddress({ query: { token } }, { platform }) {
      return { location: (await authService(platform).confirmAddress(token)) ? ADDRESS_CONFIRM_LANDING.confirmed : ADDRESS_CONFIRM_LANDING.invalid };
    },

    exists: {
      before: (platform) => [existLimit(platform)],
      handle: async ({ body }, { platform }) => ({ exists: await authService(platform).exists(body.email) }),
    },

    requestPasswordReset: {
      before: (platform) => [emailLinkLimit(platform)],
      async handle({ body }, ctx) {
        overHttp(ctx);
        await authService(ctx.platform).requestPasswordReset(body.email);
        return { success: true, message: RESET_REQUESTED_MESSAGE };
      },
    },

    async resetPassword({ body: { password, resetPasswordToken } }, ctx) {
      overHttp(ctx);
      await authService(ctx.platform).resetPassword(resetPasswordToken, password);
      return { success: true, message: RESET_DONE_MESSAGE };
    },

    sendMagicLink: {
      before: (platform) => [emailLinkLimit(platform)],
      async handle({ query: { email, next } }, ctx) {
        overHttp(ctx);
        await authService(ctx.platform).sendMagicLink(email, next ?? '/');
        return { success: true, message: MAGIC_LINK_SENT_MESSAGE };
      },
    },

    // Opened from the email, maybe sent by someone else: nobody is signed in before the visitor confirms on the page.
    openMagicLink: async ({ query: { token, next } }) => ({ location: `${MAGIC_LINK_PAGE}?${new URLSearchParams({ token, next: next ?? '/' })}` }),

    magicLinkAddress: async ({ query: { token } }, { platform }) => ({ email: await authService(platform).magicLinkAddress(token) }),

    signInWithMagicLink: ({ body: { token, planId } }, ctx) =>
      startSession(ctx, planId, (auth) => {
        if (!sentFromThisSite(overHttp(ctx).req, new URL(ctx.platform.config.PUBLIC_URL).origin)) throw new NotAllowed(MAGIC_LINK_NOT_CONFIRMED_MESSAGE);
        return auth.signInWithMagicLink(token, originOf(ctx));
      }),

    signInWithGoogle: ({ body: { credential, planId } }, ctx) => startSession(ctx, planId, (auth) => auth.signInWithGoogle(credential, originOf(ctx))),

    signOut: (_input, ctx) => signOut(ctx),
  };
}
