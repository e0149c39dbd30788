import { INVALID_CREDENTIALS_MESSAGE } from '../../../domain/auth/messages';
import { NotSignedIn } from '../../../domain/common/errors';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { readAccessToken } from './accessToken';
import { libraryContext } from './library';
import { isAdminRole, isBanned, type LibraryUser } from './libraryUser';
import { findSession, type LibrarySession } from './sessions';

/** How often a session's last-seen time is written: once per few minutes, not on every request. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** The viewer behind an access token: signature, expiry, a live session and an account in good standing. */
export async function authenticate(platform: Platform, accessToken: string | undefined): Promise<Caller> {
  const refused = new NotSignedIn(INVALID_CREDENTIALS_MESSAGE);
  if (!accessToken) throw refused;
  const claims = await readAccessToken(platform.config, accessToken);
  if (!claims) throw refused;
  const session = await findSession(platform, claims.sid);
  if (!session || session.userId !== claims.sub || new Date(session.expiresAt).getTime() <= Date.now()) throw refused;
  const user = (await (await libraryContext(platform)).internalAdapter.findUserById(claims.sub)) as LibraryUser | null;
  if (!user || isBanned(user)) throw refused;
  await noteLastSeen(platform, session);
  // Rights come from the account as it is now, not from when the token was made.
  return { userId: user.id, email: user.email, firstName: user.firstName || user.name, isAdmin: isAdminRole(user.role), sessionId: session.id };
}

/** Writes when a session was last used, at most every few minutes; a failed write never fails the request. */
async function noteLastSeen(platform: Platform, session: LibrarySession): Promise<void> {
  if (Date.now() - new Date(session.updatedAt ?? 0).getTime() < LAST_SEEN_EVERY_MS) return;
  try {
    await (await libraryContext(platform)).adapter.updateMany({ model: 'session', where: [{ field: 'id', value: session.id }], update: { updatedAt: new Date() } });
  } catch (error) {
    platform.logger.warn({ err: (error as Error).message }, 'session last-seen time not written');
  }
}
