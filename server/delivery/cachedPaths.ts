import { matchRoutes, type RouteObject } from 'react-router-dom';
import { escapeRegex } from '../core/db/mongo';
import { readOnce } from './readOnce';
import { addressReadingOf, type AddressReading } from '../../views/pageRoutes';
import { routes } from '../../views/routes';

/** A route's whole path as a pattern: `:name` one segment, `*` the rest; a trailing slash and letter case do not count, as for the router. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean).map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

/** The whole paths of the routes whose pages are cached for everyone, each compiled once. */
function cachedRoutePatterns(list: readonly RouteObject[], parent = ''): RegExp[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = addressReadingOf(route.id) ? [pathPattern(path)] : [];
    return [...own, ...cachedRoutePatterns(route.children ?? [], path)];
  });
}

// The router matches a path by compiling every route's pattern again (half a millisecond of garbage per address):
// an address no cached page's pattern fits, such as a made-up /c/ page, is known to be rendered per request without it.
const CACHED_PATTERNS = cachedRoutePatterns(routes);

/** A route path's first segment in lower case (the router ignores case), '' for none; null when it is a parameter or a splat, which any segment fits. */
function firstSegment(path: string | undefined): string | null {
  const first = (path ?? '').split('/').find(Boolean) ?? '';
  return first.startsWith(':') || first.includes('*') ? null : first.toLowerCase();
}

/**
 * The route table cut to the routes an address can match whose first segment is `first` (a static first segment of
 * the table; null for the root and for made-up ones), in their order: the router ranks what is left as it ranks the
 * whole table, so the match is the same at a fraction of the work (it flattens and ranks the table it is given on
 * every call: about 1.5 ms for the whole one). Routes that consume no segment (the root, layouts, index pages) stay.
 */
function routesFor(list: readonly RouteObject[], first: string | null): RouteObject[] {
  return list.flatMap((route): RouteObject[] => {
    const own = firstSegment(route.path);
    if (own === '') return [{ ...route, children: route.children && routesFor(route.children, first) } as RouteObject];
    return own === null || own === first ? [route] : [];
  });
}

/** The static first segments of the table's addresses. */
function staticFirsts(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => {
    const own = firstSegment(route.path);
    return own === '' ? staticFirsts(route.children ?? []) : own === null ? [] : [own];
  });
}

// One cut table per static first segment, and one for every other address.
const TABLES = new Map<string | null, RouteObject[]>([null, ...staticFirsts(routes)].map((first) => [first, routesFor(routes, first)]));

const tableFor = (path: string): RouteObject[] => TABLES.get(path.split('/').find(Boolean)?.toLowerCase() ?? null) ?? TABLES.get(null)!;

/** What the page at a path reads of its address, or null when it is rendered per request (views/routes.tsx). */
function readingAt(path: string): AddressReading | null {
  const matches = matchRoutes(tableFor(path), path);
  return addressReadingOf(matches?.[matches.length - 1]?.route.id) ?? null;
}

const fitsCachedPattern = (path: string): boolean => CACHED_PATTERNS.some((pattern) => pattern.test(path));

// Whether the page at a path is the same for every visitor, and what it reads: matching the route table costs more
// than a cached answer, so each path that may be such a page is matched once and remembered, and a remembered path
// runs through no pattern either (every cached answer asks). A path no pattern fits is not remembered: made-up
// addresses would push out the real ones.
const cachedReadingAt = readOnce(20_000, (path): AddressReading | null => (fitsCachedPattern(path) ? readingAt(path) : null), { keepIf: fitsCachedPattern });

/**
 * The page cache's key of an address (query: the text after "?", or ''): its path with only the parameters its page
 * reads, written one way (`/?utm_source=x&gclid=y` is `/`, `/?payment=success&session_id=…` is `/?payment=success`,
 * `/directories?q=+Invoice+&fbclid=z` is `/directories?q=Invoice`); null when the page is rendered per request.
 */
export function cachedPageKey(path: string, query: string): string | null {
  const reading = cachedReadingAt(path);
  if (!reading) return null;
  if (!query) return path;
  return keyOfAddress(`${path}?${query}`);
}

// A campaign's links share their parameters: each address is read once.
const keyOfAddress = readOnce(10_000, (address) => {
  const queryAt = address.indexOf('?');
  const path = address.slice(0, queryAt);
  const kept = cachedReadingAt(path)?.(new URLSearchParams(address.slice(queryAt + 1)));
  return kept ? `${path}?${kept}` : path;
});
