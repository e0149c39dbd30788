import type { SiteData } from '../views/data';
import type { Plan } from '../views/types/plans';
import type { ProductDetail, ProductListResult, SubmissionStatus } from '../views/types/products';
import type { SeoHubData, SeoPageData } from '../views/types/seo';

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

/** The browser's SiteData: the same calls as the server's, over /api. */
export const browserSiteData: SiteData = {
  settings: () => getJson('/api/site'),
  plans: {
    list: ({ active } = {}) => getJson<Plan[]>(`/api/plans/all${active === undefined ? '' : `?active=${active}`}`),
  },
  products: {
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
  },
  seo: {
    keywordPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/page/${encodeURIComponent(slug)}`)),
    generatedPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/g/${encodeURIComponent(slug)}`)),
    countryPage: (slug) => nullOn404(getJson<{ data: SeoPageData }>(`/api/seo/c/${encodeURIComponent(slug)}`)),
    hub: async (hub) => (await getJson<{ data: SeoHubData }>(`/api/seo/hubs/${hub}`)).data,
  },
};
