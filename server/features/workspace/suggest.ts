import type { Types } from 'mongoose';
import { normalizePhrase } from '../../../domain/workspace/keywords';
import { frequentPhrases, SUGGESTION_REASON, type SuggestionSource } from '../../../domain/workspace/suggestions';
import { isDuplicateKey } from '../../core/db/mongo';
import { FeedbackModel, KeywordModel, LeadModel, SuggestionModel, type LeadRecord, type ProjectRecord } from './model';

/** How many suggestions one source adds at a time. */
const SUGGESTIONS_PER_SOURCE = 10;
/** The relevant leads read for phrases (the most recently marked). */
const RELEVANT_LEADS_READ = 200;

/**
 * Adds suggestions a project does not have yet. A phrase already suggested (even dismissed) or already a
 * keyword is left alone: a deleted suggestion is never suggested again.
 */
async function addSuggestions(projectId: Types.ObjectId, source: SuggestionSource, phrases: readonly { phrase: string; reason: string }[]): Promise<number> {
  let added = 0;
  for (const { phrase, reason } of phrases) {
    const normalized = normalizePhrase(phrase);
    if (await SuggestionModel.exists({ projectId, normalized })) {
      // A leads suggestion's count grows with the marks.
      if (source === 'leads') await SuggestionModel.updateOne({ projectId, normalized, source, dismissed: false }, { $set: { reason } });
      continue;
    }
    try {
      await SuggestionModel.create({ projectId, phrase, normalized, source, reason });
      added += 1;
    } catch (error) {
      // The same phrase suggested by two requests at once: the unique index keeps one.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return added;
}

const keywordsOf = async (projectId: Types.ObjectId) => (await KeywordModel.find({ projectId }, { normalized: 1 }).lean<{ normalized: string }[]>()).map((k) => k.normalized);

/** Suggestions from a new project's name and description: its frequent meaningful one- and two-word phrases. */
export async function suggestFromWebsite(project: Pick<ProjectRecord, '_id' | 'name' | 'description'>): Promise<number> {
  const phrases = frequentPhrases([project.name, project.description], { max: SUGGESTIONS_PER_SOURCE, exclude: [project.name, ...(await keywordsOf(project._id))] });
  return addSuggestions(
    project._id,
    'website',
    phrases.map(({ phrase }) => ({ phrase, reason: SUGGESTION_REASON.website })),
  );
}

/** Suggestions from the leads marked relevant: phrases that recur in their titles and excerpts and are not keywords yet. */
export async function suggestFromLeads(projectId: Types.ObjectId): Promise<number> {
  const marks = await FeedbackModel.find({ projectId, mode: 'leads', status: 'relevant' }, { itemId: 1 }).sort({ updatedAt: -1 }).limit(RELEVANT_LEADS_READ).lean<{ itemId: Types.ObjectId }[]>();
  if (marks.length < 2) return 0;
  const leads = await LeadModel.find({ projectId, _id: { $in: marks.map((m) => m.itemId) } }, { title: 1, excerpt: 1 }).lean<Pick<LeadRecord, 'title' | 'excerpt'>[]>();
  const phrases = frequentPhrases(
    leads.map((lead) => `${lead.title}\n${lead.excerpt}`),
    { minTexts: 2, max: SUGGESTIONS_PER_SOURCE, exclude: await keywordsOf(projectId) },
  );
  return addSuggestions(
    projectId,
    'leads',
    phrases.map(({ phrase, texts }) => ({ phrase, reason: SUGGESTION_REASON.leads(texts) })),
  );
}
