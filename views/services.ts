/**
 * The data and actions the views need, as one interface with two implementations: the server's calls
 * the services directly (server/ssr/pageServices.ts), the browser's fetches /api (client/services.ts).
 * Each entry point puts its own into React Router's request context, so loaders and actions never know
 * where they run.
 */
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { ProductDetail, ProductListQuery, ProductListResult, SubmissionStatus } from '../domain/directory/types';
import type { Plan } from '../domain/plans/types';
import type { SeoHubData, SeoHubId, SeoPageData } from '../domain/seo/types';
import type { PublicSettings } from '../domain/site/settings';

/** What a form action answers: the message to show, and the field it is about when there is one. */
export type FormOutcome = { ok: true; message: string } | { ok: false; message: string; field?: string; status?: number };

export interface SiteServices {
  settings(): Promise<PublicSettings>;
  plans: {
    /** Plans sorted by position; `active` filters on the active flag. */
    list(options?: { active?: boolean }): Promise<Plan[]>;
  };
  directory: {
    /** Approved products, newest first: GET /api/products. */
    list(query: ProductListQuery): Promise<ProductListResult>;
    /** One approved product, or null when there is none: GET /api/products/:slug. */
    get(slug: string): Promise<ProductDetail | null>;
    /** A submission's moderation state from its private token, or null: GET /api/products/status/:token. */
    status(token: string): Promise<SubmissionStatus | null>;
    /** The submit form's data (text fields, logo and screenshot): POST /api/products. */
    submit(form: FormData): Promise<FormOutcome>;
  };
  waitlist: {
    /** The waitlist form's data (email, source): POST /api/waitlist. */
    join(form: FormData): Promise<FormOutcome>;
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

/** The request context entry holding the services of this request (server) or of this browser tab. */
export const servicesContext = createContext<SiteServices>();

/** The services, from a loader's or action's `context`. */
export function servicesOf(context: Readonly<RouterContextProvider>): SiteServices {
  return context.get(servicesContext);
}

// Loaders and actions receive a RouterContextProvider on both sides (getContext in the browser, the
// request context on the server); this makes their `context` argument typed as one.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
