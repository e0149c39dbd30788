import { headTags, type HeadTag, type PageHead } from '../../views/head';
import { escapeHtml, scriptJson } from '../../domain/common/html';
import { attributionScript } from '../../domain/campaigns/campaign';
import type { PageAssets } from './assets';

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

/** A head tag as HTML: attributes escaped, JSON-LD kept from closing its script, and this response's nonce on scripts. */
function tagHtml({ element, attributes, json }: HeadTag, nonce: string): string {
  const attrs = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return element === 'script' ? `<script${attrs} nonce="${nonce}">${scriptJson(json)}</script>` : `<${element}${attrs}>`;
}

/** The whole HTML page around the React markup: head tags from the route, assets from Vite. */
export function renderDocument({ head, pathname, publicUrl, siteName, appHtml, assets, nonce, extraHead = '' }: DocumentParts): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...headTags(head, { pathname, publicUrl, siteName }).map((tag) => tagHtml(tag, nonce)),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  const scripts = assets.scripts.map((src) => `<script type="module" src="${src}" nonce="${nonce}"></script>`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#f97316"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    // The first campaign is kept on load, for every visitor (not at hydration, which waits for intent).
    `<script nonce="${nonce}">${attributionScript}</script>` +
    tags.join('') +
    extraHead +
    `</head><body class="antialiased"><div id="root">${appHtml}</div>${scripts}</body></html>`
  );
}
