import {
  ACCOUNT_BANNED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  GOOGLE_REFUSED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  MAGIC_LINK_INVALID_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  WRONG_EMAIL_OR_PASSWORD_MESSAGE,
} from '../../../domain/auth/messages';
import type { SignInInput, SignUpInput } from '../../../domain/auth/rules';
import type { Attribution } from '../../../domain/campaigns/campaign';
import { AlreadyExists, DomainError, InvalidInput, NotAllowed, NotFound, NotSignedIn } from '../../../domain/common/errors';
import { NO_PASSWORD_YET_MESSAGE, SESSION_NOT_FOUND_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../domain/users/messages';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { signAccessToken, readAccessToken, type AccessClaims } from './accessToken';
import { createGoogleVerifier } from './google';
import type { Caller } from '../../core/http/endpointHandlers';
import { authLibrary, isLibraryError } from './library';
import { signInLimits } from './limits';
import { isAdminRole, type LibraryUser } from './libraryUser';
import { recordUserAttribution } from './store';

/** Who sent a request: the account and the server-side session behind its access token. */
export type Viewer = Caller;

/** Where a request came from, as a new session records it (the device list of /account/settings). */
export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** A session as the library stores it, without its token. */
export interface StoredSession {
  id: string;
  userAgent: string;
  ipAddress: string | null;
  createdAt: Date;
  /** The last request, to within LAST_SEEN_EVERY_MS. */
  updatedAt: Date;
  expiresAt: Date;
}

/** How often a session's last-seen time is written: once per few minutes, not on every request. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** A started session: the access token the spec's calls answer, its claims, and whose account it is. */
export interface IssuedSession {
  accessToken: string;
  claims: AccessClaims;
  account: { userId: string; email: string };
}

interface LibrarySession {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** The headers a library call records in the session it makes: the User-Agent only (no address is kept). */
const originHeaders = (origin: RequestOrigin = {}) => new Headers(origin.userAgent ? { 'user-agent': origin.userAgent.slice(0, 512) } : {});

const isBanned = (user: Pick<LibraryUser, 'banned' | 'banExpires'>, now = Date.now()) => user.banned === true && (!user.banExpires || new Date(user.banExpires).getTime() > now);

/** The library's refusals, in the product's words; anything unexpected stays an unexpected error. */
function translate(error: unknown, wrongCredentials: DomainError = new NotSignedIn(WRONG_EMAIL_OR_PASSWORD_MESSAGE)): never {
  if (error instanceof DomainError) throw error;
  if (isLibraryError(error)) {
    const code = String((error.body as { code?: string } | undefined)?.code ?? '');
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw wrongCredentials;
    if (code.startsWith('USER_ALREADY_EXISTS')) throw new AlreadyExists(EMAIL_TAKEN_MESSAGE, { field: 'email' });
    if (code === 'BANNED_USER' || /banned/i.test(error.message)) throw new NotAllowed(ACCOUNT_BANNED_MESSAGE);
    if (code === 'INVALID_TOKEN') throw new InvalidInput(RESET_LINK_INVALID_MESSAGE);
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') throw new InvalidInput(error.message);
  }
  if (isDuplicateKey(error)) throw new AlreadyExists(EMAIL_TAKEN_MESSAGE, { field: 'email' });
  throw error;
}

/**
 * Accounts: sign-up, sign-in (password, magic link, Google), password reset, sign-out, and reading the
 * viewer behind an access token. The library keeps users, hashes, sessions and single-use tokens; this
 * service adds the spec's shapes, the JWT access token tied to a session, limits and the product's messages.
 */
export function createAuthService(platform: Platform) {
  const { config, bus, logger } = platform;
  const library = () => authLibrary(platform);
  const limits = signInLimits(platform);
  const google = createGoogleVerifier(config);
  const context = async () => (await library()).$context;

  async function findSessionById(sessionId: string): Promise<LibrarySession | null> {
    const ctx = await context();
    return ctx.adapter.findOne<LibrarySession>({ model: 'session', where: [{ field: 'id', value: sessionId }] });
  }

  /** The access token for a session the library just made. */
  async function issue(sessionToken: string): Promise<IssuedSession> {
    const ctx = await context();
    const found = await ctx.internalAdapter.findSession(sessionToken);
    if (!found) throw new NotSignedIn(INVALID_CREDENTIALS_MESSAGE);
    const { session, user } = found as unknown as { session: LibrarySession; user: LibraryUser };
    const claims: AccessClaims = { sub: user.id, sid: session.id, isAdmin: isAdminRole(user.role), exp: Math.floor(new Date(session.expiresAt).getTime() / 1000) };
    return { accessToken: await signAccessToken(config, claims), claims, account: { userId: user.id, email: user.email } };
  }

  async function signUp(input: SignUpInput, origin: RequestOrigin = {}, attribution?: Attribution): Promise<IssuedSession> {
    try {
      const result = await (await library()).api.signUpEmail({ body: { email: input.email, password: input.password, name: input.firstName, firstName: input.firstName }, headers: originHeaders(origin) });
      if (!result.token) throw new Error('sign-up made no session');
      if (attribution) await recordUserAttribution(result.user.id, attribution);
      await bus.announce('users');
      logger.info({ userId: result.user.id }, 'account created');
      return await issue(result.token);
    } catch (error) {
      translate(error);
    }
  }

  async function signIn({ email, password }: SignInInput, origin: RequestOrigin = {}): Promise<IssuedSession> {
    const { ip } = origin;
    await limits.check(ip, email);
    let token: string;
    try {
      token = (await (await library()).api.signInEmail({ body: { email, password }, headers: originHeaders(origin) })).token;
    } catch (error) {
      if (isLibraryError(error) && error.statusCode === 401) await limits.recordFailure(ip, email);
      translate(error);
    }
    return issue(token);
  }

  async function exists(email: string): Promise<boolean> {
    const ctx = await context();
    return Boolean(await ctx.internalAdapter.findUserByEmail(email));
  }

  /** Emails a reset link when the account exists; the answer is the same either way. */
  async function requestPasswordReset(email: string): Promise<void> {
    await (await library()).api.requestPasswordReset({ body: { email } });
  }

  /** Sets a new password with a reset link's token (once); every session of the account ends. */
  async function resetPassword(token: string, password: string): Promise<void> {
    try {
      await (await library()).api.resetPassword({ body: { token, newPassword: password } });
      await bus.announce('users');
    } catch (error) {
      translate(error);
    }
  }

  /** Emails a sign-in link that lands on `next`, when the account exists; the answer is the same either way. */
  async function sendMagicLink(email: string, next: string): Promise<void> {
    if (!(await exists(email))) return;
    await (await library()).api.signInMagicLink({ body: { email, metadata: { next } }, headers: new Headers() });
  }

  async function signInWithMagicLink(token: string, origin: RequestOrigin = {}): Promise<IssuedSession> {
    try {
      const result = (await (await library()).api.magicLinkVerify({ query: { token }, headers: originHeaders(origin) })) as { token?: string };
      if (!result?.token) throw new InvalidInput(MAGIC_LINK_INVALID_MESSAGE);
      return await issue(result.token);
    } catch (error) {
      // The library answers a used, expired or unknown token with a redirect carrying an error code.
      if (isLibraryError(error) && (error.statusCode === 302 || error.status === 'FOUND')) throw new InvalidInput(MAGIC_LINK_INVALID_MESSAGE);
      translate(error);
    }
  }

  /** Signs in (or up) with a Google ID token issued for GOOGLE_CLIENT_ID. */
  async function signInWithGoogle(credential: string, origin: RequestOrigin = {}): Promise<IssuedSession> {
    if (!google.enabled) throw new NotAllowed(GOOGLE_NOT_CONFIGURED_MESSAGE);
    const identity = await google.verify(credential);
    if (!identity || !identity.emailVerified) throw new NotSignedIn(GOOGLE_REFUSED_MESSAGE);
    const ctx = await context();
    try {
      const linked = await ctx.internalAdapter.findAccountOwnerByKey({ providerId: 'google', accountId: identity.googleId });
      let userId: string;
      if (linked?.kind === 'owned') {
        userId = linked.user.id;
      } else {
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
          await bus.announce('users');
        }
        await ctx.internalAdapter.linkAccount({ userId, providerId: 'google', accountId: identity.googleId });
      }
      const session = await ctx.internalAdapter.createSession(userId, false, { userAgent: origin.userAgent?.slice(0, 512) ?? '' });
      return await issue(session.token);
    } catch (error) {
      translate(error);
    }
  }

  /** The viewer behind an access token: signature, expiry, a live session and an account in good standing. */
  async function authenticate(accessToken: string | undefined): Promise<Viewer> {
    const refused = new NotSignedIn(INVALID_CREDENTIALS_MESSAGE);
    if (!accessToken) throw refused;
    const claims = await readAccessToken(config, accessToken);
    if (!claims) throw refused;
    const session = await findSessionById(claims.sid);
    if (!session || session.userId !== claims.sub || new Date(session.expiresAt).getTime() <= Date.now()) throw refused;
    const user = (await (await context()).internalAdapter.findUserById(claims.sub)) as LibraryUser | null;
    if (!user || isBanned(user)) throw refused;
    await noteLastSeen(session);
    // Rights come from the account as it is now, not from when the token was made.
    return { userId: user.id, email: user.email, firstName: user.firstName || user.name, isAdmin: isAdminRole(user.role), sessionId: session.id };
  }

  /** Writes when a session was last used, at most every few minutes; a failed write never fails the request. */
  async function noteLastSeen(session: LibrarySession): Promise<void> {
    if (Date.now() - new Date(session.updatedAt ?? 0).getTime() < LAST_SEEN_EVERY_MS) return;
    try {
      await (await context()).adapter.updateMany({ model: 'session', where: [{ field: 'id', value: session.id }], update: { updatedAt: new Date() } });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'session last-seen time not written');
    }
  }

  /** Ends the session behind an access token; an unknown or ended session is already signed out. */
  async function signOut(viewer: Pick<Viewer, 'sessionId'>): Promise<void> {
    const session = await findSessionById(viewer.sessionId);
    if (session) await (await context()).internalAdapter.deleteSession(session.token);
  }

  /** The account's sessions that have not expired, without their tokens. */
  async function sessionsOf(userId: string): Promise<StoredSession[]> {
    const ctx = await context();
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

  /** Ends one session of this account; another account's session is not found (ids cannot be probed). */
  async function endSession(userId: string, sessionId: string): Promise<void> {
    const session = /^[a-f0-9]{24}$/.test(sessionId) ? await findSessionById(sessionId) : null;
    if (!session || session.userId !== userId) throw new NotFound(SESSION_NOT_FOUND_MESSAGE);
    await (await context()).internalAdapter.deleteSession(session.token);
  }

  /** Ends every session of the account except `keep`; answers how many ended. */
  async function endSessionsExcept(userId: string, keep: string | null): Promise<number> {
    const ctx = await context();
    const others = (await ctx.adapter.findMany<LibrarySession>({ model: 'session', where: [{ field: 'userId', value: userId }], limit: 1000 })).filter((session) => session.id !== keep);
    for (const session of others) await ctx.internalAdapter.deleteSession(session.token);
    return others.length;
  }

  /**
   * Checks the password typed to confirm a change of the viewer's account. Wrong passwords count against the
   * sign-in limit of the address and IP, so a session left open cannot be used to guess the password.
   */
  async function confirmPassword(viewer: Pick<Viewer, 'userId' | 'email'>, password: string, { ip }: RequestOrigin = {}): Promise<{ accountId: string }> {
    await limits.check(ip, viewer.email);
    const ctx = await context();
    const credential = (await ctx.internalAdapter.findCredentialAccount(viewer.userId)) as { id: string; password?: string | null } | null;
    if (!credential?.password) throw new InvalidInput(NO_PASSWORD_YET_MESSAGE, { field: 'currentPassword' });
    if (!(await ctx.password.verify({ hash: credential.password, password }))) {
      await limits.recordFailure(ip, viewer.email);
      throw new InvalidInput(WRONG_CURRENT_PASSWORD_MESSAGE, { field: 'currentPassword' });
    }
    return { accountId: credential.id };
  }

  /** A new password, confirmed with the current one: every other session ends, the viewer's stays. */
  async function changePassword(viewer: Viewer, currentPassword: string, newPassword: string, origin: RequestOrigin = {}): Promise<void> {
    const { accountId } = await confirmPassword(viewer, currentPassword, origin);
    const ctx = await context();
    await ctx.internalAdapter.updateAccount(accountId, { password: await ctx.password.hash(newPassword) });
    await endSessionsExcept(viewer.userId, viewer.sessionId);
    await bus.announce('users');
    logger.info({ userId: viewer.userId }, 'password changed; other sessions ended');
  }

  return {
    signUp,
    signIn,
    exists,
    requestPasswordReset,
    resetPassword,
    sendMagicLink,
    signInWithMagicLink,
    signInWithGoogle,
    authenticate,
    signOut,
    sessionsOf,
    endSession,
    endSessionsExcept,
    confirmPassword,
    changePassword,
    googleEnabled: google.enabled,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export const authService = perPlatform(createAuthService);
