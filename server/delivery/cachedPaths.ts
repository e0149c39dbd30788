import { matchRoutes } from 'react-router-dom';
import { readOnce } from './readOnce';
import { addressReadingOf, type AddressReading } from '../../views/pageRoutes';
import { routes } from '../../views/routes';

/** What the page at a path reads of its address, or null when it is rendered per request (views/routes.tsx). */
function readingAt(path: string): AddressReading | null {
  const matches = matchRoutes(routes, path);
  return addressReadingOf(matches?.[matches.length - 1]?.route.id) ?? null;
}

// Whether the page at a path is the same for every visitor, and what it reads: matching the route table costs more than a cached answer, so each path is matched once.
const cachedReadingAt = readOnce(20_000, readingAt);

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
