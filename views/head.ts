import type { Params } from 'react-router-dom';
import { DEFAULT_SOCIAL_CARD, isSocialCard, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '../domain/site/socialCards';

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

interface HeadArgs<Data = unknown> {
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

const DEFAULT_HEAD: PageHead = {
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

/** One element of a page's own head (after its <title>): what the server writes and the browser puts back after a navigation. */
export interface HeadTag {
  element: 'meta' | 'link' | 'script';
  /** In the order written; values are plain text (the server escapes them). */
  attributes: readonly (readonly [string, string])[];
  /** The text of a script (JSON-LD). */
  json?: unknown;
}

/** Finds the elements headTags() wrote, so a navigation can replace them all (nothing of the previous page stays). */
export const PAGE_HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[property^="article:"]',
  'link[rel="alternate"][type="application/rss+xml"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * The page's head tags in one place, for the server's HTML and for the browser after a client-side navigation:
 * description, robots, canonical, Open Graph and X cards, article dates, feeds and structured data.
 */
export function headTags(head: PageHead, { pathname, publicUrl, siteName }: { pathname: string; publicUrl: string; siteName: string }): HeadTag[] {
  const canonical = absoluteUrl(publicUrl, head.canonicalPath ?? pathname);
  const imagePath = head.image ?? DEFAULT_SOCIAL_CARD;
  const image = absoluteUrl(publicUrl, imagePath);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ element: 'meta', attributes: [[key, name], ['content', content]] });
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots ?? 'index, follow'),
    { element: 'link', attributes: [['rel', 'canonical'], ['href', canonical]] },
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    ...(isSocialCard(imagePath) ? [meta('property', 'og:image:width', String(SOCIAL_CARD_WIDTH)), meta('property', 'og:image:height', String(SOCIAL_CARD_HEIGHT)), meta('property', 'og:image:type', 'image/png')] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.article?.publishedTime ? [meta('property', 'article:published_time', head.article.publishedTime)] : []),
    ...(head.article?.modifiedTime ? [meta('property', 'article:modified_time', head.article.modifiedTime)] : []),
    ...(head.feeds ?? []).map((feed): HeadTag => ({ element: 'link', attributes: [['rel', 'alternate'], ['type', 'application/rss+xml'], ['title', feed.title], ['href', absoluteUrl(publicUrl, feed.path)]] })),
    ...(head.jsonLd ?? []).map((data): HeadTag => ({ element: 'script', attributes: [['type', 'application/ld+json']], json: data })),
  ];
}
