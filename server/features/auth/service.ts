import type { SignInInput, SignUpInput } from '../../../domain/auth/rules';
import type { Attribution } from '../../../domain/campaigns/campaign';
import type { Caller } from '../../core/http/endpointHandlers';
import { perPlatform, type Platform } from '../../core/platform';
import { confirmAddress } from './addressConfirmation';
import { authenticate } from './authenticate';
import { createGoogleVerifier } from './google';
import { signInWithGoogle } from './googleSignIn';
import { magicLinkAddress, sendMagicLink, signInWithMagicLink } from './magicLink';
import { changePassword, confirmPassword, requestPasswordReset, resetPassword } from './passwords';
import { voidPendingLinks } from './pendingLinks';
import type { RequestOrigin } from './requestOrigin';
import { endSession, endSessionsExcept, sessionsOf, signOut } from './sessions';
import { signIn } from './signIn';
import { accountExists, signUp } from './signUp';

/** Who sent a request: the account and the server-side session behind its access token. */
export type Viewer = Caller;
export type { RequestOrigin } from './requestOrigin';
export type { IssuedSession } from './sessions';

/**
 * Accounts: sign-up (with its address confirmation), sign-in (password, sign-in link, Google), password reset,
 * sessions, and reading the viewer behind an access token. The library (library.ts) keeps users, hashes, sessions and
 * single-use tokens; each operation is a module of this folder, and this is the platform's set of them.
 */
export function createAuthService(platform: Platform) {
  const google = createGoogleVerifier(platform.config);
  return {
    signUp: (input: SignUpInput, origin?: RequestOrigin, attribution?: Attribution) => signUp(platform, input, origin, attribution),
    confirmAddress: (token: string) => confirmAddress(platform, token),
    signIn: (input: SignInInput, origin?: RequestOrigin) => signIn(platform, input, origin),
    exists: (email: string) => accountExists(platform, email),
    requestPasswordReset: (email: string) => requestPasswordReset(platform, email),
    resetPassword: (token: string, password: string) => resetPassword(platform, token, password),
    sendMagicLink: (email: string, next: string) => sendMagicLink(platform, email, next),
    magicLinkAddress: (token: string) => magicLinkAddress(platform, token),
    signInWithMagicLink: (token: string, origin?: RequestOrigin) => signInWithMagicLink(platform, token, origin),
    signInWithGoogle: (credential: string, origin?: RequestOrigin) => signInWithGoogle(platform, google, credential, origin),
    authenticate: (accessToken: string | undefined) => authenticate(platform, accessToken),
    signOut: (viewer: Pick<Viewer, 'sessionId'>) => signOut(platform, viewer),
    sessionsOf: (userId: string) => sessionsOf(platform, userId),
    endSession: (userId: string, sessionId: string) => endSession(platform, userId, sessionId),
    endSessionsExcept: (userId: string, keep: string | null) => endSessionsExcept(platform, userId, keep),
    voidPendingLinks: (userId: string, addresses: string[]) => voidPendingLinks(platform, userId, addresses),
    confirmPassword: (viewer: Pick<Viewer, 'userId' | 'email'>, password: string, origin?: RequestOrigin) => confirmPassword(platform, viewer, password, origin),
    changePassword: (viewer: Viewer, currentPassword: string, newPassword: string, origin?: RequestOrigin) => changePassword(platform, viewer, currentPassword, newPassword, origin),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export const authService = perPlatform(createAuthService);
