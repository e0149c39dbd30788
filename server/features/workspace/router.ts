import { Router } from 'express';
import { z } from 'zod';
import { Unavailable } from '../../../domain/common/errors';
import { dmInput, generateDmQuery } from '../../../domain/workspace/drafts';
import { keywordInput } from '../../../domain/workspace/keywords';
import { exportQuery, leadsQuery, leadStatusInput } from '../../../domain/workspace/leads';
import { projectInput, websiteInfoQuery } from '../../../domain/workspace/projects';
import { redisRateLimit } from '../../core/http/rateLimit';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { userIdOf } from '../auth/access';
import { drafts } from './drafts';
import { leadExports } from './exports';
import { leadsService } from './leads';
import { queueScanNow } from './scan';
import { workspaceService } from './service';

// Ids of any shape reach the service, which answers an id that is not the owner's (or not an id) with 404.
const id = z.string().max(64);
const project = z.object({ id });
const byId = validate({ params: project });
const saveProject = validate({ body: projectInput });
const updateProject = validate({ params: project, body: projectInput });
const websiteInfo = validate({ query: websiteInfoQuery });
const addKeyword = validate({ params: project, body: keywordInput });
const byKeyword = validate({ params: z.object({ id, keywordId: id }) });
const listLeads = validate({ params: project, query: leadsQuery });
const exportLeads = validate({ params: project, query: exportQuery });
const saveDm = validate({ params: project, body: dmInput });
const generateDm = validate({ params: project, query: generateDmQuery });
const markLead = validate({ params: z.object({ id, leadId: id }), body: leadStatusInput });

/** /api/projects: the signed-in customer's projects, keywords and leads (owner only). Documented in openapi.ts. */
export function projectsRouter(platform: Platform): Router {
  const workspace = workspaceService(platform);
  const leads = leadsService(platform);
  const { config, redis, logger } = platform;
  // Each read of a website is a request to a stranger's server: a ceiling per address.
  const websiteReads = redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:website-infos`, limit: 30, windowMs: 60_000, message: 'Too many website reads, please wait a minute.' });
  const router = Router();

  // Static paths first: they would otherwise be read as a project id.
  router.get('/my', async (_req, res) => {
    res.json(await workspace.listMine(userIdOf(res)));
  });
  router.get('/website-infos', websiteReads, websiteInfo, async (_req, res) => {
    res.json(await workspace.websiteInfo(websiteInfo.input(res).query.url));
  });
  router.get('/month-replies', async (_req, res) => {
    res.json(await workspace.monthReplies(userIdOf(res)));
  });
  router.post('/', saveProject, async (_req, res) => {
    res.status(201).json(await workspace.create(userIdOf(res), saveProject.input(res).body));
  });
  router.get('/:id', byId, async (_req, res) => {
    res.json(await workspace.get(userIdOf(res), byId.input(res).params.id));
  });
  router.put('/:id', updateProject, async (_req, res) => {
    const { params, body } = updateProject.input(res);
    res.json(await workspace.update(userIdOf(res), params.id, body));
  });
  router.delete('/:id', byId, async (_req, res) => {
    res.json(await workspace.remove(userIdOf(res), byId.input(res).params.id));
  });
  router.get('/:id/keywords', byId, async (_req, res) => {
    res.json(await workspace.keywords(userIdOf(res), byId.input(res).params.id));
  });
  router.post('/:id/keyword', addKeyword, async (_req, res) => {
    const { params, body } = addKeyword.input(res);
    res.status(201).json(await workspace.addKeyword(userIdOf(res), params.id, body));
  });
  router.delete('/:id/keyword/:keywordId', byKeyword, async (_req, res) => {
    const { id: projectId, keywordId } = byKeyword.input(res).params;
    res.json(await workspace.removeKeyword(userIdOf(res), projectId, keywordId));
  });
  router.get('/:id/leads', listLeads, async (_req, res) => {
    const { params, query } = listLeads.input(res);
    res.json(await leads.list(userIdOf(res), params.id, query));
  });
  router.put('/:id/leads/:leadId', markLead, async (_req, res) => {
    const { params, body } = markLead.input(res);
    res.json(await leads.setStatus(userIdOf(res), params.id, params.leadId, body.status));
  });
  router.get('/:id/exports', exportLeads, async (_req, res) => {
    const { params, query } = exportLeads.input(res);
    const { filename, csv } = await leadExports(platform).csv(userIdOf(res), params.id, query.from);
    res.type('text/csv').attachment(filename).send(csv);
  });
  router.get('/:id/dm', byId, async (_req, res) => {
    res.json(await drafts(platform).template(userIdOf(res), byId.input(res).params.id));
  });
  router.put('/:id/dm', saveDm, async (_req, res) => {
    const { params, body } = saveDm.input(res);
    res.json(await drafts(platform).saveTemplate(userIdOf(res), params.id, body.dm));
  });
  // A draft to copy and send by hand: nothing is ever posted or sent for the founder.
  router.get('/:id/generate-dm', generateDm, async (_req, res) => {
    const { params, query } = generateDm.input(res);
    res.json(await drafts(platform).generate(userIdOf(res), params.id, query.leadId));
  });
  // Asks for a scan now (the repeatable one keeps its rhythm); the leads appear when the worker has run it.
  router.post('/:id/scan', byId, async (_req, res) => {
    const owned = await workspace.ownProject(userIdOf(res), byId.input(res).params.id);
    const queued = await queueScanNow(platform, String(owned._id)).catch((error: Error) => {
      logger.warn({ err: error.message }, 'could not queue a scan');
      throw new Unavailable();
    });
    res.status(202).json({ queued: true, jobId: queued });
  });
  return router;
}
