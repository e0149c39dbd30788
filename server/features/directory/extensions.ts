import type { Types } from 'mongoose';
import { isoDay } from '../../../domain/common/dates';
import type { Platform } from '../../core/platform';

/**
 * What later features add to the directory's own operations (launch days, vote counts, the link-back check), wired
 * once for every process by server/features/registry.ts: the directory never imports them. Without them (a test of
 * the directory alone) a product launches on the day it asks for, or today, and has no votes.
 */
export interface DirectoryExtensions {
  /** Books a submission's launch day before it is saved: the wanted day (refused when full) or the first free one. */
  bookLaunchDay(platform: Platform, productId: Types.ObjectId, wanted: string | undefined): Promise<string>;
  /** Gives a product's launch day back (its submission failed, or it was rejected). */
  releaseLaunchDay(platform: Platform, productId: Types.ObjectId): Promise<void>;
  /** The votes of listed products, by id (hex), in the order asked. */
  votesOf(platform: Platform, productIds: readonly string[]): Promise<number[]>;
  /** A product was approved (published): its website's link back is checked. */
  productApproved(platform: Platform, productId: Types.ObjectId): Promise<void>;
}

const STANDALONE: DirectoryExtensions = {
  bookLaunchDay: async (_platform, _id, wanted) => wanted ?? isoDay(),
  releaseLaunchDay: async () => undefined,
  votesOf: async (_platform, ids) => ids.map(() => 0),
  productApproved: async () => undefined,
};

let extensions: DirectoryExtensions = STANDALONE;

/** Sets the extensions (registry.ts, once at load). */
export function extendDirectory(given: DirectoryExtensions): void {
  extensions = given;
}

export const directoryExtensions = (): DirectoryExtensions => extensions;
