import { DomainError, RateLimited } from '../../domain/common/errors';
import { ServiceRefusal, type SiteServices } from '../../views/services';
import { authService, type Viewer } from '../features/auth/service';
import { usersService } from '../features/users/service';
import { billingService } from '../features/payments/service';
import { createAccountServices } from './accountServices';
import { createWorkspaceServices } from './workspaceServices';
import { API_ENDPOINTS } from '../features/endpoints';
import type { ApiContract } from '../../domain/api';
import { endpointClient } from '../core/http/endpointClient';
import { STATUS_OF } from '../core/http/errors';
import type { Platform } from '../core/platform';

/** What the server knows about the request a page is rendered for. */
export interface PageRequest {
  ip?: string | null;
  /** A refusal decided before the page ran (say, the submission rate limit), shown by the form's action. */
  refusal?: RateLimited;
  /** The access token of the session cookie, for the account and admin pages. */
  accessToken?: string;
}

/** Sign-in forms post through the API (which sets the session cookie), so the server never runs their actions. */
const NEEDS_JAVASCRIPT = 'Please enable JavaScript to sign in.';

/** Domain refusals as the views know them (401, 403, 404...). */
async function asRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw new ServiceRefusal(STATUS_OF[error.kind], error.message);
    throw error;
  }
}

/**
 * The server's SiteServices for one request: loaders and actions call the same service functions the
 * /api routers call, without HTTP. Pages cached for every visitor are rendered with an empty PageRequest.
 */
export function createPageServices(platform: Platform, request: PageRequest = {}): SiteServices {
  const { config } = platform;
  let viewer: Promise<Viewer> | undefined;
  const signedIn = () => (viewer ??= authService(platform).authenticate(request.accessToken));
  /** Runs an admin call for the signed-in admin; anyone else gets 401 or 403. */
  const asAdmin = <T>(work: () => Promise<T>) =>
    asRefusal(async () => {
      if (!(await signedIn()).isAdmin) throw new ServiceRefusal(403, 'Only administrators may do this.');
      return work();
    });
  const users = () => usersService(platform);
  const endpoints = endpointClient<ApiContract>(platform, API_ENDPOINTS, { ip: request.ip ?? null, caller: signedIn, refusal: request.refusal });
  return {
    ...endpoints,
    auth: {
      options: async () => ({ googleClientId: config.GOOGLE_CLIENT_ID ?? null }),
      signIn: async () => ({ ok: false, message: NEEDS_JAVASCRIPT, status: 400 }),
      signUp: async () => ({ ok: false, message: NEEDS_JAVASCRIPT, status: 400 }),
      signInWithGoogle: async () => ({ ok: false, message: NEEDS_JAVASCRIPT, status: 400 }),
      requestPasswordReset: async () => ({ ok: false, message: NEEDS_JAVASCRIPT, status: 400 }),
      resetPassword: async () => ({ ok: false, message: NEEDS_JAVASCRIPT, status: 400 }),
      sendMagicLink: async () => ({ ok: false, message: NEEDS_JAVASCRIPT, status: 400 }),
      signOut: async () => undefined,
    },
    account: {
      me: async () => {
        if (!request.accessToken) return null;
        const found = await signedIn().catch(() => null);
        if (!found) return null;
        const [me, billing] = await Promise.all([users().me(found.userId), billingService(platform).summary(found.userId)]);
        return { ...me, billing };
      },
    },
    ...createAccountServices(platform, { signedIn, asRefusal, asAdmin }),
    ...createWorkspaceServices(platform, { signedIn, asRefusal }),
    // The admin area's user calls are not contracts yet: both halves of `admin` are kept.
    admin: {
      ...endpoints.admin,
      users: (query) => asAdmin(() => users().list(query)),
      setAdmin: (userId, admin) => asAdmin(() => users().setAdmin(userId, admin)),
      ban: (userId, reason) => asAdmin(() => users().ban(userId, reason)),
      unban: (userId) => asAdmin(() => users().unban(userId)),
      signOutEverywhere: (userId) => asAdmin(() => users().signOutEverywhere(userId)),
    },
  };
}
