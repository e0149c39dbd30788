import { InvalidInput } from '../../../domain/common/errors';
import { NO_PASSWORD_YET_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../domain/users/messages';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { authLibrary, libraryContext } from './library';
import { rethrowInProductWords } from './libraryRefusals';
import { signInLimits } from './limits';
import type { RequestOrigin } from './requestOrigin';
import { endSessionsExcept } from './sessions';

/** Emails a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(platform: Platform, email: string): Promise<void> {
  await (await authLibrary(platform)).api.requestPasswordReset({ body: { email } });
}

/** Sets a new password with a reset link's token (once); every session of the account ends. */
export async function resetPassword(platform: Platform, token: string, password: string): Promise<void> {
  try {
    await (await authLibrary(platform)).api.resetPassword({ body: { token, newPassword: password } });
    await platform.bus.announce('users');
  } catch (error) {
    rethrowInProductWords(error);
  }
}

/**
 * Checks the password typed to confirm a change of the viewer's account. Each try takes a sign-in attempt of the
 * address and IP (given back when right), so a session left open cannot be used to guess the password.
 */
export async function confirmPassword(platform: Platform, viewer: Pick<Caller, 'userId' | 'email'>, password: string, { ip }: RequestOrigin = {}): Promise<{ accountId: string }> {
  const attempt = await signInLimits(platform).reserve(ip, viewer.email);
  const ctx = await libraryContext(platform);
  const credential = (await ctx.internalAdapter.findCredentialAccount(viewer.userId)) as { id: string; password?: string | null } | null;
  if (!credential?.password) {
    await attempt.giveBack();
    throw new InvalidInput(NO_PASSWORD_YET_MESSAGE, { field: 'currentPassword' });
  }
  if (!(await ctx.password.verify({ hash: credential.password, password }))) throw new InvalidInput(WRONG_CURRENT_PASSWORD_MESSAGE, { field: 'currentPassword' });
  await attempt.giveBack();
  return { accountId: credential.id };
}

/** A new password, confirmed with the current one: every other session ends, the viewer's stays. */
export async function changePassword(platform: Platform, viewer: Caller, currentPassword: string, newPassword: string, origin: RequestOrigin = {}): Promise<void> {
  const { accountId } = await confirmPassword(platform, viewer, currentPassword, origin);
  const ctx = await libraryContext(platform);
  await ctx.internalAdapter.updateAccount(accountId, { password: await ctx.password.hash(newPassword) });
  await endSessionsExcept(platform, viewer.userId, viewer.sessionId);
  await platform.bus.announce('users');
  platform.logger.info({ userId: viewer.userId }, 'password changed; other sessions ended');
}
