import type { Params } from 'react-router-dom';

/** What every page says about itself to browsers, crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Canonical path (PUBLIC_URL is prepended); defaults to the requested path. */
  canonicalPath?: string;
  /** e.g. 'noindex, nofollow' for legal pages; defaults to 'index, follow'. */
  robots?: string;
  /** Absolute or root-relative image URL for Open Graph. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: readonly object[];
  /** Open Graph article dates (ISO), with type 'article'. */
  article?: { publishedTime?: string; modifiedTime?: string };
  /** Feeds announced with <link rel="alternate" type="application/rss+xml"> (root-relative paths). */
  feeds?: readonly { title: string; path: string }[];
}

export interface HeadArgs<Data = unknown> {
  data: Data;
  params: Params;
  pathname: string;
  search: string;
  error?: unknown;
}

/** Routes export `handle: { head }`; the deepest matched route that has one wins. */
export interface RouteHandle<Data = unknown> {
  head?: (args: HeadArgs<Data>) => PageHead;
  /** HTTP status for a page that renders normally but is not a 200, such as /404. */
  status?: number;
  /**
   * How the page comes alive in the browser (server/ssr/render.tsx); by default the router hydrates it at once.
   * Either way below, the browser loads a small loader (client/hydrateOnIntent.tsx) that fetches the rest at the
   * visitor's first sign of intent, and until then the page is its HTML: links and forms work without JavaScript.
   * - 'islands': React hydrates only the page's <Island>s, never the router; links stay full page loads.
   * - 'on-intent': the router hydrates the whole page, then navigates within the app as usual.
   */
  hydration?: 'islands' | 'on-intent';
}

export interface HeadMatch {
  handle?: unknown;
  data?: unknown;
  error?: unknown;
  params: Params;
  pathname: string;
}

export const DEFAULT_HEAD: PageHead = {
  title: 'LaunchBoost',
  description: 'Directory submission, SEO blog posts, programmatic SEO pages and influencer outreach for startups.',
};

export function resolveHead(matches: readonly HeadMatch[], location: { pathname: string; search: string }): PageHead {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.head) continue;
    try {
      return handle.head({ data: match.data, params: match.params, pathname: location.pathname, search: location.search, error: match.error });
    } catch {
      // A head function that cannot read missing data (an error state) falls back to its parent's head.
    }
  }
  return DEFAULT_HEAD;
}

export function resolveStatus(matches: readonly HeadMatch[]): number | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const status = (matches[i].handle as RouteHandle | undefined)?.status;
    if (status) return status;
  }
  return undefined;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
