import { z } from 'zod';
import { dataAnswer, endpoint, formDataOf, isoDateTime, messageAnswer } from '../common/contract';
import { productListQuerySchema } from './listing';
import { submissionSchema, type ReceivedImage } from './submission';
import { PRODUCT_STATUSES } from './limits';
import { listingStatsSchema } from '../listings/stats';

/** Directory listing shapes of the spec (sections 3 and 7). */
export const productCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  category: z.string(),
  logo_url: z.string(),
  createdAt: isoDateTime,
  /** Votes of signed-in accounts (counted when the answer was made: cached pages and lists may be a minute behind). */
  votes: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  website_url: z.string(),
  firstname: z.string(),
  screenshot_url: z.string(),
  /** Smaller screenshot for cards and previews. */
  screenshot_thumb_url: z.string(),
  updatedAt: isoDateTime,
  /** An account proved it controls the website (server/features/listings). */
  verified: z.boolean().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const productListResultSchema = z.object({ products: z.array(productCardSchema), pagination: paginationSchema });
export type ProductListResult = z.infer<typeof productListResultSchema>;

/** What a founder's private status link shows. */
export const submissionStatusSchema = z.object({
  name: z.string(),
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  reason: z.string().nullable(),
  submittedAt: isoDateTime,
  /** The founder's numbers over the last 30 days (server/features/listings). */
  stats: listingStatsSchema.optional(),
});
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const directoryContract = {
  list: endpoint('GET', '/products', 'public', {
    summary: 'Approved products, newest first; with q, the products matching every word, best matches first',
    description: 'The same answer for everyone: it carries an ETag, and a matching If-None-Match answers 304.',
    publicCache: true,
  })
    .input(z.object({ query: productListQuerySchema }))
    .output(dataAnswer(productListResultSchema)),
  // Declared before `get`: /products/status/{token} is matched before /products/{slug}.
  status: endpoint('GET', '/products/status/{token}', 'public', { summary: "A submission's review state, from the founder's private status link", refusals: [404] })
    .input(z.object({ params: z.object({ token: z.string() }) }))
    .output(dataAnswer(submissionStatusSchema)),
  get: endpoint('GET', '/products/{slug}', 'public', { summary: 'One approved product', refusals: [404] })
    .input(z.object({ params: z.object({ slug: z.string() }) }))
    .output(dataAnswer(productDetailSchema)),
  submit: endpoint('POST', '/products', 'public', {
    summary: 'Submit a product for review, with its logo and screenshot',
    description: 'The first problem of the submission rules is the answer (400); a website already listed answers 409. Limited per address per hour.',
    status: 201,
    body: 'multipart',
    refusals: [409],
  })
    .input(z.object({ body: formDataOf(submissionSchema<ReceivedImage>()) }))
    .output(messageAnswer),
};
