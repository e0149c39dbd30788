import { NotFound } from '../../../domain/common/errors';
import { LEAD_NOT_FOUND, type LeadsQuery, type LeadStatus } from '../../../domain/workspace/leads';
import type { DiscussionPostView, LeadPage, LeadView } from '../../../domain/workspace/types';
import { perPlatform, type Platform } from '../../core/platform';
import { postOf, postPage } from './discussionPosts';
import { LeadModel, type LeadRecord } from './model';
import { objectIdOf } from './projectAccess';
import { workspaceService } from './service';

/** What a lead shows beyond the post itself. */
const leadFields = (lead: LeadRecord): Omit<LeadView, keyof DiscussionPostView> => ({
  score: lead.score,
  matchedKeywords: lead.matchedKeywords,
  intentPhrases: lead.intentPhrases,
  status: lead.status,
});

/** A project's leads: newest first, paged, filtered by date and status; the owner marks each one. */
export function createLeadsService(platform: Platform) {
  const projects = workspaceService(platform);
  return {
    async list(userId: string, projectId: string, { from, page, limit, status }: LeadsQuery): Promise<LeadPage> {
      const project = await projects.ownProject(userId, projectId);
      const filter = { projectId: project._id, ...(from ? { postedAt: { $gte: new Date(from) } } : {}), ...(status ? { status } : {}) };
      const { items, total } = await postPage<LeadRecord, LeadView>(LeadModel, { projectId: project._id, mode: 'leads', filter, page, limit }, leadFields);
      return { leads: items, total, page, limit };
    },

    async setStatus(userId: string, projectId: string, leadId: string, status: LeadStatus): Promise<LeadView> {
      const project = await projects.ownProject(userId, projectId);
      const _id = objectIdOf(leadId);
      const updated = _id && (await LeadModel.findOneAndUpdate({ _id, projectId: project._id }, { $set: { status } }, { returnDocument: 'after' }).lean<LeadRecord>());
      if (!updated) throw new NotFound(LEAD_NOT_FOUND);
      return postOf<LeadRecord, LeadView>(updated, project._id, 'leads', leadFields);
    },
  };
}

export const leadsService = perPlatform(createLeadsService);
