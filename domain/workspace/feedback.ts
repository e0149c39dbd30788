import { z } from 'zod';
import { pageQuery } from '../common/paging';
import { isoDay } from '../common/dates';

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

/** The workspace's two modes: people who may want the product (leads), posts that name it (mentions). */
export const WORKSPACE_MODES = ['leads', 'mentions'] as const;
export type WorkspaceMode = (typeof WORKSPACE_MODES)[number];

export const FEEDBACK_STATUSES = ['relevant', 'irrelevant'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const mode = z.enum(WORKSPACE_MODES, { error: `mode must be one of ${WORKSPACE_MODES.join(', ')}` });
const id = (name: string) => z.string({ error: `${name} is required` }).min(1, `${name} is required`).max(64);
const dayField = z.iso.date({ error: 'dates must look like 2026-01-31' });

/** POST /api/feedback/save: one mark per lead or mention; marking it again replaces the mark. */
export const feedbackInput = z.object({
  projectId: id('projectId'),
  mode,
  /** The lead's id (mode leads) or the mention's id (mode mentions). */
  itemId: id('itemId'),
  status: z.enum(FEEDBACK_STATUSES, { error: `status must be one of ${FEEDBACK_STATUSES.join(', ')}` }),
  note: z.string().trim().max(500, 'The note must be at most 500 characters').default(''),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;

export const feedbackListQuery = pageQuery(20).extend({
  projectId: id('projectId'),
  mode,
  status: z.enum(FEEDBACK_STATUSES, { error: `status must be one of ${FEEDBACK_STATUSES.join(', ')}` }).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

/** GET /api/feedbacks/stats: days are UTC calendar days, both ends included; at most a year. */
export const feedbackStatsQuery = z.object({ projectId: id('projectId'), mode, from: dayField, to: dayField });
export type FeedbackStatsQuery = z.infer<typeof feedbackStatsQuery>;

/** The longest range GET /api/feedbacks/stats answers, in days (both ends included). */
export const FEEDBACK_STATS_MAX_DAYS = 366;
export const FEEDBACK_RANGE_REVERSED = 'from must be on or before to';
export const FEEDBACK_RANGE_TOO_LONG = `The range can be at most ${FEEDBACK_STATS_MAX_DAYS} days`;

/** Every UTC day from `from` to `to` (YYYY-MM-DD, both included), or the problem with the range. */
export function feedbackDays(from: string, to: string): { days: string[] } | { problem: string } {
  const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
  if (start > end) return { problem: FEEDBACK_RANGE_REVERSED };
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (count > FEEDBACK_STATS_MAX_DAYS) return { problem: FEEDBACK_RANGE_TOO_LONG };
  return { days: Array.from({ length: count }, (_, i) => isoDay(start + i * 86_400_000)) };
}
