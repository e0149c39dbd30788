import { Router } from 'express';
import { z } from 'zod';
import { DM_PLACEHOLDERS, DRAFT_WRITER_UNAVAILABLE, dmInput } from '../../../domain/workspace/drafts';
import { FEEDBACK_STATS_MAX_DAYS, FEEDBACK_STATUSES, feedbackInput, WORKSPACE_MODES } from '../../../domain/workspace/feedback';
import { keywordInput } from '../../../domain/workspace/keywords';
import { EXPORT_COLUMNS, LEAD_SOURCES, LEAD_STATUSES, leadStatusInput } from '../../../domain/workspace/leads';
import { MENTION_FILTERS } from '../../../domain/workspace/mentions';
import { offerInput } from '../../../domain/workspace/offers';
import { projectInput } from '../../../domain/workspace/projects';
import { SUGGESTION_SOURCES } from '../../../domain/workspace/suggestions';

type Json = Record<string, unknown>;

// Request bodies come from the same zod schemas the routes validate with.
const bodySchema = (schema: z.ZodType): Json => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const date = { type: 'string', format: 'date-time' };

/** The fields of a public post, shared by leads and mentions. */
const discussionPost = {
        source: { enum: LEAD_SOURCES },
        sourceId: str,
        url: str,
        title: str,
        excerpt: str,
        author: nullableStr,
        community: str,
        postedAt: date,
        feedback: { enum: [...FEEDBACK_STATUSES, null], description: "The customer's mark (null: not marked yet)" },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
const ok = (description: string, schema: Json) => ({ description, ...json(schema) });
const error = (description: string) => ({ description, ...json(ref('Error')) });
const idParam = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: str });
const projectId = idParam('id', "The project's id (another user's answers 404)");

const components = {
  securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken from /api/auth/signIn; browsers use the session cookie with X-XSRF-TOKEN on writes.' } },
  schemas: {
    Error: { type: 'object', properties: { success: { const: false }, message: str, field: str, error: { type: 'string', description: '"limit" when a plan cap is reached' } }, required: ['success', 'message'] },
    ProjectInput: bodySchema(projectInput),
    Project: { type: 'object', properties: { id: str, name: str, url: str, description: str, keywordCount: { type: 'integer' }, lastScanAt: { ...nullableStr, format: 'date-time' }, createdAt: date, updatedAt: date } },
    WebsiteInfo: {
      type: 'object',
      properties: {
        url: str,
        title: nullableStr,
        description: nullableStr,
        openGraph: { type: 'object', properties: { title: nullableStr, description: nullableStr, image: nullableStr, siteName: nullableStr, type: nullableStr } },
        favicon: nullableStr,
      },
    },
    MonthReplies: { type: 'object', properties: { month: { type: 'string', example: '2026-11' }, used: { type: 'integer' }, allowed: { type: 'integer' } } },
    KeywordInput: bodySchema(keywordInput),
    Keyword: { type: 'object', properties: { id: str, phrase: str, wholeWord: { type: 'boolean' }, negative: { type: 'boolean' }, createdAt: date } },
    Lead: {
      type: 'object',
      properties: {
        id: str,
        ...discussionPost,
        score: { type: 'integer', minimum: 0, maximum: 100, description: 'Keyword matches (25 each, up to 50) plus intent phrases (25 each, up to 50)' },
        matchedKeywords: { type: 'array', items: str },
        intentPhrases: { type: 'array', items: str },
        status: { enum: LEAD_STATUSES },
      },
    },
    LeadPage: { type: 'object', properties: { leads: { type: 'array', items: ref('Lead') }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
    LeadStatusInput: bodySchema(leadStatusInput),
    Deleted: { type: 'object', properties: { deleted: { const: true } } },
    DmInput: bodySchema(dmInput),
    DmTemplate: { type: 'object', properties: { dm: str, custom: { type: 'boolean', description: 'false: the default template' } } },
    GeneratedDm: { type: 'object', properties: { leadId: str, dm: str, used: { type: 'integer' }, allowed: { type: 'integer' } } },
    Mention: {
      type: 'object',
      properties: {
        id: str,
        projectId: str,
        ...discussionPost,
        matched: { type: 'array', items: str, description: "What named the project: its name, its domain (host without www), or both" },
        reply: { ...nullableStr, description: 'The last reply draft (null: none yet)' },
      },
    },
    MentionPage: { type: 'object', properties: { mentions: { type: 'array', items: ref('Mention') }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
    GeneratedReply: { type: 'object', properties: { mentionId: str, reply: str, used: { type: 'integer' }, allowed: { type: 'integer' } } },
    SavedReply: { type: 'object', properties: { mentionId: str, reply: nullableStr } },
    OfferInput: bodySchema(offerInput),
    Offer: { type: 'object', properties: { id: str, projectId: str, title: str, details: str, code: str, url: str, updatedAt: date } },
    ProjectOffer: { type: 'object', properties: { offer: { oneOf: [ref('Offer'), { type: 'null' }] } } },
    FeedbackInput: bodySchema(feedbackInput),
    Feedback: {
      type: 'object',
      properties: { id: str, projectId: str, mode: { enum: WORKSPACE_MODES }, itemId: str, itemTitle: { ...nullableStr, description: 'null once the lead or mention is gone' }, status: { enum: FEEDBACK_STATUSES }, note: str, createdAt: date, updatedAt: date },
    },
    FeedbackPage: { type: 'object', properties: { feedbacks: { type: 'array', items: ref('Feedback') }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
    FeedbackStats: {
      type: 'object',
      properties: {
        projectId: str,
        mode: { enum: WORKSPACE_MODES },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        days: { type: 'array', description: 'Every UTC day of the range, oldest first, zeros included', items: { type: 'object', properties: { day: { type: 'string', format: 'date' }, relevant: { type: 'integer' }, irrelevant: { type: 'integer' } } } },
        totals: { type: 'object', properties: { relevant: { type: 'integer' }, irrelevant: { type: 'integer' } } },
      },
    },
    Suggestion: { type: 'object', properties: { id: str, projectId: str, phrase: str, source: { enum: SUGGESTION_SOURCES }, reason: str, createdAt: date } },
    SuggestionPage: { type: 'object', properties: { suggestions: { type: 'array', items: ref('Suggestion') }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
  },
};

const signedIn = { security: [{ bearer: [] }] };
const common = { 401: error('Not signed in'), 400: error('Invalid input: the message names the problem') };
const owned = { ...common, 404: error("Unknown id, or another user's") };
const paging = (defaultLimit: number) => [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: defaultLimit } },
];
const mentionId = idParam('id', "The mention's id (another user's answers 404)");
const drafting = { 403: error('The plan\'s monthly drafts (DMs and replies together) are used up (error: "limit")'), 503: error(`The draft writer failed or timed out; the draft is not counted ("${DRAFT_WRITER_UNAVAILABLE}")`) };
const modeQuery = { name: 'mode', in: 'query', required: true, schema: { enum: WORKSPACE_MODES } };
const projectQuery = { name: 'projectId', in: 'query', required: true, schema: str };

/** The OpenAPI 3.1 description of the customer workspace's calls (served at GET /api/docs). */

export const WORKSPACE_OPENAPI = {
  openapi: '3.1.0',
  info: {
    title: 'LaunchBoost workspace API',
    version: '1.0.0',
    description: "Projects, keywords, leads, mentions, offers, feedback and keyword suggestions of a signed-in customer. The lead finder only reads public posts; drafts are for the founder to send by hand, nothing is ever posted or sent on anyone's behalf.",
  },
  servers: [{ url: '/api' }],
  components,
  paths: {
    '/projects/my': { get: { ...signedIn, summary: "The signed-in customer's projects, newest first", responses: { 200: ok('Projects', { type: 'array', items: ref('Project') }), 401: common[401] } } },
    '/projects/website-infos': {
      get: {
        ...signedIn,
        summary: "A website's title, description, Open Graph data and favicon, to prefill a project",
        description: 'Follows at most 3 redirects, reads at most 512 KB within 8 s. Never reaches link-local or cloud metadata addresses, nor private or loopback ones (unless WEBSITE_INFO_ALLOW_PRIVATE=on); the resolved address of every hop is checked.',
        parameters: [{ name: 'url', in: 'query', required: true, schema: { type: 'string', format: 'uri' } }],
        responses: { 200: ok('What the site says about itself', ref('WebsiteInfo')), ...common, 429: error('Too many website reads') },
      },
    },
    '/projects/month-replies': { get: { ...signedIn, summary: 'Reply and DM drafts generated this month and what the plan allows', responses: { 200: ok('Usage', ref('MonthReplies')), 401: common[401] } } },
    '/projects': {
      post: {
        ...signedIn,
        summary: 'Creates a project and starts its repeatable lead scan',
        requestBody: { required: true, ...json(ref('ProjectInput')) },
        responses: { 201: ok('The project', ref('Project')), ...common, 403: error('The plan\'s project cap is reached (error: "limit")') },
      },
    },
    '/projects/{id}': {
      parameters: [projectId],
      get: { ...signedIn, summary: 'One project', responses: { 200: ok('The project', ref('Project')), ...owned } },
      put: { ...signedIn, summary: 'Updates a project', requestBody: { required: true, ...json(ref('ProjectInput')) }, responses: { 200: ok('The project', ref('Project')), ...owned } },
      delete: { ...signedIn, summary: 'Deletes a project with its keywords, leads, mentions, offer, feedback and suggestions, and stops its scans', responses: { 200: ok('Deleted', ref('Deleted')), ...owned } },
    },
    '/projects/{id}/keywords': { parameters: [projectId], get: { ...signedIn, summary: "The project's keywords, oldest first", responses: { 200: ok('Keywords', { type: 'array', items: ref('Keyword') }), ...owned } } },
    '/projects/{id}/keyword': {
      parameters: [projectId],
      post: {
        ...signedIn,
        summary: 'Adds a keyword: a phrase matched case-insensitively, optionally as whole words, or a negative keyword that excludes posts',
        requestBody: { required: true, ...json(ref('KeywordInput')) },
        responses: { 201: ok('The keyword', ref('Keyword')), ...owned, 403: error('The plan\'s keyword cap is reached (error: "limit")'), 409: error('The same phrase is already in the project') },
      },
    },
    '/projects/{id}/keyword/{keywordId}': {
      parameters: [projectId, idParam('keywordId', 'The keyword to remove')],
      delete: { ...signedIn, summary: 'Removes a keyword', responses: { 200: ok('Deleted', ref('Deleted')), ...owned } },
    },
    '/projects/{id}/leads': {
      parameters: [projectId],
      get: {
        ...signedIn,
        summary: 'Leads found for the project, newest first',
        parameters: [
          { name: 'from', in: 'query', description: 'Only posts from this date (ISO 8601)', schema: { type: 'string', format: 'date-time' } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'status', in: 'query', schema: { enum: LEAD_STATUSES } },
        ],
        responses: { 200: ok('A page of leads', ref('LeadPage')), ...owned },
      },
    },
    '/projects/{id}/leads/{leadId}': {
      parameters: [projectId, idParam('leadId', 'The lead to mark')],
      put: { ...signedIn, summary: 'Marks a lead new, saved, replied or ignored', requestBody: { required: true, ...json(ref('LeadStatusInput')) }, responses: { 200: ok('The lead', ref('Lead')), ...owned } },
    },
    '/projects/{id}/exports': {
      parameters: [projectId],
      get: {
        ...signedIn,
        summary: "The project's leads as a CSV attachment, newest first (cells that start with = + - @ are prefixed with an apostrophe)",
        parameters: [{ name: 'from', in: 'query', description: 'Only posts from this date (ISO 8601)', schema: { type: 'string', format: 'date-time' } }],
        responses: { 200: { description: `CSV with the columns ${EXPORT_COLUMNS.join(', ')}`, content: { 'text/csv': { schema: str } } }, ...owned, 403: error('The plan\'s monthly exports are used up (error: "limit")') },
      },
    },
    '/projects/{id}/dm': {
      parameters: [projectId],
      get: { ...signedIn, summary: "The project's DM template (the default one until the founder saves theirs)", responses: { 200: ok('The template', ref('DmTemplate')), ...owned } },
      put: {
        ...signedIn,
        summary: `Saves the project's DM template; placeholders: ${DM_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        requestBody: { required: true, ...json(ref('DmInput')) },
        responses: { 200: ok('The template', ref('DmTemplate')), ...owned },
      },
    },
    '/projects/{id}/generate-dm': {
      parameters: [projectId],
      get: {
        ...signedIn,
        summary: 'A direct-message draft to a lead, from the template, the project and the post; counts against the monthly replies. Nothing is ever sent for the founder.',
        parameters: [{ name: 'leadId', in: 'query', required: true, schema: str }],
        responses: { 200: ok('The draft', ref('GeneratedDm')), ...owned, ...drafting },
      },
    },
    '/projects/{id}/scan': {
      parameters: [projectId],
      post: { ...signedIn, summary: 'Queues a scan of the project now (repeatable scans run every LEADS_SCAN_EVERY_MINUTES)', responses: { 202: ok('Queued', { type: 'object', properties: { queued: { const: true }, jobId: str } }), ...owned, 503: error('The queue is unavailable') } },
    },
    '/posts/{id}/mentions': {
      parameters: [projectId],
      get: {
        ...signedIn,
        summary: "Posts that name the project (its name as a whole word, or its domain without www), newest first; scans find them with the leads",
        parameters: [
          ...paging(20),
          { name: 'filter', in: 'query', description: 'new: no reply draft yet; drafted: has one', schema: { enum: MENTION_FILTERS, default: 'all' } },
          { name: 'from', in: 'query', description: 'Only posts from this date (ISO 8601)', schema: { type: 'string', format: 'date-time' } },
        ],
        responses: { 200: ok('A page of mentions', ref('MentionPage')), ...owned },
      },
    },
    '/posts/{id}/generate': {
      parameters: [mentionId],
      get: {
        ...signedIn,
        summary: 'A public reply draft for the mention (with the project\'s offer when there is one), kept on the mention; counts against the same monthly drafts as DMs. Nothing is ever posted.',
        responses: { 200: ok('The draft', ref('GeneratedReply')), ...owned, ...drafting },
      },
    },
    '/posts/{id}/reply': { parameters: [mentionId], get: { ...signedIn, summary: 'The last reply draft of the mention, without generating (or counting) one', responses: { 200: ok('The draft', ref('SavedReply')), ...owned } } },
    '/posts/{id}/mention': { parameters: [mentionId], delete: { ...signedIn, summary: 'Deletes a mention (and the mark on it)', responses: { 200: ok('Deleted', ref('Deleted')), ...owned } } },
    '/offers/add-update': {
      post: { ...signedIn, summary: "Creates the project's one offer, or replaces it; drafts name it", requestBody: { required: true, ...json(ref('OfferInput')) }, responses: { 200: ok('The offer', ref('Offer')), ...owned } },
    },
    '/offers/{projectId}/project': {
      parameters: [idParam('projectId', "The project's id (another user's answers 404)")],
      get: { ...signedIn, summary: "The project's offer (null when it has none)", responses: { 200: ok('The offer', ref('ProjectOffer')), ...owned } },
    },
    '/offers/{id}': { parameters: [idParam('id', "The offer's id")], get: { ...signedIn, summary: 'One offer', responses: { 200: ok('The offer', ref('Offer')), ...owned } } },
    '/feedback/save': {
      post: {
        ...signedIn,
        summary: "Marks a lead or mention of the project relevant or irrelevant (again: replaces the mark). On a lead, relevant saves it when new and irrelevant ignores it; keywords mostly marked irrelevant count half in later scans' scores; relevant marks bring keyword suggestions.",
        requestBody: { required: true, ...json(ref('FeedbackInput')) },
        responses: { 200: ok('The mark', ref('Feedback')), ...owned },
      },
    },
    '/feedbacks/list': {
      get: {
        ...signedIn,
        summary: "The project's marks in one mode, latest first",
        parameters: [projectQuery, modeQuery, { name: 'status', in: 'query', schema: { enum: FEEDBACK_STATUSES } }, ...paging(20)],
        responses: { 200: ok('A page of marks', ref('FeedbackPage')), ...owned },
      },
    },
    '/feedbacks/stats': {
      get: {
        ...signedIn,
        summary: `Marks per UTC day (by each item's latest mark), every day of the range with zeros; at most ${FEEDBACK_STATS_MAX_DAYS} days, from not after to`,
        parameters: [projectQuery, modeQuery, { name: 'from', in: 'query', required: true, schema: { type: 'string', format: 'date' } }, { name: 'to', in: 'query', required: true, schema: { type: 'string', format: 'date' } }],
        responses: { 200: ok('Daily counts', ref('FeedbackStats')), ...owned },
      },
    },
    '/feedbacks/{id}': {
      parameters: [idParam('id', "The mark's id")],
      get: { ...signedIn, summary: 'One mark', responses: { 200: ok('The mark', ref('Feedback')), ...owned } },
      delete: { ...signedIn, summary: 'Removes a mark (the lead keeps its status)', responses: { 200: ok('Deleted', ref('Deleted')), ...owned } },
    },
    '/suggestions/{projectId}/project': {
      parameters: [idParam('projectId', "The project's id (another user's answers 404)")],
      get: {
        ...signedIn,
        summary: "Keywords suggested for the project, from its name and description (source website) and from leads marked relevant (source leads), in the order suggested; adding one as a keyword removes it",
        parameters: paging(20),
        responses: { 200: ok('A page of suggestions', ref('SuggestionPage')), ...owned },
      },
    },
    '/suggestions/{id}': {
      parameters: [idParam('id', "The suggestion's id")],
      get: { ...signedIn, summary: 'One suggestion', responses: { 200: ok('The suggestion', ref('Suggestion')), ...owned } },
      delete: { ...signedIn, summary: 'Deletes a suggestion: the same phrase is never suggested again', responses: { 200: ok('Deleted', ref('Deleted')), ...owned } },
    },
  },
} as const;

/** GET /api/docs: the workspace's OpenAPI document. */
export function apiDocsRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(WORKSPACE_OPENAPI);
  });
  return router;
}
