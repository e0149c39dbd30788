import { z } from 'zod';
import { endpoint, fileAnswer, isoDateTime } from '../common/contract';
import { DM_PLACEHOLDERS, DRAFT_WRITER_UNAVAILABLE, dmInput, generateDmQuery } from './drafts';
import { FEEDBACK_STATS_MAX_DAYS, FEEDBACK_STATUSES, feedbackInput, feedbackListQuery, feedbackStatsQuery, WORKSPACE_MODES } from './feedback';
import { keywordInput } from './keywords';
import { EXPORT_COLUMNS, exportQuery, LEAD_SOURCES, LEAD_STATUSES, leadsQuery, leadStatusInput } from './leads';
import { mentionsQuery } from './mentions';
import { offerInput } from './offers';
import { projectInput, websiteInfoQuery } from './projects';
import { SUGGESTION_SOURCES, suggestionsQuery } from './suggestions';

// ---------- what the workspace answers ----------

const count = z.number().int().min(0);
/** The fields of a page of a list besides its items. */
const paging = { total: count, page: z.number().int().min(1), limit: z.number().int().min(1) };

/** A project: the customer's product, whose buyers the lead finder looks for. */
const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
  keywordCount: count,
  lastScanAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** What a website says about itself, read to prefill a project. */
const websiteInfoSchema = z.object({
  /** The address the page was finally read from (after redirects). */
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  openGraph: z.object({ title: z.string().nullable(), description: z.string().nullable(), image: z.string().nullable(), siteName: z.string().nullable(), type: z.string().nullable() }),
  favicon: z.string().nullable(),
});

/** Drafts (DMs and replies) generated this month against the plan's allowance. */
const monthRepliesSchema = z.object({ month: z.string().meta({ example: '2026-11' }), used: count, allowed: count });

const keywordSchema = z.object({ id: z.string(), phrase: z.string(), wholeWord: z.boolean(), negative: z.boolean(), createdAt: isoDateTime });

/** What a lead or a mention says of the public post it was found in (the account's data export too). */
export const publicPostFields = {
  source: z.enum(LEAD_SOURCES),
  sourceId: z.string(),
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string().nullable(),
  /** The subreddit, or "Hacker News". */
  community: z.string(),
  postedAt: isoDateTime,
};

/** A public post as a lead or a mention shows it. */
const discussionPostSchema = z.object({
  id: z.string(),
  ...publicPostFields,
  feedback: z.enum(FEEDBACK_STATUSES).nullable().meta({ description: "The customer's mark (null: not marked yet)" }),
});

const leadSchema = discussionPostSchema.extend({
  score: z.number().int().min(0).max(100).meta({ description: 'Keyword matches (25 each, up to 50) plus intent phrases (25 each, up to 50)' }),
  matchedKeywords: z.array(z.string()),
  intentPhrases: z.array(z.string()),
  status: z.enum(LEAD_STATUSES),
});
const leadPageSchema = z.object({ leads: z.array(leadSchema), ...paging });

/** Answered when a record is deleted. */
const deletedAnswer = z.object({ deleted: z.literal(true) });

/** A project's DM template: the founder's own, or the default one (custom false). */
const dmTemplateSchema = z.object({ dm: z.string(), custom: z.boolean() });

/** A direct-message draft to copy and send by hand (nothing is ever sent for the founder). */
const generatedDmSchema = z.object({
  leadId: z.string(),
  dm: z.string(),
  /** Drafts generated this month, this one included, against the plan's allowance. */
  used: count,
  allowed: count,
});

const scanQueuedSchema = z.object({ queued: z.literal(true), jobId: z.string() });

/** A public post that names the project (its name or its domain). */
const mentionSchema = discussionPostSchema.extend({
  projectId: z.string(),
  matched: z.array(z.string()).meta({ description: 'What named the project: its name, its domain (host without www), or both' }),
  /** The last reply draft generated for it (null: none yet). */
  reply: z.string().nullable(),
});
const mentionPageSchema = z.object({ mentions: z.array(mentionSchema), ...paging });

/** A public reply draft to copy and post by hand, counted against the monthly drafts. */
const generatedReplySchema = z.object({ mentionId: z.string(), reply: z.string(), used: count, allowed: count });
/** The last reply draft, without generating (and without counting) a new one. */
const savedReplySchema = z.object({ mentionId: z.string(), reply: z.string().nullable() });

const offerSchema = z.object({ id: z.string(), projectId: z.string(), title: z.string(), details: z.string(), code: z.string(), url: z.string(), updatedAt: isoDateTime });
/** The project's offer, or null when it has none yet. */
const projectOfferSchema = z.object({ offer: offerSchema.nullable() });

const feedbackSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  mode: z.enum(WORKSPACE_MODES),
  itemId: z.string(),
  /** The lead's or mention's title when it still exists. */
  itemTitle: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  note: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
const feedbackPageSchema = z.object({ feedbacks: z.array(feedbackSchema), ...paging });

const feedbackDaySchema = z.object({ day: z.iso.date(), relevant: count, irrelevant: count });
const feedbackStatsSchema = z.object({
  projectId: z.string(),
  mode: z.enum(WORKSPACE_MODES),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every day of the range, oldest first, zeros included (a chart draws them as they are). */
  days: z.array(feedbackDaySchema),
  totals: z.object({ relevant: count, irrelevant: count }),
});

/** A keyword the customer may add; adding it as a keyword removes the suggestion. */
const suggestionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  phrase: z.string(),
  source: z.enum(SUGGESTION_SOURCES),
  /** Why it is suggested, in a sentence ("In 3 leads you marked relevant"). */
  reason: z.string(),
  createdAt: isoDateTime,
});
const suggestionPageSchema = z.object({ suggestions: z.array(suggestionSchema), ...paging });

// ---------- the endpoints ----------

// Ids of any shape reach the service, which answers an id that is not the owner's (or not an id) with 404.
const id = z.string().max(64);
const ofProject = z.object({ id });
const LIMIT = (what: string) => `Over the plan's ${what}: 403 with error "limit".`;
const DRAFTED = `${LIMIT('monthly drafts (DMs and replies together)')} When the draft writer fails or is too slow: 503 ("${DRAFT_WRITER_UNAVAILABLE}"), and the draft is not counted.`;

/** The customer workspace (lead finder): projects, keywords, leads, mentions, offers, feedback and suggestions, each its owner's. */
export const workspaceContract = {
  projects: endpoint('GET', '/projects/my', 'signed-in', { summary: "The signed-in customer's projects, newest first" }).output(z.array(projectSchema)),
  websiteInfo: endpoint('GET', '/projects/website-infos', 'signed-in', {
    summary: "A website's title, description, Open Graph data and favicon, to prefill a project",
    description:
      'Follows at most 3 redirects, reads at most 512 KB within 8 s. Never reaches link-local or cloud metadata addresses, nor private or loopback ones (unless WEBSITE_INFO_ALLOW_PRIVATE=on); the resolved address of every hop is checked. Limited per address per minute.',
    refusals: [429],
  })
    .input(z.object({ query: websiteInfoQuery }))
    .output(websiteInfoSchema),
  monthReplies: endpoint('GET', '/projects/month-replies', 'signed-in', { summary: 'Reply and DM drafts generated this month and what the plan allows' }).output(monthRepliesSchema),
  createProject: endpoint('POST', '/projects', 'signed-in', { summary: 'Create a project and start its repeatable lead scan', description: LIMIT('project cap'), status: 201 })
    .input(z.object({ body: projectInput }))
    .output(projectSchema),
  project: endpoint('GET', '/projects/{id}', 'owner', { summary: 'One project' })
    .input(z.object({ params: ofProject }))
    .output(projectSchema),
  updateProject: endpoint('PUT', '/projects/{id}', 'owner', { summary: 'Update a project' })
    .input(z.object({ params: ofProject, body: projectInput }))
    .output(projectSchema),
  removeProject: endpoint('DELETE', '/projects/{id}', 'owner', { summary: 'Delete a project with its keywords, leads, mentions, offer, feedback and suggestions, and stop its scans' })
    .input(z.object({ params: ofProject }))
    .output(deletedAnswer),
  keywords: endpoint('GET', '/projects/{id}/keywords', 'owner', { summary: "The project's keywords, oldest first" })
    .input(z.object({ params: ofProject }))
    .output(z.array(keywordSchema)),
  addKeyword: endpoint('POST', '/projects/{id}/keyword', 'owner', {
    summary: 'Add a keyword: a phrase matched case-insensitively, optionally as whole words, or a negative keyword that excludes posts',
    description: `${LIMIT('keyword cap')} The same phrase twice (in any case): 409.`,
    status: 201,
    refusals: [409],
  })
    .input(z.object({ params: ofProject, body: keywordInput }))
    .output(keywordSchema),
  removeKeyword: endpoint('DELETE', '/projects/{id}/keyword/{keywordId}', 'owner', { summary: 'Remove a keyword' })
    .input(z.object({ params: z.object({ id, keywordId: id }) }))
    .output(deletedAnswer),
  leads: endpoint('GET', '/projects/{id}/leads', 'owner', { summary: 'Leads found for the project, newest first' })
    .input(z.object({ params: ofProject, query: leadsQuery }))
    .output(leadPageSchema),
  setLeadStatus: endpoint('PUT', '/projects/{id}/leads/{leadId}', 'owner', { summary: 'Mark a lead new, saved, replied or ignored' })
    .input(z.object({ params: z.object({ id, leadId: id }), body: leadStatusInput }))
    .output(leadSchema),
  exportLeads: endpoint('GET', '/projects/{id}/exports', 'owner', {
    summary: "The project's leads as a CSV file, newest first",
    description: `Columns: ${EXPORT_COLUMNS.join(', ')}. Cells that start with = + - @ are prefixed with an apostrophe. ${LIMIT('monthly exports')}`,
    answer: 'file',
    refusals: [403],
  })
    .input(z.object({ params: ofProject, query: exportQuery }))
    .output(fileAnswer),
  dmTemplate: endpoint('GET', '/projects/{id}/dm', 'owner', { summary: "The project's DM template (the default one until the founder saves theirs)" })
    .input(z.object({ params: ofProject }))
    .output(dmTemplateSchema),
  saveDmTemplate: endpoint('PUT', '/projects/{id}/dm', 'owner', { summary: `Save the project's DM template; placeholders: ${DM_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}` })
    .input(z.object({ params: ofProject, body: dmInput }))
    .output(dmTemplateSchema),
  generateDm: endpoint('GET', '/projects/{id}/generate-dm', 'owner', {
    summary: 'A direct-message draft to a lead, from the template, the project and the post; nothing is ever sent for the founder',
    description: DRAFTED,
    refusals: [403],
  })
    .input(z.object({ params: ofProject, query: generateDmQuery }))
    .output(generatedDmSchema),
  // The leads appear once the worker has run the scan; the repeatable one keeps its rhythm.
  scan: endpoint('POST', '/projects/{id}/scan', 'owner', { summary: 'Queue a scan of the project now (repeatable scans run every LEADS_SCAN_EVERY_MINUTES)', status: 202 })
    .input(z.object({ params: ofProject }))
    .output(scanQueuedSchema),
  mentions: endpoint('GET', '/posts/{id}/mentions', 'owner', {
    summary: 'Posts that name the project (its name as a whole word, or its domain without www), newest first; scans find them with the leads',
    description: 'The id is the project\'s. filter: new has no reply draft yet, drafted has one.',
  })
    .input(z.object({ params: ofProject, query: mentionsQuery }))
    .output(mentionPageSchema),
  generateReply: endpoint('GET', '/posts/{id}/generate', 'owner', {
    summary: "A public reply draft for the mention (with the project's offer when there is one), kept on the mention; nothing is ever posted",
    description: DRAFTED,
    refusals: [403],
  })
    .input(z.object({ params: ofProject }))
    .output(generatedReplySchema),
  savedReply: endpoint('GET', '/posts/{id}/reply', 'owner', { summary: 'The last reply draft of the mention, without generating (or counting) one' })
    .input(z.object({ params: ofProject }))
    .output(savedReplySchema),
  removeMention: endpoint('DELETE', '/posts/{id}/mention', 'owner', { summary: 'Delete a mention (and the mark on it)' })
    .input(z.object({ params: ofProject }))
    .output(deletedAnswer),
  saveOffer: endpoint('POST', '/offers/add-update', 'owner', { summary: "Create the project's one offer, or replace it; drafts name it" })
    .input(z.object({ body: offerInput }))
    .output(offerSchema),
  offer: endpoint('GET', '/offers/{projectId}/project', 'owner', { summary: "The project's offer (null when it has none)" })
    .input(z.object({ params: z.object({ projectId: id }) }))
    .output(projectOfferSchema),
  offerById: endpoint('GET', '/offers/{id}', 'owner', { summary: 'One offer' })
    .input(z.object({ params: z.object({ id }) }))
    .output(offerSchema),
  saveFeedback: endpoint('POST', '/feedback/save', 'owner', {
    summary: 'Mark a lead or mention of the project relevant or irrelevant (again: replaces the mark)',
    description: "On a lead, relevant saves it when new and irrelevant ignores it; keywords mostly marked irrelevant count half in later scans' scores; relevant marks bring keyword suggestions.",
  })
    .input(z.object({ body: feedbackInput }))
    .output(feedbackSchema),
  feedbacks: endpoint('GET', '/feedbacks/list', 'owner', { summary: "The project's marks in one mode, latest first" })
    .input(z.object({ query: feedbackListQuery }))
    .output(feedbackPageSchema),
  feedbackStats: endpoint('GET', '/feedbacks/stats', 'owner', {
    summary: `Marks per UTC day (by each item's latest mark), every day of the range with zeros; at most ${FEEDBACK_STATS_MAX_DAYS} days, from not after to`,
  })
    .input(z.object({ query: feedbackStatsQuery }))
    .output(feedbackStatsSchema),
  feedback: endpoint('GET', '/feedbacks/{id}', 'owner', { summary: 'One mark' })
    .input(z.object({ params: z.object({ id }) }))
    .output(feedbackSchema),
  removeFeedback: endpoint('DELETE', '/feedbacks/{id}', 'owner', { summary: 'Remove a mark (the lead keeps its status)' })
    .input(z.object({ params: z.object({ id }) }))
    .output(deletedAnswer),
  suggestions: endpoint('GET', '/suggestions/{projectId}/project', 'owner', {
    summary: 'Keywords suggested for the project, in the order suggested; adding one as a keyword removes it',
    description: 'From its name and description (source website) and from leads marked relevant (source leads).',
  })
    .input(z.object({ params: z.object({ projectId: id }), query: suggestionsQuery }))
    .output(suggestionPageSchema),
  suggestion: endpoint('GET', '/suggestions/{id}', 'owner', { summary: 'One suggestion' })
    .input(z.object({ params: z.object({ id }) }))
    .output(suggestionSchema),
  removeSuggestion: endpoint('DELETE', '/suggestions/{id}', 'owner', { summary: 'Delete a suggestion: the same phrase is never suggested again' })
    .input(z.object({ params: z.object({ id }) }))
    .output(deletedAnswer),
};

export type ProjectView = z.infer<typeof projectSchema>;
export type WebsiteInfo = z.infer<typeof websiteInfoSchema>;
export type MonthReplies = z.infer<typeof monthRepliesSchema>;
export type KeywordView = z.infer<typeof keywordSchema>;
export type DiscussionPostView = z.infer<typeof discussionPostSchema>;
export type LeadView = z.infer<typeof leadSchema>;
export type LeadPage = z.infer<typeof leadPageSchema>;
export type DmTemplate = z.infer<typeof dmTemplateSchema>;
export type GeneratedDm = z.infer<typeof generatedDmSchema>;
export type MentionView = z.infer<typeof mentionSchema>;
export type MentionPage = z.infer<typeof mentionPageSchema>;
export type GeneratedReply = z.infer<typeof generatedReplySchema>;
export type SavedReply = z.infer<typeof savedReplySchema>;
export type OfferView = z.infer<typeof offerSchema>;
export type ProjectOffer = z.infer<typeof projectOfferSchema>;
export type FeedbackView = z.infer<typeof feedbackSchema>;
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
export type FeedbackDay = z.infer<typeof feedbackDaySchema>;
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;
export type SuggestionView = z.infer<typeof suggestionSchema>;
export type SuggestionPage = z.infer<typeof suggestionPageSchema>;
