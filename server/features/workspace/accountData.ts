import type { ExportedWorkspace } from '../../../domain/users/export';
import type { Platform } from '../../core/platform';
import { FeedbackModel, KeywordModel, LeadModel, MentionModel, OfferModel, ProjectModel, SuggestionModel, UsageModel, type ProjectRecord } from './model';
import { workspaceService } from './service';

const iso = (date: Date) => new Date(date).toISOString();
const isoOrNull = (date: Date | null | undefined) => (date ? iso(date) : null);

/** Everything the workspace keeps for one account: its projects with what hangs on them, and its monthly usage. */
export async function exportWorkspaceOf(userId: string): Promise<ExportedWorkspace> {
  const [projects, usage] = await Promise.all([ProjectModel.find({ userId }).sort({ createdAt: 1 }).lean<ProjectRecord[]>(), UsageModel.find({ userId }).lean()]);
  return {
    projects: await Promise.all(
      projects.map(async (project) => {
        const own = { projectId: project._id };
        const [keywords, leads, mentions, offer, feedback, suggestions] = await Promise.all([
          KeywordModel.find(own).sort({ createdAt: 1 }).lean(),
          LeadModel.find(own).sort({ postedAt: -1 }).lean(),
          MentionModel.find(own).sort({ postedAt: -1 }).lean(),
          OfferModel.findOne(own).lean(),
          FeedbackModel.find(own).sort({ createdAt: 1 }).lean(),
          SuggestionModel.find(own).sort({ createdAt: 1 }).lean(),
        ]);
        const post = (p: (typeof leads)[number] | (typeof mentions)[number]) => ({
          id: String(p._id),
          source: p.source,
          sourceId: p.sourceId,
          url: p.url,
          title: p.title,
          excerpt: p.excerpt,
          author: p.author,
          community: p.community,
          postedAt: iso(p.postedAt),
          foundAt: iso(p.createdAt),
        });
        return {
          id: String(project._id),
          name: project.name,
          url: project.url,
          description: project.description,
          dmTemplate: project.dmTemplate,
          lastScanAt: isoOrNull(project.lastScanAt),
          createdAt: iso(project.createdAt),
          updatedAt: iso(project.updatedAt),
          keywords: keywords.map((k) => ({ phrase: k.phrase, wholeWord: k.wholeWord, negative: k.negative, createdAt: iso(k.createdAt) })),
          leads: leads.map((lead) => ({ ...post(lead), score: lead.score, matchedKeywords: lead.matchedKeywords, intentPhrases: lead.intentPhrases, status: lead.status })),
          mentions: mentions.map((mention) => ({ ...post(mention), matched: mention.matched, reply: mention.reply, removed: mention.removed })),
          offer: offer ? { title: offer.title, details: offer.details, code: offer.code, url: offer.url, updatedAt: iso(offer.updatedAt) } : null,
          feedback: feedback.map((f) => ({ mode: f.mode, itemId: String(f.itemId), status: f.status, note: f.note, keywords: f.keywords, createdAt: iso(f.createdAt), updatedAt: iso(f.updatedAt) })),
          suggestions: suggestions.map((s) => ({ phrase: s.phrase, source: s.source, reason: s.reason, dismissed: s.dismissed, createdAt: iso(s.createdAt) })),
        };
      }),
    ),
    usage: usage.map((u) => ({ quota: u.quota, month: u.month, used: u.used })),
  };
}

/** Deletes an account's projects (with their scans, keywords, leads, mentions, offer, feedback and suggestions) and its usage. */
export async function eraseWorkspaceOf(platform: Platform, userId: string): Promise<number> {
  const projects = await ProjectModel.find({ userId }, { _id: 1 }).lean<Pick<ProjectRecord, '_id'>[]>();
  for (const project of projects) await workspaceService(platform).remove(userId, String(project._id));
  await UsageModel.deleteMany({ userId });
  return projects.length;
}
