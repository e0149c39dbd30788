import { ANY_CATEGORY, GLOBAL } from '../catalogue/limits';

/**
 * How an order's directories are chosen from the catalogue once its product is described: the plan's count of
 * active directories that accept the product's category (or any) and its country (or serve every country),
 * highest rating first, the ones with a poor track record after the others, none the product is already listed
 * on from an earlier order.
 */

/** What the plan reads of a directory. */
export interface PlannedDirectory {
  id: string;
  status: string;
  categories: readonly string[];
  countries: readonly string[];
}

/** What the plan reads of a track record. */
export interface RecordForPlan {
  live: number;
  rejected: number;
  acceptanceRate: number;
  lostLinks: number;
}

/** A directory's record says little before this many answers (live or rejected). */
export const POOR_RECORD_MIN_ANSWERS = 3;
/** Below this share of accepted submissions, a directory is planned after the others. */
export const POOR_ACCEPTANCE_RATE = 0.5;

/** Poor: of at least 3 answers, fewer than half accepted; or a third or more of its live links since lost. */
export function isPoorRecord(record: RecordForPlan | undefined): boolean {
  if (!record) return false;
  const answers = record.live + record.rejected;
  if (answers >= POOR_RECORD_MIN_ANSWERS && record.acceptanceRate < POOR_ACCEPTANCE_RATE) return true;
  return record.live >= POOR_RECORD_MIN_ANSWERS && record.lostLinks * 3 >= record.live;
}

/** The product as the plan reads it: its category and country (null: no country, so directories serving every country). */
export interface ProductForPlan {
  category: string;
  country: string | null;
}

export function accepts(directory: PlannedDirectory, product: ProductForPlan): boolean {
  if (directory.status !== 'active') return false;
  if (!directory.categories.includes(ANY_CATEGORY) && !directory.categories.includes(product.category)) return false;
  return directory.countries.includes(GLOBAL) || (product.country !== null && directory.countries.includes(product.country));
}

export interface DirectoryPlan<D> {
  chosen: D[];
  /** How many the catalogue lacks for the plan's count. */
  missing: number;
}

/**
 * The directories for `count` more items: from `byRating` (the catalogue, highest rating first), those accepting
 * the product and not in `excluded`, the poor records after the others.
 */
export function planDirectories<D extends PlannedDirectory>(
  byRating: readonly D[],
  { product, count, excluded, recordOf }: { product: ProductForPlan; count: number; excluded: ReadonlySet<string>; recordOf: (id: string) => RecordForPlan | undefined },
): DirectoryPlan<D> {
  if (count <= 0) return { chosen: [], missing: 0 };
  const good: D[] = [];
  const poor: D[] = [];
  for (const directory of byRating) {
    if (excluded.has(directory.id) || !accepts(directory, product)) continue;
    if (!isPoorRecord(recordOf(directory.id))) good.push(directory);
    else poor.push(directory);
    if (good.length >= count) break;
  }
  const chosen = [...good, ...poor].slice(0, count);
  return { chosen, missing: count - chosen.length };
}
