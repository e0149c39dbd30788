import type { CatalogueDirectory, DirectoryListQuery, DirectoryPage } from '../../../domain/catalogue/directories';
import type { Platform } from '../../core/platform';
import { byRating, catalogueStore } from './catalogueStore';
import { withTrackRecords, type TrackRecords } from './trackRecords';

type Sort = DirectoryListQuery['sort'];

const SORTS: Readonly<Record<Sort, (a: CatalogueDirectory, b: CatalogueDirectory) => number>> = {
  rating: byRating,
  name: (a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id),
  visits: (a, b) => (b.monthlyVisits ?? -1) - (a.monthlyVisits ?? -1) || byRating(a, b),
};

/** The admin list's search and filters: q in the name or the domain; the others exact (a category filter finds the directories naming it). */
export function matchesQuery(directory: CatalogueDirectory, { q, status, category, country, linkPolicy }: Omit<DirectoryListQuery, 'sort' | 'page' | 'limit'>): boolean {
  if (status && directory.status !== status) return false;
  if (linkPolicy && directory.linkPolicy !== linkPolicy) return false;
  if (category && !directory.categories.includes(category)) return false;
  if (country && !directory.countries.includes(country)) return false;
  if (!q) return true;
  const text = q.toLowerCase();
  return directory.name.toLowerCase().includes(text) || directory.domain.includes(text);
}

/** One page of the catalogue for operators, from memory, with the track records of that page's directories. */
export async function directoryPage(platform: Platform, query: DirectoryListQuery, records: TrackRecords): Promise<DirectoryPage> {
  const { sort, page, limit } = query;
  const found = (await catalogueStore(platform).list()).filter((d) => matchesQuery(d, query));
  if (sort !== 'rating') found.sort(SORTS[sort]);
  const shown = found.slice((page - 1) * limit, page * limit);
  return { directories: await withTrackRecords(shown, records), total: found.length, page, limit };
}
