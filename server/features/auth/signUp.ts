import type { SignUpInput } from '../../../domain/auth/rules';
import type { Attribution } from '../../../domain/campaigns/campaign';
import type { Platform } from '../../core/platform';
import { sendAddressConfirmation } from './addressConfirmation';
import { authLibrary, libraryContext } from './library';
import { rethrowInProductWords } from './libraryRefusals';
import { originHeaders, type RequestOrigin } from './requestOrigin';
import { issueSession, type IssuedSession } from './sessions';
import { recordUserAttribution } from './store';

/** Makes an account with a password and signs it in; its address is unconfirmed until the emailed link is opened. */
export async function signUp(platform: Platform, input: SignUpInput, origin: RequestOrigin = {}, attribution?: Attribution): Promise<IssuedSession> {
  try {
    const library = await authLibrary(platform);
    const body = { email: input.email, password: input.password, name: input.firstName, firstName: input.firstName, addressConfirmed: false };
    const result = await library.api.signUpEmail({ body, headers: originHeaders(origin) });
    if (!result.token) throw new Error('sign-up made no session');
    if (attribution) await recordUserAttribution(result.user.id, attribution);
    await sendAddressConfirmation(platform, { userId: result.user.id, email: result.user.email });
    await platform.bus.announce('users');
    platform.logger.info({ userId: result.user.id }, 'account created');
    return await issueSession(platform, result.token);
  } catch (error) {
    rethrowInProductWords(error);
  }
}

/** Whether an address has an account (the sign-in page asks before offering to sign up). */
export async function accountExists(platform: Platform, email: string): Promise<boolean> {
  return Boolean(await (await libraryContext(platform)).internalAdapter.findUserByEmail(email));
}
