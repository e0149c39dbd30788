import { z } from 'zod';
import { doneAnswer, endpoint, fileAnswer, formDataOf, isoDateTime } from '../common/contract';
import { PRODUCT_STATUSES } from '../directory/limits';
import { revenueSummarySchema } from '../payments/contract';
import { CATEGORIES } from '../directory/categories';
import { MAX_LENGTHS, productImagesSchema, type ReceivedImage } from '../directory/submission';

const text = (required: string, max: number, name: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, required).max(max, `${name} must be at most ${max} characters`));

/** What an admin may change on a listing's text: its words and its category (the website stays as submitted; images have their own call). */
export const productEditInput = z.object({
  name: text('Product name is required', MAX_LENGTHS.name, 'Product name'),
  headline: text('Headline is required', MAX_LENGTHS.headline, 'Headline'),
  description: text('Description is required', MAX_LENGTHS.description, 'Description'),
  category: z.enum(CATEGORIES.map((c) => c.value) as [string, ...string[]], { error: 'Please select a category' }),
});
export type ProductEdit = z.infer<typeof productEditInput>;

/** The status the moderator's page showed: when the product has moved since (another moderator), the decision is refused with 409. */
const expectedStatus = z.enum(PRODUCT_STATUSES, { error: `must be one of ${PRODUCT_STATUSES.join(', ')}` }).optional();
export const approveInput = z.object({ expected_status: expectedStatus });
export const rejectInput = z.object({ reason: text('A reason is required', 1000, 'The reason'), expected_status: expectedStatus });

/** A product in the admin queue: everything the founder sent; nothing is hidden from operators. */
export const adminProductSchema = z.object({
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  name: z.string(),
  headline: z.string(),
  description: z.string(),
  website_url: z.string(),
  category: z.string(),
  firstname: z.string(),
  email: z.string(),
  logo_url: z.string(),
  screenshot_url: z.string(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Sign-ups that came from one source or campaign: waitlist entries, product submissions and new accounts. */
export const signupCountSchema = z.object({ name: z.string(), waitlist: z.number().int(), submissions: z.number().int(), accounts: z.number().int(), total: z.number().int() });
export type SignupCount = z.infer<typeof signupCountSchema>;

/** The periods the dashboard shows, in days (the last 30 by default). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export const DEFAULT_DASHBOARD_DAYS = 30;
const dashboardQuery = z.object({
  days: z.coerce
    .number()
    .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), `days must be one of ${DASHBOARD_PERIODS.join(', ')}`)
    .default(DEFAULT_DASHBOARD_DAYS),
});

/** Counts and the period's days, day by day (UTC), for the dashboard. */
export const dashboardDataSchema = z.object({
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), waitlist: z.number().int(), users: z.number().int(), plans: z.number().int() }),
  /** Monthly recurring revenue and new customers (payments). */
  revenue: revenueSummarySchema,
  /** Per day: submissions, waitlist sign-ups, confirmed addresses and counted referrals. */
  days: z.array(z.object({ day: z.string(), submissions: z.number().int(), waitlist: z.number().int(), confirmations: z.number().int(), referrals: z.number().int() })),
  /** Sign-ups of the same period per source and per campaign (domain/campaigns/attribution.ts), most first. */
  campaigns: z.object({ sources: z.array(signupCountSchema), campaigns: z.array(signupCountSchema) }),
  /** The catalogue's directories whose sites stopped answering: how many, and the latest (last checked first). */
  deadDirectories: z.object({ count: z.number().int(), latest: z.array(z.object({ id: z.string(), name: z.string(), lastCheckedAt: isoDateTime.nullable(), detail: z.string().nullable() })) }),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/**
 * A waitlist entry; confirmedAt is null until the address is confirmed (then it has a position), referredBy is the
 * address of the subscriber whose link brought it, unsubscribedAt when it left marketing mail (one-click unsubscribe).
 */
export const waitlistRowSchema = z.object({
  email: z.string(),
  source: z.string().nullable(),
  createdAt: isoDateTime,
  confirmedAt: isoDateTime.nullable(),
  position: z.number().int().positive().nullable(),
  referrals: z.number().int().min(0),
  referredBy: z.string().nullable(),
  unsubscribedAt: isoDateTime.nullable(),
});

export const waitlistPageSchema = z.object({ entries: z.array(waitlistRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

/** One email as the worker would send it, rendered with its sample data (the admin's preview page, `email:preview`). */
export const emailPreviewSchema = z.object({ name: z.string(), kind: z.enum(['transactional', 'marketing']), subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

const productSlug = z.object({ params: z.object({ slug: z.string().max(200) }) });
/** Approving or rejecting a product already in that state changes nothing (and emails nobody). */
const moderationAnswer = z.object({ success: z.literal(true), changed: z.boolean() });
const waitlistQuery = z.object({ q: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** /api/admin: the admin area's dashboard, product moderation and waitlist. */
export const adminContract = {
  dashboard: endpoint('GET', '/admin/dashboard', 'admin', { summary: 'Counts (the waitlist: confirmed subscribers), revenue, submissions, waitlist sign-ups, confirmations and counted referrals per day, and sign-ups per source and campaign, over the last `days` days (7, 30 or 90; 30 by default)' })
    .input(z.object({ query: dashboardQuery }))
    .output(dashboardDataSchema),
  products: endpoint('GET', '/admin/products', 'admin', { summary: 'Products of one status (pending by default): the pending queue oldest first, others newest first' })
    .input(z.object({ query: z.object({ status: z.enum(PRODUCT_STATUSES).default('pending') }) }))
    .output(z.object({ products: z.array(adminProductSchema) })),
  updateProduct: endpoint('PUT', '/admin/products/{slug}', 'admin', { summary: "Change a listing's name, headline, description and category", refusals: [404] })
    .input(productSlug.extend({ body: productEditInput }))
    .output(adminProductSchema),
  replaceProductImages: endpoint('PUT', '/admin/products/{slug}/images', 'admin', {
    summary: "Replace a listing's logo, screenshot or both",
    description: "The submission's checks (JPG, PNG or GIF, at most 5MB) and image processing; the old files are removed once the listing shows the new ones.",
    body: 'multipart',
    refusals: [404],
  })
    .input(productSlug.extend({ body: formDataOf(productImagesSchema<ReceivedImage>()) }))
    .output(adminProductSchema),
  deleteProduct: endpoint('DELETE', '/admin/products/{slug}', 'admin', { summary: 'Delete a listing and its images; its website may be submitted again', refusals: [404] })
    .input(productSlug)
    .output(doneAnswer),
  approveProduct: endpoint('POST', '/admin/products/{slug}/approve', 'admin', { summary: 'Publish a product and email the founder its live link', refusals: [404, 409] })
    .input(productSlug.extend({ body: approveInput }))
    .output(moderationAnswer),
  rejectProduct: endpoint('POST', '/admin/products/{slug}/reject', 'admin', { summary: 'Hide a product and email the founder the reason', refusals: [404, 409] })
    .input(productSlug.extend({ body: rejectInput }))
    .output(moderationAnswer),
  waitlist: endpoint('GET', '/admin/waitlist', 'admin', { summary: 'Waitlist entries, newest first; q matches part of the address' })
    .input(z.object({ query: waitlistQuery }))
    .output(waitlistPageSchema),
  emails: endpoint('GET', '/admin/emails', 'admin', { summary: 'Every email the service sends, rendered with sample data: subject, HTML and plain text' }).output(z.object({ emails: z.array(emailPreviewSchema) })),
  waitlistCsv: endpoint('GET', '/admin/waitlist.csv', 'admin', { summary: 'Every waitlist entry matching q as CSV (email, source, joined, confirmed_at, position, referrals, referred_by, unsubscribed, the campaign), oldest first', answer: 'file' })
    .input(z.object({ query: waitlistQuery }))
    .output(fileAnswer),
};
