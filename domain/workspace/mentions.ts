import { z } from 'zod';
import { fromDate, pageQuery } from '../common/paging';

export const MENTION_NOT_FOUND = 'Mention not found';
export const MENTIONS_PAGE_SIZE = 20;

/** What the mentions list can be narrowed to: everything, not yet answered, with a reply draft. */
export const MENTION_FILTERS = ['all', 'new', 'drafted'] as const;
export type MentionFilter = (typeof MENTION_FILTERS)[number];

export const mentionsQuery = pageQuery(MENTIONS_PAGE_SIZE).extend({
  filter: z.enum(MENTION_FILTERS, { error: `filter must be one of ${MENTION_FILTERS.join(', ')}` }).default('all'),
  /** Only mentions posted at or after this date (ISO 8601). */
  from: fromDate.optional(),
});
export type MentionsQuery = z.infer<typeof mentionsQuery>;

/** The domain a post may name for a project: its website's host without www (null when the URL has none). */
export function projectDomain(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
    return host || null;
  } catch {
    return null;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Letters and digits of any script are word characters: "Crumb" does not name "CrumbCRM".
const wholeWord = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu');

/** What in a post names the project: its name as a whole word (any case), its domain (without www); empty when nothing does. */
export function mentionMatches(project: { name: string; url: string }, text: string): string[] {
  const matched: string[] = [];
  if (project.name.trim() && wholeWord(project.name).test(text)) matched.push(project.name.trim());
  const domain = projectDomain(project.url);
  if (domain && wholeWord(domain).test(text)) matched.push(domain);
  return matched;
}
