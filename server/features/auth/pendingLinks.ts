import type { Platform } from '../../core/platform';
import { libraryContext } from './library';

/**
 * Voids every emailed link still pending for an account: password resets (their value is the account's id), email
 * changes (they hold the id too), sign-in links and address confirmations (they hold the quoted address).
 */
export async function voidPendingLinks(platform: Platform, userId: string, addresses: string[]): Promise<void> {
  const ctx = await libraryContext(platform);
  for (const value of [userId, ...addresses.map((address) => `"${address}"`)]) await ctx.adapter.deleteMany({ model: 'verification', where: [{ field: 'value', operator: 'contains', value }] });
}
