import type { Change } from '../../core/cache/bus';
import type { Platform } from '../../core/platform';
import { DirectoryListing, readCard, readCards, readListing, type ListedCard } from './listing';
import { readSnapshot, snapshotWriter } from './listingSnapshot';

/**
 * The listing of one web process, kept current. It is read once (at start: from the snapshot in Redis when there
 * is one, listingSnapshot.ts, else from the database), then kept current by deltas: a write announces the product's
 * id on the invalidation bus (`bus.announceRecords('directory', [id])`) and every process reads that one product by
 * `_id` and adds, replaces or removes its card before its caches of the directory are dropped. A full read only
 * happens at start and as a consistency check (every DIRECTORY_CHECK_SECONDS, or when an announcement names no
 * product), in the background, while the listing in place keeps answering.
 */

type ListingPlatform = Pick<Platform, 'bus' | 'config' | 'logger' | 'redis' | 'onDispose'>;

/** Per full read running, the products announced meanwhile: that read may have seen them before their change. */
function announcedDuringReads() {
  const reads = new Set<Set<string>>();
  return {
    start() {
      const touched = new Set<string>();
      reads.add(touched);
      return { touched, done: () => reads.delete(touched) };
    },
    note(ids: readonly string[]) {
      for (const touched of reads) for (const id of ids) touched.add(id);
    },
  };
}

/** Runs the work given to it one after the other. */
function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };
}

/** A run asked for while one is going joins it, and one more run follows it: none at once, no request lost. */
function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const start = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      if (again) {
        again = false;
        void start();
      }
    });
    return running;
  };
  return start;
}

/** Makes the listing hold what the database read holds, except products announced during that read; how many cards changed. */
function applyDifferences(listing: DirectoryListing, cards: Map<string, ListedCard>, touched: Set<string>): number {
  let changed = 0;
  for (const card of [...listing.cards]) if (!cards.has(card.id) && !touched.has(card.id) && listing.remove(card.id)) changed++;
  for (const card of cards.values()) if (!touched.has(card.id) && listing.put(card)) changed++;
  return changed;
}

type Reads = ReturnType<typeof announcedDuringReads>;
type InOrder = ReturnType<typeof oneAtATime>;

/** Reads the announced products by `_id` and applies each to the listing; how many cards changed. */
async function applyAnnounced(listing: DirectoryListing, ids: readonly string[]): Promise<number> {
  let changed = 0;
  for (const id of ids) {
    const card = await readCard(id);
    if (card ? listing.put(card) : listing.remove(id)) changed++;
  }
  return changed;
}

/** Reads every card from the database and applies the differences in turn with the deltas; how many cards changed. */
async function compareWithDatabase(listing: DirectoryListing, reads: Reads, inOrder: InOrder): Promise<number> {
  const read = reads.start();
  const cards = await readCards().finally(read.done);
  return inOrder(async () => applyDifferences(listing, cards, read.touched));
}

/** The listing a process starts from: the snapshot when Redis has a readable one, else the database. */
async function startingListing(platform: ListingPlatform): Promise<{ listing: DirectoryListing; from: 'snapshot' | 'database' }> {
  const snapshot = await readSnapshot(platform).catch((error: unknown) => {
    platform.logger.warn({ err: (error as Error).message }, 'directory snapshot not read; reading the database');
    return null;
  });
  return snapshot ? { listing: new DirectoryListing(snapshot), from: 'snapshot' } : { listing: await readListing(), from: 'database' };
}

/**
 * The listing of one platform: `listing()` answers from memory once it is read (the first call waits for
 * the first read; `loaded()` says whether that is done), and changes announced on the bus apply by delta.
 */
export function createDirectoryIndex(platform: ListingPlatform) {
  const { bus, config, logger } = platform;
  let current: DirectoryListing | null = null;
  let firstRead: Promise<DirectoryListing> | null = null;
  // The check asked for by the last announcement that named no product.
  let askedCheck: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const reads = announcedDuringReads();
  // Changes to the listing are made one after the other.
  const inOrder = oneAtATime();
  const snapshot = snapshotWriter(platform, () => current);

  const refresh = (listing: DirectoryListing, ids: readonly string[]) =>
    inOrder(async () => {
      const changed = await applyAnnounced(listing, ids);
      if (changed) snapshot.saveSoon();
      return changed;
    });

  /** Compares the listing with the database and applies the differences; the caches hear of it when something differed. */
  const check = coalesced(async () => {
    const listing = current;
    if (!listing) return;
    try {
      const changed = await compareWithDatabase(listing, reads, inOrder);
      if (changed) {
        logger.warn({ changed }, 'directory listing differed from the database (changes since its snapshot, or writes that announced nothing); corrected');
        bus.refreshed('directory');
      }
      snapshot.save();
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'directory consistency check failed; the listing stays as it was');
    }
  });

  async function readFirst(): Promise<DirectoryListing> {
    const startedAt = Date.now();
    const read = reads.start();
    try {
      const { listing, from } = await startingListing(platform);
      current = listing;
      read.done();
      await refresh(listing, [...read.touched]);
      logger.info({ products: listing.size, ms: Date.now() - startedAt, from }, 'directory listing read');
      // A snapshot may be older than the last changes: compared with the database at once, in the background.
      if (from === 'snapshot') void check();
      else snapshot.save();
      timer = setInterval(() => void check(), config.DIRECTORY_CHECK_SECONDS * 1000);
      timer.unref();
      return listing;
    } catch (error) {
      firstRead = null;
      throw error;
    } finally {
      read.done();
    }
  }

  async function apply(change: Change): Promise<void> {
    if (change.ids) {
      reads.note(change.ids);
      if (current) await refresh(current, change.ids);
    } else if (firstRead) {
      // Announced without ids (a seed, a migration): compared in the background, the listing keeps answering.
      askedCheck = firstRead.then(() => check(), () => undefined);
    }
  }

  const stopApplying = bus.keepCurrent('directory', apply);
  platform.onDispose(async () => {
    stopApplying();
    clearInterval(timer);
    await snapshot.flush();
  });

  return {
    /** The listing, read first if it was not yet (callers wait for that one read). */
    listing: (): Promise<DirectoryListing> => (current ? Promise.resolve(current) : (firstRead ??= readFirst())),
    /** The listing if it is read, else null (a caller that can answer from the database meanwhile). */
    loaded: (): DirectoryListing | null => current,
    /** Starts reading the listing (at the web process's start). */
    warm: () => void (firstRead ??= readFirst()).catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'directory listing not read at start; the first list request reads it')),
    check,
    /** Resolves once the check asked for by the last announcement without ids is done. */
    checked: () => askedCheck,
  };
}

export type LiveListing = ReturnType<typeof createDirectoryIndex>;
