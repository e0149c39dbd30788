import type { RouteObject } from 'react-router-dom';

/**
 * A module of views/pages, named once in the route table by its folder and file name without extension: a page
 * ('landing/TermsPage'), a layout ('app/AppLayout') or a route without markup ('account/ConfirmationRoute').
 */
type PageFile = `${string}/${string}${'Page' | 'Layout' | 'Route'}`;

type LazyModule = () => Promise<Record<string, unknown>>;

/**
 * The part of its address a page that is the same for every visitor reads, written one way (a query string, '' for
 * none). Any other parameter (utm_*, gclid, fbclid, made-up ones) does not change the page: it is served the cached copy.
 */
export type AddressReading = (search: URLSearchParams) => string;

const READS_NO_PARAMETER: AddressReading = () => '';

interface PageOptions {
  /**
   * The page is the same for every visitor: cached until a change is announced. Only 200 pages are kept, so a
   * made-up slug is never stored; a page that renders 200 for made-up addresses (a /c/ prefix) must not say it.
   */
  cached?: boolean;
  /** The query parameters a cached page reads (its loader's), written one way; none when omitted. */
  reads?: AddressReading;
  /**
   * A public marketing page whose address holds no secret: the third-party analytics script (ANALYTICS_SCRIPT_URL)
   * is on it. It reads the whole address, so never on auth, account, workspace, admin, status or unsubscribe pages.
   */
  analytics?: boolean;
}

/** The routes whose pages are the same for every visitor: rendered once per address they read, then served from the page cache (server/delivery). */
const CACHED_FOR_EVERYONE = new Map<string, AddressReading>();
const WITH_ANALYTICS = new Set<string>();

/** Records a route's options under its id, where the server reads them (addressReadingOf, showsAnalytics). */
export function withOptions<R extends RouteObject & { id: string }>(route: R, { cached = false, reads = READS_NO_PARAMETER, analytics = false }: PageOptions): R {
  if (cached) CACHED_FOR_EVERYONE.set(route.id, reads);
  if (analytics) WITH_ANALYTICS.add(route.id);
  return route;
}

/** What a route's page reads of its address when it is the same for every visitor (`cached`); undefined for a page rendered per request. */
export const addressReadingOf = (routeId: string | undefined): AddressReading | undefined => (routeId === undefined ? undefined : CACHED_FOR_EVERYONE.get(routeId));

/** Whether the analytics script may be on the route's page (`analytics`). */
export const showsAnalytics = (routeId: string | undefined): boolean => routeId !== undefined && WITH_ANALYTICS.has(routeId);

/**
 * The module's lazy import. Vite and esbuild bundle every file a template import can name, so each kind of module
 * has a pattern of its own (./pages/<folder>/<name>Page.tsx, …): tests and shared parts beside the pages stay out.
 * A page the main bundle imports itself sits outside the folders (views/pages/HomePage.tsx): named here as well,
 * it would split the router out of the main chunk.
 */
function importOf(file: PageFile): LazyModule {
  const [folder, name] = file.split('/');
  const kind = /(Page|Layout|Route)$/.exec(name)?.[1];
  const stem = name.slice(0, name.length - (kind?.length ?? 0));
  if (kind === 'Layout') return () => import(`./pages/${folder}/${stem}Layout.tsx`);
  if (kind === 'Route') return () => import(`./pages/${folder}/${stem}Route.tsx`);
  return () => import(`./pages/${folder}/${stem}Page.tsx`);
}

/**
 * A route's id starts with its module's source path, which is its key in Vite's manifest, so the server can
 * preload the page's chunk with the HTML (server/ssr/assets.ts). A module may serve several paths: '#' and the path follow.
 */
const sourceOf = (file: PageFile) => `views/pages/${file}.tsx`;
const idOf = (file: PageFile, path: string) => `${sourceOf(file)}#${path}`;

/** A layout's route id (a layout module serves one route), for the pages inside it that read its data (useRouteLoaderData). */
export const layoutId = sourceOf;

/** A lazily loaded page (or a route without markup) at `path`. */
export function page(path: string, file: PageFile, options: PageOptions = {}): RouteObject {
  return withOptions({ id: idOf(file, path), path, lazy: importOf(file) }, options);
}

/** A lazily loaded page at its parent's own path. */
export function indexPage(file: PageFile): RouteObject {
  return { index: true, id: idOf(file, 'index'), lazy: importOf(file) };
}

/** A lazily loaded layout around the pages under `path`. */
export function layout(path: string, file: PageFile, children: RouteObject[]): RouteObject {
  return { id: layoutId(file), path, lazy: importOf(file), children };
}
