import type { AnyBulkWriteOperation } from 'mongoose';
import { holderOf, slugKey } from '../directory/keys';
import { perPlatform, type Platform } from '../../core/platform';
import { dayOfMonthField, monthKey, utcDay } from './statsDays';
import { ListingStatsModel, type ListingStatsMonth } from './model';

type Kind = 'views' | 'clicks';
type Counts = { views: number; clicks: number };
interface Batch {
  day: string;
  counts: Map<string, Counts>;
}

// Distinct slugs one process counts between two writes, at most: made-up slugs cannot grow the memory without end.
const MAX_SLUGS_PER_BATCH = 20_000;
// Counts that could not be written (the database away) wait for the next write, one batch per day, this many days back at most.
const MAX_WAITING_BATCHES = 3;

const DAY_MS = 86_400_000;

function addCounts(into: Map<string, Counts>, from: Map<string, Counts>): void {
  for (const [slug, c] of from) {
    const sum = into.get(slug);
    if (!sum) into.set(slug, c);
    else {
      sum.views += c.views;
      sum.clicks += c.clicks;
    }
  }
}

/**
 * Views of product pages and visits through their website links, counted per product and day (UTC) in this
 * process's memory and added to the database every STATS_FLUSH_SECONDS (and when the process stops): a count costs a
 * map lookup and an increment, never a write; nothing about the visitor is kept. Processes add their counts ($inc).
 */
export function createVisitCounter(platform: Platform) {
  const { config, logger } = platform;
  let batch: Batch = { day: '', counts: new Map() };
  let dayEnds = 0;
  const waiting: Batch[] = [];
  let full = false;

  /** Sets the counted batch aside for the next write, with any batch of the same day that is waiting already. */
  function park(): void {
    if (!batch.counts.size) return;
    const sameDay = waiting.find((w) => w.day === batch.day);
    if (sameDay) addCounts(sameDay.counts, batch.counts);
    else waiting.push(batch);
    batch = { day: batch.day, counts: new Map() };
  }

  function newDay(now: number): void {
    park();
    batch.day = utcDay(now);
    dayEnds = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  }

  function count(slug: string, kind: Kind): void {
    const now = Date.now();
    if (now >= dayEnds) newDay(now);
    let counts = batch.counts.get(slug);
    if (!counts) {
      if (batch.counts.size >= MAX_SLUGS_PER_BATCH) {
        if (!full) logger.warn({ slugs: MAX_SLUGS_PER_BATCH }, 'visit counts: too many distinct products before the next write; the others wait');
        full = true;
        return;
      }
      batch.counts.set(slug, (counts = { views: 0, clicks: 0 }));
    }
    counts[kind]++;
  }

  /** The batch's counts as $inc upserts, for the slugs that name a product (a made-up slug names none). */
  async function writesOf({ day, counts }: Batch): Promise<AnyBulkWriteOperation<ListingStatsMonth>[]> {
    const field = dayOfMonthField(day);
    const entries = [...counts];
    const ids = await Promise.all(entries.map(([slug]) => holderOf(slugKey(slug))));
    return entries.flatMap(([, c], i) => {
      const id = ids[i];
      if (!id) return [];
      const $inc: Record<string, number> = {};
      if (c.views) $inc[`views.${field}`] = c.views;
      if (c.clicks) $inc[`clicks.${field}`] = c.clicks;
      return [{ updateOne: { filter: { _id: monthKey(id.toHexString(), day) }, update: { $inc }, upsert: true } }];
    });
  }

  let writing: Promise<void> = Promise.resolve();
  /** Writes every counted batch; one that fails waits for the next write. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      park();
      full = false;
      while (waiting.length) {
        const next = waiting[0];
        try {
          const writes = await writesOf(next);
          if (writes.length) await ListingStatsModel.bulkWrite(writes, { ordered: false });
          waiting.shift();
        } catch (error) {
          logger.warn({ err: (error as Error).message, day: next.day }, 'visit counts not written; tried again at the next write');
          waiting.splice(0, Math.max(0, waiting.length - MAX_WAITING_BATCHES));
          return;
        }
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), config.STATS_FLUSH_SECONDS * 1000);
  timer.unref();
  platform.onDispose(async () => {
    clearInterval(timer);
    await flush();
  });

  return { count, flush };
}

/** The visit counter of a platform (one per process). */
export const visitCounter = perPlatform(createVisitCounter);
