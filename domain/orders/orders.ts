import { z } from 'zod';
import { isCategory } from '../directory/categories';
import { isCountryCode } from '../catalogue/countries';
import { LONG_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX, TAGLINE_MAX } from './copy';
import { ORDER_NOT_FOUND } from './messages';
import type { PlanFeature } from '../plans/types';

/**
 * Orders: a one-time plan bought through Checkout becomes an order for one of the customer's products, fulfilled
 * directory by directory. Each directory goes queued → submitted → live (with its live URL) or rejected (with
 * the reason); the customer sees every row (the submission report) and gets an email once all are settled.
 */
export const ORDER_ITEM_STATUSES = ['queued', 'submitted', 'live', 'rejected'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** awaiting-details: paid, the product form not filled yet; in-progress: being submitted; complete: every directory settled. */
export const ORDER_STATUSES = ['awaiting-details', 'in-progress', 'complete'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the live-URL checker found at a listing's address. */
export const LINK_STATES = ['unchecked', 'ok', 'dead'] as const;
export type LinkState = (typeof LINK_STATES)[number];


/** Shown as "n of N live". */
export const progressLine = (progress: { live: number; total: number }) => `${progress.live} of ${progress.total} live`;

/** The number of directories a plan promises, read from its words ("Submission to 60+ directories" → 60); 0 when none. */
export function directoriesInPlan(plan: { headline: string; features: readonly PlanFeature[] }): number {
  const texts = [...plan.features.map((f) => (typeof f === 'string' ? f : f.text)), plan.headline];
  for (const text of texts) {
    const found = /(\d[\d,]*)\+?\s+directories/i.exec(text);
    if (found) return Number(found[1].replace(/,/g, ''));
  }
  return 0;
}

// ---------- input rules (the customer's product form, the operators' updates and CSV rows) ----------

/** True for an http(s) address. */
export function isHttpAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(isHttpAddress, message);
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((v) => v || null);

/** A copy field the customer may leave empty (it is then cut from the description). */
const copyText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((v) => v || undefined);

/** The product an order is for (the form after payment). */
export const orderProductInput = z.object({
  name: z.string({ error: 'Product name is required' }).trim().min(1, 'Product name is required').max(100, 'Product name must be at most 100 characters'),
  website: httpUrl('Please enter a valid website URL'),
  category: z.string({ error: 'Please select a category' }).refine(isCategory, 'Please select a category'),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(5000, 'Description must be at most 5000 characters'),
  tagline: copyText('Tagline', TAGLINE_MAX),
  shortDescription: copyText('Short description', SHORT_DESCRIPTION_MAX),
  longDescription: copyText('Long description', LONG_DESCRIPTION_MAX),
  /** The country the product serves, for local directories (ISO code); empty: worldwide. */
  country: z
    .string({ error: 'Please select a country' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || isCountryCode(v), 'Please select a country')
    .optional()
    .transform((v) => v || undefined),
});
export type OrderProductInput = z.infer<typeof orderProductInput>;

/** One directory's result, from the admin screen or one CSV row. A live row needs its URL; a rejected one its reason. */
export const orderItemInput = z
  .object({
    directory: z.string({ error: 'directory is required' }).trim().min(1, 'directory is required').max(120, 'directory must be at most 120 characters'),
    status: z.enum(ORDER_ITEM_STATUSES, { error: `status must be one of ${ORDER_ITEM_STATUSES.join(', ')}` }),
    live_url: z.union([httpUrl('live_url must be an http(s) address'), z.literal('')]).optional().transform((v) => v || null),
    reason: optionalText(500),
    directory_url: z.union([httpUrl('directory_url must be an http(s) address'), z.literal('')]).optional().transform((v) => v || null),
    domain_rating: z
      .union([z.literal(''), z.coerce.number({ error: 'domain_rating must be a number from 0 to 100' }).int('domain_rating must be a whole number').min(0, 'domain_rating must be from 0 to 100').max(100, 'domain_rating must be from 0 to 100')])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  })
  .superRefine((row, ctx) => {
    if (row.status === 'live' && !row.live_url) ctx.addIssue({ code: 'custom', path: ['live_url'], message: 'A live directory needs its live_url' });
    if (row.status === 'rejected' && !row.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A rejected directory needs its reason' });
  });
export type OrderItemInput = z.infer<typeof orderItemInput>;

/** The columns of an import file and of the customer's CSV report. */
export const IMPORT_COLUMNS = ['directory', 'status', 'live_url', 'reason', 'directory_url', 'domain_rating'] as const;
export const REPORT_COLUMNS = ['directory', 'status', 'live_url', 'domain_rating', 'date', 'reason', 'backlink', 'rel', 'anchor', 'indexable', 'checked_at'] as const;

export const ORDER_ID_PATTERN = /^[a-f0-9]{24}$/;
export { ORDER_DETAILS_LOCKED, ORDER_DETAILS_SAVED, ORDER_NOT_FOUND } from './messages';
/** True for a text that can be an order's id (anything else is no order's). */
export const isOrderId = (id: string) => ORDER_ID_PATTERN.test(id);
/** An order's id in an address; anything else is refused with the unknown order's message. */
export const orderParams = z.object({ id: z.string().regex(ORDER_ID_PATTERN, ORDER_NOT_FOUND) });
