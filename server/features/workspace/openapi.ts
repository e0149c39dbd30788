import { Router } from 'express';
import { z } from 'zod';
import { DM_PLACEHOLDERS, dmInput } from '../../../domain/workspace/drafts';
import { keywordInput } from '../../../domain/workspace/keywords';
import { EXPORT_COLUMNS, LEAD_SOURCES, LEAD_STATUSES, leadStatusInput } from '../../../domain/workspace/leads';
import { projectInput } from '../../../domain/workspace/projects';

type Json = Record<string, unknown>;

// Request bodies come from the same zod schemas the routes validate with.
const bodySchema = (schema: z.ZodType): Json => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const date = { type: 'string', format: 'date-time' };
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
        source: { enum: LEAD_SOURCES },
        sourceId: str,
        url: str,
        title: str,
        excerpt: str,
        author: nullableStr,
        community: str,
        postedAt: date,
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
  },
};

const signedIn = { security: [{ bearer: [] }] };
const common = { 401: error('Not signed in'), 400: error('Invalid input: the message names the problem') };
const owned = { ...common, 404: error("Unknown id, or another user's") };

/** The OpenAPI 3.1 description of the customer workspace's calls (served at GET /api/docs). */
export const WORKSPACE_OPENAPI = {
  openapi: '3.1.0',
  info: { title: 'LaunchBoost workspace API', version: '1.0.0', description: 'Projects, keywords and leads of a signed-in customer. The lead finder only reads public posts and drafts nothing on anyone\'s behalf.' },
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
      delete: { ...signedIn, summary: 'Deletes a project with its keywords and leads, and stops its scans', responses: { 200: ok('Deleted', ref('Deleted')), ...owned } },
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
        responses: { 200: ok('The draft', ref('GeneratedDm')), ...owned, 403: error('The plan\'s monthly drafts are used up (error: "limit")') },
      },
    },
    '/projects/{id}/scan': {
      parameters: [projectId],
      post: { ...signedIn, summary: 'Queues a scan of the project now (repeatable scans run every LEADS_SCAN_EVERY_MINUTES)', responses: { 202: ok('Queued', { type: 'object', properties: { queued: { const: true }, jobId: str } }), ...owned, 503: error('The queue is unavailable') } },
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
