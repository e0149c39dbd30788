import MiniSearch from 'minisearch';
import { Types } from 'mongoose';
import { CATEGORIES, categoryLabel } from '../../../domain/directory/categories';
import type { Change } from '../../core/cache/bus';
import { withTimeout } from '../../core/lib/timeout';
import type { Platform } from '../../core/platform';
import { ProductModel } from './model';

/**
 * The public directory's cards, kept in memory per web process with a word index (MiniSearch) for search.
 *
 * Why: the development and test database (FerretDB v1 on SQLite) reads the whole collection for a count or a
 * sorted query (19 s at 100,000 products), and search ranks words in memory anyway. The listing is read once
 * (at start), then kept current by deltas: a write announces the product's id on the invalidation bus
 * (`bus.announceRecords('directory', [id])`) and every process reads that one product by `_id` and adds,
 * replaces or removes its card before its caches of the directory are dropped. A full read only happens at
 * start and as a consistency check (every DIRECTORY_CHECK_SECONDS, or when an announcement names no product),
 * in the background, while the listing in place keeps answering.
 * A copy of the listing is kept in Redis (the snapshot): a process starting reads it rather than the whole collection
 * (FerretDB v1 needs about a minute for 100,000 products on a busy 2-core machine), answers at once, and checks it
 * against the database in the background.
 * Only what the cards and the search need is kept (about 1 KB a product with its index entries).
 */

export interface ListedCard {
  /** The product's _id as hex. */
  id: string;
  slug: string;
  name: string;
  headline: string;
  category: string;
  logoKey: string;
  /** Milliseconds since the epoch (a number is smaller than a Date). */
  createdAt: number;
  updatedAt: number;
}

/** What a card is read from: approved products only, a few fields. */
const CARD_FIELDS = { slug: 1, name: 1, headline: 1, category: 1, 'logo.webp.key': 1, status: 1, createdAt: 1, updatedAt: 1 } as const;

interface CardFields {
  _id: Types.ObjectId;
  slug: string;
  name: string;
  headline: string;
  category: string;
  status: string;
  logo?: { webp?: { key: string } };
  createdAt: Date;
  updatedAt: Date;
}

// One string per category for every card (the database gives each document its own copy).
const CATEGORY_VALUES = new Map(CATEGORIES.map((c): [string, string] => [c.value, c.value]));

function toListedCard(d: CardFields): ListedCard {
  return {
    id: d._id.toHexString(),
    slug: d.slug,
    name: d.name,
    headline: d.headline,
    category: CATEGORY_VALUES.get(d.category) ?? d.category,
    // Tolerates records written outside the service (imports, migrations) without a logo.
    logoKey: d.logo?.webp?.key ?? '',
    createdAt: d.createdAt.getTime(),
    updatedAt: d.updatedAt.getTime(),
  };
}

const sameCard = (a: ListedCard, b: ListedCard) =>
  a.slug === b.slug && a.name === b.name && a.headline === b.headline && a.category === b.category && a.logoKey === b.logoKey && a.createdAt === b.createdAt && a.updatedAt === b.updatedAt;

/** The list's order: newest first; equal dates fall back to the id, newest first. */
const comesBefore = (a: ListedCard, b: ListedCard) => (a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.id > b.id);

/** Words of letters and digits, lower-cased: "Next.js" is "next" and "js", "$ne" is "ne". */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// Word search: every word must match a whole word of the card, or the start of one from three letters on
// (so "analyt" finds "analytics" but "ai" never matches inside "paid"), with a typo allowed in long words.
const SEARCH_OPTIONS = {
  combineWith: 'AND' as const,
  boost: { name: 3, categoryText: 1.5 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 6 ? 1 : 0),
};

const categoryText = (category: string) => `${categoryLabel(category)} ${category.replace(/-/g, ' ')}`;

/** The approved cards in the list's order, by id and by slug, and their word index; changed one card at a time. */
export class DirectoryListing {
  /** Approved cards, newest first. */
  readonly cards: ListedCard[];
  private readonly byId = new Map<string, ListedCard>();
  readonly bySlug = new Map<string, ListedCard>();
  private readonly words = new MiniSearch<ListedCard>({
    fields: ['name', 'headline', 'categoryText'],
    extractField: (card, field) => (field === 'categoryText' ? categoryText(card.category) : String(card[field as keyof ListedCard])),
    tokenize: searchWords,
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });

  constructor(cards: Iterable<ListedCard>) {
    this.cards = [...cards].sort((a, b) => (comesBefore(a, b) ? -1 : 1));
    for (const card of this.cards) this.remember(card);
    this.words.addAll(this.cards);
  }

  get size(): number {
    return this.cards.length;
  }

  card(id: string): ListedCard | undefined {
    return this.byId.get(id);
  }

  /** Adds a card, or replaces the one with its id; false when nothing changed. */
  put(card: ListedCard): boolean {
    const old = this.byId.get(card.id);
    if (old && sameCard(old, card)) return false;
    if (old) {
      this.cards.splice(this.positionOf(old), 1);
      this.forget(old);
      this.words.replace(card);
    } else {
      this.words.add(card);
    }
    this.cards.splice(this.insertionPoint(card), 0, card);
    this.remember(card);
    return true;
  }

  /** Removes the card of a product; false when it was not listed. */
  remove(id: string): boolean {
    const old = this.byId.get(id);
    if (!old) return false;
    this.cards.splice(this.positionOf(old), 1);
    this.forget(old);
    this.words.discard(id);
    return true;
  }

  /** Cards matching every word of the query, best first (name matches before headline and category ones). */
  search(q: string): ListedCard[] {
    if (!searchWords(q).length) return [];
    return (
      this.words
        .search(q)
        // Equal scores keep the list's order (newest first).
        .map((hit) => ({ score: hit.score, card: this.byId.get(hit.id as string)! }))
        .filter((hit) => hit.card)
        .sort((a, b) => b.score - a.score || (comesBefore(a.card, b.card) ? -1 : 1))
        .map((hit) => hit.card)
    );
  }

  private remember(card: ListedCard) {
    this.byId.set(card.id, card);
    this.bySlug.set(card.slug, card);
  }

  private forget(card: ListedCard) {
    this.byId.delete(card.id);
    if (this.bySlug.get(card.slug) === card) this.bySlug.delete(card.slug);
  }

  /** The first position whose card does not come before this one (binary search). */
  private insertionPoint(card: ListedCard): number {
    let low = 0;
    let high = this.cards.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comesBefore(this.cards[middle], card)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private positionOf(card: ListedCard): number {
    const at = this.insertionPoint(card);
    return this.cards[at] === card ? at : this.cards.indexOf(card);
  }
}

/** Every approved product's card, read in batches through a cursor (never every document at once). */
async function readCards(): Promise<Map<string, ListedCard>> {
  const cards = new Map<string, ListedCard>();
  const cursor = ProductModel.find({ status: 'approved' }, CARD_FIELDS).lean<CardFields[]>().cursor({ batchSize: 1000 });
  for await (const doc of cursor as AsyncIterable<CardFields>) {
    const card = toListedCard(doc);
    cards.set(card.id, card);
  }
  return cards;
}

/** One product's card by `_id` (every database answers it from its primary index), or null when it is not listed. */
async function readCard(id: string): Promise<ListedCard | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  const doc = await ProductModel.findOne({ _id: new Types.ObjectId(id) }, CARD_FIELDS).lean<CardFields>();
  return doc && doc.status === 'approved' ? toListedCard(doc) : null;
}

/** A listing read afresh from the database (the consistency check's reference, and tests'). */
export async function readListing(): Promise<DirectoryListing> {
  return new DirectoryListing((await readCards()).values());
}

/** One page of the list: approved cards newest first, or the matches of q best first, in one category or all. */
export function listedPage(listing: DirectoryListing, { page, limit, category, q }: { page: number; limit: number; category?: string; q?: string }): { cards: ListedCard[]; total: number } {
  let cards = q ? listing.search(q) : listing.cards;
  if (category) cards = cards.filter((c) => c.category === category);
  const start = (page - 1) * limit;
  return { cards: cards.slice(start, start + limit), total: cards.length };
}

// ---------- the snapshot in Redis ----------

type SnapshotRow = [id: string, slug: string, name: string, headline: string, category: string, logoKey: string, createdAt: number, updatedAt: number];
const ROW_TYPES = ['string', 'string', 'string', 'string', 'string', 'string', 'number', 'number'];
/** A snapshot no process wrote for a day (a deployment stopped) is let go. */
const SNAPSHOT_TTL_SECONDS = 24 * 3600;
/** After deltas, the snapshot is written again at most this often. */
const SNAPSHOT_EVERY_MS = 60_000;

// Per deployment and database: a process pointed at another database never starts from this one's listing.
const snapshotKey = (config: Platform['config']) => `${config.QUEUE_PREFIX}:directory-listing:${ProductModel.db.name}`;

async function readSnapshot(redis: Platform['redis'], key: string): Promise<ListedCard[] | null> {
  const raw = await withTimeout(redis.get(key), 10_000);
  if (!raw) return null;
  const rows = JSON.parse(raw) as unknown;
  if (!Array.isArray(rows)) return null;
  const cards: ListedCard[] = [];
  for (const row of rows as unknown[]) {
    // Anything else than what writeSnapshot writes: the database is read instead.
    if (!Array.isArray(row) || row.length !== ROW_TYPES.length || row.some((value, i) => typeof value !== ROW_TYPES[i])) return null;
    const [id, slug, name, headline, category, logoKey, createdAt, updatedAt] = row as SnapshotRow;
    cards.push({ id, slug, name, headline, category: CATEGORY_VALUES.get(category) ?? category, logoKey, createdAt, updatedAt });
  }
  return cards;
}

async function writeSnapshot(redis: Platform['redis'], key: string, listing: DirectoryListing): Promise<void> {
  const rows = listing.cards.map((c): SnapshotRow => [c.id, c.slug, c.name, c.headline, c.category, c.logoKey, c.createdAt, c.updatedAt]);
  await redis.set(key, JSON.stringify(rows), 'EX', SNAPSHOT_TTL_SECONDS);
}

/**
 * The listing of one platform: `listing()` answers from memory once it is read (the first call waits for
 * the first read; `loaded()` says whether that is done), and changes announced on the bus apply by delta.
 */
export function createDirectoryIndex({ bus, config, logger, redis, onDispose }: Pick<Platform, 'bus' | 'config' | 'logger' | 'redis' | 'onDispose'>) {
  let current: DirectoryListing | null = null;
  let firstRead: Promise<DirectoryListing> | null = null;
  // Per full read running, the products announced meanwhile: that read may have seen them before their change.
  const reads = new Set<Set<string>>();
  const startRead = () => {
    const touched = new Set<string>();
    reads.add(touched);
    return { touched, done: () => reads.delete(touched) };
  };
  let checking: Promise<void> | null = null;
  let checkAgain = false;
  // The check asked for by the last announcement that named no product.
  let askedCheck: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let snapshotTimer: NodeJS.Timeout | undefined;
  const saveSnapshot = () => {
    clearTimeout(snapshotTimer);
    snapshotTimer = undefined;
    if (current) writeSnapshot(redis, snapshotKey(config), current).catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'directory snapshot not written'));
  };
  const saveSnapshotSoon = () => {
    snapshotTimer ??= setTimeout(saveSnapshot, SNAPSHOT_EVERY_MS);
    snapshotTimer.unref();
  };
  // Changes to the listing are made one after the other.
  let queue: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };

  const refresh = (listing: DirectoryListing, ids: readonly string[]) =>
    inOrder(async () => {
      let changed = 0;
      for (const id of ids) {
        const card = await readCard(id);
        if (card ? listing.put(card) : listing.remove(id)) changed++;
      }
      if (changed) saveSnapshotSoon();
      return changed;
    });

  async function readFirst(): Promise<DirectoryListing> {
    const startedAt = Date.now();
    const read = startRead();
    try {
      const snapshot = await readSnapshot(redis, snapshotKey(config)).catch((error: unknown) => {
        logger.warn({ err: (error as Error).message }, 'directory snapshot not read; reading the database');
        return null;
      });
      const listing = snapshot ? new DirectoryListing(snapshot) : await readListing();
      current = listing;
      read.done();
      await refresh(listing, [...read.touched]);
      logger.info({ products: listing.size, ms: Date.now() - startedAt, from: snapshot ? 'snapshot' : 'database' }, 'directory listing read');
      // A snapshot may be older than the last changes: compared with the database at once, in the background.
      if (snapshot) void check();
      else saveSnapshot();
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

  /** Compares the listing with the database and applies the differences; the caches hear of it when something differed. */
  function check(): Promise<void> {
    if (!current) return Promise.resolve();
    if (checking) {
      checkAgain = true;
      return checking;
    }
    const listing = current;
    checking = (async () => {
      const read = startRead();
      const cards = await readCards().finally(read.done);
      const { touched } = read;
      const changed = await inOrder(async () => {
        let n = 0;
        for (const card of [...listing.cards]) if (!cards.has(card.id) && !touched.has(card.id) && listing.remove(card.id)) n++;
        for (const card of cards.values()) if (!touched.has(card.id) && listing.put(card)) n++;
        return n;
      });
      if (changed) {
        logger.warn({ changed }, 'directory listing differed from the database (changes since its snapshot, or writes that announced nothing); corrected');
        bus.refreshed('directory');
      }
      saveSnapshot();
    })()
      .catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'directory consistency check failed; the listing stays as it was'))
      .finally(() => {
        checking = null;
        if (checkAgain) {
          checkAgain = false;
          void check();
        }
      });
    return checking;
  }

  async function apply(change: Change): Promise<void> {
    if (change.ids) {
      for (const touched of reads) for (const id of change.ids) touched.add(id);
      if (current) await refresh(current, change.ids);
    } else if (firstRead) {
      // Announced without ids (a seed, a migration): compared in the background, the listing keeps answering.
      askedCheck = firstRead.then(() => check(), () => undefined);
    }
  }

  const stopApplying = bus.keepCurrent('directory', apply);
  onDispose(async () => {
    stopApplying();
    clearInterval(timer);
    // Changes not yet in the snapshot are written at shutdown, so the next start begins from them.
    if (snapshotTimer && current) {
      clearTimeout(snapshotTimer);
      await writeSnapshot(redis, snapshotKey(config), current).catch(() => undefined);
    }
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
