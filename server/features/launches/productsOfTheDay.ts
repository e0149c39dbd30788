import { launchToday, PRODUCTS_OF_THE_DAY } from '../../../domain/launches/days';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import type { DirectoryListing } from '../directory/listing';
import { launchesOn, ranked } from './board';
import { LaunchDayResultModel, type LaunchDayResultRecord } from './model';

type Winners = LaunchDayResultRecord['winners'];

/**
 * The products of the day: the top three by votes of each finished day (at least one vote each), decided once, by
 * whoever first inserts the day's record (a page reading the day, or the hourly job): the record's `_id` is the day.
 * A decided day never changes, so each process keeps what it read. `decided` is told of each decision, once.
 */
export function createProductsOfTheDay(platform: Platform, decided: (day: string, winners: Winners) => Promise<void>) {
  const known = new Map<string, Winners>();

  async function decide(listing: DirectoryListing, day: string, votesOf: (ids: string[]) => Promise<number[]>): Promise<Winners> {
    const launches = launchesOn(listing, day);
    // A day nobody launched on is not recorded (made-up addresses must not write).
    if (!launches.length) return [];
    const top = (await ranked(launches, votesOf, PRODUCTS_OF_THE_DAY)).filter((entry) => entry.votes > 0);
    const winners = top.map(({ card, votes }) => ({ productId: card.id, votes }));
    try {
      await LaunchDayResultModel.create({ _id: day, winners, decidedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return (await LaunchDayResultModel.findById(day).lean())?.winners ?? [];
    }
    platform.logger.info({ day, winners: winners.length }, 'products of the day decided');
    await decided(day, winners);
    return winners;
  }

  /** A finished day's winners (decided now if nobody did yet); none for today and later. */
  async function winnersOf(listing: DirectoryListing, day: string, votesOf: (ids: string[]) => Promise<number[]>): Promise<Winners> {
    if (day >= launchToday()) return [];
    const remembered = known.get(day);
    if (remembered) return remembered;
    const stored = await LaunchDayResultModel.findById(day).lean();
    const winners = stored ? stored.winners : await decide(listing, day, votesOf);
    if (stored || launchesOn(listing, day).length) known.set(day, winners);
    return winners;
  }

  /** Each product's rank (1 to 3) over some days, by id (hex). */
  async function ranksOn(listing: DirectoryListing, days: Iterable<string>, votesOf: (ids: string[]) => Promise<number[]>): Promise<Map<string, number>> {
    const ranks = new Map<string, number>();
    const results = await Promise.all([...new Set(days)].map((day) => winnersOf(listing, day, votesOf)));
    for (const winners of results) winners.forEach(({ productId }, i) => ranks.set(productId, i + 1));
    return ranks;
  }

  return { winnersOf, ranksOn };
}

