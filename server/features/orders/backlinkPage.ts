import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { BACKLINK_RELS, strongestRel, type BacklinkRel } from '../../../domain/orders/backlinks';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** What a listing page says about the link to the customer's site. */
export interface PageBacklink {
  found: boolean;
  rel: BacklinkRel | null;
  anchor: string | null;
  indexable: boolean;
  /** Why the page is not indexable, or what was looked for and not found (for operators). */
  detail: string | null;
}

/** The customer's site as links name it: its host, lower case, without `www.`. */
export function siteHost(website: string): string | null {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/** A value that names an address, with or without its scheme ("https://x.com/a", "x.com/a"); null otherwise. */
function looseUrl(value: string): URL | null {
  const text = value.trim();
  const candidate = /^https?:\/\//i.test(text) ? text : /^https?:\/(?!\/)/i.test(text) ? text.replace(/^(https?:)\//i, '$1//') : /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Path segments after which a directory's redirect wrapper puts the target: /go/<target>, /out/<target>... */
const WRAPPER_PATH = /\/(?:out|go|goto|redirect|visit|link|exit|away|external|click|r)\/(.+)$/i;

/** Where a link leads: the address itself, and the target of a redirect wrapper (/out?url=..., /go/...) when it has one. */
function destinationsOf(href: URL, depth = 0): URL[] {
  const found = [href];
  if (depth > 1) return found;
  for (const value of href.searchParams.values()) {
    const target = looseUrl(value);
    if (target) found.push(...destinationsOf(target, depth + 1));
  }
  const wrapped = WRAPPER_PATH.exec(href.pathname)?.[1];
  const target = wrapped ? looseUrl(decoded(wrapped)) : null;
  if (target) found.push(...destinationsOf(target, depth + 1));
  return found;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content as unknown as Node : child);
  }
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if ('tagName' in node && ['script', 'style', 'noscript', 'template'].includes(node.tagName)) return '';
  return 'childNodes' in node ? node.childNodes.map((child) => textOf(child)).join(' ') : '';
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

/** The link's text, or the alt of the image it wraps. */
function anchorOf(link: Element): string | null {
  const text = squeezed(textOf(link));
  if (text) return text;
  for (const element of elements(link)) {
    const alt = element.tagName === 'img' ? squeezed(attr(element, 'alt') ?? '') : '';
    if (alt) return alt;
  }
  return null;
}

/** Robots directives that carry a value after a colon (the others' colon follows a bot's name). */
const VALUED_DIRECTIVES = new Set(['unavailable_after', 'max-snippet', 'max-image-preview', 'max-video-preview']);
const OUR_CRAWLERS = new Set(['robots', 'googlebot']);

/** Directives meant for every crawler or Google's; "otherbot: noindex, nofollow" starts a group for that bot alone. */
function robotsDirectives(values: readonly string[]): Set<string> {
  const directives = new Set<string>();
  for (const value of values) {
    let forUs = true;
    for (const raw of value.split(',')) {
      let token = raw.trim().toLowerCase();
      const named = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(token);
      if (named && !VALUED_DIRECTIVES.has(named[1])) {
        forUs = OUR_CRAWLERS.has(named[1]);
        token = named[2];
      }
      if (forUs) for (const word of token.split(/\s+/).filter(Boolean)) directives.add(word);
    }
  }
  return directives;
}

/** An address as search engines compare pages: without scheme, www., fragment or trailing slash. */
const comparable = (url: URL) => `${hostOf(url)}${url.port ? `:${url.port}` : ''}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;

function resolved(value: string | undefined, base: URL): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The canonical address named by an HTTP Link header (`<https://...>; rel="canonical"`). */
function canonicalHeader(link: string | undefined, base: URL): URL | null {
  for (const part of (link ?? '').split(/,(?=\s*<)/)) {
    const found = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (found && /rel\s*=\s*"?[^";]*\bcanonical\b/i.test(found[2])) return resolved(found[1], base);
  }
  return null;
}

export interface ListingPage {
  html: string;
  /** The address the page was read from (after redirects). */
  url: URL;
  /** The address the operator reported (a canonical naming it is not "elsewhere"). */
  listedUrl: string;
  /** The answer's headers (X-Robots-Tag, Link), names in lower case. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

const headerValues = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * Reads a listing page (parse5) for links to the customer's site (its host with or without www., any path, or a
 * redirect wrapper whose target is the site): the least restricted one counts, with its anchor; and whether the
 * page may be indexed (no noindex in a robots meta tag or X-Robots-Tag, no canonical naming another page).
 */
export function findBacklink(page: ListingPage, site: string): PageBacklink {
  const document = parse(page.html);
  let base = page.url;
  const metaRobots: string[] = [];
  let canonical: URL | null = null;
  const links: Element[] = [];
  for (const element of elements(document)) {
    const tag = element.tagName;
    if (tag === 'base' && base === page.url) base = resolved(attr(element, 'href'), page.url) ?? base;
    else if (tag === 'meta' && ['robots', 'googlebot'].includes((attr(element, 'name') ?? '').trim().toLowerCase())) metaRobots.push(attr(element, 'content') ?? '');
    else if (tag === 'link' && !canonical && /(^|\s)canonical(\s|$)/i.test(attr(element, 'rel') ?? '')) canonical = resolved(attr(element, 'href'), page.url);
    else if (tag === 'a' && attr(element, 'href')) links.push(element);
  }
  const header = robotsDirectives(headerValues(page.headers['x-robots-tag']));
  const meta = robotsDirectives(metaRobots);
  const pageSays = (word: string) => header.has(word) || meta.has(word) || header.has('none') || meta.has('none');
  canonical ??= canonicalHeader(headerValues(page.headers.link).join(','), page.url);

  let notIndexable: string | null = null;
  if (meta.has('noindex') || meta.has('none')) notIndexable = 'noindex in the robots meta tag';
  else if (header.has('noindex') || header.has('none')) notIndexable = 'noindex in X-Robots-Tag';
  else if (canonical) {
    const listed = resolved(page.listedUrl, page.url);
    const same = [page.url, listed].some((url) => url && comparable(url) === comparable(canonical!));
    if (!same) notIndexable = `canonical points to ${canonical.href}`;
  }

  let best: { rel: BacklinkRel; anchor: string | null } | null = null;
  for (const link of links) {
    const href = resolved(attr(link, 'href'), base);
    if (!href || !destinationsOf(href).some((url) => hostOf(url) === site)) continue;
    const rel = strongestRel(attr(link, 'rel') ?? '', pageSays('nofollow'));
    const anchor = anchorOf(link);
    // One followed link is what the customer paid for: the least restricted link counts, then the first with words.
    if (!best || BACKLINK_RELS.indexOf(rel) < BACKLINK_RELS.indexOf(best.rel) || (rel === best.rel && !best.anchor && anchor)) best = { rel, anchor };
  }
  return {
    found: Boolean(best),
    rel: best?.rel ?? null,
    anchor: best?.anchor ?? null,
    indexable: !notIndexable,
    detail: notIndexable ?? (best ? null : `no link to ${site}`),
  };
}

/** The page's text as its answer says it is encoded (UTF-8 unless it names another). */
export function pageText(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
