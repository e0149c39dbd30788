/** Where a request came from, as a new session records it (the device list of /account/settings). */
export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** The User-Agent a session records, bounded (no address is kept). */
export const recordedUserAgent = (origin: RequestOrigin = {}) => origin.userAgent?.slice(0, 512) ?? '';

/** The headers a library call records in the session it makes: the User-Agent only. */
export const originHeaders = (origin: RequestOrigin = {}) => new Headers(origin.userAgent ? { 'user-agent': recordedUserAgent(origin) } : {});
