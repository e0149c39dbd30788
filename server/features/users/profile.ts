import type { ProfileInput } from '../../../domain/users/settings';
import type { Account } from '../../../domain/users/types';
import type { Caller } from '../../core/http/endpointHandlers';
import type { Platform } from '../../core/platform';
import { libraryContext } from '../auth/library';
import { accountById, toAccount } from './accountRecords';

/** The viewer's first and last name (the library's `name` is kept as both together). */
export async function updateProfile(platform: Platform, viewer: Caller, { firstName, lastName }: ProfileInput): Promise<Account> {
  await (await libraryContext(platform)).internalAdapter.updateUser(viewer.userId, { firstName, lastName, name: `${firstName} ${lastName}`.trim() });
  await platform.bus.announce('users');
  return toAccount(await accountById(platform, viewer.userId));
}
