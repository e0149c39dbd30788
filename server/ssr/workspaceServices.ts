import type { z } from 'zod';
import { InvalidInput, Unavailable } from '../../domain/common/errors';
import { firstProblem } from '../../domain/common/validation';
import { dmInput, generateDmQuery } from '../../domain/workspace/drafts';
import { keywordInput } from '../../domain/workspace/keywords';
import { exportQuery, leadsQuery, leadStatusInput } from '../../domain/workspace/leads';
import { feedbackInput, feedbackStatsQuery } from '../../domain/workspace/feedback';
import { mentionsQuery } from '../../domain/workspace/mentions';
import { offerInput } from '../../domain/workspace/offers';
import { projectInput, websiteInfoQuery } from '../../domain/workspace/projects';
import { suggestionsQuery } from '../../domain/workspace/suggestions';
import type { SiteServices } from '../../views/services';
import { drafts } from '../features/workspace/drafts';
import { leadExports } from '../features/workspace/exports';
import { feedbackService } from '../features/workspace/feedback';
import { mentionsService } from '../features/workspace/mentions';
import { offersService } from '../features/workspace/offers';
import { suggestionsService } from '../features/workspace/suggestions';
import { leadsService } from '../features/workspace/leads';
import { queueScanNow } from '../features/workspace/scan';
import { workspaceService } from '../features/workspace/service';
import type { Viewer } from '../features/auth/service';
import type { Platform } from '../core/platform';

interface WorkspaceServiceHelpers {
  /** The signed-in viewer (rejects with NotSignedIn). */
  signedIn(): Promise<Viewer>;
  /** Runs a call, turning domain refusals into ServiceRefusal. */
  asRefusal<T>(work: () => Promise<T>): Promise<T>;
}

/** Parses input with the API's own schema: the page gets the same first problem the router would answer. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidInput(firstProblem(result.error));
  return result.data;
}

/** The server's workspace services for the /app pages: the same service functions the /api/projects router calls. */
export function createWorkspaceServices(platform: Platform, { signedIn, asRefusal }: WorkspaceServiceHelpers): Pick<SiteServices, 'workspace'> {
  const projects = () => workspaceService(platform);
  const leads = () => leadsService(platform);
  /** Runs a call for the signed-in owner, with domain refusals as ServiceRefusal. */
  const owner = <T>(work: (userId: string) => Promise<T>) => asRefusal(async () => work((await signedIn()).userId));
  return {
    workspace: {
      projects: () => owner((userId) => projects().listMine(userId)),
      websiteInfo: (url) => owner(() => projects().websiteInfo(parsed(websiteInfoQuery, { url }).url)),
      createProject: (input) => owner((userId) => projects().create(userId, parsed(projectInput, input))),
      monthReplies: () => owner((userId) => projects().monthReplies(userId)),
      keywords: (projectId) => owner((userId) => projects().keywords(userId, projectId)),
      addKeyword: (projectId, input) => owner((userId) => projects().addKeyword(userId, projectId, parsed(keywordInput, input))),
      removeKeyword: (projectId, keywordId) => owner(async (userId) => void (await projects().removeKeyword(userId, projectId, keywordId))),
      leads: (projectId, query) => owner((userId) => leads().list(userId, projectId, parsed(leadsQuery, query))),
      setLeadStatus: (projectId, leadId, status) => owner((userId) => leads().setStatus(userId, projectId, leadId, parsed(leadStatusInput, { status }).status)),
      scan: (projectId) =>
        owner(async (userId) => {
          const project = await projects().ownProject(userId, projectId);
          await queueScanNow(platform, String(project._id)).catch(() => Promise.reject(new Unavailable()));
        }),
      dmTemplate: (projectId) => owner((userId) => drafts(platform).template(userId, projectId)),
      saveDmTemplate: (projectId, dm) => owner((userId) => drafts(platform).saveTemplate(userId, projectId, parsed(dmInput, { dm }).dm)),
      generateDm: (projectId, leadId) => owner((userId) => drafts(platform).generate(userId, projectId, parsed(generateDmQuery, { leadId }).leadId)),
      exportLeads: (projectId, from) => owner((userId) => leadExports(platform).csv(userId, projectId, parsed(exportQuery, { from }).from)),
      mentions: (projectId, query) => owner((userId) => mentionsService(platform).list(userId, projectId, parsed(mentionsQuery, query))),
      generateReply: (mentionId) => owner((userId) => mentionsService(platform).generateReply(userId, mentionId)),
      savedReply: (mentionId) => owner((userId) => mentionsService(platform).reply(userId, mentionId)),
      removeMention: (mentionId) => owner(async (userId) => void (await mentionsService(platform).remove(userId, mentionId))),
      offer: (projectId) => owner((userId) => offersService(platform).ofProject(userId, projectId)),
      saveOffer: (input) => owner((userId) => offersService(platform).save(userId, parsed(offerInput, input))),
      saveFeedback: (input) => owner(async (userId) => void (await feedbackService(platform).save(userId, parsed(feedbackInput, input)))),
      feedbackStats: (query) => owner((userId) => feedbackService(platform).stats(userId, parsed(feedbackStatsQuery, query))),
      suggestions: (projectId) => owner((userId) => suggestionsService(platform).ofProject(userId, projectId, parsed(suggestionsQuery, {}))),
      removeSuggestion: (id) => owner(async (userId) => void (await suggestionsService(platform).remove(userId, id))),
    },
  };
}
