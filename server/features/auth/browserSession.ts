import type { CookieOptions, Request, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { ACCESS_TOKEN_COOKIE, encodeSessionHint, SESSION_HINT_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../domain/auth/session';
import type { Config } from '../../core/config';
import { deriveKey } from '../../core/lib/seal';
import { perPlatform, type Platform } from '../../core/platform';
import type { IssuedSession } from './service';

/**
 * The web app's session: the access token in an HttpOnly, SameSite=Lax cookie (Secure in production),
 * a readable hint with the spec's claims (isAdmin, exp) for the header, and the XSRF-TOKEN cookie of the
 * double-submit check (csrf-csrf: the token is an HMAC bound to the session, so a cookie planted by
 * someone else does not pass).
 */
const SESSION_ID = Symbol('session id for the XSRF token');
const FORM_TOKEN = Symbol('the XSRF token a page form posted');

type WithSession = Request & { [SESSION_ID]?: string; [FORM_TOKEN]?: string; cookies?: Record<string, string> };

export function rememberSessionId(req: Request, sessionId: string): void {
  (req as WithSession)[SESSION_ID] = sessionId;
}

const cookieBase = (config: Config): CookieOptions => ({ sameSite: 'lax', secure: config.isProduction || config.PUBLIC_URL.startsWith('https:'), path: '/' });

function createBrowserSessions(platform: Platform) {
  const { config } = platform;
  const base = cookieBase(config);
  const csrf = doubleCsrf({
    getSecret: () => deriveKey(config.JWT_SECRET, 'xsrf').toString('hex'),
    getSessionIdentifier: (req) => (req as WithSession)[SESSION_ID] ?? '',
    cookieName: XSRF_COOKIE,
    cookieOptions: { ...base, httpOnly: false },
    // A script sends the header; a page form posted without JavaScript sends the token as a field (pageForms.ts).
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER) ?? (req as WithSession)[FORM_TOKEN],
  });

  /** True when the request's token (header, or a page form's field) matches the XSRF-TOKEN cookie made for this session. */
  function xsrfMatches(req: Request, sessionId: string): boolean {
    rememberSessionId(req, sessionId);
    return csrf.validateRequest(req);
  }

  return {
    /** The access token sent by the browser's cookie, if any. */
    accessTokenOf: (req: Request): string | undefined => (req as WithSession).cookies?.[ACCESS_TOKEN_COOKIE] || undefined,

    /** Sets the three cookies for a new session; they expire with it. */
    start(req: Request, res: Response, issued: IssuedSession): void {
      const expires = new Date(issued.claims.exp * 1000);
      res.cookie(ACCESS_TOKEN_COOKIE, issued.accessToken, { ...base, httpOnly: true, expires });
      res.cookie(SESSION_HINT_COOKIE, encodeSessionHint(issued.claims), { ...base, httpOnly: false, expires });
      rememberSessionId(req, issued.claims.sid);
      csrf.generateCsrfToken(req, res, { overwrite: true, cookieOptions: { ...base, httpOnly: false, expires } });
    },

    end(res: Response): void {
      for (const name of [ACCESS_TOKEN_COOKIE, SESSION_HINT_COOKIE, XSRF_COOKIE]) res.clearCookie(name, { ...base });
    },

    /** True when the X-XSRF-TOKEN header matches the XSRF-TOKEN cookie made for this session. */
    xsrfMatches,

    /** True when a page form's posted token matches the XSRF-TOKEN cookie made for this session. */
    formTokenMatches(req: Request, sessionId: string, token: string): boolean {
      (req as WithSession)[FORM_TOKEN] = token;
      try {
        return xsrfMatches(req, sessionId);
      } finally {
        delete (req as WithSession)[FORM_TOKEN];
      }
    },
  };
}

export const browserSessions = perPlatform(createBrowserSessions);
