import { isoDay } from '../../../domain/common/dates';
import { withTimeout } from '../../core/lib/timeout';
import type { Platform } from '../../core/platform';
import { sharedCategory, type DirectoryListing, type ListedCard } from './listing';
import { ProductModel } from './model';

/**
 * A copy of the listing kept in Redis (the snapshot): a process starting reads it rather than the whole collection
 * (FerretDB v1 needs about a minute for 100,000 products on a busy 2-core machine), answers at once, and checks it
 * against the database in the background.
 */

type SnapshotRow = [id: string, slug: string, name: string, headline: string, category: string, logoKey: string, createdAt: number, updatedAt: number, launchDate?: string];
const ROW_TYPES = ['string', 'string', 'string', 'string', 'string', 'string', 'number', 'number', 'string'];
/** Rows written before launch days end at updatedAt: their launch day is the day they were listed. */
const ROW_LENGTHS = [ROW_TYPES.length - 1, ROW_TYPES.length];
/** A snapshot no process wrote for a day (a deployment stopped) is let go. */
const SNAPSHOT_TTL_SECONDS = 24 * 3600;
/** After deltas, the snapshot is written again at most this often. */
const SNAPSHOT_EVERY_MS = 60_000;

type SnapshotPlatform = Pick<Platform, 'config' | 'logger' | 'redis'>;

// Per deployment and database: a process pointed at another database never starts from this one's listing.
export const snapshotKey = (config: Pick<Platform['config'], 'QUEUE_PREFIX'>) => `${config.QUEUE_PREFIX}:directory-listing:${ProductModel.db.name}`;

/** The cards of the snapshot, or null when there is none or it is not what writeSnapshot writes. */
export async function readSnapshot({ config, redis }: SnapshotPlatform): Promise<ListedCard[] | null> {
  const raw = await withTimeout(redis.get(snapshotKey(config)), 10_000);
  if (!raw) return null;
  const rows = JSON.parse(raw) as unknown;
  if (!Array.isArray(rows)) return null;
  const cards: ListedCard[] = [];
  for (const row of rows as unknown[]) {
    // Anything else than what writeSnapshot writes: the database is read instead.
    if (!Array.isArray(row) || !ROW_LENGTHS.includes(row.length) || row.some((value, i) => typeof value !== ROW_TYPES[i])) return null;
    const [id, slug, name, headline, category, logoKey, createdAt, updatedAt, launchDate] = row as SnapshotRow;
    cards.push({ id, slug, name, headline, category: sharedCategory(category), logoKey, createdAt, updatedAt, launchDate: launchDate ?? isoDay(createdAt) });
  }
  return cards;
}

async function writeSnapshot({ config, redis }: SnapshotPlatform, listing: DirectoryListing): Promise<void> {
  const rows = listing.cards.map((c): SnapshotRow => [c.id, c.slug, c.name, c.headline, c.category, c.logoKey, c.createdAt, c.updatedAt, c.launchDate]);
  await redis.set(snapshotKey(config), JSON.stringify(rows), 'EX', SNAPSHOT_TTL_SECONDS);
}

/** Writes the snapshot of the current listing: now, or once a minute after deltas, and at shutdown when deltas wait. */
export function snapshotWriter(platform: SnapshotPlatform, current: () => DirectoryListing | null) {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const listing = current();
    if (listing) writeSnapshot(platform, listing).catch((error: unknown) => platform.logger.warn({ err: (error as Error).message }, 'directory snapshot not written'));
  };
  return {
    save,
    saveSoon() {
      timer ??= setTimeout(save, SNAPSHOT_EVERY_MS);
      timer.unref();
    },
    /** Changes not yet in the snapshot are written at shutdown, so the next start begins from them. */
    async flush(): Promise<void> {
      const listing = current();
      if (!timer || !listing) return;
      clearTimeout(timer);
      await writeSnapshot(platform, listing).catch(() => undefined);
    },
  };
}
