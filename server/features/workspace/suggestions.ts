import { NotFound } from '../../../domain/common/errors';
import { SUGGESTION_NOT_FOUND, type SuggestionsQuery } from '../../../domain/workspace/suggestions';
import type { SuggestionPage, SuggestionView } from '../../../domain/workspace/types';
import { perPlatform, type Platform } from '../../core/platform';
import { SuggestionModel, type SuggestionRecord } from './model';
import { objectIdOf } from './projectAccess';
import { workspaceService } from './service';

const toSuggestion = (suggestion: SuggestionRecord): SuggestionView => ({
  id: String(suggestion._id),
  projectId: String(suggestion.projectId),
  phrase: suggestion.phrase,
  source: suggestion.source,
  reason: suggestion.reason,
  createdAt: new Date(suggestion.createdAt).toISOString(),
});

/** Keywords suggested for a project (made in suggest.ts); a deleted one is only hidden, so it never comes back. */
export function createSuggestionsService(platform: Platform) {
  const projects = workspaceService(platform);

  async function ownSuggestion(userId: string, suggestionId: string): Promise<SuggestionRecord> {
    const _id = objectIdOf(suggestionId);
    const suggestion = _id && (await SuggestionModel.findOne({ _id, dismissed: false }).lean<SuggestionRecord>());
    if (!suggestion || !(await projects.ownsProject(userId, suggestion.projectId))) throw new NotFound(SUGGESTION_NOT_FOUND);
    return suggestion;
  }

  return {
    /** In the order they were suggested (a source's best phrase first). */
    async ofProject(userId: string, projectId: string, { page, limit }: SuggestionsQuery): Promise<SuggestionPage> {
      const project = await projects.ownProject(userId, projectId);
      const query = { projectId: project._id, dismissed: false };
      const [suggestions, total] = await Promise.all([
        SuggestionModel.find(query)
          .sort({ createdAt: 1, _id: 1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<SuggestionRecord[]>(),
        SuggestionModel.countDocuments(query),
      ]);
      return { suggestions: suggestions.map(toSuggestion), total, page, limit };
    },

    async get(userId: string, suggestionId: string): Promise<SuggestionView> {
      return toSuggestion(await ownSuggestion(userId, suggestionId));
    },

    async remove(userId: string, suggestionId: string): Promise<{ deleted: true }> {
      const suggestion = await ownSuggestion(userId, suggestionId);
      await SuggestionModel.updateOne({ _id: suggestion._id }, { $set: { dismissed: true } });
      return { deleted: true };
    },
  };
}

export const suggestionsService = perPlatform(createSuggestionsService);
