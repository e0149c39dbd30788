import { z } from 'zod';
import { directoryRequirementsSchema } from '../catalogue/directories';
import { DIRECTORY_PRICINGS, LINK_POLICIES } from '../catalogue/limits';
import { endpoint, fileAnswer, imageAnswer, isoDateTime } from '../common/contract';
import { BACKLINK_RELS, BACKLINK_STATUSES } from './backlinks';
import { ORDER_ITEM_NOT_FOUND } from './messages';
import { isHttpAddress, LINK_STATES, ORDER_ID_PATTERN, ORDER_ITEM_STATUSES, ORDER_STATUSES, orderItemInput, orderParams, orderProductInput } from './orders';

/** The product an order is for, with the logo of the customer's directory listing when there is one. */
export const orderProductSchema = z.object({
  name: z.string(),
  website: z.string(),
  category: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  /** The copy the customer wrote for directories' forms (left out when they left it to their description). */
  tagline: z.string().optional(),
  shortDescription: z.string().optional(),
  longDescription: z.string().optional(),
  /** The country the product serves (ISO code), for local directories; left out: worldwide. */
  country: z.string().optional(),
});
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
  /** How the directory marks its links, as the catalogue says (null for a directory not in it). */
  linkPolicy: z.enum(LINK_POLICIES).nullable(),
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
  /** The catalogue's directory (its domain), null for a row typed in or imported by name. */
  directoryId: z.string().nullable(),
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

export const adminOrderRowSchema = orderSummarySchema.extend({
  email: z.string().nullable(),
  deadLinks: z.number().int(),
  /** How many directories the catalogue lacked when the order was planned (0 when it had enough). */
  missingDirectories: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** One change of a listing's backlink, as the history keeps it. */
export const backlinkChangeSchema = backlinkSchema.omit({ checkedAt: true, lostAt: true }).extend({ directory: z.string(), liveUrl: z.string(), at: isoDateTime });
export type BacklinkChange = z.infer<typeof backlinkChangeSchema>;

export const adminOrderSchema = adminOrderRowSchema.extend({
  product: orderProductSchema.nullable(),
  items: z.array(adminOrderItemSchema),
  /** The latest changes of the order's backlinks, newest first. */
  backlinkChanges: z.array(backlinkChangeSchema),
  /** Catalogue directories that could replace a queued item (the plan's next ones), highest rating first. */
  alternatives: z.array(z.object({ id: z.string(), name: z.string(), domainRating: z.number().int().nullable() })),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

// ---------- the desk: operators submit each order's directories one after the other ----------

export const DESK_STATUSES = ['submitted', 'live', 'rejected', 'skipped'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

/** The product images in the sizes directories ask for. */
export const PRODUCT_IMAGE_FILES = ['logo-256.png', 'logo-128.png', 'logo-64.png', 'screenshot.jpg'] as const;
export type ProductImageFile = (typeof PRODUCT_IMAGE_FILES)[number];

const itemParams = z.object({ itemId: z.string().regex(ORDER_ID_PATTERN, ORDER_ITEM_NOT_FOUND) });

export const deskDirectorySchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  url: z.string(),
  submitUrl: z.string(),
  domainRating: z.number().int().nullable(),
  linkPolicy: z.enum(LINK_POLICIES),
  pricing: z.enum(DIRECTORY_PRICINGS),
  requirements: directoryRequirementsSchema,
});

/** One submission to make: the directory and the product's copy ready to paste, within the lengths directories ask. */
export const deskItemSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  directory: deskDirectorySchema,
  product: z.object({
    name: z.string(),
    tagline: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    /** The website tagged utm_source=<directory domain>&utm_medium=directory. */
    website: z.string(),
    /** The category's label, as forms list it. */
    category: z.string(),
    logoUrls: z.array(z.object({ size: z.number().int(), url: z.string() })),
    screenshotUrl: z.string().nullable(),
  }),
});
export type DeskItem = z.infer<typeof deskItemSchema>;

/** An item after the desk recorded it, with the backlink check's verdict once there is one. */
export const deskRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  directory: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  liveUrl: z.string().nullable(),
  reason: z.string().nullable(),
  backlink: backlinkSchema.nullable(),
});
export type DeskRow = z.infer<typeof deskRowSchema>;

export const deskInput = z
  .object({
    status: z.enum(DESK_STATUSES, { error: `status must be one of ${DESK_STATUSES.join(', ')}` }),
    liveUrl: z.string().trim().max(2048, 'liveUrl must be at most 2048 characters').optional(),
    reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
  })
  .superRefine((row, ctx) => {
    if (row.status === 'live' && !isHttpAddress(row.liveUrl ?? '')) ctx.addIssue({ code: 'custom', path: ['liveUrl'], message: 'A live directory needs the listing URL (http or https)' });
    if (row.status === 'rejected' && !row.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A rejected directory needs its reason' });
  });
export type DeskInput = z.infer<typeof deskInput>;

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
  desk: endpoint('GET', '/admin/desk', 'admin', { summary: 'The next submissions to make, oldest paid order first: each directory with its submit address and the product copy to paste' }).output(
    z.object({ items: z.array(deskItemSchema) }),
  ),
  deskRow: endpoint('GET', '/admin/desk/{itemId}', 'admin', { summary: "One item as the desk recorded it, with its backlink check's verdict", refusals: [404] })
    .input(z.object({ params: itemParams }))
    .output(deskRowSchema),
  deskRecord: endpoint('POST', '/admin/desk/{itemId}', 'admin', {
    summary: 'Record a submission: submitted, live (with the listing URL), rejected (with the reason), or skipped for now',
    description: 'Live starts the backlink check at once. Skipped puts a queued item last in its order.',
    refusals: [404, 409],
  })
    .input(z.object({ params: itemParams, body: deskInput }))
    .output(deskRowSchema),
  swapItem: endpoint('PUT', '/admin/orders/{id}/items/{itemId}/directory', 'admin', { summary: 'Replace a queued item by another directory of the catalogue', refusals: [404, 409] })
    .input(z.object({ params: orderParams.extend(itemParams.shape), body: z.object({ directoryId: z.string().trim().min(1, 'directoryId is required').max(253) }) }))
    .output(adminOrderSchema),
  productImage: endpoint('GET', '/admin/orders/{id}/images/{file}', 'admin', { summary: "The order's logo or screenshot in a size directories ask for", answer: 'image', refusals: [404] })
    .input(z.object({ params: orderParams.extend({ file: z.enum(PRODUCT_IMAGE_FILES, { error: `file must be one of ${PRODUCT_IMAGE_FILES.join(', ')}` }) }) }))
    .output(imageAnswer),
};
