/**
 * Spec sections 3 and 4: a session's token carries `isAdmin` and `exp`. It is valid while `exp` (seconds)
 * is in the future; the holder is an admin when it is also valid and `isAdmin`. The browser sees these
 * claims (never the token itself, which stays in an HttpOnly cookie) through the readable session hint.
 */
export interface SessionClaims {
  sub: string;
  isAdmin: boolean;
  exp: number;
}

export type SessionState = 'signed-out' | 'signed-in' | 'admin';

export function sessionState(claims: Pick<SessionClaims, 'isAdmin' | 'exp'> | null | undefined, nowMs = Date.now()): SessionState {
  if (!claims || typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return 'signed-out';
  return claims.isAdmin === true ? 'admin' : 'signed-in';
}

/**
 * The cookie names the server sets and the browser reads (the hint and the XSRF token) or never sees (the token).
 * Under HTTPS each takes HOST_COOKIE_PREFIX; readers go through cookieIn, which knows both names.
 */
export const ACCESS_TOKEN_COOKIE = 'lb_access';
export const SESSION_HINT_COOKIE = 'lb_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The readable hint: the claims the browser needs, base64url JSON. */
export function encodeSessionHint(claims: Pick<SessionClaims, 'isAdmin' | 'exp'>): string {
  const json = JSON.stringify({ isAdmin: claims.isAdmin, exp: claims.exp });
  return btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeSessionHint(value: string | undefined | null): Pick<SessionClaims, 'isAdmin' | 'exp'> | null {
  if (!value) return null;
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const parsed = JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))) as { isAdmin?: unknown; exp?: unknown };
    return typeof parsed.exp === 'number' ? { isAdmin: parsed.isAdmin === true, exp: parsed.exp } : null;
  } catch {
    return null;
  }
}

/** The field a page form posted without JavaScript carries the XSRF token in (the header's stand-in). */
export const XSRF_FIELD = '_xsrf';

/** Under HTTPS the cookies' names take this prefix: browsers then keep them only when this very host set them, Secure, for every path. */
export const HOST_COOKIE_PREFIX = '__Host-';

/** A cookie's value in a Cookie header (or document.cookie): under its __Host- name, else under the plain name used over HTTP and before. */
export function cookieIn(cookieHeader: string | null | undefined, name: string): string | undefined {
  const parts = (cookieHeader ?? '').split(/;\s*/);
  const found = parts.find((part) => part.startsWith(`${HOST_COOKIE_PREFIX}${name}=`)) ?? parts.find((part) => part.startsWith(`${name}=`));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(found.indexOf('=') + 1));
  } catch {
    return undefined;
  }
}

/** The XSRF token as a Cookie header carries it (for the server's render of a page form). */
export const xsrfTokenIn = (cookieHeader: string | null | undefined): string => cookieIn(cookieHeader, XSRF_COOKIE) ?? '';
