/**
 * The data and actions the views need: the API's endpoints (domain/api.ts) as calls, with two implementations:
 * the server's runs each endpoint's handler directly (server/ssr/pageServices.ts), the browser's fetches /api
 * (client/services.ts). Each entry point puts its own into React Router's request context, so loaders and
 * actions never know where they run.
 */
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { ApiContract } from '../domain/api';
import type { ApiClient } from '../domain/common/contract';
import type { AdminProduct, DashboardData, ProductEdit, WaitlistPage } from '../domain/admin/products';
import type { BlogPostChanges, NewBlogPost } from '../domain/blog/posts';
import type { BlogPost, BlogPostList, BlogPostSummary } from '../domain/blog/types';
import type { ProductDetail, ProductListQuery, ProductListResult, ProductStatus, SubmissionStatus } from '../domain/directory/types';
import type { SeoHubData, SeoHubId, SeoPageData } from '../domain/seo/types';

export { ServiceRefusal } from '../domain/common/refusal';
export { formFields, formOutcome, unlessNotFound, type FormOutcome } from './api/outcomes';
import type { FormOutcome } from './api/outcomes';

/** The calls not yet declared as contracts (each area moves to ApiClient as its endpoints are declared). */
export interface LegacyServices {
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
  /** The admin area's data and actions; they throw ServiceRefusal (401/403) for anyone but an admin. */
  admin: {
    dashboard(): Promise<DashboardData>;
    products(status: ProductStatus): Promise<AdminProduct[]>;
    approveProduct(slug: string): Promise<void>;
    rejectProduct(slug: string, reason: string): Promise<void>;
    updateProduct(slug: string, edit: ProductEdit): Promise<void>;
    deleteProduct(slug: string): Promise<void>;
    waitlist(query: { q?: string; page?: number }): Promise<WaitlistPage>;
  };
  blog: {
    /** Published posts, newest first: GET /api/blogposts?page&limit. */
    list(query: { page?: number; limit?: number }): Promise<BlogPostList>;
    /** A published post, or null: GET /api/blogposts/:slug/slug. */
    bySlug(slug: string): Promise<BlogPost | null>;
    /** The n newest published posts except one: GET /api/blogposts/:n/latests?exclude=. */
    latest(n: number, exclude?: string): Promise<BlogPostSummary[]>;
  };
  /** The blog editor's calls (admins only: ServiceRefusal 401/403 for anyone else; 400/409 with the reason). */
  blogAdmin: {
    /** Every post ('all'), drafts or published ones, last changed first: GET /api/blogposts?status=. */
    list(query: { status?: 'all' | 'draft' | 'published'; page?: number; limit?: number }): Promise<BlogPostList>;
    /** Any post, drafts included, or null: GET /api/blogposts/:id. */
    get(id: string): Promise<BlogPost | null>;
    /** POST /api/blogposts */
    create(post: NewBlogPost): Promise<BlogPost>;
    /** PUT /api/blogposts/:id */
    update(id: string, changes: BlogPostChanges): Promise<BlogPost>;
    /** DELETE /api/blogposts/:id */
    remove(id: string): Promise<void>;
    /** POST /api/file-uploads/image (multipart, field `image`): a cover in its two sizes. */
    uploadImage(image: Blob): Promise<{ id: string; url: string; cardUrl: string }>;
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

export type SiteServices = ApiClient<ApiContract> & LegacyServices;

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
