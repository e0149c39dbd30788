import { z } from 'zod';
import { pageNumber } from '../common/pageNumber';
import { isCategory } from './categories';
import { DIRECTORY_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './limits';

export * from './limits';

/** A positive whole number, from the query string ("3", "3.0") or from a loader (3), read as every page number is. */
const positiveWhole = z
  .union([z.string(), z.number()], { error: 'must be a positive whole number' })
  .refine((v) => pageNumber(v) !== null, 'must be a positive whole number')
  .transform((v) => pageNumber(v)!);

/**
 * The directory list query (GET /api/products and the /directories loader). Strict: any other key (such as
 * "category[$ne]") is refused, and every value is a plain string or number, so nothing becomes a query operator.
 */
export const productListQuerySchema = z.strictObject({
  page: positiveWhole.optional().default(1),
  limit: positiveWhole.refine((n) => n <= MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).optional().default(DIRECTORY_PAGE_SIZE),
  category: z
    .string({ error: 'must be one of the category values' })
    .refine((v) => v === '' || isCategory(v), 'must be one of the category values')
    .optional()
    .transform((v) => v || undefined),
  q: z
    .string({ error: 'must be text' })
    .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional()
    .transform((v) => v?.trim() || undefined),
});

export type ProductListInput = z.infer<typeof productListQuerySchema>;
