import { isoOrNull } from '../../../domain/common/dates';
import { NotAllowed, NotFound, Unavailable } from '../../../domain/common/errors';
import { PROJECT_LIMIT_REACHED, PROJECT_NOT_FOUND, type ProjectInput } from '../../../domain/workspace/projects';
import type { ProjectView } from '../../../domain/workspace/types';
import type { Platform } from '../../core/platform';
import { FeedbackModel, KeywordModel, LeadModel, MentionModel, OfferModel, ProjectModel, SuggestionModel, type ProjectRecord } from './model';
import { ownProject, workspaceLimitsOf } from './projectAccess';
import { queueScanNow, scheduleProjectScans, unscheduleProjectScans } from './scan';
import { suggestFromWebsite } from './suggest';

async function projectView(project: ProjectRecord): Promise<ProjectView> {
  return {
    id: String(project._id),
    name: project.name,
    url: project.url,
    description: project.description,
    keywordCount: await KeywordModel.countDocuments({ projectId: project._id }),
    lastScanAt: isoOrNull(project.lastScanAt),
    createdAt: new Date(project.createdAt).toISOString(),
    updatedAt: new Date(project.updatedAt).toISOString(),
  };
}

export async function listMyProjects(userId: string): Promise<ProjectView[]> {
  const projects = await ProjectModel.find({ userId }).sort({ createdAt: -1 }).limit(100).lean<ProjectRecord[]>();
  return Promise.all(projects.map(projectView));
}

export const myProject = async (userId: string, projectId: string): Promise<ProjectView> => projectView(await ownProject(userId, projectId));

export async function createProject(platform: Platform, userId: string, input: ProjectInput): Promise<ProjectView> {
  const { projects } = await workspaceLimitsOf(platform, userId);
  if ((await ProjectModel.countDocuments({ userId })) >= projects) throw new NotAllowed(PROJECT_LIMIT_REACHED(projects), { error: 'limit' });
  const project = (await ProjectModel.create({ userId, ...input })).toObject<ProjectRecord>();
  await scheduleProjectScans(platform, String(project._id));
  // Suggestions are a help, not part of the project: failing to make them never fails its creation.
  await suggestFromWebsite(project).catch((error: Error) => platform.logger.warn({ err: error.message, projectId: String(project._id) }, 'could not suggest keywords'));
  return projectView(project);
}

export async function updateProject(platform: Platform, userId: string, projectId: string, input: ProjectInput): Promise<ProjectView> {
  const project = await ownProject(userId, projectId);
  const updated = await ProjectModel.findOneAndUpdate({ _id: project._id, userId }, { $set: input }, { returnDocument: 'after' }).lean<ProjectRecord>();
  if (!updated) throw new NotFound(PROJECT_NOT_FOUND);
  // Also repairs a schedule that Redis lost or never got.
  await scheduleProjectScans(platform, projectId);
  return projectView(updated);
}

/** Deletes the project with its keywords, leads, mentions, offer, feedback and suggestions, and stops its scans. */
export async function removeProject(platform: Platform, userId: string, projectId: string): Promise<{ deleted: true }> {
  const project = await ownProject(userId, projectId);
  await unscheduleProjectScans(platform, String(project._id));
  const own = { projectId: project._id };
  await Promise.all([KeywordModel.deleteMany(own), LeadModel.deleteMany(own), MentionModel.deleteMany(own), OfferModel.deleteMany(own), FeedbackModel.deleteMany(own), SuggestionModel.deleteMany(own)]);
  await ProjectModel.deleteOne({ _id: project._id, userId });
  return { deleted: true };
}

/** Asks for a scan now (the repeatable one keeps its rhythm); the leads appear when the worker has run it. */
export async function scanProjectNow(platform: Platform, userId: string, projectId: string): Promise<{ queued: true; jobId: string }> {
  const project = await ownProject(userId, projectId);
  const jobId = await queueScanNow(platform, String(project._id)).catch((error: Error) => {
    platform.logger.warn({ err: error.message }, 'could not queue a scan');
    throw new Unavailable();
  });
  return { queued: true, jobId };
}
