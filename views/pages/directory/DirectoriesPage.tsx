import { useEffect, useRef, type FormEvent } from 'react';
import { data, Link, redirect, useLoaderData, useLocation, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf } from '../../siteApi';
import type { RouteHandle } from '../../head';
import { truncate } from '../../../domain/common/text';
import type { Pagination, ProductCard } from '../../../domain/directory/types';
import { DirectoryShell } from './DirectoryHeader';
import { ProductLogo } from './ProductLogo';
import { pageWindow } from './format';
import { monthYear } from '../../../domain/common/dates';
import { votesLabel } from '../../../domain/launches/votes';
import { categoryLabel } from '../../../domain/directory/categories';
import { CARD_HEADLINE_MAX, DIRECTORY_PAGE_SIZE, MAX_SEARCH_LENGTH, PAGE_WINDOW } from '../../../domain/directory/limits';
import { directoriesHref, directoryListParams } from '../../../domain/directory/listParams';

const PAGE_SIZE = DIRECTORY_PAGE_SIZE;
const LIST_UNAVAILABLE = 'The directory is temporarily unavailable. Please try again in a minute.';

const EMPTY_TITLE = 'No products found';
const EMPTY_HINT = 'Try adjusting your search criteria or check back later.';

interface DirectoriesData {
  products: ProductCard[];
  pagination: Pagination | null;
  q: string;
  page: number;
}


export async function loader({ request, context }: LoaderFunctionArgs): Promise<DirectoriesData> {
  const { q, page } = directoryListParams(new URL(request.url).searchParams);
  let result;
  try {
    result = (await siteApiOf(context).directory.list({ query: { page, limit: PAGE_SIZE, ...(q ? { q } : {}) } })).data;
  } catch (error) {
    // On the server a failed list is a 503 (crawlers and monitors must not see an empty directory as a page).
    if (typeof window === 'undefined') throw data({ message: LIST_UNAVAILABLE }, { status: 503 });
    // Spec section 8: in the browser a list load failure is logged and the empty state shows.
    console.error('The product list could not be loaded', error);
    return { products: [], pagination: null, q, page };
  }
  // A page number past the end is no page at all: go to the last one (or the first when nothing matches).
  if (page > Math.max(1, result.pagination.totalPages)) throw redirect(directoriesHref(Math.max(1, result.pagination.totalPages), q));
  return { products: result.products, pagination: result.pagination, q, page };
}

export const handle: RouteHandle<DirectoriesData> = {
  // Read before it is used: the router's JavaScript loads at the visitor's first sign of intent.
  hydration: 'on-intent',
  head: ({ data }) => {
    const pageSuffix = data.page > 1 ? ` - Page ${data.page}` : '';
    if (data.q) {
      return {
        title: `Search results for "${data.q}"${pageSuffix} - Startup Directory`,
        description: `Startups, SaaS products and AI tools matching "${data.q}" in our free startup directory.`,
        canonicalPath: directoriesHref(data.page, data.q),
        robots: 'noindex, follow',
      };
    }
    return {
      title: `Startup Directory - Discover new startups, SaaS and AI tools${pageSuffix}`,
      description:
        'Browse our free directory of startups, SaaS products and AI tools launched by indie makers and founders. Find new products or submit your own for free.',
      canonicalPath: directoriesHref(data.page, ''),
    };
  },
};

export function Component() {
  const { products, pagination, q, page } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/directories';
  const resultsRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const firstRender = useRef(true);

  // A new page of results starts at the top of the grid, not where the pagination was clicked.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [location.search]);

  return (
    <DirectoryShell>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-orange-50/80 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-14 text-center sm:px-6 sm:pt-20">
          <p className="inline-flex items-center gap-2 rounded-full border border-orange-200 bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wide text-orange-600">
            <span className="h-1.5 w-1.5 rounded-full bg-orange-500" aria-hidden="true" />
            Free startup directory
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Discover the newest startups and <span className="text-orange-500">SaaS tools</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Hand-picked products from indie makers and founders. Browse for inspiration, or list your own product for free.
          </p>
          <SearchBox q={q} />
        </div>
      </section>

      <section ref={resultsRef} aria-labelledby="results-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" className="text-xl font-semibold text-slate-900">
            {q ? <>Results for &ldquo;{q}&rdquo;</> : 'Latest products'}
          </h2>
          {pagination && pagination.totalItems > 0 && products.length > 0 && <ShowingLine pagination={pagination} count={products.length} />}
        </div>

        <div className="relative mt-6" aria-busy={loading}>
          {loading && <Spinner />}
          <div className={loading ? 'pointer-events-none opacity-40 transition-opacity' : 'transition-opacity'}>
            {products.length > 0 ? (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-grid">
                {products.map((product) => (
                  <li key={product.slug}>
                    <ProductCardLink product={product} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState q={q} />
            )}
          </div>
        </div>

        {pagination && pagination.totalPages > 1 && <PaginationNav pagination={pagination} page={page} q={q} />}
      </section>

      <SubmitBanner />
    </DirectoryShell>
  );
}

function SearchBox({ q }: { q: string }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A new search starts at page 1.
    navigate(directoriesHref(1, value));
  };
  return (
    <form role="search" action="/directories" method="get" onSubmit={onSubmit} className="mx-auto mt-8 flex max-w-xl gap-2">
      <label htmlFor="directory-search" className="sr-only">
        Search products
      </label>
      <div className="relative flex-1">
        <svg className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 100 11 5.5 5.5 0 000-11zM2 9a7 7 0 1112.452 4.391l3.328 3.329a.75.75 0 11-1.06 1.06l-3.329-3.328A7 7 0 012 9z" clipRule="evenodd" />
        </svg>
        <input
          key={q}
          id="directory-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search products"
          autoComplete="off"
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-11 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-orange-500 focus:outline-none focus:ring-4 focus:ring-orange-500/15"
        />
      </div>
      <button type="submit" className="h-12 rounded-xl bg-orange-500 px-5 font-semibold text-white shadow-sm transition hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500">
        Search
      </button>
    </form>
  );
}

function ProductCardLink({ product }: { product: ProductCard }) {
  return (
    <Link
      to={`/product/${encodeURIComponent(product.slug)}`}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-orange-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500"
    >
      <div className="flex items-center gap-3">
        <ProductLogo name={product.name} src={product.logo_url} size={48} className="h-12 w-12 shrink-0 rounded-xl border border-slate-100 bg-slate-50" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 group-hover:text-orange-600">{product.name}</h3>
          <span className="mt-0.5 inline-block rounded-full bg-orange-50 px-2 py-0.5 text-xs font-medium text-orange-700">{categoryLabel(product.category)}</span>
        </div>
      </div>
      <p className="mt-4 flex-1 break-words text-sm leading-6 text-slate-600">{truncate(product.headline, CARD_HEADLINE_MAX)}</p>
      <p className="mt-4 flex items-center gap-1.5 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <svg className="h-3.5 w-3.5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M5.75 2a.75.75 0 01.75.75V4h7V2.75a.75.75 0 011.5 0V4h.25A2.75 2.75 0 0118 6.75v8.5A2.75 2.75 0 0115.25 18H4.75A2.75 2.75 0 012 15.25v-8.5A2.75 2.75 0 014.75 4H5V2.75A.75.75 0 015.75 2zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75z" clipRule="evenodd" />
        </svg>
        <time dateTime={product.createdAt}>{monthYear(product.createdAt)}</time>
        <span className="ml-auto font-medium text-slate-600" data-testid="card-votes">
          {votesLabel(product.votes)}
        </span>
      </p>
    </Link>
  );
}

function ShowingLine({ pagination, count }: { pagination: Pagination; count: number }) {
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = first + count - 1;
  return (
    <p className="text-sm text-slate-500" data-testid="showing">
      Showing {first} - {last} of {pagination.totalItems} products
    </p>
  );
}

function EmptyState({ q }: { q: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-16 text-center">
      <svg className="mx-auto h-12 w-12 text-slate-300" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M21 21l-5.2-5.2m0 0A7.5 7.5 0 105.2 5.2a7.5 7.5 0 0010.6 10.6z" />
      </svg>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{EMPTY_TITLE}</h3>
      <p className="mt-2 text-sm text-slate-600">{EMPTY_HINT}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {q && (
          <Link to="/directories" className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
            Clear search
          </Link>
        )}
        <Link to="/directories/submit" className="rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600">
          Submit your product
        </Link>
      </div>
    </div>
  );
}

function PaginationNav({ pagination, page, q }: { pagination: Pagination; page: number; q: string }) {
  const current = pagination.page || page;
  const pages = pageWindow(current, pagination.totalPages, PAGE_WINDOW);
  const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium transition';
  const idle = `${base} border border-slate-200 bg-white text-slate-700 hover:border-orange-300 hover:text-orange-600`;
  const disabled = `${base} border border-slate-100 bg-slate-50 text-slate-300`;
  const prev = current - 1;
  const next = current + 1;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-2">
      {pagination.hasPrevPage && prev >= 1 ? (
        <Link to={directoriesHref(prev, q)} className={idle} rel="prev">
          <span aria-hidden="true">&larr;</span>
          <span className="ml-1 hidden sm:inline">Previous</span>
          <span className="sr-only sm:hidden">Previous</span>
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <span aria-hidden="true">&larr;</span>
          <span className="ml-1 hidden sm:inline">Previous</span>
          <span className="sr-only sm:hidden">Previous</span>
        </span>
      )}
      <ul className="flex items-center gap-1.5">
        {pages.map((n) => (
          <li key={n}>
            {n === current ? (
              <span aria-current="page" className={`${base} bg-orange-500 font-semibold text-white`}>
                {n}
              </span>
            ) : (
              <Link to={directoriesHref(n, q)} className={idle} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {pagination.hasNextPage && next <= pagination.totalPages ? (
        <Link to={directoriesHref(next, q)} className={idle} rel="next">
          <span className="mr-1 hidden sm:inline">Next</span>
          <span className="sr-only sm:hidden">Next</span>
          <span aria-hidden="true">&rarr;</span>
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          <span className="mr-1 hidden sm:inline">Next</span>
          <span className="sr-only sm:hidden">Next</span>
          <span aria-hidden="true">&rarr;</span>
        </span>
      )}
    </nav>
  );
}

function Spinner() {
  return (
    <div className="absolute inset-x-0 top-16 z-10 flex justify-center" role="status" data-testid="directory-spinner">
      <span className="inline-flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-lg ring-1 ring-slate-200">
        <svg className="h-5 w-5 animate-spin text-orange-500" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
          <path d="M22 12a10 10 0 00-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        Loading products...
      </span>
    </div>
  );
}

function SubmitBanner() {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Launched something new?</h2>
          <p className="mt-2 max-w-xl text-slate-300">List it here for free, or let us submit it to 200+ directories for backlinks and traffic while you keep building.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to="/directories/submit" className="rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
            Submit Product
          </Link>
          <Link to="/#pricing" className="rounded-lg border border-white/20 px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/10">
            200+ Directories submission
          </Link>
        </div>
      </div>
    </section>
  );
}
