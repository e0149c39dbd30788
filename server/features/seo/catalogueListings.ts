import type { CatalogueDirectory } from '../../../domain/catalogue/directories';
import { withTimeout } from '../../core/lib/timeout';
import type { Platform } from '../../core/platform';
import { catalogueStore } from '../catalogue/catalogueStore';
import { currentListings, listingsOf, showListings } from './data/directories';

/** How long a page waits for the catalogue's first read before it is shown with the listings it has. */
const FIRST_READ_WAIT_MS = 2000;

let seen: readonly CatalogueDirectory[] | null = null;

async function follow(platform: Platform): Promise<void> {
  const directories = await catalogueStore(platform).list();
  // The catalogue keeps one list until it changes: the same list means the same listings.
  if (directories === seen) return;
  seen = directories;
  const listings = listingsOf(directories);
  if (JSON.stringify(listings) !== JSON.stringify(currentListings())) showListings(listings);
}

/**
 * Brings the country pages' listings up to the directory catalogue of this process (in memory, kept current by the
 * bus) before a programmatic page or the sitemap is answered. A catalogue that cannot be read leaves the listings as
 * they are.
 */
export async function keepListingsCurrent(platform: Platform): Promise<void> {
  await withTimeout(follow(platform), FIRST_READ_WAIT_MS).catch((error: unknown) => platform.logger.warn({ err: (error as Error).message }, 'catalogue not read for the country pages; they show the listings they had'));
}
