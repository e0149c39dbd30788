import { Types } from 'mongoose';
import { AlreadyExists, NotAllowed, NotFound, Unavailable } from '../../../domain/common/errors';
import { KEYWORD_DUPLICATE, KEYWORD_LIMIT_REACHED, KEYWORD_NOT_FOUND, normalizePhrase, type KeywordInput } from '../../../domain/workspace/keywords';
import { limitsForPlan, quotaMonth, type WorkspaceLimits } from '../../../domain/workspace/limits';
import { OBJECT_ID_PATTERN, PROJECT_LIMIT_REACHED, PROJECT_NOT_FOUND, type ProjectInput } from '../../../domain/workspace/projects';
import type { KeywordView, MonthReplies, ProjectView, WebsiteInfo } from '../../../domain/workspace/types';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { billingService } from '../payments/service';
import { FeedbackModel, KeywordModel, LeadModel, MentionModel, OfferModel, ProjectModel, SuggestionModel, type KeywordRecord, type ProjectRecord } from './model';
import { usedThisMonth } from './quota';
import { queueScanNow, scheduleProjectScans, unscheduleProjectScans } from './scan';
import { suggestFromWebsite } from './suggest';
import { readWebsiteInfo } from './websiteInfo';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

const toKeyword = (k: KeywordRecord): KeywordView => ({ id: String(k._id), phrase: k.phrase, wholeWord: k.wholeWord, negative: k.negative, createdAt: new Date(k.createdAt).toISOString() });

/** The id as an ObjectId, or null when it cannot be one (such an id is simply not found). */
export const objectIdOf = (id: string) => (OBJECT_ID_PATTERN.test(id) ? new Types.ObjectId(id) : null);

/**
 * The customer workspace: projects (the customer's products) and their keywords. Every read and write is
 * scoped to the signed-in owner, so another user's id answers exactly like an unknown one (404).
 */
export function createWorkspaceService(platform: Platform) {
  const { config, logger } = platform;

  /** The plan's limits: a live or one-time plan counts; none (or canceled) has the free limits. */
  async function limitsOf(userId: string): Promise<WorkspaceLimits> {
    const billing = await billingService(platform).summary(userId);
    return limitsForPlan(billing.status && billing.status !== 'canceled' ? billing.plan?.id : null);
  }

  async function toView(project: ProjectRecord): Promise<ProjectView> {
    return {
      id: String(project._id),
      name: project.name,
      url: project.url,
      description: project.description,
      keywordCount: await KeywordModel.countDocuments({ projectId: project._id }),
      lastScanAt: iso(project.lastScanAt),
      createdAt: new Date(project.createdAt).toISOString(),
      updatedAt: new Date(project.updatedAt).toISOString(),
    };
  }

  /** The owner's project record, or NotFound (also for another user's project). */
  async function ownProject(userId: string, projectId: string): Promise<ProjectRecord> {
    const _id = objectIdOf(projectId);
    const project = _id && (await ProjectModel.findOne({ _id, userId }).lean<ProjectRecord>());
    if (!project) throw new NotFound(PROJECT_NOT_FOUND);
    return project;
  }

  /** True when the project is the user's: for a record found by its own id (a mention, an offer...). */
  async function ownsProject(userId: string, projectId: Types.ObjectId): Promise<boolean> {
    return Boolean(await ProjectModel.exists({ _id: projectId, userId }));
  }

  return {
    limitsOf,
    ownProject,
    ownsProject,

    async listMine(userId: string): Promise<ProjectView[]> {
      const projects = await ProjectModel.find({ userId }).sort({ createdAt: -1 }).limit(100).lean<ProjectRecord[]>();
      return Promise.all(projects.map(toView));
    },

    async get(userId: string, projectId: string): Promise<ProjectView> {
      return toView(await ownProject(userId, projectId));
    },

    async create(userId: string, input: ProjectInput): Promise<ProjectView> {
      const { projects } = await limitsOf(userId);
      if ((await ProjectModel.countDocuments({ userId })) >= projects) throw new NotAllowed(PROJECT_LIMIT_REACHED(projects), { error: 'limit' });
      const project = (await ProjectModel.create({ userId, ...input })).toObject<ProjectRecord>();
      await scheduleProjectScans(platform, String(project._id));
      // Suggestions are a help, not part of the project: failing to make them never fails its creation.
      await suggestFromWebsite(project).catch((error: Error) => logger.warn({ err: error.message, projectId: String(project._id) }, 'could not suggest keywords'));
      return toView(project);
    },

    async update(userId: string, projectId: string, input: ProjectInput): Promise<ProjectView> {
      const project = await ownProject(userId, projectId);
      const updated = await ProjectModel.findOneAndUpdate({ _id: project._id, userId }, { $set: input }, { returnDocument: 'after' }).lean<ProjectRecord>();
      if (!updated) throw new NotFound(PROJECT_NOT_FOUND);
      // Also repairs a schedule that Redis lost or never got.
      await scheduleProjectScans(platform, projectId);
      return toView(updated);
    },

    /** Deletes the project with its keywords, leads, mentions, offer, feedback and suggestions, and stops its scans. */
    async remove(userId: string, projectId: string): Promise<{ deleted: true }> {
      const project = await ownProject(userId, projectId);
      await unscheduleProjectScans(platform, String(project._id));
      const own = { projectId: project._id };
      await Promise.all([
        KeywordModel.deleteMany(own),
        LeadModel.deleteMany(own),
        MentionModel.deleteMany(own),
        OfferModel.deleteMany(own),
        FeedbackModel.deleteMany(own),
        SuggestionModel.deleteMany(own),
      ]);
      await ProjectModel.deleteOne({ _id: project._id, userId });
      return { deleted: true };
    },

    /** Asks for a scan now (the repeatable one keeps its rhythm); the leads appear when the worker has run it. */
    async scanNow(userId: string, projectId: string): Promise<{ queued: true; jobId: string }> {
      const project = await ownProject(userId, projectId);
      const jobId = await queueScanNow(platform, String(project._id)).catch((error: Error) => {
        logger.warn({ err: error.message }, 'could not queue a scan');
        throw new Unavailable();
      });
      return { queued: true, jobId };
    },

    websiteInfo(url: string): Promise<WebsiteInfo> {
      return readWebsiteInfo(url, { allowPrivate: config.WEBSITE_INFO_ALLOW_PRIVATE === 'on' });
    },

    async monthReplies(userId: string, at = new Date()): Promise<MonthReplies> {
      const [used, limits] = await Promise.all([usedThisMonth('replies', userId, at), limitsOf(userId)]);
      return { month: quotaMonth(at), used, allowed: limits.repliesPerMonth };
    },

    async keywords(userId: string, projectId: string): Promise<KeywordView[]> {
      const project = await ownProject(userId, projectId);
      const keywords = await KeywordModel.find({ projectId: project._id }).sort({ createdAt: 1 }).lean<KeywordRecord[]>();
      return keywords.map(toKeyword);
    },

    async addKeyword(userId: string, projectId: string, input: KeywordInput): Promise<KeywordView> {
      const project = await ownProject(userId, projectId);
      const normalized = normalizePhrase(input.phrase);
      const [{ keywordsPerProject }, count, same] = await Promise.all([limitsOf(userId), KeywordModel.countDocuments({ projectId: project._id }), KeywordModel.exists({ projectId: project._id, normalized })]);
      if (same) throw new AlreadyExists(KEYWORD_DUPLICATE, { field: 'phrase' });
      if (count >= keywordsPerProject) throw new NotAllowed(KEYWORD_LIMIT_REACHED(keywordsPerProject), { error: 'limit' });
      try {
        const keyword = await KeywordModel.create({ projectId: project._id, phrase: input.phrase, normalized, wholeWord: input.wholeWord, negative: input.negative });
        // A suggestion taken (or the same phrase typed) is no longer a suggestion.
        await SuggestionModel.deleteOne({ projectId: project._id, normalized });
        // The founder sees leads for a new keyword soon, not at the next scheduled scan; a Redis outage only delays them.
        if (!input.negative) await queueScanNow(platform, projectId).catch((error: Error) => logger.warn({ err: error.message, projectId }, 'could not queue a scan'));
        return toKeyword(keyword.toObject<KeywordRecord>());
      } catch (error) {
        // Two requests at once: the unique index decides.
        if (isDuplicateKey(error)) throw new AlreadyExists(KEYWORD_DUPLICATE, { field: 'phrase' });
        throw error;
      }
    },

    async removeKeyword(userId: string, projectId: string, keywordId: string): Promise<{ deleted: true }> {
      const project = await ownProject(userId, projectId);
      const _id = objectIdOf(keywordId);
      const deleted = _id ? await KeywordModel.deleteOne({ _id, projectId: project._id }) : null;
      if (!deleted?.deletedCount) throw new NotFound(KEYWORD_NOT_FOUND);
      logger.debug({ projectId, keywordId }, 'keyword removed');
      return { deleted: true };
    },
  };
}

export const workspaceService = perPlatform(createWorkspaceService);
