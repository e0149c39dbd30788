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

/** What the page at a path reads of its address, or null when it is rendered per request (views/routes.tsx). */
function readingAt(path: string): AddressReading | null {
  const matches = matchRoutes(routes, path);
  return addressReadingOf(matches?.[matches.length - 1]?.route.id) ?? null;
}

// Whether the page at a path is the same for every visitor, and what it reads: matching the route table costs more
// than a cached answer, so each path that may be such a page is matched once (the others are not remembered either).
const rememberedReadingAt = readOnce(20_000, readingAt);
const cachedReadingAt = (path: string): AddressReading | null => (CACHED_PATTERNS.some((pattern) => pattern.test(path)) ? rememberedReadingAt(path) : null);

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
