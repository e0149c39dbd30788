import type { Request, RequestHandler, Response } from 'express';
import { ADMIN_ONLY_MESSAGE, CSRF_MESSAGE } from '../../../domain/auth/messages';
import { NotAllowed } from '../../../domain/common/errors';
import { callerIn, setCaller, type MountOptions } from '../../core/http/endpoints';
import { pathSegments, segmentsMatch, type RegisteredRoute } from '../../core/http/routes';
import type { Platform } from '../../core/platform';
import { browserSessions } from './browserSession';
import { authService, type Viewer } from './service';

export type Access = 'public' | 'signed-in' | 'admin';

export interface AccessRule {
  method: string;
  /** Path under /api, Express syntax. */
  path: string;
  access: Access;
}

/**
 * THE table of who may call each API route. Every registered route must be listed (the route-walking
 * test checks it); a registered route missing here is treated as admin-only, so nothing is left open by accident.
 */
export const API_ACCESS: readonly AccessRule[] = [
  // Public site data and forms
  { method: 'GET', path: '/site', access: 'public' },
  { method: 'GET', path: '/plans/all', access: 'public' },
  { method: 'GET', path: '/plans/:id', access: 'public' },
  { method: 'POST', path: '/waitlist', access: 'public' },
  // Accounts
  { method: 'GET', path: '/auth/options', access: 'public' },
  { method: 'POST', path: '/auth/signIn', access: 'public' },
  { method: 'POST', path: '/auth/signup', access: 'public' },
  { method: 'POST', path: '/auth/exist', access: 'public' },
  { method: 'POST', path: '/auth/password-reset', access: 'public' },
  { method: 'PUT', path: '/auth/password', access: 'public' },
  { method: 'GET', path: '/auth/magic-link', access: 'public' },
  { method: 'GET', path: '/auth/magic-link/callback', access: 'public' },
  { method: 'POST', path: '/auth/google', access: 'public' },
  // Clears the cookies for anyone; ends the server session only for a request that proves it (token or XSRF header).
  { method: 'POST', path: '/auth/signOut', access: 'public' },
  { method: 'GET', path: '/users/me', access: 'signed-in' },
  { method: 'POST', path: '/plans/change', access: 'signed-in' },
  // Payments and orders: Stripe's webhook proves itself by its signature; the rest is the customer's own.
  { method: 'POST', path: '/payments/webhook', access: 'public' },
  { method: 'GET', path: '/payments/confirms', access: 'signed-in' },
  { method: 'POST', path: '/users/new-subscription', access: 'signed-in' },
  { method: 'GET', path: '/users/complete-payment', access: 'signed-in' },
  { method: 'GET', path: '/users/update-payment', access: 'signed-in' },
  { method: 'GET', path: '/subscriptions/:id', access: 'signed-in' },
  { method: 'GET', path: '/orders', access: 'signed-in' },
  { method: 'GET', path: '/orders/:id', access: 'signed-in' },
  { method: 'GET', path: '/orders/:id/report.csv', access: 'signed-in' },
  { method: 'PUT', path: '/orders/:id/product', access: 'signed-in' },
  // The customer workspace: every project, keyword, lead, mention, offer, feedback and suggestion is its owner's (another user's id answers 404).
  { method: 'GET', path: '/docs', access: 'public' },
  { method: 'GET', path: '/projects/my', access: 'signed-in' },
  { method: 'GET', path: '/projects/website-infos', access: 'signed-in' },
  { method: 'GET', path: '/projects/month-replies', access: 'signed-in' },
  { method: 'POST', path: '/projects', access: 'signed-in' },
  { method: 'GET', path: '/projects/:id', access: 'signed-in' },
  { method: 'PUT', path: '/projects/:id', access: 'signed-in' },
  { method: 'DELETE', path: '/projects/:id', access: 'signed-in' },
  { method: 'GET', path: '/projects/:id/keywords', access: 'signed-in' },
  { method: 'POST', path: '/projects/:id/keyword', access: 'signed-in' },
  { method: 'DELETE', path: '/projects/:id/keyword/:keywordId', access: 'signed-in' },
  { method: 'GET', path: '/projects/:id/leads', access: 'signed-in' },
  { method: 'PUT', path: '/projects/:id/leads/:leadId', access: 'signed-in' },
  { method: 'POST', path: '/projects/:id/scan', access: 'signed-in' },
  { method: 'GET', path: '/projects/:id/exports', access: 'signed-in' },
  { method: 'GET', path: '/projects/:id/dm', access: 'signed-in' },
  { method: 'PUT', path: '/projects/:id/dm', access: 'signed-in' },
  { method: 'GET', path: '/projects/:id/generate-dm', access: 'signed-in' },
  { method: 'GET', path: '/posts/:id/mentions', access: 'signed-in' },
  { method: 'GET', path: '/posts/:id/generate', access: 'signed-in' },
  { method: 'GET', path: '/posts/:id/reply', access: 'signed-in' },
  { method: 'DELETE', path: '/posts/:id/mention', access: 'signed-in' },
  { method: 'GET', path: '/offers/:id', access: 'signed-in' },
  { method: 'GET', path: '/offers/:projectId/project', access: 'signed-in' },
  { method: 'POST', path: '/offers/add-update', access: 'signed-in' },
  { method: 'POST', path: '/feedback/save', access: 'signed-in' },
  { method: 'GET', path: '/feedbacks/list', access: 'signed-in' },
  { method: 'GET', path: '/feedbacks/stats', access: 'signed-in' },
  { method: 'GET', path: '/feedbacks/:id', access: 'signed-in' },
  { method: 'DELETE', path: '/feedbacks/:id', access: 'signed-in' },
  { method: 'GET', path: '/suggestions/:projectId/project', access: 'signed-in' },
  { method: 'GET', path: '/suggestions/:id', access: 'signed-in' },
  { method: 'DELETE', path: '/suggestions/:id', access: 'signed-in' },
  // The admin area
  { method: 'POST', path: '/plans', access: 'admin' },
  { method: 'PUT', path: '/plans/:id', access: 'admin' },
  { method: 'DELETE', path: '/plans/:id', access: 'admin' },
  { method: 'GET', path: '/users', access: 'admin' },
  { method: 'POST', path: '/users/:id/role', access: 'admin' },
  { method: 'POST', path: '/users/:id/ban', access: 'admin' },
  { method: 'POST', path: '/users/:id/unban', access: 'admin' },
  { method: 'POST', path: '/users/:id/sign-out', access: 'admin' },
  { method: 'GET', path: '/payments/stripe-coupons', access: 'admin' },
  { method: 'GET', path: '/payments/account-id/:accountId/:testAccountId', access: 'admin' },
  { method: 'GET', path: '/admin/orders', access: 'admin' },
  { method: 'GET', path: '/admin/orders/:id', access: 'admin' },
  { method: 'PUT', path: '/admin/orders/:id/items', access: 'admin' },
  { method: 'GET', path: '/admin/subscriptions', access: 'admin' },
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The rule for a request (HEAD is checked as GET); literal paths win over patterns. */
export function accessRuleFor(rules: readonly AccessRule[], method: string, path: string): AccessRule | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const segments = pathSegments(path);
  const candidates = rules.filter((rule) => rule.method === wanted && segmentsMatch(rule.path, segments));
  return candidates.find((rule) => !rule.path.includes(':')) ?? candidates[0];
}

/** The viewer a guarded route runs for (set by the access guard). */
export function viewerOf(res: Response): Viewer {
  const viewer = callerIn(res);
  if (!viewer) throw new Error('viewerOf() on a route the access guard did not check');
  return viewer;
}

/** The signed-in user's id on a guarded route. */
export const userIdOf = (res: Response): string => viewerOf(res).userId;

/**
 * Reads the viewer from `Authorization: Bearer` or the session cookie. A cookie-authenticated write must
 * carry X-XSRF-TOKEN matching XSRF-TOKEN; a Bearer token cannot be sent by another site, so it needs none.
 */
export async function identify(platform: Platform, req: Request): Promise<{ viewer: Viewer; byCookie: boolean }> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1];
  const sessions = browserSessions(platform);
  const token = bearer ?? sessions.accessTokenOf(req);
  const viewer = await authService(platform).authenticate(token);
  const byCookie = !bearer;
  if (byCookie && !READS.has(req.method) && !sessions.xsrfMatches(req, viewer.sessionId)) throw new NotAllowed(CSRF_MESSAGE);
  return { viewer, byCookie };
}

/** The viewer behind a request's token or cookie, or null (a public endpoint that shows more to some viewers). */
export function identifyViewer(platform: Platform): (req: Request) => Promise<Viewer | null> {
  return (req) => identify(platform, req).then(({ viewer }) => viewer, () => null);
}

/** The guard of each endpoint's access rule (owner is signed-in here: the handler answers another's record with 404). */
export function endpointGuard(platform: Platform): MountOptions['guard'] {
  const signedIn = requireAccess(platform, 'signed-in');
  const adminOnly = requireAccess(platform, 'admin');
  return (access) => (access === 'admin' ? adminOnly : signedIn);
}

/** Enforces an access level: 401 without a valid token, 403 for a non-admin on an admin route or a missing XSRF header. */
export function requireAccess(platform: Platform, access: Exclude<Access, 'public'>): RequestHandler {
  return async (req, res, next) => {
    try {
      const { viewer } = await identify(platform, req);
      if (access === 'admin' && !viewer.isAdmin) throw new NotAllowed(ADMIN_ONLY_MESSAGE);
      setCaller(res, viewer);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The guard in front of every API router. `registered` lists the routes the API answers (read once the
 * routers are mounted); one without a rule is admin-only, and unknown paths fall through to the 404.
 */
export function accessGuard(platform: Platform, registered: () => readonly RegisteredRoute[], guardedByEndpoint: (method: string, path: string) => boolean): RequestHandler {
  const signedIn = requireAccess(platform, 'signed-in');
  const adminOnly = requireAccess(platform, 'admin');
  let unlisted: AccessRule[] | undefined;
  return (req, res, next) => {
    if (guardedByEndpoint(req.method, req.path)) return next();
    unlisted ??= registered()
      .filter((route) => !accessRuleFor(API_ACCESS, route.method, route.path))
      .map((route) => ({ ...route, access: 'admin' as const }));
    const rule = accessRuleFor(API_ACCESS, req.method, req.path) ?? accessRuleFor(unlisted, req.method, req.path);
    if (!rule || rule.access === 'public') return next();
    return (rule.access === 'admin' ? adminOnly : signedIn)(req, res, next);
  };
}

/**
 * The gate of admin pages served outside React (Bull Board): 401 without a valid session, 403 for a
 * non-admin. Its writes come from its own script without our XSRF header; a SameSite=Lax cookie is not
 * sent on cross-site writes, and the browser's Sec-Fetch-Site or Origin must also say same-origin.
 */
export function adminPageGate(platform: Platform): RequestHandler {
  const sessions = browserSessions(platform);
  const publicOrigin = new URL(platform.config.PUBLIC_URL).origin;
  const page = (title: string, next: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p><a href="/auth/login?next=${encodeURIComponent(next)}">Sign in as an administrator</a></p></body></html>`;
  return async (req, res, next) => {
    const refuse = (status: number, title: string) => res.status(status).set('Cache-Control', 'no-store').type('html').send(page(title, req.baseUrl || '/admin'));
    let viewer: Viewer;
    try {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1];
      viewer = await authService(platform).authenticate(bearer ?? sessions.accessTokenOf(req));
    } catch {
      return refuse(401, 'Please sign in');
    }
    if (!viewer.isAdmin) return refuse(403, 'Administrators only');
    if (!READS.has(req.method)) {
      const site = req.get('Sec-Fetch-Site');
      const origin = req.get('Origin');
      const sameOrigin = site ? site === 'same-origin' : !origin || origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`;
      if (!sameOrigin) return refuse(403, 'Administrators only');
    }
    setCaller(res, viewer);
    next();
  };
}
