import { z } from 'zod';
import { productEditInput } from '../admin/contract';
import { dataAnswer, doneAnswer, endpoint, formDataOf, isoDateTime, messageAnswer } from '../common/contract';
import { PRODUCT_STATUSES } from '../directory/limits';
import { MAX_LENGTHS, productImagesSchema, type ReceivedImage } from '../directory/submission';
import { REPORT_REASONS, REPORT_STATUSES, reportInput } from './reports';
import { listingStatsSchema } from './stats';

const slugParams = z.object({ params: z.object({ slug: z.string().max(200) }) });
const reportParams = z.object({ params: z.object({ id: z.string().max(64) }) });

/** What a verified owner may change: any of the listing's texts and category, and its website's address on the same host. */
export const ownerEditInput = productEditInput.partial().extend({
  website_url: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1, 'Website URL is required').max(MAX_LENGTHS.website_url).optional()),
});
export type OwnerEdit = z.infer<typeof ownerEditInput>;

/** A listing its verified owner manages: everything the public sees, its review state, and its numbers. */
export const ownedListingSchema = z.object({
  slug: z.string(),
  name: z.string(),
  headline: z.string(),
  description: z.string(),
  category: z.string(),
  website_url: z.string(),
  logo_url: z.string(),
  screenshot_url: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  stats: listingStatsSchema,
});
export type OwnedListing = z.infer<typeof ownedListingSchema>;

/** The claim page of one listing for the signed-in account: its listing when it owns it, else the tag that proves it. */
export const listingClaimSchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  website_url: z.string(),
  owned: ownedListingSchema.nullable(),
  claim: z.object({ token: z.string(), metaTag: z.string() }).nullable(),
});
export type ListingClaim = z.infer<typeof listingClaimSchema>;

/** A report as the moderators see it, with the listing it is about (null once the listing was deleted). */
export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [string, ...string[]]),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
  listing: z.object({ slug: z.string(), name: z.string(), status: z.enum(PRODUCT_STATUSES), website_url: z.string() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

const rejectionReason = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, 'A reason is required').max(1000, 'The reason must be at most 1000 characters'));

/** Claims, owners' edits, reports and the founders' numbers of directory listings. */
export const listingsContract = {
  claim: endpoint('POST', '/products/{slug}/claim', 'signed-in', {
    summary: "Start claiming a listing: the meta tag to put on the website's home page",
    description: 'The token is the same each time one account asks for one listing. Pending and listed products may be claimed.',
    refusals: [404],
  })
    .input(slugParams)
    .output(z.object({ token: z.string(), metaTag: z.string() })),
  verifyClaim: endpoint('POST', '/products/{slug}/claim/verify', 'signed-in', {
    summary: "Finish a claim: the website's home page is read, and the account becomes the listing's verified owner when the tag is there",
    description: "400 when the tag is not on the home page or the page cannot be read. A pending listing submitted by someone else is withdrawn instead, so its website may be submitted again.",
    refusals: [404, 409],
  })
    .input(slugParams)
    .output(z.object({ success: z.literal(true), verified: z.literal(true), websiteFreed: z.boolean(), message: z.string() })),
  edit: endpoint('PATCH', '/products/{slug}', 'signed-in', { summary: "The verified owner changes the listing's texts, category or website address (same host); anyone else gets 403", refusals: [404] })
    .input(slugParams.extend({ body: ownerEditInput }))
    .output(dataAnswer(ownedListingSchema)),
  replaceImages: endpoint('PUT', '/products/{slug}/images', 'signed-in', {
    summary: "The verified owner replaces the listing's logo, screenshot or both",
    description: "The submission's checks (JPG, PNG or GIF, at most 5MB) and image processing; anyone but the verified owner gets 403.",
    body: 'multipart',
    refusals: [404],
  })
    .input(slugParams.extend({ body: formDataOf(productImagesSchema<ReceivedImage>()) }))
    .output(dataAnswer(ownedListingSchema)),
  report: endpoint('POST', '/products/{slug}/reports', 'public', {
    summary: 'Report a listed product to the moderators: spam, broken, not a product, offensive or other, with details',
    description: 'Five reports per IP address an hour (REPORTS_PER_HOUR); the sixth answers 429.',
    status: 201,
    refusals: [404],
  })
    .input(slugParams.extend({ body: reportInput }))
    .output(messageAnswer),
  mine: endpoint('GET', '/users/me/listings', 'signed-in', { summary: "The listings the account is the verified owner of, with each one's numbers" }).output(z.object({ listings: z.array(ownedListingSchema) })),
  claimPage: endpoint('GET', '/users/me/listings/{slug}', 'signed-in', { summary: "One listing for the account: the listing when it owns it, else its claim's meta tag", refusals: [404] })
    .input(slugParams)
    .output(listingClaimSchema),
  adminReports: endpoint('GET', '/admin/reports', 'admin', { summary: 'Reports of one status (open by default), newest first, each with its listing' })
    .input(z.object({ query: z.object({ status: z.enum(REPORT_STATUSES).default('open') }) }))
    .output(z.object({ reports: z.array(adminReportSchema) })),
  dismissReport: endpoint('POST', '/admin/reports/{id}/dismiss', 'admin', { summary: 'Close a report without acting on the listing', refusals: [404] })
    .input(reportParams)
    .output(doneAnswer),
  rejectReported: endpoint('POST', '/admin/reports/{id}/reject', 'admin', {
    summary: "Act on a report: reject its listing (the founder is emailed the reason) and close the listing's open reports",
    refusals: [404, 409],
  })
    .input(reportParams.extend({ body: z.object({ reason: rejectionReason }) }))
    .output(doneAnswer),
};
