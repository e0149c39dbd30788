import MiniSearch from 'minisearch';
import type { Types } from 'mongoose';
import { categoryLabel } from '../../../domain/directory/categories';
import { Cache, cacheTtlMs } from '../../core/cache/cache';
import type { Platform } from '../../core/platform';
import { ProductModel } from './model';

/**
 * The public directory's cards, kept in memory per process and dropped when the directory changes
 * (the invalidation bus, topic 'directory') or after CACHE_TTL_SECONDS, with a word index (MiniSearch) for search.
 *
 * Why: the development and test database (FerretDB v1 on SQLite) decodes every document of a collection
 * for a count or a sorted query (~0.5 s for 1,000 products), and search ranks words in memory anyway.
 * Only what the public list shows is kept; above MAX_INDEXED products the callers query the database.
 */
export const MAX_INDEXED = 20_000;

export interface IndexedCard {
  _id: Types.ObjectId;
  slug: string;
  name: string;
  headline: string;
  category: string;
  logoKey: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DirectoryIndex {
  /** Approved cards, newest first; null when the directory is too large to keep in memory. */
  cards: IndexedCard[] | null;
  bySlug: Map<string, IndexedCard>;
  /** Cards matching every word of the query, best first (name matches before headline and category ones). */
  search(q: string): IndexedCard[];
}

/** Words of letters and digits, lower-cased: "Next.js" is "next" and "js", "$ne" is "ne". */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// Word search: every word must match a whole word of the card, or the start of one from three letters on
// (so "analyt" finds "analytics" but "ai" never matches inside "paid"), with a typo allowed in long words.
const SEARCH_OPTIONS = {
  combineWith: 'AND' as const,
  boost: { name: 3, category: 1.5 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 6 ? 1 : 0),
};

function searchIndex(cards: IndexedCard[]): (q: string) => IndexedCard[] {
  const search = new MiniSearch<IndexedCard & { id: number; categoryText: string }>({
    fields: ['name', 'headline', 'categoryText'],
    tokenize: searchWords,
    processTerm: (term) => term,
    searchOptions: SEARCH_OPTIONS,
  });
  search.addAll(cards.map((card, id) => ({ ...card, id, categoryText: `${categoryLabel(card.category)} ${card.category.replace(/-/g, ' ')}` })));
  return (q) => {
    if (!searchWords(q).length) return [];
    // Equal scores keep the list's order (newest first).
    return search
      .search(q)
      .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
      .map((hit) => cards[hit.id as number]);
  };
}

interface CardFields {
  _id: Types.ObjectId;
  slug: string;
  name: string;
  headline: string;
  category: string;
  logo?: { webp?: { key: string } };
  createdAt: Date;
  updatedAt: Date;
}

async function loadIndex(): Promise<DirectoryIndex> {
  const docs = await ProductModel.find({ status: 'approved' }, { slug: 1, name: 1, headline: 1, category: 1, 'logo.webp.key': 1, createdAt: 1, updatedAt: 1 })
    .limit(MAX_INDEXED + 1)
    .lean<CardFields[]>();
  if (docs.length > MAX_INDEXED) return { cards: null, bySlug: new Map(), search: () => [] };
  const cards = docs
    .map((d) => ({
      _id: d._id,
      slug: d.slug,
      name: d.name,
      headline: d.headline,
      category: d.category,
      // Tolerates records written outside the service (imports, migrations) without a logo.
      logoKey: d.logo?.webp?.key ?? '',
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    }))
    // Newest first; equal dates fall back to the id, like the database query's sort.
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()));
  return { cards, bySlug: new Map(cards.map((c) => [c.slug, c])), search: searchIndex(cards) };
}

/** The index of one platform: `index()` answers from memory until the directory changes. */
export function createDirectoryIndex({ bus, config }: Pick<Platform, 'bus' | 'config'>) {
  const cache = new Cache<'index', DirectoryIndex>({ bus, topics: ['directory'], ttlMs: cacheTtlMs(config), max: 1 });
  return {
    index: () => cache.getOrLoad('index', loadIndex),
  };
}
