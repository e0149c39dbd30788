import { pageQuery } from '../common/paging';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';

/** Where a suggested keyword came from: the project's website, or leads the customer marked relevant. */
export const SUGGESTION_SOURCES = ['website', 'leads'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

export const suggestionsQuery = pageQuery(20);

/** A keyword the customer may add; adding it (POST /api/projects/:id/keyword) removes the suggestion. */
export interface SuggestionView {
  id: string;
  projectId: string;
  phrase: string;
  source: SuggestionSource;
  /** Why it is suggested, in a sentence ("In 3 leads you marked relevant"). */
  reason: string;
  createdAt: string;
}

export interface SuggestionPage {
  suggestions: SuggestionView[];
  total: number;
  page: number;
  limit: number;
}
