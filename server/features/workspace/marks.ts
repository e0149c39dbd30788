import type { Types } from 'mongoose';
import type { FeedbackStatus, WorkspaceMode } from '../../../domain/workspace/feedback';
import { FeedbackModel } from './model';

/** The customer's marks (relevant or not) on these leads or mentions of a project, by item id. */
export async function marksOf(projectId: Types.ObjectId, mode: WorkspaceMode, itemIds: readonly Types.ObjectId[]): Promise<Map<string, FeedbackStatus>> {
  if (!itemIds.length) return new Map();
  const marks = await FeedbackModel.find({ projectId, mode, itemId: { $in: itemIds } }, { itemId: 1, status: 1 }).lean<{ itemId: Types.ObjectId; status: FeedbackStatus }[]>();
  return new Map(marks.map((mark) => [String(mark.itemId), mark.status]));
}
