import type { CatalogueDirectory } from '../../../domain/catalogue/directories';
import { cacheTtlMs } from '../../core/cache/cache';
import type { Change } from '../../core/cache/bus';
import { perPlatform, type Platform } from '../../core/platform';
import { catalogueDirectoryOf } from './directoryView';
import { DirectoryModel, type DirectoryRecord } from './model';

/**
 * The catalogue of one process, in memory (a few thousand directories at most): read whole on first use, then
 * kept current by the bus. A write announces the directories it changed (`announceRecords('catalogue', ids)`) and
 * every process reads those by `_id` before its caches of the catalogue, and the page cache, are dropped; an
 * announcement without ids reads everything again. As the fallback for a lost announcement, a read older than
 * the cache TTL is done again in the background while the one in place keeps answering.
 */

type StorePlatform = Pick<Platform, 'bus' | 'config' | 'logger'>;

/** The order every list of the catalogue comes in: highest rating first (unrated last), then by name. */
export function byRating(a: CatalogueDirectory, b: CatalogueDirectory): number {
  return (b.domainRating ?? -1) - (a.domainRating ?? -1) || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);
}

const sameDirectory = (a: CatalogueDirectory | undefined, b: CatalogueDirectory) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

export function createCatalogueStore({ bus, config, logger }: StorePlatform) {
  let byId: Map<string, CatalogueDirectory> | null = null;
  let firstRead: Promise<Map<string, CatalogueDirectory>> | null = null;
  let readAt = 0;
  let backgroundRead: Promise<void> | null = null;
  // Bumped by every change heard: a full read that overlapped one reads again.
  let changesHeard = 0;
  // Bumped whenever the directories in memory change: the sorted list is made again.
  let generation = 0;
  let sorted: { generation: number; list: readonly CatalogueDirectory[] } | null = null;

  /** Reads every directory and puts them in place (unless a change was heard meanwhile: then it reads again). */
  async function readAll(): Promise<{ map: Map<string, CatalogueDirectory>; differed: boolean }> {
    for (;;) {
      const seen = changesHeard;
      const records = await DirectoryModel.find({}).lean<DirectoryRecord[]>();
      if (seen !== changesHeard) continue;
      const map = new Map(records.map((record) => [record._id, catalogueDirectoryOf(record)]));
      const differed = !byId || byId.size !== map.size || [...map.values()].some((d) => !sameDirectory(byId!.get(d.id), d));
      readAt = Date.now();
      // The same directories keep the same list, so what is built from it (the country pages) is not built again.
      if (!differed) return { map: byId!, differed };
      byId = map;
      generation++;
      return { map, differed };
    }
  }

  async function apply(change: Change): Promise<void> {
    changesHeard++;
    // Not read yet: the first read, running or to come, reads the change.
    if (!byId) return;
    if (change.ids === null) {
      await readAll();
      return;
    }
    for (const id of change.ids) {
      const record = await DirectoryModel.findById(id).lean<DirectoryRecord>();
      if (record) byId.set(id, catalogueDirectoryOf(record));
      else byId.delete(id);
    }
    generation++;
  }
  bus.keepCurrent('catalogue', apply);

  /** The fallback for a lost announcement: a read in the background; the caches hear of it when something differed. */
  function readAgainWhenOld(): void {
    if (backgroundRead || Date.now() - readAt < cacheTtlMs(config)) return;
    backgroundRead = readAll()
      .then(({ differed }) => {
        if (differed) bus.refreshed('catalogue');
      })
      .catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'catalogue not read again; the one in memory stays'))
      .finally(() => {
        backgroundRead = null;
      });
  }

  async function directories(): Promise<Map<string, CatalogueDirectory>> {
    if (byId) {
      readAgainWhenOld();
      return byId;
    }
    firstRead ??= readAll()
      .then(({ map }) => map)
      .finally(() => {
        firstRead = null;
      });
    return firstRead;
  }

  return {
    /** Every directory, highest rating first. */
    async list(): Promise<readonly CatalogueDirectory[]> {
      const map = await directories();
      if (sorted?.generation !== generation) sorted = { generation, list: [...map.values()].sort(byRating) };
      return sorted.list;
    },
    /** The active directories, highest rating first. */
    async active(): Promise<CatalogueDirectory[]> {
      return (await this.list()).filter((d) => d.status === 'active');
    },
    async get(id: string): Promise<CatalogueDirectory | null> {
      return (await directories()).get(id) ?? null;
    },
  };
}

export const catalogueStore = perPlatform(createCatalogueStore);
