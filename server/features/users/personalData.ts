import type { AccountExport, ExportedWorkspace } from '../../../domain/users/export';
import { NotFound } from '../../../domain/common/errors';
import { USER_NOT_FOUND } from '../../../domain/users/types';
import type { Platform } from '../../core/platform';
import { authLibrary } from '../auth/library';
import { isAddressConfirmed, type LibraryUser } from '../auth/libraryUser';
import { toAccount } from './accountRecords';
import { authService } from '../auth/service';
import { deviceOf } from '../../../domain/users/device';
import { ProductModel } from '../directory/model';
import { ordersService } from '../orders/service';
import { billingService } from '../payments/service';
import { WaitlistEntryModel } from '../waitlist/model';

/**
 * What features later than this one keep about a person, and how they forget it: wired by the API's registry
 * (server/features/endpoints.ts), since this feature may not import them.
 */
export interface PersonalDataHolders {
  workspace: {
    export(userId: string): Promise<ExportedWorkspace>;
    /** Deletes it all; answers how many projects went. */
    erase(platform: Platform, userId: string): Promise<number>;
  };
}

const iso = (date: Date) => new Date(date).toISOString();

/** How an account signs in, in words: password, google. */
const methodOf = (providerId: string) => (providerId === 'credential' ? 'password' : providerId);

/** Everything stored about the person behind an account: the data export of /account/settings and of the admin's users screen. */
export async function accountExport(platform: Platform, userId: string, holders: PersonalDataHolders): Promise<AccountExport> {
  const ctx = await (await authLibrary(platform)).$context;
  const user = /^[a-f0-9]{24}$/.test(userId) ? ((await ctx.internalAdapter.findUserById(userId)) as LibraryUser | null) : null;
  if (!user) throw new NotFound(USER_NOT_FOUND);
  const email = user.email.toLowerCase();
  // Anyone can sign up with anyone's address: what was made with it elsewhere is shown once the mailbox is proven.
  const byAddress = isAddressConfirmed(user);
  const [methods, sessions, billing, orders, workspace, waitlist, products] = await Promise.all([
    ctx.internalAdapter.findAccounts(userId),
    authService(platform).sessionsOf(userId),
    billingService(platform).exportOf(userId),
    ordersService(platform).exportMine(userId),
    holders.workspace.export(userId),
    byAddress ? WaitlistEntryModel.findOne({ email }).lean() : null,
    byAddress ? ProductModel.find({ email }).sort({ createdAt: -1 }).lean() : [],
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...toAccount(user),
      image: user.image ?? null,
      signInMethods: [...new Set((methods as { providerId: string }[]).map((m) => methodOf(m.providerId)))],
      updatedAt: iso(user.updatedAt ?? user.createdAt),
    },
    sessions: sessions.map((s) => ({ device: deviceOf(s.userAgent), userAgent: s.userAgent, ipAddress: s.ipAddress, signedInAt: iso(s.createdAt), lastSeenAt: iso(s.updatedAt), expiresAt: iso(s.expiresAt) })),
    billing,
    orders,
    workspace,
    waitlist: waitlist ? { email: waitlist.email, source: waitlist.source, joinedAt: iso(waitlist.createdAt) } : null,
    directoryProducts: products.map((p) => ({
      slug: p.slug,
      name: p.name,
      headline: p.headline,
      description: p.description,
      websiteUrl: p.website_url,
      category: p.category,
      firstName: p.firstname,
      email: p.email,
      status: p.status,
      submittedAt: iso(p.createdAt),
    })),
  };
}
