import { z } from 'zod';
import { endpoint, fileAnswer, isoDateTime } from '../common/contract';
import { BACKLINK_RELS, BACKLINK_STATUSES } from './backlinks';
import { LINK_STATES, ORDER_ITEM_STATUSES, ORDER_STATUSES, orderItemInput, orderParams, orderProductInput } from './orders';

/** The product an order is for, with the logo of the customer's directory listing when there is one. */
export const orderProductSchema = z.object({ name: z.string(), website: z.string(), category: z.string(), description: z.string(), logoUrl: z.string().nullable() });
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** What the last check of a live listing found: the link to the customer's site itself, and whether the page counts. */
export const backlinkSchema = z.object({
  status: z.enum(BACKLINK_STATUSES),
  /** The strongest restriction on the link (null unless found). */
  rel: z.enum(BACKLINK_RELS).nullable(),
  /** The link's text, or the alt of its image. */
  anchor: z.string().nullable(),
  /** False on a noindex page (robots meta tag or X-Robots-Tag) or one whose canonical is another page; null when unreachable. */
  indexable: z.boolean().nullable(),
  httpStatus: z.number().int().nullable(),
  checkedAt: isoDateTime,
  /** Since when a link that was there is lost (missing, its page noindex or gone); null while it holds. */
  lostAt: isoDateTime.nullable(),
});
export type Backlink = z.infer<typeof backlinkSchema>;

/** An order's backlinks counted over its live listings ("31 dofollow, 5 nofollow, 2 missing of 38 live"). */
export const backlinkCountsSchema = z.object({
  live: z.number().int(),
  dofollow: z.number().int(),
  nofollow: z.number().int(),
  missing: z.number().int(),
  unreachable: z.number().int(),
  notIndexable: z.number().int(),
  unchecked: z.number().int(),
  lost: z.number().int(),
  /** The counts in words: "31 dofollow, 5 nofollow, 2 missing of 38 live". */
  summary: z.string(),
});

/** One directory of an order, as the customer's submission report shows it. */
export const orderItemSchema = z.object({
  directory: z.string(),
  directoryUrl: z.string().nullable(),
  domainRating: z.number().nullable(),
  status: z.enum(ORDER_ITEM_STATUSES),
  liveUrl: z.string().nullable(),
  reason: z.string().nullable(),
  /** When the row last changed status. */
  updatedAt: isoDateTime,
  /** null until its live URL has been checked. */
  backlink: backlinkSchema.nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An item as operators see it: with what the live-URL checker found. */
export const adminOrderItemSchema = orderItemSchema.extend({
  id: z.string(),
  link: z.enum(LINK_STATES),
  linkDetail: z.string().nullable(),
  linkCheckedAt: isoDateTime.nullable(),
  /** Why the backlink does not count, in the checker's words (no link to the site, noindex, canonical elsewhere...). */
  backlinkDetail: z.string().nullable(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const orderProgressSchema = z.object({
  /** Directories of the order (the plan's count, or more when more rows were reported). */
  total: z.number().int(),
  live: z.number().int(),
  submitted: z.number().int(),
  rejected: z.number().int(),
  queued: z.number().int(),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  planId: z.string(),
  planLabel: z.string(),
  status: z.enum(ORDER_STATUSES),
  productName: z.string().nullable(),
  progress: orderProgressSchema,
  backlinks: backlinkCountsSchema,
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The customer's order page: the report, and until the product is described, the suggestion from their own listing. */
export const customerOrderSchema = orderSummarySchema.extend({ product: orderProductSchema.nullable(), items: z.array(orderItemSchema), prefill: orderProductSchema.nullable() });
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const adminOrderRowSchema = orderSummarySchema.extend({ email: z.string().nullable(), deadLinks: z.number().int() });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** One change of a listing's backlink, as the history keeps it. */
export const backlinkChangeSchema = backlinkSchema.omit({ checkedAt: true, lostAt: true }).extend({ directory: z.string(), liveUrl: z.string(), at: isoDateTime });
export type BacklinkChange = z.infer<typeof backlinkChangeSchema>;

export const adminOrderSchema = adminOrderRowSchema.extend({
  product: orderProductSchema.nullable(),
  items: z.array(adminOrderItemSchema),
  /** The latest changes of the order's backlinks, newest first. */
  backlinkChanges: z.array(backlinkChangeSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ordersContract = {
  list: endpoint('GET', '/orders', 'owner', { summary: "The caller's orders, newest first" }).output(z.array(orderSummarySchema)),
  get: endpoint('GET', '/orders/{id}', 'owner', { summary: "One of the caller's orders with its submission report" })
    .input(z.object({ params: orderParams }))
    .output(customerOrderSchema),
  report: endpoint('GET', '/orders/{id}/report.csv', 'owner', { summary: 'The submission report of an order as CSV', answer: 'file' })
    .input(z.object({ params: orderParams }))
    .output(fileAnswer),
  saveProduct: endpoint('PUT', '/orders/{id}/product', 'owner', { summary: 'Describe the product an order is for', description: 'It can change until submissions start (400 after).' })
    .input(z.object({ params: orderParams, body: orderProductInput }))
    .output(orderSummarySchema),
  adminList: endpoint('GET', '/admin/orders', 'admin', { summary: 'Every order, newest first, with its dead links and its backlinks (lost, missing, nofollow)' }).output(z.array(adminOrderRowSchema)),
  adminGet: endpoint('GET', '/admin/orders/{id}', 'admin', { summary: 'One order with every directory, its link check and the history of its backlinks', refusals: [404] })
    .input(z.object({ params: orderParams }))
    .output(adminOrderSchema),
  setItem: endpoint('PUT', '/admin/orders/{id}/items', 'admin', { summary: "Set one directory's result: queued, submitted, live (with its URL) or rejected (with the reason)", refusals: [404] })
    .input(z.object({ params: orderParams, body: orderItemInput }))
    .output(adminOrderSchema),
};
