import { createHash } from 'node:crypto';
import { MAGIC_LINK_INVALID_MESSAGE } from '../../../domain/auth/messages';
import { InvalidInput } from '../../../domain/common/errors';
import type { Platform } from '../../core/platform';
import { authLibrary, isLibraryError, libraryContext } from './library';
import { rethrowInProductWords } from './libraryRefusals';
import { originHeaders, type RequestOrigin } from './requestOrigin';
import { issueSession, type IssuedSession } from './sessions';
import { accountExists } from './signUp';

/** Emails a sign-in link that lands on `next`, when the account exists; the answer is the same either way. */
export async function sendMagicLink(platform: Platform, email: string, next: string): Promise<void> {
  if (!(await accountExists(platform, email))) return;
  await (await authLibrary(platform)).api.signInMagicLink({ body: { email, metadata: { next } }, headers: new Headers() });
}

/**
 * The address a sign-in link would sign in as, without using it, or null for a used, expired or unknown link: its
 * confirm page names the account, so nobody is signed in to someone else's account by opening a link they were sent.
 */
export async function magicLinkAddress(platform: Platform, token: string): Promise<string | null> {
  if (!token) return null;
  // The plugin's own key: `magic-link:` and the token's SHA-256 in base64url (storeToken: 'hashed', library.ts).
  const identifier = `magic-link:${createHash('sha256').update(token).digest('base64url')}`;
  const row = (await (await libraryContext(platform)).internalAdapter.findVerificationValue(identifier)) as { value: string; expiresAt: Date } | null;
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  try {
    const { email } = JSON.parse(row.value) as { email?: unknown };
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/** Uses a sign-in link (once): the session it starts. Its HTTP caller checks first that the visitor confirmed on this site. */
export async function signInWithMagicLink(platform: Platform, token: string, origin: RequestOrigin = {}): Promise<IssuedSession> {
  try {
    const result = (await (await authLibrary(platform)).api.magicLinkVerify({ query: { token }, headers: originHeaders(origin) })) as { token?: string };
    if (!result?.token) throw new InvalidInput(MAGIC_LINK_INVALID_MESSAGE);
    return await issueSession(platform, result.token);
  } catch (error) {
    // The library answers a used, expired or unknown token with a redirect carrying an error code.
    if (isLibraryError(error) && (error.statusCode === 302 || error.status === 'FOUND')) throw new InvalidInput(MAGIC_LINK_INVALID_MESSAGE);
    rethrowInProductWords(error);
  }
}
