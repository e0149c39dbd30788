import { GOOGLE_NOT_CONFIGURED_MESSAGE, GOOGLE_REFUSED_MESSAGE } from '../../../domain/auth/messages';
import { NotAllowed, NotSignedIn } from '../../../domain/common/errors';
import type { Platform } from '../../core/platform';
import type { GoogleIdentity } from './google';
import { libraryContext, type LibraryContext } from './library';
import { rethrowInProductWords } from './libraryRefusals';
import { recordedUserAgent, type RequestOrigin } from './requestOrigin';
import { issueSession, type IssuedSession } from './sessions';

/** Signs in (or up) with a Google ID token issued for GOOGLE_CLIENT_ID; `google` verifies it (google.ts). */
export async function signInWithGoogle(
  platform: Platform,
  google: { enabled: boolean; verify(credential: string): Promise<GoogleIdentity | null> },
  credential: string,
  origin: RequestOrigin = {},
): Promise<IssuedSession> {
  if (!google.enabled) throw new NotAllowed(GOOGLE_NOT_CONFIGURED_MESSAGE);
  const identity = await google.verify(credential);
  if (!identity || !identity.emailVerified) throw new NotSignedIn(GOOGLE_REFUSED_MESSAGE);
  try {
    const ctx = await libraryContext(platform);
    const userId = await accountOfGoogleIdentity(platform, ctx, identity);
    const session = await ctx.internalAdapter.createSession(userId, false, { userAgent: recordedUserAgent(origin) });
    return await issueSession(platform, session.token);
  } catch (error) {
    rethrowInProductWords(error);
  }
}

/** The account a Google identity signs in to: the one linked to it, else the one of its address (then linked), else a new one. */
async function accountOfGoogleIdentity(platform: Platform, ctx: LibraryContext, identity: GoogleIdentity): Promise<string> {
  const linked = await ctx.internalAdapter.findAccountOwnerByKey({ providerId: 'google', accountId: identity.googleId });
  if (linked?.kind === 'owned') return linked.user.id;
  let userId: string;
  const existing = await ctx.internalAdapter.findUserByEmail(identity.email);
  if (existing) {
    userId = existing.user.id;
    // Google proves the address; an account nobody had proven yet loses what someone else may have set up on it.
    if (!existing.user.emailVerified) {
      await ctx.internalAdapter.deleteAccounts(userId);
      await ctx.internalAdapter.deleteUserSessions(userId);
      await ctx.internalAdapter.updateUser(userId, { emailVerified: true });
    }
  } else {
    const created = await ctx.internalAdapter.createUser({ email: identity.email, name: identity.firstName, firstName: identity.firstName, emailVerified: true, image: identity.picture }, { method: 'oauth', oauth: { providerId: 'google' } });
    userId = created.id;
    await platform.bus.announce('users');
  }
  await ctx.internalAdapter.linkAccount({ userId, providerId: 'google', accountId: identity.googleId });
  return userId;
}
