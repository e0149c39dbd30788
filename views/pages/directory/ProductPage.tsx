import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { socialCardPath } from '../../../domain/site/socialCards';
import { useSettings } from '../../components/useSettings';
import type { PublicSettings } from '../../../domain/site/settings';
import { siteApiOf, unlessNotFound } from '../../siteApi';
import { absoluteUrl, type RouteHandle } from '../../head';
import { metaDescription } from '../../../domain/common/metaDescription';
import { truncate } from '../../../domain/common/text';
import type { ProductDetail } from '../../../domain/directory/types';
import { DirectoryShell } from './DirectoryHeader';
import { ProductLogo } from './ProductLogo';
import { displayHost, referralUrl } from './format';
import { shortDate } from '../../../domain/common/dates';
import { categoryLabel } from '../../../domain/directory/categories';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { websiteRel } from '../../../domain/launches/linkBack';
import type { ProductLaunch } from '../../../domain/launches/types';
import { BadgeEmbed, LaunchDayFact, LaunchVote, ProductOfTheDay, RelatedProducts } from './LaunchParts';
import { visitPath } from '../../../domain/listings/stats';
import { ListingActions, VerifiedBadge, ViewBeacon } from './ListingParts';

/** Spec sections 8 and 9: the product page's error texts and SEO cut lengths. */
const PRODUCT_SERVER_ERROR = 'Server error occurred';
const PRODUCT_LOAD_ERROR = 'An error occurred while loading the product';
const SEO_TITLE_MAX = 30;

interface ProductData {
  product: ProductDetail;
  settings: PublicSettings;
  launch: ProductLaunch | null;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<ProductData> {
  const slug = params.slug ?? '';
  let product: ProductDetail | undefined;
  let settings: PublicSettings;
  let launch: ProductLaunch | null;
  try {
    const api = siteApiOf(context);
    const [found, siteSettings, launched] = await Promise.all([unlessNotFound(api.directory.get({ params: { slug } })), api.site.settings(), unlessNotFound(api.launches.product({ params: { slug } }))]);
    product = found?.data;
    settings = siteSettings;
    launch = launched;
  } catch (error) {
    // An HTTP failure keeps its status (500 → 'Server error occurred'); anything else keeps its own message.
    const status = statusOf(error);
    if (status) throw data({ message: (error as Error).message }, { status });
    throw error;
  }
  if (!product) throw data({ message: PRODUCT_NOT_FOUND }, { status: 404 });
  return { product, settings, launch };
}

/**
 * The meta description: the founder's description when it has 110 characters or more (cut at a word within 160, the
 * spec's 157 plus '...'), else filled out with the headline, the category and the directory's name.
 */
export function seoDescription(product: Pick<ProductDetail, 'name' | 'headline' | 'description' | 'category'>, siteName: string): string {
  return metaDescription([
    product.description,
    product.headline,
    `${product.name} is listed under ${categoryLabel(product.category)} in the ${siteName} startup directory.`,
    'See its website, a screenshot and what it does, beside other startups, SaaS and AI tools.',
  ]);
}

export const handle: RouteHandle<ProductData> = {
  // Read, not used: the router's JavaScript loads at the visitor's first sign of intent.
  hydration: 'on-intent',
  head: ({ data: loaded, error }) => {
    if (!loaded || error) {
      return { title: `${productErrorMessage(error)} - Startup Directory`, description: 'This product is not listed in the startup directory.', robots: 'noindex, follow' };
    }
    const { product, settings } = loaded;
    const path = `/product/${encodeURIComponent(product.slug)}`;
    const pageUrl = absoluteUrl(settings.publicUrl, path);
    const description = seoDescription(product, settings.siteName);
    return {
      title: truncate(product.headline, SEO_TITLE_MAX),
      description,
      canonicalPath: path,
      image: socialCardPath(path),
      type: 'product',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: product.name,
          headline: product.headline,
          description,
          url: pageUrl,
          sameAs: product.website_url,
          image: absoluteUrl(settings.publicUrl, product.screenshot_url),
          screenshot: absoluteUrl(settings.publicUrl, product.screenshot_url),
          thumbnailUrl: absoluteUrl(settings.publicUrl, product.logo_url),
          applicationCategory: categoryLabel(product.category),
          datePublished: product.createdAt,
          dateModified: product.updatedAt,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(settings.publicUrl, '/') },
            { '@type': 'ListItem', position: 2, name: 'Directories', item: absoluteUrl(settings.publicUrl, '/directories') },
            { '@type': 'ListItem', position: 3, name: product.name, item: pageUrl },
          ],
        },
      ],
    };
  },
};

export function Component() {
  const { product, launch } = useLoaderData<typeof loader>();
  const { siteName } = useSettings();
  const category = categoryLabel(product.category);

  return (
    <DirectoryShell>
      <ProductHero product={product} category={category} visitUrl={referralUrl(product.website_url, siteName) && visitPath(product.slug)} launch={launch} />
      <ViewBeacon slug={product.slug} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-4 sm:px-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
              About {product.name}
            </h2>
            <p className="mt-4 whitespace-pre-line break-words leading-7 text-slate-700">{product.description}</p>
          </section>
          <figure className="mt-10">
            <img
              src={product.screenshot_url}
              alt={`Screenshot of ${product.name}`}
              loading="lazy"
              decoding="async"
              className="w-full rounded-2xl border border-slate-200 bg-slate-50 shadow-sm"
            />
          </figure>
          {launch && <RelatedProducts related={launch.related} category={product.category} />}
        </div>

        <aside className="space-y-6">
          <ProductFacts product={product} category={category} launch={launch} />
          {launch && <BadgeEmbed slug={product.slug} name={product.name} rank={launch.rank} />}
          <MoreVisibilityCard />
          <ListingActions slug={product.slug} verified={product.verified} />
        </aside>
      </div>
    </DirectoryShell>
  );
}

/** The breadcrumb, the logo, name and headline, and the link to the product's website. */
function ProductHero({ product, category, visitUrl, launch }: { product: ProductDetail; category: string; visitUrl: string | null; launch: ProductLaunch | null }) {
  return (
    <div className="bg-gradient-to-b from-orange-50/70 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-10 pt-6 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/directories" className="hover:text-orange-600">
                Directories
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="truncate font-medium text-slate-700">
              {product.name}
            </li>
          </ol>
        </nav>

        <header className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          <ProductLogo eager name={product.name} src={product.logo_url} size={96} className="h-20 w-20 shrink-0 rounded-2xl border border-slate-200 bg-white shadow-sm sm:h-24 sm:w-24" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{product.name}</h1>
              <span className="rounded-full bg-orange-100 px-3 py-1 text-xs font-semibold text-orange-700">{category}</span>
              <VerifiedBadge verified={product.verified} />
              {launch && <ProductOfTheDay launch={launch} />}
            </div>
            <p className="mt-2 max-w-3xl break-words text-lg text-slate-600">{product.headline}</p>
          </div>
          {launch && <LaunchVote slug={product.slug} name={product.name} launch={launch} />}
          {visitUrl && (
            <a
              href={visitUrl}
              target="_blank"
              rel={websiteRel(launch?.followed ?? false)}
              className="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl bg-orange-500 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500"
            >
              Visit Website
              <svg className="h-4 w-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path d="M11 3a1 1 0 100 2h2.586l-6.293 6.293a1 1 0 101.414 1.414L15 6.414V9a1 1 0 102 0V4a1 1 0 00-1-1h-5z" />
                <path d="M5 5a2 2 0 00-2 2v8a2 2 0 002 2h8a2 2 0 002-2v-3a1 1 0 10-2 0v3H5V7h3a1 1 0 000-2H5z" />
              </svg>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </header>
      </div>
    </div>
  );
}

/** The category, the website's host and the date of listing. */
function ProductFacts({ product, category, launch }: { product: ProductDetail; category: string; launch: ProductLaunch | null }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
      <div className="flex justify-between gap-4 pb-3">
        <dt className="text-slate-500">Category</dt>
        <dd className="font-medium text-slate-900">{category}</dd>
      </div>
      <div className="flex justify-between gap-4 py-3">
        <dt className="text-slate-500">Website</dt>
        <dd className="truncate font-medium text-slate-900">{displayHost(product.website_url)}</dd>
      </div>
      <div className="flex justify-between gap-4 pt-3">
        <dt className="text-slate-500">Listed</dt>
        <dd className="font-medium text-slate-900">
          <time dateTime={product.createdAt}>{shortDate(product.createdAt)}</time>
        </dd>
      </div>
      {launch && <LaunchDayFact launch={launch} />}
    </dl>
  );
}

function MoreVisibilityCard() {
  return (
    <div className="rounded-2xl bg-slate-900 p-6 text-white">
      <h2 className="text-lg font-semibold">Get your product in front of more people</h2>
      <p className="mt-2 text-sm text-slate-300">We submit your startup to 200+ directories for backlinks, traffic and better rankings.</p>
      <div className="mt-5 flex flex-col gap-2">
        <Link to="/#pricing" className="rounded-lg bg-orange-500 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-orange-600">
          See pricing
        </Link>
        <Link to="/directories/submit" className="rounded-lg border border-white/20 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-white/10">
          Submit your product for free
        </Link>
      </div>
    </div>
  );
}

/** Spec section 8: 404 'Product not found', 500 'Server error occurred', else the error's message, else a default. */
export function productErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return PRODUCT_NOT_FOUND;
    if (error.status === 500) return PRODUCT_SERVER_ERROR;
    const message = (error.data as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : PRODUCT_LOAD_ERROR;
  }
  if (error instanceof Error && error.message) return error.message;
  return PRODUCT_LOAD_ERROR;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <DirectoryShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <div className="flex h-14 w-14 items-center justify-center rounded-full bg-orange-100 text-orange-600" aria-hidden="true">
          <svg className="h-7 w-7" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path strokeLinecap="round" strokeLinejoin="round" d="M12 9v3.75m9-.75a9 9 0 11-18 0 9 9 0 0118 0zm-9 3.75h.008v.008H12v-.008z" />
          </svg>
        </div>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">Oops!</h1>
        <p className="mt-4 text-lg text-slate-600" data-testid="product-error">
          {productErrorMessage(error)}
        </p>
        <Link to="/directories" className="mt-10 rounded-lg bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-600">
          Back to Directories
        </Link>
      </section>
    </DirectoryShell>
  );
}
