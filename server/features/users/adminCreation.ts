import { accountEmail, newPassword } from '../../../domain/auth/rules';
import { InvalidInput } from '../../../domain/common/errors';
import { firstProblem } from '../../../domain/common/validation';
import type { Platform } from '../../core/platform';
import { authLibrary, libraryContext } from '../auth/library';
import { isAdminRole, type LibraryUser } from '../auth/libraryUser';
import { updateAccount } from './accountRecords';

/** `admin:create`: makes the account (with this password) or promotes an existing one; running it twice changes nothing more. */
export async function createOrPromoteAdmin(platform: Platform, email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
  const typed = accountEmail.safeParse(email);
  if (!typed.success) throw new InvalidInput(firstProblem(typed.error));
  const address = typed.data;
  const ctx = await libraryContext(platform);
  const found = await ctx.internalAdapter.findUserByEmail(address);
  if (found) {
    if (isAdminRole((found.user as LibraryUser).role)) return 'unchanged';
    await updateAccount(platform, found.user.id, { role: 'admin' });
    return 'promoted';
  }
  const checked = newPassword.safeParse(password);
  if (!checked.success) throw new InvalidInput(firstProblem(checked.error));
  const firstName = address.split('@')[0].slice(0, 80);
  const { user, token } = await (await authLibrary(platform)).api.signUpEmail({ body: { email: address, password, name: firstName, firstName } });
  // Signing up signs in; an operator command needs no session.
  if (token) await ctx.internalAdapter.deleteSession(token);
  await updateAccount(platform, user.id, { role: 'admin', emailVerified: true });
  return 'created';
}
