import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { servicesOf, type SiteServices } from '../../services';
import type { Plan } from '../../../domain/plans/types';
import type { SeoPageData } from '../../../domain/seo/types';

export interface SeoPageLoaderData {
  page: SeoPageData;
  plans: Plan[];
  /** For absolute URLs in structured data: head() only sees its own route's data. */
  publicUrl: string;
  /** The path the page was requested at (its header links build on it). */
  path: string;
}

type Lookup = (seo: SiteServices['seo'], slug: string) => Promise<SeoPageData | null>;

/** Looks the slug up first (an unknown one redirects to /404 without touching the database), then reads the active plans. */
async function load(lookup: Lookup, prefix: string, { params, context }: LoaderFunctionArgs): Promise<SeoPageLoaderData> {
  const services = servicesOf(context);
  const slug = params.slug ?? '';
  const page = await lookup(services.seo, slug);
  if (!page) throw redirect('/404');
  const [plans, settings] = await Promise.all([services.plans.list({ active: true }), services.settings()]);
  return { page, plans, publicUrl: settings.publicUrl, path: `${prefix}/${slug}` };
}

export const keywordPageLoader = (args: LoaderFunctionArgs) => load((seo, slug) => seo.keywordPage(slug), '/page', args);
export const generatedPageLoader = (args: LoaderFunctionArgs) => load((seo, slug) => seo.generatedPage(slug), '/g', args);
export const countryPageLoader = (args: LoaderFunctionArgs) => load((seo, slug) => seo.countryPage(slug), '/c', args);
