import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/auth/messages';
import { NotFound, NotSignedIn } from '../../../domain/common/errors';
import { SESSION_NOT_FOUND_MESSAGE } from '../../../domain/users/messages';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { signAccessToken, type AccessClaims } from './accessToken';
import { libraryContext } from './library';
import { isAdminRole, type LibraryUser } from './libraryUser';

/** A session as the library stores it, token included: never leaves this feature. */
export interface LibrarySession {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** A session as the account's owner sees it, without its token. */
interface StoredSession {
  id: string;
  userAgent: string;
  ipAddress: string | null;
  createdAt: Date;
  /** The last request, to within a few minutes (authenticate.ts). */
  updatedAt: Date;
  expiresAt: Date;
}

/** A started session: the access token the spec's calls answer, its claims, and whose account it is. */
export interface IssuedSession {
  accessToken: string;
  claims: AccessClaims;
  account: { userId: string; email: string };
}

export async function findSession(platform: Platform, sessionId: string): Promise<LibrarySession | null> {
  const ctx = await libraryContext(platform);
  return ctx.adapter.findOne<LibrarySession>({ model: 'session', where: [{ field: 'id', value: sessionId }] });
}

/** The access token for a session the library just made. */
export async function issueSession(platform: Platform, sessionToken: string): Promise<IssuedSession> {
  const found = await (await libraryContext(platform)).internalAdapter.findSession(sessionToken);
  if (!found) throw new NotSignedIn(INVALID_CREDENTIALS_MESSAGE);
  const { session, user } = found as unknown as { session: LibrarySession; user: LibraryUser };
  const claims: AccessClaims = { sub: user.id, sid: session.id, isAdmin: isAdminRole(user.role), exp: Math.floor(new Date(session.expiresAt).getTime() / 1000) };
  return { accessToken: await signAccessToken(platform.config, claims), claims, account: { userId: user.id, email: user.email } };
}

/** The account's sessions that have not expired, without their tokens. */
export async function sessionsOf(platform: Platform, userId: string): Promise<StoredSession[]> {
  const ctx = await libraryContext(platform);
  const all = await ctx.adapter.findMany<LibrarySession>({ model: 'session', where: [{ field: 'userId', value: userId }], limit: 200 });
  const now = Date.now();
  return all
    .filter((session) => new Date(session.expiresAt).getTime() > now)
    .map((session) => ({
      id: session.id,
      userAgent: session.userAgent ?? '',
      ipAddress: session.ipAddress || null,
      createdAt: new Date(session.createdAt),
      updatedAt: new Date(session.updatedAt ?? session.createdAt),
      expiresAt: new Date(session.expiresAt),
    }));
}

/** Ends the session behind an access token; an unknown or ended session is already signed out. */
export async function signOut(platform: Platform, viewer: Pick<Caller, 'sessionId'>): Promise<void> {
  const session = await findSession(platform, viewer.sessionId);
  if (session) await (await libraryContext(platform)).internalAdapter.deleteSession(session.token);
}

/** Ends one session of this account; another account's session is not found (ids cannot be probed). */
export async function endSession(platform: Platform, userId: string, sessionId: string): Promise<void> {
  const session = /^[a-f0-9]{24}$/.test(sessionId) ? await findSession(platform, sessionId) : null;
  if (!session || session.userId !== userId) throw new NotFound(SESSION_NOT_FOUND_MESSAGE);
  await (await libraryContext(platform)).internalAdapter.deleteSession(session.token);
}

/** Ends every session of the account except `keep`; answers how many ended. */
export async function endSessionsExcept(platform: Platform, userId: string, keep: string | null): Promise<number> {
  const ctx = await libraryContext(platform);
  const others = (await ctx.adapter.findMany<LibrarySession>({ model: 'session', where: [{ field: 'userId', value: userId }], limit: 1000 })).filter((session) => session.id !== keep);
  for (const session of others) await ctx.internalAdapter.deleteSession(session.token);
  return others.length;
}
