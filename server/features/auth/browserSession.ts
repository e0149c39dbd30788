import type { CookieOptions, Request, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { ACCESS_TOKEN_COOKIE, encodeSessionHint, HOST_COOKIE_PREFIX, SESSION_HINT_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../domain/auth/session';
import type { Config } from '../../core/config';
import { deriveKey } from '../../core/lib/seal';
import { perPlatform, type Platform } from '../../core/platform';
import type { IssuedSession } from './sessions';

/**
 * The web app's session: the access token in an HttpOnly, SameSite=Lax cookie (Secure in production),
 * a readable hint with the spec's claims (isAdmin, exp) for the header, and the XSRF-TOKEN cookie of the
 * double-submit check (csrf-csrf: the token is an HMAC bound to the session, so a cookie planted by
 * someone else does not pass). Under HTTPS the three names take the __Host- prefix, so no other host of the domain
 * can set them; a session started under the plain names before is still read (and cleared) by them.
 */
const SESSION_ID = Symbol('session id for the XSRF token');
const FORM_TOKEN = Symbol('the XSRF token a page form posted');

type WithSession = Request & { [SESSION_ID]?: string; [FORM_TOKEN]?: string; cookies?: Record<string, string> };

export function rememberSessionId(req: Request, sessionId: string): void {
  (req as WithSession)[SESSION_ID] = sessionId;
}

const cookieBase = (config: Config): CookieOptions => ({ sameSite: 'lax', secure: config.isProduction || config.PUBLIC_URL.startsWith('https:'), path: '/' });

/** The names of the three cookies: prefixed under HTTPS (which browsers accept only with Secure and Path=/). */
const cookieNames = (prefix: string) => ({ accessToken: `${prefix}${ACCESS_TOKEN_COOKIE}`, hint: `${prefix}${SESSION_HINT_COOKIE}`, xsrf: `${prefix}${XSRF_COOKIE}` });

function createBrowserSessions(platform: Platform) {
  const { config } = platform;
  const base = cookieBase(config);
  const names = cookieNames(config.PUBLIC_URL.startsWith('https:') ? HOST_COOKIE_PREFIX : '');
  const plain = cookieNames('');
  const doubleSubmit = (cookieName: string) =>
    doubleCsrf({
      getSecret: () => deriveKey(config.JWT_SECRET, 'xsrf').toString('hex'),
      getSessionIdentifier: (req) => (req as WithSession)[SESSION_ID] ?? '',
      cookieName,
      cookieOptions: { ...base, httpOnly: false },
      // A script sends the header; a page form posted without JavaScript sends the token as a field (pageForms.ts).
      getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER) ?? (req as WithSession)[FORM_TOKEN],
    });
  const csrf = doubleSubmit(names.xsrf);
  // Sessions started before the names took their prefix keep their XSRF cookie until they end.
  const csrfOfPlainNames = names.xsrf === plain.xsrf ? undefined : doubleSubmit(plain.xsrf);

  /** True when the request's token (header, or a page form's field) matches the XSRF-TOKEN cookie made for this session. */
  function xsrfMatches(req: Request, sessionId: string): boolean {
    rememberSessionId(req, sessionId);
    return csrf.validateRequest(req) || (csrfOfPlainNames?.validateRequest(req) ?? false);
  }

  return {
    /** The access token sent by the browser's cookie, if any. */
    accessTokenOf: (req: Request): string | undefined => {
      const cookies = (req as WithSession).cookies;
      return cookies?.[names.accessToken] || cookies?.[plain.accessToken] || undefined;
    },

    /** Sets the three cookies for a new session; they expire with it. */
    start(req: Request, res: Response, issued: IssuedSession): void {
      const expires = new Date(issued.claims.exp * 1000);
      res.cookie(names.accessToken, issued.accessToken, { ...base, httpOnly: true, expires });
      res.cookie(names.hint, encodeSessionHint(issued.claims), { ...base, httpOnly: false, expires });
      rememberSessionId(req, issued.claims.sid);
      csrf.generateCsrfToken(req, res, { overwrite: true, cookieOptions: { ...base, httpOnly: false, expires } });
    },

    end(res: Response): void {
      const all = new Set([...Object.values(names), ...Object.values(plain)]);
      for (const name of all) res.clearCookie(name, { ...base });
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
