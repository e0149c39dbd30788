import type { workspaceContract } from '../../../domain/workspace/contract';
import { callerOf, type Implementation } from '../../core/http/endpointHandlers';
import { redisRateLimit } from '../../core/http/rateLimit';
import { perPlatform } from '../../core/platform';
import { drafts } from './drafts';
import { leadExports } from './exports';
import { feedbackService } from './feedback';
import { leadsService } from './leads';
import { mentionsService } from './mentions';
import { offersService } from './offers';
import { workspaceService } from './service';
import { suggestionsService } from './suggestions';

// Each read of a website is a request to a stranger's server: a ceiling per address.
const websiteReads = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:website-infos`, limit: 30, windowMs: 60_000, message: 'Too many website reads, please wait a minute.' }),
);

/**
 * /api/projects, /api/posts, /api/offers, /api/feedback(s), /api/suggestions: the signed-in customer's workspace.
 * Every record is scoped to its owner by the services, so another user's id answers like an unknown one (404).
 */
export const workspaceEndpoints: Implementation<typeof workspaceContract> = {
  projects: (_input, ctx) => workspaceService(ctx.platform).listMine(callerOf(ctx).userId),
  websiteInfo: {
    before: (platform) => [websiteReads(platform)],
    handle: ({ query }, { platform }) => workspaceService(platform).websiteInfo(query.url),
  },
  monthReplies: (_input, ctx) => workspaceService(ctx.platform).monthReplies(callerOf(ctx).userId),
  createProject: ({ body }, ctx) => workspaceService(ctx.platform).create(callerOf(ctx).userId, body),
  project: ({ params }, ctx) => workspaceService(ctx.platform).get(callerOf(ctx).userId, params.id),
  updateProject: ({ params, body }, ctx) => workspaceService(ctx.platform).update(callerOf(ctx).userId, params.id, body),
  removeProject: ({ params }, ctx) => workspaceService(ctx.platform).remove(callerOf(ctx).userId, params.id),
  keywords: ({ params }, ctx) => workspaceService(ctx.platform).keywords(callerOf(ctx).userId, params.id),
  addKeyword: ({ params, body }, ctx) => workspaceService(ctx.platform).addKeyword(callerOf(ctx).userId, params.id, body),
  removeKeyword: ({ params }, ctx) => workspaceService(ctx.platform).removeKeyword(callerOf(ctx).userId, params.id, params.keywordId),
  leads: ({ params, query }, ctx) => leadsService(ctx.platform).list(callerOf(ctx).userId, params.id, query),
  setLeadStatus: ({ params, body }, ctx) => leadsService(ctx.platform).setStatus(callerOf(ctx).userId, params.id, params.leadId, body.status),
  exportLeads: ({ params, query }, ctx) => leadExports(ctx.platform).csv(callerOf(ctx).userId, params.id, query.from),
  dmTemplate: ({ params }, ctx) => drafts(ctx.platform).template(callerOf(ctx).userId, params.id),
  saveDmTemplate: ({ params, body }, ctx) => drafts(ctx.platform).saveTemplate(callerOf(ctx).userId, params.id, body.dm),
  // A draft to copy and send by hand: nothing is ever posted or sent for the founder.
  generateDm: ({ params, query }, ctx) => drafts(ctx.platform).generate(callerOf(ctx).userId, params.id, query.leadId),
  scan: ({ params }, ctx) => workspaceService(ctx.platform).scanNow(callerOf(ctx).userId, params.id),
  mentions: ({ params, query }, ctx) => mentionsService(ctx.platform).list(callerOf(ctx).userId, params.id, query),
  generateReply: ({ params }, ctx) => mentionsService(ctx.platform).generateReply(callerOf(ctx).userId, params.id),
  savedReply: ({ params }, ctx) => mentionsService(ctx.platform).reply(callerOf(ctx).userId, params.id),
  removeMention: ({ params }, ctx) => mentionsService(ctx.platform).remove(callerOf(ctx).userId, params.id),
  saveOffer: ({ body }, ctx) => offersService(ctx.platform).save(callerOf(ctx).userId, body),
  offer: ({ params }, ctx) => offersService(ctx.platform).ofProject(callerOf(ctx).userId, params.projectId),
  offerById: ({ params }, ctx) => offersService(ctx.platform).get(callerOf(ctx).userId, params.id),
  saveFeedback: ({ body }, ctx) => feedbackService(ctx.platform).save(callerOf(ctx).userId, body),
  feedbacks: ({ query }, ctx) => feedbackService(ctx.platform).list(callerOf(ctx).userId, query),
  feedbackStats: ({ query }, ctx) => feedbackService(ctx.platform).stats(callerOf(ctx).userId, query),
  feedback: ({ params }, ctx) => feedbackService(ctx.platform).get(callerOf(ctx).userId, params.id),
  removeFeedback: ({ params }, ctx) => feedbackService(ctx.platform).remove(callerOf(ctx).userId, params.id),
  suggestions: ({ params, query }, ctx) => suggestionsService(ctx.platform).ofProject(callerOf(ctx).userId, params.projectId, query),
  suggestion: ({ params }, ctx) => suggestionsService(ctx.platform).get(callerOf(ctx).userId, params.id),
  removeSuggestion: ({ params }, ctx) => suggestionsService(ctx.platform).remove(callerOf(ctx).userId, params.id),
};
