import type { ProductDetail, ProductListResult, SubmissionStatus } from '../domain/directory/types';
import { SUBMIT_FAILED_MESSAGE, SUBMIT_TRANSPORT_ERROR_MESSAGE } from '../domain/directory/messages';
import type { SeoHubData, SeoPageData } from '../domain/seo/types';
import { INVALID_CREDENTIALS_MESSAGE } from '../domain/auth/messages';
import { XSRF_COOKIE, XSRF_HEADER } from '../domain/auth/session';
import { GENERIC_ERROR_MESSAGE } from '../domain/common/messages';
import type { AdminProduct, DashboardData, WaitlistPage } from '../domain/admin/products';
import type { BlogPost, BlogPostList, BlogPostSummary } from '../domain/blog/types';
import { ServiceRefusal, type FormOutcome, type LegacyServices, type SiteServices } from '../views/services';
import type { ApiContract } from '../domain/api';
import { browserClient } from '../views/api/browserClient';
import { apiRoutes, authRoutes } from '../views/api/routes';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GET a JSON API path; a non-2xx answer becomes an ApiError with the server's message. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, (body as { message?: string }).message ?? response.statusText);
  return body as T;
}

/** The data of a `{ success, data }` answer, or null when the API says 404. */
async function nullOn404<T>(request: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await request).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Sends a form to an API path. Spec section 8: an unsuccessful answer shows the server's message (else
 * `failed`), a transport error `unreachable`.
 */
async function postForm(path: string, body: BodyInit, headers: Record<string, string>, failed: string, unreachable: string): Promise<FormOutcome> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, headers: { Accept: 'application/json', ...headers } });
  } catch {
    return { ok: false, message: unreachable };
  }
  const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown; field?: unknown } | null;
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  if (response.ok && answer?.success !== false) return { ok: true, message: message ?? '' };
  return { ok: false, message: message ?? failed, status: response.status, ...(typeof answer?.field === 'string' ? { field: answer.field } : {}) };
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Spec section 8: a token the server no longer accepts signs the browser out and goes to the login page. */
async function signOutAndLogIn(): Promise<never> {
  await fetch(authRoutes.signOut.path, { method: authRoutes.signOut.method, headers: { Accept: 'application/json' } }).catch(() => undefined);
  window.location.assign(`/auth/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  return new Promise<never>(() => undefined);
}

/**
 * A JSON call with the session cookie and, for writes, the X-XSRF-TOKEN header (double submit). Refusals
 * become ServiceRefusal with the server's message for bad input and the spec's generic text otherwise.
 */
async function callJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) goes as multipart, with the boundary the browser writes in its own header.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const xsrf = cookie(XSRF_COOKIE);
  if (method !== 'GET' && xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body) });
  } catch {
    throw new ServiceRefusal(0, GENERIC_ERROR_MESSAGE);
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok) return answer as T;
  const message = typeof answer?.message === 'string' ? answer.message : '';
  if (response.status === 401 && message === INVALID_CREDENTIALS_MESSAGE) return signOutAndLogIn();
  const clear = response.status >= 400 && response.status < 500 && message;
  throw new ServiceRefusal(response.status, clear ? message : GENERIC_ERROR_MESSAGE);
}



/** The calls not yet declared as contracts. */
const legacyServices: LegacyServices = {
  directory: {
    list: async ({ page, limit, category, q }) => {
      const params = new URLSearchParams();
      if (page) params.set('page', String(page));
      if (limit) params.set('limit', String(limit));
      if (category) params.set('category', category);
      if (q) params.set('q', q);
      return (await getJson<{ data: ProductListResult }>(`/api/products?${params}`)).data;
    },
    get: (slug) => nullOn404(getJson<{ data: ProductDetail }>(`/api/products/${encodeURIComponent(slug)}`)),
    status: (token) => nullOn404(getJson<{ data: SubmissionStatus }>(`/api/products/status/${encodeURIComponent(token)}`)),
    submit: (form) => postForm('/api/products', form, {}, SUBMIT_FAILED_MESSAGE, SUBMIT_TRANSPORT_ERROR_MESSAGE),
  },
  admin: {
    dashboard: () => callJson<DashboardData>('GET', '/api/admin/dashboard'),
    products: async (status) => (await callJson<{ products: AdminProduct[] }>('GET', `/api/admin/products?status=${status}`)).products,
    approveProduct: async (slug) => void (await callJson('POST', `/api/admin/products/${encodeURIComponent(slug)}/approve`, {})),
    rejectProduct: async (slug, reason) => void (await callJson('POST', `/api/admin/products/${encodeURIComponent(slug)}/reject`, { reason })),
    updateProduct: async (slug, edit) => void (await callJson('PUT', `/api/admin/products/${encodeURIComponent(slug)}`, edit)),
    deleteProduct: async (slug) => void (await callJson('DELETE', `/api/admin/products/${encodeURIComponent(slug)}`)),
    waitlist: ({ q, page }) => callJson<WaitlistPage>('GET', `/api/admin/waitlist?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page ?? 1) })}`),
  },
  blog: {
    list: ({ page, limit }) => getJson<BlogPostList>(`/api/blogposts?${new URLSearchParams({ page: String(page ?? 1), ...(limit ? { limit: String(limit) } : {}) })}`),
    bySlug: (slug) => nullOn404(getJson<BlogPost>(`/api/blogposts/${encodeURIComponent(slug)}/slug`).then((data) => ({ data }))),
    latest: async (n, exclude) => (await getJson<{ blogposts: BlogPostSummary[] }>(`/api/blogposts/${n}/latests${exclude ? `?exclude=${encodeURIComponent(exclude)}` : ''}`)).blogposts,
  },
  blogAdmin: {
    list: ({ status = 'all', page = 1, limit }) => callJson<BlogPostList>('GET', `/api/blogposts?${new URLSearchParams({ status, page: String(page), ...(limit ? { limit: String(limit) } : {}) })}`),
    get: async (id) => {
      try {
        return await callJson<BlogPost>('GET', `/api/blogposts/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof ServiceRefusal && error.status === 404) return null;
        throw error;
      }
    },
    create: (post) => callJson<BlogPost>('POST', '/api/blogposts', post),
    update: (id, changes) => callJson<BlogPost>('PUT', `/api/blogposts/${encodeURIComponent(id)}`, changes),
    remove: async (id) => void (await callJson('DELETE', `/api/blogposts/${encodeURIComponent(id)}`)),
    uploadImage: (image) => {
      const form = new FormData();
      form.append('image', image);
      return callJson('POST', '/api/file-uploads/image', form);
    },
  },
  seo: {
    keywordPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/page/${encodeURIComponent(slug)}`)),
    generatedPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/g/${encodeURIComponent(slug)}`)),
    countryPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/c/${encodeURIComponent(slug)}`)),
    hub: async (hub) => (await getJson<{ data: SeoHubData }>(`/api/seo/hubs/${hub}`)).data,
  },
};

/** The browser's SiteServices: the same calls as the server's, over /api. */
export const browserServices: SiteServices = {
  ...browserClient<ApiContract>(apiRoutes, { signOut: authRoutes.signOut }),
  ...legacyServices,
};
