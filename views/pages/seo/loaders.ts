import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ServiceRefusal, siteApiOf, type SiteApi } from '../../siteApi';
import type { ProductCard } from '../../../domain/directory/types';
import type { Plan } from '../../../domain/plans/types';
import type { SeoPageData } from '../../../domain/seo/types';
import { catalogueShowcase, type CatalogueShowcase } from '../landing/plansLoader';

export interface SeoPageLoaderData extends CatalogueShowcase {
  page: SeoPageData;
  plans: Plan[];
  /** The newest approved products of the public directory in the page's categories (none when it has no categories). */
  examples: ProductCard[];
  /** For absolute URLs in structured data: head() only sees its own route's data. */
  publicUrl: string;
  /** The path the page was requested at (its header links build on it). */
  path: string;
}

type Lookup = (seo: SiteApi['seo'], slug: string) => ReturnType<SiteApi['seo']['keywordPage']>;

/** At most this many example products, from at most two of the page's categories. */
const MAX_EXAMPLES = 3;

/**
 * The directory's newest approved products in the page's first two categories, newest first. The examples are
 * an extra: when the directory cannot answer, the page is shown without them.
 */
async function examplesFor(api: SiteApi, categories: readonly string[]): Promise<ProductCard[]> {
  if (!categories.length) return [];
  try {
    const lists = await Promise.all(categories.slice(0, 2).map((category) => api.directory.list({ query: { category, limit: MAX_EXAMPLES } })));
    return lists
      .flatMap((l) => l.data.products)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, MAX_EXAMPLES);
  } catch {
    return [];
  }
}

/** The page at the address, or null when there is none: an unknown slug (404) or one no page can have (400: too long). */
async function pageAt(lookup: ReturnType<Lookup>): Promise<SeoPageData | null> {
  try {
    return (await lookup).data;
  } catch (error) {
    if (error instanceof ServiceRefusal && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Looks the slug up first (an unknown one redirects to /404 without touching the database), then reads the active plans and the examples. */
async function load(lookup: Lookup, prefix: string, { params, context }: LoaderFunctionArgs): Promise<SeoPageLoaderData> {
  const api = siteApiOf(context);
  const slug = params.slug ?? '';
  const page = await pageAt(lookup(api.seo, slug));
  if (!page) throw redirect('/404');
  const [plans, settings, examples, showcase] = await Promise.all([api.plans.list({ query: { active: 'true' } }), api.site.settings(), examplesFor(api, page.exampleCategories), catalogueShowcase(api)]);
  return { page, plans, examples, publicUrl: settings.publicUrl, path: `${prefix}/${slug}`, ...showcase };
}

export const keywordPageLoader = (args: LoaderFunctionArgs) => load((seo, slug) => seo.keywordPage({ params: { slug } }), '/page', args);
export const generatedPageLoader = (args: LoaderFunctionArgs) => load((seo, slug) => seo.generatedPage({ params: { slug } }), '/g', args);
export const countryPageLoader = (args: LoaderFunctionArgs) => load((seo, slug) => seo.countryPage({ params: { slug } }), '/c', args);
