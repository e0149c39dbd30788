import express, { type Request, type RequestHandler } from 'express';
import { CSRF_MESSAGE } from '../../../domain/auth/messages';
import { XSRF_FIELD } from '../../../domain/auth/session';
import { NotAllowed } from '../../../domain/common/errors';
import type { PageForm } from '../../core/http/pageFormPosts';
import type { Platform } from '../../core/platform';
import { browserSessions } from './browserSession';
import { emailLinkLimit, signUpLimit } from './limits';
import { authService } from './service';

/**
 * The account pages' forms posted without JavaScript (PAGE_FORMS, server/features/forms.ts). Sign-in forms
 * must come from this site (Fetch Metadata, else Origin), so no other site can sign a visitor into an account of its
 * own; forms of a signed-in session must also carry its XSRF token in a field, as scripts send it in X-XSRF-TOKEN.
 * The per-IP limits of the matching API calls apply. A refusal goes to the page and the form's action shows it.
 */

/** Page forms are small: names, addresses, passwords. */
const readForm = express.text({ type: 'application/x-www-form-urlencoded', limit: '16kb' });

/** The fields of a page form read by readForm (the page handler passes the same text on to the route's action). */
export function postedFields(req: Request): URLSearchParams {
  return new URLSearchParams(typeof req.body === 'string' ? req.body : '');
}

/** True when the browser says the request comes from a page of this site; a client that says nothing (no browser) passes. */
export function fromThisSite(req: Request, publicOrigin: string): boolean {
  const site = req.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const origin = req.get('Origin');
  return !origin || origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`;
}

function sameSiteForm(platform: Platform): RequestHandler {
  const publicOrigin = new URL(platform.config.PUBLIC_URL).origin;
  return (req, _res, next) => next(fromThisSite(req, publicOrigin) ? undefined : new NotAllowed(CSRF_MESSAGE));
}

/** A signed-in session's form: its field must hold the session's XSRF token. Without a live session the action's calls answer 401. */
function sessionForm(platform: Platform): RequestHandler {
  const sessions = browserSessions(platform);
  return async (req, _res, next) => {
    const accessToken = sessions.accessTokenOf(req);
    if (!accessToken) return next();
    const viewer = await authService(platform)
      .authenticate(accessToken)
      .catch(() => null);
    if (!viewer) return next();
    const token = postedFields(req).get(XSRF_FIELD) ?? '';
    next(token && sessions.formTokenMatches(req, viewer.sessionId, token) ? undefined : new NotAllowed(CSRF_MESSAGE));
  };
}

/** A limit that counts only the posts of one of the page's forms (the login page's sign-in link, not its password form). */
const forIntent =
  (intent: string, limit: RequestHandler): RequestHandler =>
  (req, res, next) =>
    postedFields(req).get('intent') === intent ? limit(req, res, next) : next();

/** The account pages' forms: URL-encoded, as a form without files is sent. */
export const accountPageForms: readonly PageForm[] = [
  { path: '/auth/login', encodings: ['urlencoded'], guards: (platform) => [readForm, sameSiteForm(platform), forIntent('magic-link', emailLinkLimit(platform))] },
  { path: '/auth/signup', encodings: ['urlencoded'], guards: (platform) => [readForm, sameSiteForm(platform), signUpLimit(platform)] },
  { path: '/auth/forgot-password', encodings: ['urlencoded'], guards: (platform) => [readForm, sameSiteForm(platform), emailLinkLimit(platform)] },
  { path: '/auth/reset-password', encodings: ['urlencoded'], guards: (platform) => [readForm, sameSiteForm(platform)] },
  { path: '/auth/sign-out', encodings: ['urlencoded'], guards: (platform) => [readForm, sessionForm(platform)] },
  { path: '/account/settings', encodings: ['urlencoded'], guards: (platform) => [readForm, sessionForm(platform)] },
];
