import { absoluteUrl, type PageHead } from '../../views/head';
import { escapeHtml } from '../../domain/common/html';
import { DEFAULT_SOCIAL_CARD, isSocialCard, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '../../domain/site/socialCards';
import type { PageAssets } from './assets';

/** JSON inside a <script> must not be able to close the tag or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  head: PageHead;
  pathname: string;
  publicUrl: string;
  siteName: string;
  appHtml: string;
  assets: PageAssets;
  nonce: string;
  /** Extra tags for the end of <head>, such as the production analytics snippet. */
  extraHead?: string;
}

/** The whole HTML page around the React markup: head tags from the route, assets from Vite. */
export function renderDocument({ head, pathname, publicUrl, siteName, appHtml, assets, nonce, extraHead = '' }: DocumentParts): string {
  const canonical = absoluteUrl(publicUrl, head.canonicalPath ?? pathname);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const imagePath = head.image ?? DEFAULT_SOCIAL_CARD;
  const image = escapeHtml(absoluteUrl(publicUrl, imagePath));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta name="robots" content="${escapeHtml(head.robots ?? 'index, follow')}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${image}">`,
    ...(isSocialCard(imagePath) ? [`<meta property="og:image:width" content="${SOCIAL_CARD_WIDTH}">`, `<meta property="og:image:height" content="${SOCIAL_CARD_HEIGHT}">`, `<meta property="og:image:type" content="image/png">`] : []),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
    ...(head.article?.publishedTime ? [`<meta property="article:published_time" content="${escapeHtml(head.article.publishedTime)}">`] : []),
    ...(head.article?.modifiedTime ? [`<meta property="article:modified_time" content="${escapeHtml(head.article.modifiedTime)}">`] : []),
    ...(head.feeds ?? []).map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(publicUrl, feed.path))}">`),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json" nonce="${nonce}">${scriptJson(data)}</script>`),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  const scripts = assets.scripts.map((src) => `<script type="module" src="${src}" nonce="${nonce}"></script>`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#f97316"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    tags.join('') +
    extraHead +
    `</head><body class="antialiased"><div id="root">${appHtml}</div>${scripts}</body></html>`
  );
}
