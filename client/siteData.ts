import type { SiteData } from '../views/data';

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

const notYet = (what: string) => () => Promise.reject(new Error(`${what} is not available yet`));

/** The browser's SiteData: the same calls as the server's, over /api. */
export const browserSiteData: SiteData = {
  settings: () => getJson('/api/site'),
  plans: {
    list: notYet('plans.list'),
  },
  products: {
    list: notYet('products.list'),
    get: notYet('products.get'),
    status: notYet('products.status'),
  },
};
