import mongoose, { type Types } from 'mongoose';
import { DIRECTORY_STATE_ID, DirectoryStateModel, ProductModel } from './model';

export { bumpDirectoryVersion } from './model';

/**
 * The public directory's index, kept in memory per process.
 *
 * Why: the development and test database (FerretDB v1 on SQLite) decodes every document of a collection
 * for a count or a sorted query (~0.2 ms per product), so 1,000 products made each list request cost
 * ~500 ms. The approved cards are small, so each process keeps them sorted in memory and checks one
 * tiny version document per request (about 1 ms); every product write through the model bumps that
 * version (hooks in model.ts), so no process, the CLI included, ever serves a list older than the last write. Above MAX_INDEXED products the callers query the database instead.
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
  /** Lower-case name and headline, for searching. */
  haystack: string;
}

interface Snapshot {
  database: string;
  version: number;
  cards: IndexedCard[] | null; // null: too many products to keep in memory
  bySlug: Map<string, IndexedCard>;
}

let snapshot: Snapshot | undefined;
let loading: Promise<Snapshot> | undefined;

async function load(database: string, version: number): Promise<Snapshot> {
  const docs = await ProductModel.find({ status: 'approved' }, { slug: 1, name: 1, headline: 1, category: 1, 'logo.webp.key': 1, createdAt: 1 })
    .limit(MAX_INDEXED + 1)
    .lean<{ _id: Types.ObjectId; slug: string; name: string; headline: string; category: string; logo: { webp: { key: string } }; createdAt: Date }[]>();
  if (docs.length > MAX_INDEXED) return { database, version, cards: null, bySlug: new Map() };
  const cards = docs
    .map((d) => ({ _id: d._id, slug: d.slug, name: d.name, headline: d.headline, category: d.category, logoKey: d.logo.webp.key, createdAt: d.createdAt, haystack: `${d.name}\n${d.headline}`.toLowerCase() }))
    // Newest first; equal dates fall back to the id, like the database query's sort.
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()));
  return { database, version, cards, bySlug: new Map(cards.map((c) => [c.slug, c])) };
}

/** The approved cards, newest first, current as of this call; null when the directory is too large to index. */
export async function directoryIndex(): Promise<Snapshot> {
  const database = mongoose.connection.name;
  // Read before loading: a write that lands during the load bumps the version past this one.
  const version = (await DirectoryStateModel.findById(DIRECTORY_STATE_ID).lean())?.version ?? 0;
  if (snapshot && snapshot.database === database && snapshot.version === version) return snapshot;
  loading ??= load(database, version).finally(() => (loading = undefined));
  const fresh = await loading;
  if (fresh.version === version && fresh.database === database) snapshot = fresh;
  else return load(database, version);
  return fresh;
}
