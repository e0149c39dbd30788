import { matchRoutes } from 'react-router-dom';
import { LRUCache } from 'lru-cache';
import { addressReadingOf, type AddressReading, routes } from '../../views/routes';

/** What the page at a path reads of its address, or null when it is rendered per request (views/routes.tsx). */
function readingAt(path: string): AddressReading | null {
  const matches = matchRoutes(routes, path);
  return addressReadingOf(matches?.[matches.length - 1]?.route.id) ?? null;
}

// Matching the route table costs more than a cached answer: each path is matched once (bounded: paths are made up too).
const readings = new LRUCache<string, { reading: AddressReading | null }>({ max: 20_000 });

/** True when the page at a path is the same for every visitor, as the route table says (views/routes.tsx). */
export function isCachedPagePath(path: string): boolean {
  return cachedReadingAt(path) !== null;
}

function cachedReadingAt(path: string): AddressReading | null {
  let known = readings.get(path);
  if (!known) readings.set(path, (known = { reading: readingAt(path) }));
  return known.reading;
}

/**
 * The page cache's key of an address (query: the text after "?", or ''): its path with only the parameters its page
 * reads, written one way (`/?utm_source=x&gclid=y` is `/`, `/?payment=success&session_id=…` is `/?payment=success`,
 * `/directories?q=+Invoice+&fbclid=z` is `/directories?q=Invoice`); null when the page is rendered per request.
 */
export function cachedPageKey(path: string, query: string): string | null {
  const reading = cachedReadingAt(path);
  if (!reading) return null;
  if (!query) return path;
  // A campaign's links share their parameters: each address is read once.
  const address = `${path}?${query}`;
  let known = keysOfAddresses.get(address);
  if (!known) {
    const kept = reading(new URLSearchParams(query));
    keysOfAddresses.set(address, (known = { key: kept ? `${path}?${kept}` : path }));
  }
  return known.key;
}

const keysOfAddresses = new LRUCache<string, { key: string }>({ max: 10_000 });
