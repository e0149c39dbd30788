import { z } from 'zod';
import { fromDate, pageQuery } from '../common/paging';
import { keywordMatches, normalizePhrase, type KeywordRule } from './keywords';

export const LEAD_NOT_FOUND = 'Lead not found';

export const LEAD_STATUSES = ['new', 'saved', 'replied', 'ignored'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ['reddit', 'hackernews'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEADS_PAGE_SIZE = 20;
/** The most leads one CSV export holds (the newest). */
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_LIMIT_REACHED = (max: number) => `Your plan allows ${max} export${max === 1 ? '' : 's'} a month. Upgrade your plan or wait for next month.`;
/** The columns of a leads export, in order. */
export const EXPORT_COLUMNS = ['posted_at', 'source', 'community', 'title', 'url', 'author', 'score', 'status', 'keywords', 'intent', 'excerpt'] as const;

export const leadsQuery = pageQuery(LEADS_PAGE_SIZE).extend({
  /** Only leads posted at or after this date (ISO 8601). */
  from: fromDate.optional(),
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
});
export type LeadsQuery = z.infer<typeof leadsQuery>;

export const exportQuery = leadsQuery.pick({ from: true });

export const leadStatusInput = z.object({ status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }) });

/** Words people use when they are looking for a product like the customer's. */
export const INTENT_PHRASES = [
  'looking for',
  'any recommendations',
  'recommend',
  'alternative to',
  'alternatives to',
  'is there a tool',
  'is there an app',
  'any tool',
  'what do you use',
  'how do you',
  'need a',
  'need help',
  'suggestions',
  'best way to',
  'willing to pay',
  'struggling with',
] as const;

export interface LeadMatch {
  matchedKeywords: string[];
  intentPhrases: string[];
  score: number;
}

/**
 * Whether a post is a lead for these keywords and how strong: it must contain a keyword and no negative
 * keyword; the score (0 to 100) grows with keywords matched (25 each, up to 50) and intent phrases (25 each, up to 50).
 * A keyword in `weakKeywords` (normalized phrases, see weakKeywords()) counts half.
 */
export function matchLead(text: string, keywords: readonly KeywordRule[], weakKeywords: ReadonlySet<string> = new Set()): LeadMatch | null {
  if (keywords.some((k) => k.negative && keywordMatches(k, text))) return null;
  const matched = keywords.filter((k) => !k.negative && keywordMatches(k, text));
  if (!matched.length) return null;
  const intentPhrases = INTENT_PHRASES.filter((phrase) => keywordMatches({ phrase, wholeWord: false }, text));
  const keywordPoints = matched.reduce((sum, k) => sum + (weakKeywords.has(normalizePhrase(k.phrase)) ? 12.5 : 25), 0);
  const score = Math.round(Math.min(50, keywordPoints) + Math.min(50, intentPhrases.length * 25));
  return { matchedKeywords: matched.map((k) => k.phrase), intentPhrases, score };
}

/** A founder's mark on a lead, with the keywords the lead matched. */
export interface LeadMark {
  keywords: readonly string[];
  status: 'relevant' | 'irrelevant';
}

/** Keywords (normalized) whose leads were marked irrelevant more often than relevant: they count half in later scans. */
export function weakKeywords(marks: readonly LeadMark[]): Set<string> {
  const tally = new Map<string, number>();
  for (const mark of marks) for (const keyword of new Set(mark.keywords.map(normalizePhrase))) tally.set(keyword, (tally.get(keyword) ?? 0) + (mark.status === 'irrelevant' ? 1 : -1));
  return new Set([...tally].filter(([, balance]) => balance > 0).map(([keyword]) => keyword));
}
