import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { siteData } from '../../data';
import type { Plan } from '../../types/plans';
import type { SeoPageData } from '../../types/seo';

export interface SeoPageLoaderData {
  page: SeoPageData;
  plans: Plan[];
  /** For absolute URLs in structured data: head() only sees its own route's data. */
  publicUrl: string;
  /** The path the page was requested at (its header links build on it). */
  path: string;
}

type Lookup = (slug: string) => Promise<SeoPageData | null>;

/** Looks the slug up first (an unknown one redirects to /404 without touching the database), then reads the active plans. */
async function load(lookup: Lookup, prefix: string, { params }: LoaderFunctionArgs): Promise<SeoPageLoaderData> {
  const slug = params.slug ?? '';
  const page = await lookup(slug);
  if (!page) throw redirect('/404');
  const [plans, settings] = await Promise.all([siteData().plans.list({ active: true }), siteData().settings()]);
  return { page, plans, publicUrl: settings.publicUrl, path: `${prefix}/${slug}` };
}

export const keywordPageLoader = (args: LoaderFunctionArgs) => load((slug) => siteData().seo.keywordPage(slug), '/page', args);
export const generatedPageLoader = (args: LoaderFunctionArgs) => load((slug) => siteData().seo.generatedPage(slug), '/g', args);
export const countryPageLoader = (args: LoaderFunctionArgs) => load((slug) => siteData().seo.countryPage(slug), '/c', args);
