import { Types } from 'mongoose';
import { NotFound } from '../../../domain/common/errors';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import type { AdminReport } from '../../../domain/listings/contract';
import { REPORT_NOT_FOUND_MESSAGE, type ReportInput, type ReportStatus } from '../../../domain/listings/reports';
import type { Platform } from '../../core/platform';
import { productById } from '../directory/findProduct';
import type { ProductRecord } from '../directory/model';
import { directoryService } from '../directory/service';
import { claimableProduct } from './owners';
import { ListingReportModel, type ListingReport } from './model';

// The moderators' list shows the newest reports of a status, this many at most.
const LIST_LIMIT = 200;

/** Anyone's report of a listed product (its IP address is counted by the limit, never stored with the report). */
export async function reportListing(platform: Platform, slug: string, input: ReportInput): Promise<void> {
  const product = await claimableProduct(slug);
  if (product.status !== 'approved') throw new NotFound(PRODUCT_NOT_FOUND);
  await ListingReportModel.create({ product: product._id, reason: input.reason, details: input.details });
  platform.logger.info({ slug, reason: input.reason }, 'listing reported');
}

const toAdminReport = (report: ListingReport, product: ProductRecord | null): AdminReport => ({
  id: report._id.toHexString(),
  reason: report.reason,
  details: report.details,
  status: report.status,
  createdAt: report.createdAt.toISOString(),
  resolvedAt: report.resolvedAt?.toISOString() ?? null,
  listing: product && { slug: product.slug, name: product.name, status: product.status, website_url: product.website_url },
});

/** Reports of one status, newest first, each with its listing (each product read once, by `_id`). */
export async function reportsWithListings(status: ReportStatus): Promise<AdminReport[]> {
  const reports = await ListingReportModel.find({ status }).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<ListingReport[]>();
  const ids = [...new Set(reports.map((r) => r.product.toHexString()))];
  const products = new Map(await Promise.all(ids.map(async (id) => [id, await productById(new Types.ObjectId(id))] as const)));
  return reports.map((report) => toAdminReport(report, products.get(report.product.toHexString()) ?? null));
}

async function existingReport(id: string): Promise<ListingReport> {
  const report = Types.ObjectId.isValid(id) && id.length === 24 ? await ListingReportModel.findOne({ _id: new Types.ObjectId(id) }).lean<ListingReport>() : null;
  if (!report) throw new NotFound(REPORT_NOT_FOUND_MESSAGE);
  return report;
}

/** Closes a report without acting on its listing. */
export async function dismissReport(id: string): Promise<void> {
  const report = await existingReport(id);
  await ListingReportModel.updateOne({ _id: report._id }, { $set: { status: 'dismissed', resolvedAt: new Date() } });
}

/**
 * Acts on a report: its listing is rejected through the directory's moderation (the founder is emailed the reason,
 * the website is freed), then every open report of that listing is closed as acted on.
 */
export async function rejectReportedListing(platform: Platform, id: string, reason: string): Promise<void> {
  const report = await existingReport(id);
  const product = await productById(report.product);
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  await directoryService(platform).reject(product.slug, reason);
  const resolved = { $set: { status: 'actioned', resolvedAt: new Date() } };
  await ListingReportModel.updateOne({ _id: report._id }, resolved);
  await ListingReportModel.updateMany({ product: product._id, status: 'open' }, resolved);
}
