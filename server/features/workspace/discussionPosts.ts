import type { Model, Types } from 'mongoose';
import type { FeedbackStatus, WorkspaceMode } from '../../../domain/workspace/feedback';
import type { DiscussionPostView } from '../../../domain/workspace/types';
import { FeedbackModel } from './model';

/** The stored fields of a public post, as leads and mentions both keep them. */
type StoredPost = Omit<DiscussionPostView, 'id' | 'postedAt' | 'feedback'> & { _id: Types.ObjectId; postedAt: Date };

/** The customer's marks (relevant or not) on these leads or mentions of a project, by item id. */
async function marksOf(projectId: Types.ObjectId, mode: WorkspaceMode, itemIds: readonly Types.ObjectId[]): Promise<Map<string, FeedbackStatus>> {
  if (!itemIds.length) return new Map();
  const marks = await FeedbackModel.find({ projectId, mode, itemId: { $in: itemIds } }, { itemId: 1, status: 1 }).lean<{ itemId: Types.ObjectId; status: FeedbackStatus }[]>();
  return new Map(marks.map((mark) => [String(mark.itemId), mark.status]));
}

/** A stored post as the API shows it, with the customer's mark. */
function postView(post: StoredPost, marks: ReadonlyMap<string, FeedbackStatus>): DiscussionPostView {
  return {
    id: String(post._id),
    source: post.source,
    sourceId: post.sourceId,
    url: post.url,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    community: post.community,
    postedAt: new Date(post.postedAt).toISOString(),
    feedback: marks.get(String(post._id)) ?? null,
  };
}

/**
 * Posts of a project as the API lists them (leads or mentions): newest first, one page, the total, and each
 * post's common fields and mark joined to what `extra` adds for its kind.
 */
export async function postPage<R extends StoredPost, V>(
  model: Model<R>,
  { projectId, mode, filter, page, limit }: { projectId: Types.ObjectId; mode: WorkspaceMode; filter: Record<string, unknown>; page: number; limit: number },
  extra: (post: R) => Omit<V, keyof DiscussionPostView>,
): Promise<{ items: V[]; total: number }> {
  const [posts, total] = await Promise.all([
    model
      .find(filter)
      .sort({ postedAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<R[]>(),
    model.countDocuments(filter),
  ]);
  const marks = await marksOf(projectId, mode, posts.map((post) => post._id));
  return { items: posts.map((post) => ({ ...postView(post, marks), ...extra(post) }) as V), total };
}

/** One post as the API shows it (after a change), with its mark. */
export async function postOf<R extends StoredPost, V>(post: R, projectId: Types.ObjectId, mode: WorkspaceMode, extra: (post: R) => Omit<V, keyof DiscussionPostView>): Promise<V> {
  return { ...postView(post, await marksOf(projectId, mode, [post._id])), ...extra(post) } as V;
}
