import type { ProductDetail, ProductListResult, SubmissionStatus } from '../domain/directory/types';
import { SUBMIT_FAILED_MESSAGE, SUBMIT_TRANSPORT_ERROR_MESSAGE } from '../domain/directory/submission';
import type { Plan } from '../domain/plans/types';
import type { SeoHubData, SeoPageData } from '../domain/seo/types';
import type { FormOutcome, SiteServices } from '../views/services';

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

/** The browser's SiteServices: the same calls as the server's, over /api. */
export const browserServices: SiteServices = {
  settings: () => getJson('/api/site'),
  plans: {
    list: ({ active } = {}) => getJson<Plan[]>(`/api/plans/all${active === undefined ? '' : `?active=${active}`}`),
  },
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
  waitlist: {
    join: (form) =>
      postForm('/api/waitlist', JSON.stringify({ email: String(form.get('email') ?? '').trim(), source: form.get('source') ?? undefined }), { 'Content-Type': 'application/json' }, 'Failed', 'Failed'),
  },
  seo: {
    keywordPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/page/${encodeURIComponent(slug)}`)),
    generatedPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/g/${encodeURIComponent(slug)}`)),
    countryPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/c/${encodeURIComponent(slug)}`)),
    hub: async (hub) => (await getJson<{ data: SeoHubData }>(`/api/seo/hubs/${hub}`)).data,
  },
};
