import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { SiteApi } from '../../views/siteApi';
import { Cache } from '../core/cache/cache';
import { ALL_TOPICS, type InvalidationBus } from '../core/cache/bus';
import type { Logger } from '../core/logger';
import { sendPage, sendPageParts, type PageRenderer } from '../ssr/pageHandler';
import { NONCE_PLACEHOLDER, type RenderedPage } from '../ssr/render';

/** /c/{a}-{b}-{c}-{country}: the spec's country page, whose first three words may be anything. */
const COUNTRY_ADDRESS = /^\/c\/[a-z0-9]+-[a-z0-9]+-[a-z0-9]+-([a-z0-9]+)$/;

/** Words no real address has, so the stand-in address is found only where the page wrote its own address. */
const STAND_IN = `x${randomBytes(6).toString('hex')}`;
const standInAddress = (country: string) => `/c/${STAND_IN}-${STAND_IN}-${STAND_IN}-${country}`;

/** Bytes of country pages kept (about 45 KB each: every country fits). */
const COUNTRY_PAGES_BYTES = 12 * 1024 * 1024;

/** A country's page as bytes between the places its own address and the response's nonce go. */
interface CountryPage {
  rendered: RenderedPage;
  segments: Buffer[];
  /** What goes after each segment but the last. */
  holes: ('address' | 'nonce')[];
}

function countryPage(rendered: RenderedPage, address: string): CountryPage {
  if (rendered.kind !== 'html') return { rendered, segments: [], holes: [] };
  const pieces = rendered.html.split(new RegExp(`(${address}|${NONCE_PLACEHOLDER})`));
  return {
    rendered,
    segments: pieces.filter((_, i) => i % 2 === 0).map((piece) => Buffer.from(piece)),
    holes: pieces.filter((_, i) => i % 2 === 1).map((hole) => (hole === address ? 'address' : 'nonce')),
  };
}

/** The page's parts for one address and one response's nonce: the kept segments themselves, with the holes filled. */
function pageParts({ segments, holes }: CountryPage, address: string, nonce: string): Buffer[] {
  const fill = { address: Buffer.from(address), nonce: Buffer.from(nonce) };
  return segments.flatMap((segment, i) => (i < holes.length ? [segment, fill[holes[i]]] : [segment]));
}

export interface CountryPagesOptions {
  render: PageRenderer;
  bus: InvalidationBus;
  ttlMs: number;
  /** The api pages the same for everyone are rendered with (no visitor details). */
  api: SiteApi;
  publicUrl: string;
  logger: Logger;
}

/**
 * Every address of one country's page is the same page (canonical to the country's /g list) but for its own address,
 * written in its links and its data. So each country's page is rendered once, at a stand-in address, and every address
 * of that country gets it with its own address written in: made-up addresses (a crawler's, a flood's) cost a string
 * replacement instead of a render, and nothing is kept per address. The answer keeps its per-response nonce, as a
 * page rendered for the request would. Other addresses go on to the next handler.
 */
export function countryPages({ render, bus, ttlMs, api, publicUrl, logger }: CountryPagesOptions): RequestHandler {
  const pages = new Cache<string, CountryPage>({ bus, topics: ALL_TOPICS, ttlMs, maxSize: COUNTRY_PAGES_BYTES, sizeOf: (page) => page.segments.reduce((sum, segment) => sum + segment.length, 1) });
  const isWhole = ({ rendered }: CountryPage) => rendered.kind === 'html' && rendered.status === 200 && !rendered.failures.length;
  const renderAt = async (address: string) => countryPage(await render(new Request(new URL(address, publicUrl)), api), address);

  return async (req, res, next) => {
    const country = req.method === 'GET' || req.method === 'HEAD' ? COUNTRY_ADDRESS.exec(req.path)?.[1] : undefined;
    if (country === undefined) return next();
    try {
      // An unknown country's redirect, or a page a loader failed on, is answered but not kept.
      const page = await pages.getOrLoad(country, () => renderAt(standInAddress(country)), isWhole);
      const { rendered } = page;
      const cacheControl = res.locals.noStore ? 'no-store' : 'no-cache';
      if (rendered.kind === 'redirect') return res.redirect(rendered.status, rendered.location);
      if (isWhole(page)) return sendPageParts(res, rendered.status, pageParts(page, req.path, res.locals.cspNonce as string), cacheControl);
      for (const failure of rendered.failures) logger.error({ err: failure, url: req.originalUrl }, 'page loader failed');
      sendPage(res, rendered.status, rendered.html.replaceAll(standInAddress(country), req.path), cacheControl);
    } catch (error) {
      next(error);
    }
  };
}
