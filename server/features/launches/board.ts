import { BEST_OF, BEST_OF_SIZE, dayAfter, DAY_PAGE_SIZE, RELATED_SIZE, type BestOf } from '../../../domain/launches/days';
import type { DirectoryListing, ListedCard } from '../directory/listing';

/**
 * What /launches shows, read from the directory's listing in memory (each card knows its launch day): a day's
 * launches, the best of the past days, a product's related products. Nothing here reads or sorts in the database.
 */

/** A card with its votes. */
export interface VotedCard {
  card: ListedCard;
  votes: number;
}

/** More votes first; equal votes, the earlier listed first. */
export const byVotes = (a: VotedCard, b: VotedCard) => b.votes - a.votes || a.card.createdAt - b.card.createdAt || (a.card.id < b.card.id ? -1 : 1);

/** The listed products launching on a day. */
export const launchesOn = (listing: DirectoryListing, day: string): ListedCard[] => listing.cards.filter((card) => card.launchDate === day);

/** The listed products launched from `from` to `to` (days, inclusive). */
export const launchesBetween = (listing: DirectoryListing, from: string, to: string): ListedCard[] => listing.cards.filter((card) => card.launchDate >= from && card.launchDate <= to);

/** Cards with their votes, most votes first, at most `size`. */
export async function ranked(cards: readonly ListedCard[], votesOf: (ids: string[]) => Promise<number[]>, size: number): Promise<VotedCard[]> {
  const votes = await votesOf(cards.map((card) => card.id));
  return cards
    .map((card, i) => ({ card, votes: votes[i] }))
    .sort(byVotes)
    .slice(0, size);
}

/** A day's launches for its page. */
export const dayLaunches = (listing: DirectoryListing, day: string, votesOf: (ids: string[]) => Promise<number[]>) => ranked(launchesOn(listing, day), votesOf, DAY_PAGE_SIZE);

/** The most voted launches of the past week or month, today included. */
export const bestOf = (listing: DirectoryListing, period: BestOf, today: string, votesOf: (ids: string[]) => Promise<number[]>) =>
  ranked(launchesBetween(listing, dayAfter(today, 1 - BEST_OF[period]), today), votesOf, BEST_OF_SIZE);

/**
 * A category's newest launched cards, up to `size`, newest launches first; within a launch day in the listing's order
 * (newest listed first). One pass over the category's cards that keeps the best: a scan of every card and a sort of
 * the category's cost a product page 4 to 5 ms at 100,000 products.
 */
function newestLaunched(cards: readonly ListedCard[], today: string, size: number): ListedCard[] {
  const newest: ListedCard[] = [];
  for (const other of cards) {
    if (other.launchDate > today) continue;
    if (newest.length === size && other.launchDate <= newest[size - 1].launchDate) continue;
    // After the ones of its day listed before it.
    let at = newest.length;
    while (at > 0 && newest[at - 1].launchDate < other.launchDate) at--;
    newest.splice(at, 0, other);
    if (newest.length > size) newest.pop();
  }
  return newest;
}

/** Per listing and category, its newest launched cards as of a day, kept until one of the category's cards changes. */
const newestKept = new WeakMap<DirectoryListing, Map<string, { changes: number; today: string; cards: ListedCard[] }>>();

/**
 * Up to six other launched products of a card's category, newest launches first (see newestLaunched): the category's
 * seven newest less the card itself, worked out once per category until it changes (a pass over a category of
 * 5,000 cards still costs a product page 1.5 ms).
 */
export function relatedTo(listing: DirectoryListing, card: ListedCard, today: string): ListedCard[] {
  let kept = newestKept.get(listing);
  if (!kept) newestKept.set(listing, (kept = new Map()));
  const changes = listing.changesOf(card.category);
  let newest = kept.get(card.category);
  if (!newest || newest.changes !== changes || newest.today !== today) {
    newest = { changes, today, cards: newestLaunched(listing.inCategory(card.category), today, RELATED_SIZE + 1) };
    kept.set(card.category, newest);
  }
  return newest.cards.filter((other) => other.id !== card.id).slice(0, RELATED_SIZE);
}
