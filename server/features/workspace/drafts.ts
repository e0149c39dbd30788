import { NotFound } from '../../../domain/common/errors';
import { DEFAULT_DM_TEMPLATE, fillTemplate, REPLY_LIMIT_REACHED, type GeneratedDm } from '../../../domain/workspace/drafts';
import { LEAD_NOT_FOUND } from '../../../domain/workspace/leads';
import { perPlatform, type Platform } from '../../platform';
import { LeadModel, ProjectModel, type LeadRecord, type ProjectRecord } from './model';
import { spendQuota } from './quota';
import { objectIdOf, workspaceService } from './service';

export interface DraftRequest {
  template: string;
  project: Pick<ProjectRecord, 'name' | 'url' | 'description'>;
  lead: Pick<LeadRecord, 'author' | 'title' | 'community'>;
}

/** Writes a draft message: one interface, so a language-model writer can replace the templates later. */
export interface DraftWriter {
  write(request: DraftRequest): Promise<string>;
}

/** The default writer: deterministic, the founder's template filled from the project and the lead. */
export const templateWriter: DraftWriter = {
  async write({ template, project, lead }) {
    const description = project.description.trim();
    return fillTemplate(template, {
      author: lead.author ?? 'there',
      title: lead.title,
      community: lead.community,
      product: project.name,
      url: project.url,
      description: description ? (/[.!?]$/.test(description) ? description : `${description}.`) : '',
    });
  },
};

/** The project's DM template and the drafts made from it, each counted against the plan's monthly replies. */
export function createDrafts(platform: Platform, writer: DraftWriter = templateWriter) {
  const projects = workspaceService(platform);
  return {
    async template(userId: string, projectId: string): Promise<{ dm: string; custom: boolean }> {
      const project = await projects.ownProject(userId, projectId);
      return { dm: project.dmTemplate ?? DEFAULT_DM_TEMPLATE, custom: Boolean(project.dmTemplate) };
    },

    async saveTemplate(userId: string, projectId: string, dm: string): Promise<{ dm: string; custom: boolean }> {
      const project = await projects.ownProject(userId, projectId);
      await ProjectModel.updateOne({ _id: project._id, userId }, { $set: { dmTemplate: dm } });
      return { dm, custom: true };
    },

    async generate(userId: string, projectId: string, leadId: string): Promise<GeneratedDm> {
      const project = await projects.ownProject(userId, projectId);
      const _id = objectIdOf(leadId);
      const lead = _id && (await LeadModel.findOne({ _id, projectId: project._id }).lean<LeadRecord>());
      if (!lead) throw new NotFound(LEAD_NOT_FOUND);
      const { repliesPerMonth } = await projects.limitsOf(userId);
      const used = await spendQuota('replies', userId, repliesPerMonth, REPLY_LIMIT_REACHED(repliesPerMonth));
      const dm = await writer.write({ template: project.dmTemplate ?? DEFAULT_DM_TEMPLATE, project, lead });
      return { leadId: String(lead._id), dm, used, allowed: repliesPerMonth };
    },
  };
}

export const drafts = perPlatform((platform: Platform) => createDrafts(platform));
