import type { RequestHandler } from 'express';
import { Types } from 'mongoose';
import type { directoryContract } from '../../../domain/directory/contract';
import type { listingsContract } from '../../../domain/listings/contract';
import { REPORT_RECEIVED_MESSAGE, TOO_MANY_REPORTS_MESSAGE } from '../../../domain/listings/reports';
import { callerOf, type EndpointImplementation, type Implementation } from '../../core/http/endpointHandlers';
import type { PageForm } from '../../core/http/pageFormPosts';
import { cacheTtlMs } from '../../core/cache/cache';
import { keptRecords } from '../../core/cache/keptRecords';
import { redisRateLimit } from '../../core/http/rateLimit';
import { perPlatform, type Platform } from '../../core/platform';
import { holderOf, slugKey } from '../directory/keys';
import { directoryService } from '../directory/service';
import { productImagesForm } from '../directory/router';
import { claimToken, startClaim, verifyClaim } from './claimListing';
import { listingStats } from './listingStats';
import { dismissReport, rejectReportedListing, reportListing, reportsWithListings } from './listingReports';
import { editAsOwner, replaceImagesAsOwner, toOwnedListing } from './ownerEdit';
import { claimableProduct, ownerOf, productsOwnedBy } from './owners';
import { verificationMetaTag } from '../../../domain/listings/claims';

/** Reports per IP address an hour, counted in Redis; a report the server refuses (bad input) gives its place back. */
const reportLimit = perPlatform(({ config, redis, logger }): RequestHandler =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:listing-reports`, limit: config.REPORTS_PER_HOUR, windowMs: 3600_000, message: TOO_MANY_REPORTS_MESSAGE, giveBackRefusals: true }),
);

/** The report page's form without JavaScript, under the API's report limit. */
export const listingsPageForms: readonly PageForm[] = [{ path: '/product/:slug/report', encodings: ['urlencoded'], guards: (platform) => [reportLimit(platform)] }];

/** Claims, owners' edits, reports and the founders' numbers. */
export const listingsEndpoints: Implementation<typeof listingsContract> = {
  claim: ({ params }, ctx) => startClaim(ctx.platform, params.slug, callerOf(ctx)),
  verifyClaim: ({ params }, ctx) => verifyClaim(ctx.platform, params.slug, callerOf(ctx)),
  edit: async ({ params, body }, ctx) => ({ success: true, data: await editAsOwner(ctx.platform, params.slug, callerOf(ctx).userId, body) }),
  replaceImages: {
    before: () => [productImagesForm({ maxFields: 4 })],
    handle: async ({ params, body }, ctx) => ({ success: true, data: await replaceImagesAsOwner(ctx.platform, params.slug, callerOf(ctx).userId, { logo: body.logo?.bytes, screenshot: body.screenshot?.bytes }) }),
  },
  report: {
    before: (platform) => [reportLimit(platform)],
    async handle({ params, body }, { platform }) {
      await reportListing(platform, params.slug, body);
      return { success: true, message: REPORT_RECEIVED_MESSAGE };
    },
  },
  async mine(_input, ctx) {
    const products = await productsOwnedBy(callerOf(ctx).userId);
    return { listings: await Promise.all(products.map((p) => toOwnedListing(ctx.platform, p))) };
  },
  async claimPage({ params }, ctx) {
    const { userId } = callerOf(ctx);
    const product = await claimableProduct(params.slug);
    const owned = (await ownerOf(product._id)) === userId;
    const token = claimToken(ctx.platform.config, product._id, userId);
    return {
      slug: product.slug,
      name: product.name,
      status: product.status,
      website_url: product.website_url,
      owned: owned ? await toOwnedListing(ctx.platform, product) : null,
      claim: owned ? null : { token, metaTag: verificationMetaTag(token) },
    };
  },
  adminReports: async ({ query }) => ({ reports: await reportsWithListings(query.status) }),
  async dismissReport({ params }) {
    await dismissReport(params.id);
    return { success: true };
  },
  async rejectReported({ params, body }, { platform }) {
    await rejectReportedListing(platform, params.id, body.reason);
    return { success: true };
  },
};

type DirectoryEndpoints = Implementation<typeof directoryContract>;
const handlerOf = <P>(implementation: EndpointImplementation<P> | EndpointImplementation<P>['handle']) => (typeof implementation === 'function' ? implementation : implementation.handle);

/** The product a listed slug names, by its key (one read by `_id`). */
const productIdOf = (slug: string) => holderOf(slugKey(slug));

/** Listed products' owners, kept until a change names the product (a claim announces it). */
const listedOwners = perPlatform(({ bus, config }: Platform) => keptRecords({ bus, topic: 'directory', ttlMs: cacheTtlMs(config), max: 2000, read: (id) => ownerOf(new Types.ObjectId(id)) }));

/** Whether a listed product has a verified owner: its id from the listing in memory (its key while the listing is read at start), then its owner. */
async function hasOwner(platform: Platform, slug: string): Promise<boolean> {
  const listed = directoryService(platform).listedId(slug);
  if (listed !== undefined) return Boolean(listed && (await listedOwners(platform)(listed)));
  const id = await productIdOf(slug);
  return Boolean(id && (await ownerOf(id)));
}

/**
 * The directory's answers with what this feature knows of a listing: `verified` on a product (its page shows it),
 * the founder's numbers on a submission's status. Wired in apiImplementation.ts: the directory never imports this.
 */
export function withListingFacts(directory: DirectoryEndpoints): DirectoryEndpoints {
  const get = handlerOf(directory.get);
  const status = handlerOf(directory.status);
  return {
    ...directory,
    async get(input, ctx) {
      // The owner is read beside the product, not after it.
      const [answer, verified] = await Promise.all([get(input, ctx), hasOwner(ctx.platform, input.params.slug)]);
      return { ...answer, data: { ...answer.data, verified } };
    },
    async status(input, ctx) {
      const answer = await status(input, ctx);
      const id = await productIdOf(answer.data.slug);
      return id ? { ...answer, data: { ...answer.data, stats: await listingStats(id) } } : answer;
    },
  };
}
