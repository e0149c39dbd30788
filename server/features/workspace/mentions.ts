import { NotFound } from '../../../domain/common/errors';
import { DEFAULT_REPLY_TEMPLATE } from '../../../domain/workspace/drafts';
import { MENTION_NOT_FOUND, type MentionsQuery } from '../../../domain/workspace/mentions';
import { perPlatform, type Platform } from '../../core/platform';
import type { DiscussionPostView, GeneratedReply, MentionPage, MentionView, SavedReply } from '../../../domain/workspace/types';
import { drafts } from './drafts';
import { postPage } from './discussionPosts';
import { FeedbackModel, MentionModel, ProjectModel, type MentionRecord, type ProjectRecord } from './model';
import { objectIdOf } from './projectAccess';
import { workspaceService } from './service';

/** What a mention shows beyond the post itself. */
const mentionFields = (mention: MentionRecord): Omit<MentionView, keyof DiscussionPostView> => ({
  projectId: String(mention.projectId),
  matched: mention.matched,
  reply: mention.reply ?? null,
});

/** Posts that name a project, and the public replies drafted for them (drafts only: nothing is ever posted). */
export function createMentionsService(platform: Platform) {
  const projects = workspaceService(platform);

  /** The owner's mention, or NotFound (also for another user's mention and for what is not an id). */
  async function ownMention(userId: string, mentionId: string): Promise<MentionRecord> {
    const _id = objectIdOf(mentionId);
    const mention = _id && (await MentionModel.findOne({ _id, removed: false }).lean<MentionRecord>());
    if (!mention || !(await projects.ownsProject(userId, mention.projectId))) throw new NotFound(MENTION_NOT_FOUND);
    return mention;
  }

  return {
    ownMention,

    /** Newest first; 'new' has no reply draft yet, 'drafted' has one. */
    async list(userId: string, projectId: string, { page, limit, filter, from }: MentionsQuery): Promise<MentionPage> {
      const project = await projects.ownProject(userId, projectId);
      const query = {
        projectId: project._id,
        removed: false,
        ...(from ? { postedAt: { $gte: new Date(from) } } : {}),
        ...(filter === 'new' ? { reply: null } : filter === 'drafted' ? { reply: { $ne: null } } : {}),
      };
      const { items, total } = await postPage<MentionRecord, MentionView>(MentionModel, { projectId: project._id, mode: 'mentions', filter: query, page, limit }, mentionFields);
      return { mentions: items, total, page, limit };
    },

    /** A public reply draft, counted against the same monthly replies as DMs, kept on the mention. */
    async generateReply(userId: string, mentionId: string): Promise<GeneratedReply> {
      const mention = await ownMention(userId, mentionId);
      const project = await ProjectModel.findById(mention.projectId).lean<ProjectRecord>();
      if (!project) throw new NotFound(MENTION_NOT_FOUND);
      const { text, used, allowed } = await drafts(platform).writeCounted(userId, { kind: 'reply', projectId: project._id, template: DEFAULT_REPLY_TEMPLATE, project, post: mention });
      await MentionModel.updateOne({ _id: mention._id }, { $set: { reply: text } });
      return { mentionId: String(mention._id), reply: text, used, allowed };
    },

    async reply(userId: string, mentionId: string): Promise<SavedReply> {
      const mention = await ownMention(userId, mentionId);
      return { mentionId: String(mention._id), reply: mention.reply ?? null };
    },

    /** Deletes the mention for the founder (and the mark on it); hidden rather than erased, so that a rescan does not bring it back. */
    async remove(userId: string, mentionId: string): Promise<{ deleted: true }> {
      const mention = await ownMention(userId, mentionId);
      await Promise.all([
        MentionModel.updateOne({ _id: mention._id }, { $set: { removed: true, reply: null } }),
        FeedbackModel.deleteMany({ projectId: mention.projectId, mode: 'mentions', itemId: mention._id }),
      ]);
      return { deleted: true };
    },
  };
}

export const mentionsService = perPlatform(createMentionsService);
