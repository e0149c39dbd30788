import MiniSearch from 'minisearch';
import { Types } from 'mongoose';
import { isoDay } from '../../../domain/common/dates';
import { CATEGORIES, categoryLabel } from '../../../domain/directory/categories';
import { ProductModel } from './model';

/**
 * The public directory's cards, kept in memory per web process with a word index (MiniSearch) for search.
 *
 * Why: the development and test database (FerretDB v1 on SQLite) reads the whole collection for a count or a
 * sorted query (19 s at 100,000 products), and search ranks words in memory anyway. Only what the cards and the
 * search need is kept (about 1 KB a product with its index entries). How the listing stays current: liveListing.ts.
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
  /** The day it launches on /launches (YYYY-MM-DD): the booked day, or the day it was listed for products from before launch days. */
  launchDate: string;
}

/** What a card is read from: approved products only, a few fields. */
const CARD_FIELDS = { slug: 1, name: 1, headline: 1, category: 1, 'logo.webp.key': 1, status: 1, createdAt: 1, updatedAt: 1, launch_date: 1 } as const;

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
  launch_date?: string | null;
}

// One string per category for every card (the database gives each document its own copy).
const CATEGORY_VALUES = new Map(CATEGORIES.map((c): [string, string] => [c.value, c.value]));
export const sharedCategory = (category: string) => CATEGORY_VALUES.get(category) ?? category;

function toListedCard(d: CardFields): ListedCard {
  return {
    id: d._id.toHexString(),
    slug: d.slug,
    name: d.name,
    headline: d.headline,
    category: sharedCategory(d.category),
    // Tolerates records written outside the service (imports, migrations) without a logo.
    logoKey: d.logo?.webp?.key ?? '',
    createdAt: d.createdAt.getTime(),
    updatedAt: d.updatedAt.getTime(),
    launchDate: d.launch_date ?? isoDay(d.createdAt),
  };
}

const sameCard = (a: ListedCard, b: ListedCard) =>
  a.slug === b.slug && a.name === b.name && a.headline === b.headline && a.category === b.category && a.logoKey === b.logoKey && a.createdAt === b.createdAt && a.updatedAt === b.updatedAt && a.launchDate === b.launchDate;

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
  /** Each category's cards in the list's order: a category page or a product's related products reads its own, not 100,000 cards. */
  private readonly byCategory = new Map<string, ListedCard[]>();
  /** How many times each category's cards changed: what is worked out from a category is kept until its count moves. */
  private readonly categoryChanges = new Map<string, number>();
  private readonly words = new MiniSearch<ListedCard>({
    fields: ['name', 'headline', 'categoryText'],
    extractField: (card, field) => (field === 'categoryText' ? categoryText(card.category) : String(card[field as keyof ListedCard])),
    tokenize: searchWords,
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });

  constructor(cards: Iterable<ListedCard>) {
    this.cards = [...cards].sort((a, b) => (comesBefore(a, b) ? -1 : 1));
    for (const card of this.cards) {
      this.remember(card);
      this.categoryOf(card).push(card);
    }
    this.words.addAll(this.cards);
  }

  get size(): number {
    return this.cards.length;
  }

  card(id: string): ListedCard | undefined {
    return this.byId.get(id);
  }

  /** The cards of one category, newest first. */
  inCategory(category: string): readonly ListedCard[] {
    return this.byCategory.get(category) ?? [];
  }

  /** How many times a category's cards changed since the listing was read (what is derived from them is stale once it moves). */
  changesOf(category: string): number {
    return this.categoryChanges.get(category) ?? 0;
  }

  /** Adds a card, or replaces the one with its id; false when nothing changed. */
  put(card: ListedCard): boolean {
    const old = this.byId.get(card.id);
    if (old && sameCard(old, card)) return false;
    if (old) {
      this.unlist(old);
      this.words.replace(card);
    } else {
      this.words.add(card);
    }
    for (const list of [this.cards, this.categoryOf(card)]) list.splice(insertionPoint(list, card), 0, card);
    this.remember(card);
    this.changed(card.category);
    return true;
  }

  /** Removes the card of a product; false when it was not listed. */
  remove(id: string): boolean {
    const old = this.byId.get(id);
    if (!old) return false;
    this.unlist(old);
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

  /** Takes a card out of the list, its category's and the lookups (the word index is the caller's). */
  private unlist(card: ListedCard) {
    this.changed(card.category);
    for (const list of [this.cards, this.categoryOf(card)]) list.splice(positionOf(list, card), 1);
    this.byId.delete(card.id);
    if (this.bySlug.get(card.slug) === card) this.bySlug.delete(card.slug);
  }

  private changed(category: string) {
    this.categoryChanges.set(category, this.changesOf(category) + 1);
  }

  private categoryOf(card: ListedCard): ListedCard[] {
    let list = this.byCategory.get(card.category);
    if (!list) this.byCategory.set(card.category, (list = []));
    return list;
  }
}

/** The first position of a list in the list's order whose card does not come before this one (binary search). */
function insertionPoint(list: readonly ListedCard[], card: ListedCard): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comesBefore(list[middle], card)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function positionOf(list: readonly ListedCard[], card: ListedCard): number {
  const at = insertionPoint(list, card);
  return list[at] === card ? at : list.indexOf(card);
}

/** Every approved product's card, read in batches through a cursor (never every document at once). */
export async function readCards(): Promise<Map<string, ListedCard>> {
  const cards = new Map<string, ListedCard>();
  const cursor = ProductModel.find({ status: 'approved' }, CARD_FIELDS).lean<CardFields[]>().cursor({ batchSize: 1000 });
  for await (const doc of cursor as AsyncIterable<CardFields>) {
    const card = toListedCard(doc);
    cards.set(card.id, card);
  }
  return cards;
}

/** One product's card by `_id` (every database answers it from its primary index), or null when it is not listed. */
export async function readCard(id: string): Promise<ListedCard | null> {
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
  let cards = q ? listing.search(q) : category ? listing.inCategory(category) : listing.cards;
  if (category && q) cards = cards.filter((c) => c.category === category);
  const start = (page - 1) * limit;
  return { cards: cards.slice(start, start + limit), total: cards.length };
}
