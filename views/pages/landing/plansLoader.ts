import type { LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf, type SiteApi } from '../../siteApi';
import type { FeaturedDirectory } from '../../../domain/catalogue/directories';
import { activeDirectoriesLine } from '../../../domain/catalogue/messages';
import type { Plan } from '../../../domain/plans/types';

/** What the marketing pages show of the directory catalogue: its count (the pricing section's note) and the sample table. */
export interface CatalogueShowcase {
  /** How many directories are active, in words ('' for none). */
  catalogueNote: string;
  featured: FeaturedDirectory[];
}

export interface PlansData extends CatalogueShowcase {
  plans: Plan[];
  /** For titles: head() only sees its own route's data. */
  siteName: string;
  /** For absolute URLs in structured data. */
  publicUrl: string;
}

/** The catalogue's count and featured directories (both answered from memory). */
export async function catalogueShowcase(api: SiteApi): Promise<CatalogueShowcase> {
  const [summary, featured] = await Promise.all([api.catalogue.summary(), api.catalogue.featured()]);
  return { catalogueNote: summary.activeDirectories ? activeDirectoriesLine(summary.activeDirectories) : '', featured };
}

/** Active plans, the site name and the catalogue's showcase, for the landing and offer pages. */
export async function plansLoader({ context }: LoaderFunctionArgs): Promise<PlansData> {
  const api = siteApiOf(context);
  const [plans, settings, showcase] = await Promise.all([api.plans.list({ query: { active: 'true' } }), api.site.settings(), catalogueShowcase(api)]);
  return { plans, siteName: settings.siteName, publicUrl: settings.publicUrl, ...showcase };
}
