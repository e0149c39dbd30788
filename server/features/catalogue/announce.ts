import type { Platform } from '../../core/platform';

/** Past this many, an announcement names no directory: each process reads the catalogue once instead of each by id. */
const MOST_IDS_NAMED = 100;

/** Tells every process (its catalogue, then its page cache) that these directories changed. */
export async function announceDirectories(platform: Pick<Platform, 'bus'>, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  if (ids.length > MOST_IDS_NAMED) await platform.bus.announce('catalogue');
  else await platform.bus.announceRecords('catalogue', ids);
}
