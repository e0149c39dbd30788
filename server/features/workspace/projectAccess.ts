import { Types } from 'mongoose';
import { NotFound } from '../../../domain/common/errors';
import { limitsForPlan, quotaMonth, type WorkspaceLimits } from '../../../domain/workspace/limits';
import { OBJECT_ID_PATTERN, PROJECT_NOT_FOUND } from '../../../domain/workspace/projects';
import type { MonthReplies } from '../../../domain/workspace/types';
import type { Platform } from '../../core/platform';
import { billingService } from '../payments/service';
import { ProjectModel, type ProjectRecord } from './model';
import { usedThisMonth } from './quota';

/** The id as an ObjectId, or null when it cannot be one (such an id is simply not found). */
export const objectIdOf = (id: string) => (OBJECT_ID_PATTERN.test(id) ? new Types.ObjectId(id) : null);

/** The owner's project record, or NotFound (also for another user's project). */
export async function ownProject(userId: string, projectId: string): Promise<ProjectRecord> {
  const _id = objectIdOf(projectId);
  const project = _id && (await ProjectModel.findOne({ _id, userId }).lean<ProjectRecord>());
  if (!project) throw new NotFound(PROJECT_NOT_FOUND);
  return project;
}

/** True when the project is the user's: for a record found by its own id (a mention, an offer...). */
export async function ownsProject(userId: string, projectId: Types.ObjectId): Promise<boolean> {
  return Boolean(await ProjectModel.exists({ _id: projectId, userId }));
}

/** The plan's limits: a live or one-time plan counts; none (or canceled) has the free limits. */
export async function workspaceLimitsOf(platform: Platform, userId: string): Promise<WorkspaceLimits> {
  const billing = await billingService(platform).summary(userId);
  return limitsForPlan(billing.status && billing.status !== 'canceled' ? billing.plan?.id : null);
}

/** The replies written this month against the plan's allowance. */
export async function monthReplies(platform: Platform, userId: string, at = new Date()): Promise<MonthReplies> {
  const [used, limits] = await Promise.all([usedThisMonth('replies', userId, at), workspaceLimitsOf(platform, userId)]);
  return { month: quotaMonth(at), used, allowed: limits.repliesPerMonth };
}
