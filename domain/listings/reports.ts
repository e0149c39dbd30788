import { z } from 'zod';

/** Why anyone may report a listing, with the words the form shows. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'broken', label: 'Broken (the website does not work)' },
  { value: 'not-a-product', label: 'Not a product' },
  { value: 'offensive', label: 'Offensive' },
  { value: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MAX_REPORT_DETAILS = 1000;
export const REPORT_RECEIVED_MESSAGE = 'Thank you: your report was sent to our moderators.';
export const TOO_MANY_REPORTS_MESSAGE = 'Too many reports from your network. Please try again in an hour.';
export const REPORT_NOT_FOUND_MESSAGE = 'Report not found';

/** A report: its reason (also written "not a product") and, optionally, what the moderators should know. */
export const reportInput = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '-') : value),
    z.enum(REASON_VALUES, { error: `Choose a reason: ${REPORT_REASONS.map((reason) => reason.value.replace(/-/g, ' ')).join(', ')}` }),
  ),
  details: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value ?? ''), z.string().max(MAX_REPORT_DETAILS, `The details must be at most ${MAX_REPORT_DETAILS} characters`)),
});
export type ReportInput = z.infer<typeof reportInput>;

export const reportReasonLabel = (reason: string) => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
