import { Types } from 'mongoose';
import type { LinkBackState } from '../../../domain/launches/linkBack';
import { productPath } from '../../../domain/launches/badges';
import { isHtml, readWebPage, type WebPage } from '../../core/http/webPage';
import type { Platform } from '../../core/platform';
import { productById } from '../directory/findProduct';
import { announceProductChange } from '../directory/productChanges';
import { findBacklink, pageText, siteHost } from '../orders/backlinkPage';
import { LINK_TIMEOUT_MS, LISTING_MAX_BYTES, LISTING_MAX_REDIRECTS } from '../orders/linkCheck';
import { LinkBackModel, type LinkBackRecord } from './model';

/**
 * The link back: a founder's home page is read (the safe fetcher: GET, 10 s, 2 MB, 5 redirects, the address policy)
 * and its links are read with the backlink checker's parser. It counts while a link to the product page is there,
 * not marked nofollow (or sponsored, ugc), on a page search engines may index.
 */

const comparable = (url: URL) => `${url.hostname.toLowerCase().replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`;

/** Whether one of the page's links leads to the product page (any scheme, with or without www., query or fragment). */
function linksToProductPage(html: string, base: URL, productUrl: URL): boolean {
  const wanted = comparable(productUrl);
  for (const [, quoted, singleQuoted, bare] of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    try {
      if (comparable(new URL((quoted ?? singleQuoted ?? bare ?? '').trim(), base)) === wanted) return true;
    } catch {
      // Not an address: not a link back.
    }
  }
  return false;
}

/** What a read of the home page says about its link back. */
export function linkBackOn(page: Pick<WebPage, 'url' | 'headers' | 'body' | 'status'>, website: string, productUrl: URL): LinkBackState {
  if (page.status >= 400) return 'unreachable';
  if (!isHtml(page)) return 'missing';
  const html = pageText(page.body, page.headers['content-type']);
  if (!linksToProductPage(html, page.url, productUrl)) return 'missing';
  const found = findBacklink({ html, url: page.url, listedUrl: website, headers: page.headers }, siteHost(productUrl.href) ?? '');
  if (!found.found) return 'missing';
  if (!found.indexable) return 'not-indexable';
  return found.rel === 'dofollow' ? 'followed' : 'nofollow';
}

/** Reads a website's home page for its link to a product page. */
export async function readLinkBack(platform: Pick<Platform, 'config'>, website: string, productUrl: URL): Promise<LinkBackState> {
  try {
    const page = await readWebPage(website, {
      allowPrivate: platform.config.WEBSITE_INFO_ALLOW_PRIVATE === 'on',
      timeoutMs: LINK_TIMEOUT_MS,
      maxBytes: LISTING_MAX_BYTES,
      maxRedirects: LISTING_MAX_REDIRECTS,
      userAgent: `${platform.config.SITE_NAME} badge checker`,
    });
    return linkBackOn(page, website, productUrl);
  } catch {
    return 'unreachable';
  }
}

/** The last check of a product's link back, or null before the first. */
export const lastLinkBack = (productId: string): Promise<LinkBackRecord | null> => LinkBackModel.findById(productId).lean<LinkBackRecord>();

/**
 * Checks a listed product's link back now and records it; when its website link turns followed or nofollow, every
 * process's pages drop (the product page shows the new rel at once). Null when the product is not listed.
 */
export async function checkLinkBack(platform: Platform, productId: string): Promise<LinkBackRecord | null> {
  if (!Types.ObjectId.isValid(productId)) return null;
  const product = await productById(new Types.ObjectId(productId));
  if (product?.status !== 'approved') return null;
  const state = await readLinkBack(platform, product.website_url, new URL(productPath(product.slug), platform.config.PUBLIC_URL));
  const before = await lastLinkBack(productId);
  const record = { _id: productId, state, checkedAt: new Date() };
  await LinkBackModel.updateOne({ _id: productId }, { $set: { state, checkedAt: record.checkedAt } }, { upsert: true });
  if ((before?.state === 'followed') !== (state === 'followed')) await announceProductChange(platform, product._id);
  platform.logger.info({ slug: product.slug, state, was: before?.state ?? null }, 'link back checked');
  return record;
}

/** Checks every product checked before (the weekly pass, and `badges:check` without a slug), a few at a time. */
export async function checkEveryLinkBack(platform: Platform, { concurrency = 4 } = {}): Promise<Record<LinkBackState, number>> {
  const counts: Record<LinkBackState, number> = { unchecked: 0, followed: 0, missing: 0, nofollow: 0, 'not-indexable': 0, unreachable: 0 };
  const ids = (await LinkBackModel.find({}, { _id: 1 }).lean()).map((record) => record._id);
  const next = () => ids.shift();
  const worker = async () => {
    for (let id = next(); id; id = next()) {
      const record = await checkLinkBack(platform, id).catch((error: unknown) => {
        platform.logger.warn({ productId: id, err: (error as Error).message }, 'link back not checked');
        return null;
      });
      if (record) counts[record.state] += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}
