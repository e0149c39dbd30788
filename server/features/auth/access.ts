import type { Request, RequestHandler } from 'express';
import { CSRF_MESSAGE } from '../../../domain/auth/messages';
import { NotAllowed } from '../../../domain/common/errors';
import { setCaller, type MountOptions } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { browserSessions } from './browserSession';
import { fromThisSite } from './pageForms';
import { authService, type Viewer } from './service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/** The viewer behind a request, for the guards of the access rules (domain/common/access.ts): throws when there is none. */
export function authenticateRequest(platform: Platform): MountOptions['authenticate'] {
  return async (req) => (await identify(platform, req)).viewer;
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
    if (!READS.has(req.method) && !fromThisSite(req, publicOrigin)) return refuse(403, 'Administrators only');
    setCaller(res, viewer);
    next();
  };
}
