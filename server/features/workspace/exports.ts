import type { FileAnswer } from '../../../domain/common/contract';
import { EXPORT_COLUMNS, EXPORT_LIMIT_REACHED, EXPORT_MAX_ROWS } from '../../../domain/workspace/leads';
import { perPlatform, type Platform } from '../../core/platform';
import { LeadModel, type LeadRecord } from './model';
import { spendQuota } from './quota';
import { workspaceService } from './service';
import { isoDay } from '../../../domain/common/dates';
import { spreadsheetCsv } from '../../core/lib/csv';

/** A project's leads as a CSV file (newest first), counted against the plan's monthly exports. */
export function createLeadExports(platform: Platform) {
  const projects = workspaceService(platform);
  return {
    async csv(userId: string, projectId: string, from?: string): Promise<FileAnswer> {
      const project = await projects.ownProject(userId, projectId);
      const leads = await LeadModel.find({ projectId: project._id, ...(from ? { postedAt: { $gte: new Date(from) } } : {}) })
        .sort({ postedAt: -1, _id: -1 })
        .limit(EXPORT_MAX_ROWS)
        .lean<LeadRecord[]>();
      const { exportsPerMonth } = await projects.limitsOf(userId);
      await spendQuota('exports', userId, exportsPerMonth, EXPORT_LIMIT_REACHED(exportsPerMonth));
      // Every cell as text, the score included: a spreadsheet then shows each column as exported.
      const rows = leads.map((lead) => [new Date(lead.postedAt), lead.source, lead.community, lead.title, lead.url, lead.author, String(lead.score), lead.status, lead.matchedKeywords.join('; '), lead.intentPhrases.join('; '), lead.excerpt]);
      return { filename: `leads-${String(project._id)}-${isoDay()}.csv`, contentType: 'text/csv', text: spreadsheetCsv(EXPORT_COLUMNS, rows) };
    },
  };
}

export const leadExports = perPlatform(createLeadExports);
