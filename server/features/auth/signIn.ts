import type { SignInInput } from '../../../domain/auth/rules';
import type { Platform } from '../../core/platform';
import { authLibrary } from './library';
import { isWrongCredentials, rethrowInProductWords } from './libraryRefusals';
import { signInLimits } from './limits';
import { originHeaders, type RequestOrigin } from './requestOrigin';
import { issueSession, type IssuedSession } from './sessions';

/** Signs in with an email and a password, one reserved attempt at a time (limits.ts): a wrong password keeps its attempt. */
export async function signIn(platform: Platform, { email, password }: SignInInput, origin: RequestOrigin = {}): Promise<IssuedSession> {
  const attempt = await signInLimits(platform).reserve(origin.ip, email);
  let token: string;
  try {
    token = (await (await authLibrary(platform)).api.signInEmail({ body: { email, password }, headers: originHeaders(origin) })).token;
  } catch (error) {
    if (!isWrongCredentials(error)) await attempt.giveBack();
    rethrowInProductWords(error);
  }
  await attempt.giveBack();
  return issueSession(platform, token);
}
