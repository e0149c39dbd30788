import type { Types } from 'mongoose';
import type { Platform } from '../../core/platform';

/**
 * Every write announces 'directory' on the invalidation bus, so every process's listing, pages and sitemap follow.
 * One product changed: every process's listing applies it (by delta) before its directory caches are dropped.
 */
export const announceProductChange = ({ bus }: Pick<Platform, 'bus'>, id: Types.ObjectId) => bus.announceRecords('directory', [id.toHexString()]);
