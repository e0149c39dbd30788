import type { Types } from 'mongoose';
import { Cache, cacheTtlMs } from '../../cache/cache';
import type { Platform } from '../../platform';
import { ProductModel } from './model';

/**
 * The public directory's cards, kept in memory per process and dropped when the directory changes
 * (the invalidation bus, topic 'directory') or after CACHE_TTL_SECONDS.
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
  /** Lower-case name and headline, for searching. */
  haystack: string;
}

export interface DirectoryIndex {
  /** Approved cards, newest first; null when the directory is too large to keep in memory. */
  cards: IndexedCard[] | null;
  bySlug: Map<string, IndexedCard>;
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
  if (docs.length > MAX_INDEXED) return { cards: null, bySlug: new Map() };
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
      haystack: `${d.name}\n${d.headline}`.toLowerCase(),
    }))
    // Newest first; equal dates fall back to the id, like the database query's sort.
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()));
  return { cards, bySlug: new Map(cards.map((c) => [c.slug, c])) };
}

/** The index of one platform: `index()` answers from memory until the directory changes. */
export function createDirectoryIndex({ bus, config }: Pick<Platform, 'bus' | 'config'>) {
  const cache = new Cache<'index', DirectoryIndex>({ bus, topics: ['directory'], ttlMs: cacheTtlMs(config), max: 1 });
  return {
    index: () => cache.getOrLoad('index', loadIndex),
  };
}
