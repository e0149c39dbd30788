import { z } from 'zod';
import { fromDate, pageQuery } from '../common/paging';
import type { LeadSource } from './leads';

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

/** A public post that names the project (its name or its domain). */
export interface MentionView {
  id: string;
  projectId: string;
  source: LeadSource;
  sourceId: string;
  url: string;
  title: string;
  excerpt: string;
  author: string | null;
  community: string;
  postedAt: string;
  /** What named the project: its name, its domain, or both. */
  matched: string[];
  /** The last reply draft generated for it (null: none yet). */
  reply: string | null;
}

/** GET /api/posts/:projectId/mentions */
export interface MentionPage {
  mentions: MentionView[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/posts/:mentionId/generate: a reply draft to copy and post by hand, counted against the monthly replies. */
export interface GeneratedReply {
  mentionId: string;
  reply: string;
  used: number;
  allowed: number;
}

/** GET /api/posts/:mentionId/reply: the last draft, without generating (and without counting) a new one. */
export interface SavedReply {
  mentionId: string;
  reply: string | null;
}
