import { NotFound } from '../../../domain/common/errors';
import { LEAD_NOT_FOUND, type LeadPage, type LeadsQuery, type LeadStatus, type LeadView } from '../../../domain/workspace/leads';
import { perPlatform, type Platform } from '../../platform';
import type { FeedbackStatus } from '../../../domain/workspace/feedback';
import { marksOf } from './marks';
import { LeadModel, type LeadRecord } from './model';
import { objectIdOf, workspaceService } from './service';

const toLead = (lead: LeadRecord, marks: ReadonlyMap<string, FeedbackStatus>): LeadView => ({
  id: String(lead._id),
  source: lead.source,
  sourceId: lead.sourceId,
  url: lead.url,
  title: lead.title,
  excerpt: lead.excerpt,
  author: lead.author,
  community: lead.community,
  postedAt: new Date(lead.postedAt).toISOString(),
  score: lead.score,
  matchedKeywords: lead.matchedKeywords,
  intentPhrases: lead.intentPhrases,
  status: lead.status,
  feedback: marks.get(String(lead._id)) ?? null,
});

/** A project's leads: newest first, paged, filtered by date and status; the owner marks each one. */
export function createLeadsService(platform: Platform) {
  const projects = workspaceService(platform);
  return {
    async list(userId: string, projectId: string, { from, page, limit, status }: LeadsQuery): Promise<LeadPage> {
      const project = await projects.ownProject(userId, projectId);
      const filter = { projectId: project._id, ...(from ? { postedAt: { $gte: new Date(from) } } : {}), ...(status ? { status } : {}) };
      const [leads, total] = await Promise.all([
        LeadModel.find(filter)
          .sort({ postedAt: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<LeadRecord[]>(),
        LeadModel.countDocuments(filter),
      ]);
      const marks = await marksOf(project._id, 'leads', leads.map((lead) => lead._id));
      return { leads: leads.map((lead) => toLead(lead, marks)), total, page, limit };
    },

    async setStatus(userId: string, projectId: string, leadId: string, status: LeadStatus): Promise<LeadView> {
      const project = await projects.ownProject(userId, projectId);
      const _id = objectIdOf(leadId);
      const updated = _id && (await LeadModel.findOneAndUpdate({ _id, projectId: project._id }, { $set: { status } }, { returnDocument: 'after' }).lean<LeadRecord>());
      if (!updated) throw new NotFound(LEAD_NOT_FOUND);
      return toLead(updated, await marksOf(project._id, 'leads', [updated._id]));
    },
  };
}

export const leadsService = perPlatform(createLeadsService);
