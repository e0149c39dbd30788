import type { CatalogueSummary, FeaturedDirectory, ReciprocalDirectory } from '../../../domain/catalogue/directories';
import { FEATURED_ON_LANDING } from '../../../domain/catalogue/limits';
import type { Platform } from '../../core/platform';
import { catalogueStore } from './catalogueStore';

/** The landing page's sample table: the featured active directories, highest rating first, at most 10. */
export async function featuredDirectories(platform: Platform): Promise<FeaturedDirectory[]> {
  const featured = (await catalogueStore(platform).active()).filter((d) => d.featured).slice(0, FEATURED_ON_LANDING);
  return featured.map(({ name, url, domainRating, monthlyVisits, pricing }) => ({ name, url, domainRating, monthlyVisits, pricing }));
}

/** The reciprocal-link page's list: the active directories flagged for it, highest rating first. */
export async function reciprocalDirectories(platform: Platform): Promise<ReciprocalDirectory[]> {
  const listed = (await catalogueStore(platform).active()).filter((d) => d.reciprocal);
  return listed.map(({ name, url, domain, categories, pricing }) => ({ name, url, domain, categories, pricing }));
}

/** What the pricing section says of the catalogue. */
export async function catalogueSummary(platform: Platform): Promise<CatalogueSummary> {
  return { activeDirectories: (await catalogueStore(platform).active()).length };
}
