import type { IncomingHttpHeaders } from 'node:http';
import { productListQuerySchema, type ProductListInput } from '../../domain/directory/listing';
import { Cache, cacheTtlMs } from '../core/cache/cache';
import { readOnce } from './readOnce';
import type { FastSource } from './fastAnswers';
import { answerBytes, publicCacheControl, type StaticAnswer } from './staticAnswer';
import { perPlatform } from '../core/platform';

/** Where the public list is answered: GET /api/products. */
export const PRODUCT_LIST_PATH = '/api/products';

/**
 * The answers of GET /api/products, as sent (JSON, each encoding made once), per list query; dropped with
 * the directory's other caches (topic 'directory', or the TTL). The list is the same for every caller, and
 * its JSON and compression cost more than looking it up; the fast path serves the stored bytes.
 */
export const productListAnswers = perPlatform(({ bus, config }) => new Cache<string, StaticAnswer>({ bus, topics: ['directory'], ttlMs: cacheTtlMs(config), maxSize: 8 * 1024 * 1024, sizeOf: answerBytes }));

/** One key per distinct list: no query and `?page=1`, or `?q=+crm+` and `?q=crm`, read the same list. */
export const productListKey = ({ page, limit, category, q }: ProductListInput): string => JSON.stringify([page, limit, category ?? '', q ?? '']);

/** The fast path's view of the stored lists: a query the API would refuse (a repeated or unknown key) goes to the app. */
export function productListSource(answers: Cache<string, StaticAnswer>): FastSource {
  // Reading a query costs more than sending the list: each query string's key is read once (null: the app answers).
  const keyOf = readOnce(1000, (query): string | null => {
    const params = new URLSearchParams(query);
    if (new Set(params.keys()).size !== params.size) return null;
    const parsed = productListQuerySchema.safeParse(Object.fromEntries(params));
    return parsed.success ? productListKey(parsed.data) : null;
  });
  return {
    find(path, query) {
      if (path !== PRODUCT_LIST_PATH) return undefined;
      const key = keyOf(query);
      return key === null ? undefined : answers.get(key);
    },
    route: () => PRODUCT_LIST_PATH,
    cacheControl: (req: { headers: IncomingHttpHeaders }) => publicCacheControl(req.headers),
  };
}
