import { frozen, onFirstUse } from './load';

/**
 * The keyword pages of /page/{slug} (spec: about 45 predefined slugs, e.g. ai-backlink-maker,
 * free-ai-backlinks, directory-submission-sites-list-2025), written around backlinks and directory submission.
 * `description` is each page's own meta description; the theme picks the title ending, headings and points.
 */
export type KeywordTheme = 'ai' | 'free' | 'list' | 'service' | 'seo' | 'startup';

export interface Keyword {
  slug: string;
  keyword: string;
  theme: KeywordTheme;
  description: string;
}

/** Every keyword page, in list order (./keywords.json). */
export const keywords = onFirstUse(() => frozen<readonly Keyword[]>(require('./keywords.json')));
