import { ACCOUNT_BANNED_MESSAGE, EMAIL_TAKEN_MESSAGE, RESET_LINK_INVALID_MESSAGE, WRONG_EMAIL_OR_PASSWORD_MESSAGE } from '../../../domain/auth/messages';
import { AlreadyExists, DomainError, InvalidInput, NotAllowed, NotSignedIn } from '../../../domain/common/errors';
import { isDuplicateKey } from '../../core/db/mongo';
import { isLibraryError } from './library';

/** True when the library refused a password sign-in for its credentials (a wrong password, or no such account). */
export function isWrongCredentials(error: unknown): boolean {
  if (!isLibraryError(error)) return false;
  const code = String((error.body as { code?: string } | undefined)?.code ?? '');
  return code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND';
}

/** Throws the library's refusals in the product's words; anything unexpected stays an unexpected error. */
export function rethrowInProductWords(error: unknown): never {
  if (error instanceof DomainError) throw error;
  if (isWrongCredentials(error)) throw new NotSignedIn(WRONG_EMAIL_OR_PASSWORD_MESSAGE);
  if (isLibraryError(error)) {
    const code = String((error.body as { code?: string } | undefined)?.code ?? '');
    if (code.startsWith('USER_ALREADY_EXISTS')) throw new AlreadyExists(EMAIL_TAKEN_MESSAGE, { field: 'email' });
    if (code === 'BANNED_USER' || /banned/i.test(error.message)) throw new NotAllowed(ACCOUNT_BANNED_MESSAGE);
    if (code === 'INVALID_TOKEN') throw new InvalidInput(RESET_LINK_INVALID_MESSAGE);
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'INVALID_EMAIL') throw new InvalidInput(error.message);
  }
  if (isDuplicateKey(error)) throw new AlreadyExists(EMAIL_TAKEN_MESSAGE, { field: 'email' });
  throw error;
}
