import { pageNumber } from '../common/pageNumber';
import { MAX_SEARCH_LENGTH } from './limits';

/** What a directory list address asks for. */
export interface DirectoryListParams {
  /** The search, trimmed and cut to the search length ('' for none). */
  q: string;
  /** The page, from 1. */
  page: number;
}

/**
 * THE reading of a /directories address (?q=&page=), shared by the page's loader and the page cache's key, so an
 * address always shows the page its key names: `?page=2.0` is page 2, `?q=+Invoice+` is the search "Invoice".
 */
export function directoryListParams(search: URLSearchParams): DirectoryListParams {
  return { q: (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH), page: pageNumber(search.get('page')) ?? 1 };
}

/** The one address of a directory list page (what its links, its canonical tag and its cache key use). */
export function directoriesHref(page: number, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/directories?${search}` : '/directories';
}

/** The part of a /directories address its page reads, as the page names it (`q=Invoice&page=2`; '' for none): the page cache's key. */
export function directoryListQuery(search: URLSearchParams): string {
  const { q, page } = directoryListParams(search);
  const href = directoriesHref(page, q);
  return href.slice(href.indexOf('?') + 1 || href.length);
}
