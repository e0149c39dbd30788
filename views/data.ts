/**
 * The data the views need, as one interface with two implementations: the server's calls the
 * services directly (server/ssr/siteData.ts), the browser's fetches /api (client/siteData.ts).
 * Each entry point installs its own, so loaders never know where they run.
 * Each area owns its section; its types live in views/types/<area>.ts.
 */
import type { Plan } from './types/plans';
import type { ProductDetail, ProductListQuery, ProductListResult, SubmissionStatus } from './types/products';
import type { SeoHubData, SeoHubId, SeoPageData } from './types/seo';

export interface PublicSettings {
  siteName: string;
  publicUrl: string;
  /** Named on the founder card. */
  founderName: string;
  /** The support address, base64-encoded so it is not in the HTML as plain text until a visitor asks for it. */
  supportEmailEncoded: string;
  /** Launch-offer places left ('4 left'). */
  launchOfferLeft: number;
  /** The promo code prefilled in checkout links. */
  promoCode: string;
}

export interface SiteData {
  settings(): Promise<PublicSettings>;
  plans: {
    /** Plans sorted by position; `active` filters on the active flag. */
    list(options?: { active?: boolean }): Promise<Plan[]>;
  };
  products: {
    /** Approved products, newest first: GET /api/products. */
    list(query: ProductListQuery): Promise<ProductListResult>;
    /** One approved product, or null when there is none: GET /api/products/:slug. */
    get(slug: string): Promise<ProductDetail | null>;
    /** A submission's moderation state from its private token, or null: GET /api/products/status/:token. */
    status(token: string): Promise<SubmissionStatus | null>;
  };
  seo: {
    /** A /page/{slug} keyword page, or null for an unknown slug: GET /api/seo/page/:slug. */
    keywordPage(slug: string): Promise<SeoPageData | null>;
    /** A /g/{slug} page of the fixed list, or null: GET /api/seo/g/:slug. */
    generatedPage(slug: string): Promise<SeoPageData | null>;
    /** A /c/{slug} country page (4 parts, last a known country), or null: GET /api/seo/c/:slug. */
    countryPage(slug: string): Promise<SeoPageData | null>;
    /** A hub page listing generated pages: GET /api/seo/hubs/:hub. */
    hub(hub: SeoHubId): Promise<SeoHubData>;
  };
}

let current: SiteData | undefined;

export function installSiteData(source: SiteData): void {
  current = source;
}

export function siteData(): SiteData {
  if (!current) throw new Error('SiteData is not installed: call installSiteData() at the entry point');
  return current;
}
