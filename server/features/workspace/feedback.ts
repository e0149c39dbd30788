import type { Types } from 'mongoose';
import { InvalidInput, NotFound } from '../../../domain/common/errors';
import {
  FEEDBACK_NOT_FOUND,
  feedbackDays,
  type FeedbackInput,
  type FeedbackListQuery,
  type FeedbackStatsQuery,
  type WorkspaceMode,
} from '../../../domain/workspace/feedback';
import type { FeedbackDay, FeedbackPage, FeedbackStats, FeedbackView } from '../../../domain/workspace/types';
import { LEAD_NOT_FOUND } from '../../../domain/workspace/leads';
import { MENTION_NOT_FOUND } from '../../../domain/workspace/mentions';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { FeedbackModel, LeadModel, MentionModel, type FeedbackRecord, type LeadRecord } from './model';
import { objectIdOf } from './projectAccess';
import { workspaceService } from './service';
import { suggestFromLeads } from './suggest';
import { isoDay } from '../../../domain/common/dates';

const toFeedback = (feedback: FeedbackRecord, itemTitle: string | null): FeedbackView => ({
  id: String(feedback._id),
  projectId: String(feedback.projectId),
  mode: feedback.mode,
  itemId: String(feedback.itemId),
  itemTitle,
  status: feedback.status,
  note: feedback.note,
  createdAt: new Date(feedback.createdAt).toISOString(),
  updatedAt: new Date(feedback.updatedAt).toISOString(),
});

const itemModel = (mode: WorkspaceMode) => (mode === 'leads' ? LeadModel : MentionModel) as typeof LeadModel;

/** The titles of the marked leads or mentions that still exist, by id. */
async function titlesOf(mode: WorkspaceMode, ids: readonly Types.ObjectId[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const items = await itemModel(mode).find({ _id: { $in: ids } }, { title: 1 }).lean<{ _id: Types.ObjectId; title: string }[]>();
  return new Map(items.map((item) => [String(item._id), item.title]));
}

/**
 * The founder's marks on leads and mentions (relevant or not). A mark on a lead moves its status (relevant:
 * saved when it was new; irrelevant: ignored), teaches later scans' scores and brings keyword suggestions.
 */
export function createFeedbackService(platform: Platform) {
  const projects = workspaceService(platform);

  async function ownFeedback(userId: string, feedbackId: string): Promise<FeedbackRecord> {
    const _id = objectIdOf(feedbackId);
    const feedback = _id && (await FeedbackModel.findOne({ _id }).lean<FeedbackRecord>());
    if (!feedback || !(await projects.ownsProject(userId, feedback.projectId))) throw new NotFound(FEEDBACK_NOT_FOUND);
    return feedback;
  }

  return {
    async save(userId: string, { projectId, mode, itemId, status, note }: FeedbackInput): Promise<FeedbackView> {
      const project = await projects.ownProject(userId, projectId);
      const _id = objectIdOf(itemId);
      const item = _id && (await itemModel(mode).findOne({ _id, projectId: project._id, ...(mode === 'mentions' ? { removed: false } : {}) }).lean<Pick<LeadRecord, '_id' | 'title' | 'status' | 'matchedKeywords'>>());
      if (!item) throw new NotFound(mode === 'leads' ? LEAD_NOT_FOUND : MENTION_NOT_FOUND);
      const key = { projectId: project._id, mode, itemId: item._id };
      const fields = { status, note, day: isoDay(), keywords: mode === 'leads' ? item.matchedKeywords : [] };
      const upsert = () => FeedbackModel.findOneAndUpdate(key, { $set: fields }, { upsert: true, returnDocument: 'after' }).lean<FeedbackRecord>();
      // Two first marks at once both insert: the loser's retry replaces the winner's mark.
      const feedback = await upsert().catch((error: unknown) => (isDuplicateKey(error) ? upsert() : Promise.reject(error)));
      if (!feedback) throw new NotFound(FEEDBACK_NOT_FOUND);
      if (mode === 'leads') {
        if (status === 'relevant') await LeadModel.updateOne({ _id: item._id, status: 'new' }, { $set: { status: 'saved' } });
        else await LeadModel.updateOne({ _id: item._id }, { $set: { status: 'ignored' } });
        // Suggestions are a help: failing to make them never fails the mark.
        if (status === 'relevant') await suggestFromLeads(project._id).catch((error: Error) => platform.logger.warn({ err: error.message, projectId }, 'could not suggest keywords'));
      }
      return toFeedback(feedback, item.title);
    },

    /** The project's marks in one mode, the latest first. */
    async list(userId: string, { projectId, mode, status, page, limit }: FeedbackListQuery): Promise<FeedbackPage> {
      const project = await projects.ownProject(userId, projectId);
      const query = { projectId: project._id, mode, ...(status ? { status } : {}) };
      const [feedbacks, total] = await Promise.all([
        FeedbackModel.find(query)
          .sort({ updatedAt: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<FeedbackRecord[]>(),
        FeedbackModel.countDocuments(query),
      ]);
      const titles = await titlesOf(mode, feedbacks.map((f) => f.itemId));
      return { feedbacks: feedbacks.map((f) => toFeedback(f, titles.get(String(f.itemId)) ?? null)), total, page, limit };
    },

    /** Marks per UTC day of the range (every day, zeros included), counted by the day of each item's latest mark. */
    async stats(userId: string, { projectId, mode, from, to }: FeedbackStatsQuery): Promise<FeedbackStats> {
      const range = feedbackDays(from, to);
      if ('problem' in range) throw new InvalidInput(range.problem, { field: 'from' });
      const project = await projects.ownProject(userId, projectId);
      // $group with $sum is inside what FerretDB v1 runs (docs/notes: ferretdb-v1.md).
      const counts = await FeedbackModel.aggregate<{ _id: { day: string; status: 'relevant' | 'irrelevant' }; count: number }>([
        { $match: { projectId: project._id, mode, day: { $gte: from, $lte: to } } },
        { $group: { _id: { day: '$day', status: '$status' }, count: { $sum: 1 } } },
      ]);
      const byDay = new Map<string, FeedbackDay>(range.days.map((day) => [day, { day, relevant: 0, irrelevant: 0 }]));
      for (const { _id, count } of counts) {
        const entry = byDay.get(_id.day);
        if (entry) entry[_id.status] += count;
      }
      const days = [...byDay.values()];
      const totals = { relevant: days.reduce((sum, d) => sum + d.relevant, 0), irrelevant: days.reduce((sum, d) => sum + d.irrelevant, 0) };
      return { projectId: String(project._id), mode, from, to, days, totals };
    },

    async get(userId: string, feedbackId: string): Promise<FeedbackView> {
      const feedback = await ownFeedback(userId, feedbackId);
      const titles = await titlesOf(feedback.mode, [feedback.itemId]);
      return toFeedback(feedback, titles.get(String(feedback.itemId)) ?? null);
    },

    /** Removes the mark; the lead keeps the status the mark gave it. */
    async remove(userId: string, feedbackId: string): Promise<{ deleted: true }> {
      const feedback = await ownFeedback(userId, feedbackId);
      await FeedbackModel.deleteOne({ _id: feedback._id });
      return { deleted: true };
    },
  };
}

export const feedbackService = perPlatform(createFeedbackService);
