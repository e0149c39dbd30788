import type { RequestHandler } from 'express';
import type { launchesContract } from '../../../domain/launches/contract';
import { LINK_BACK_CHECKS_LIMITED_MESSAGE, LINK_BACK_CHECKS_PER_HOUR } from '../../../domain/launches/linkBack';
import { VOTES_PER_ACCOUNT_PER_MINUTE, VOTES_PER_IP_PER_MINUTE, VOTES_RATE_LIMITED_MESSAGE } from '../../../domain/launches/votes';
import { callerIn, callerOf, type Implementation } from '../../core/http/endpointHandlers';
import type { PageForm } from '../../core/http/pageFormPosts';
import { redisRateLimit } from '../../core/http/rateLimit';
import { perPlatform } from '../../core/platform';
import { launchesService } from './service';

/** Votes per IP address per minute (people behind one address share it), and per account (runs after the access guard, which names the caller). */
const votesPerIp = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:votes-ip`, limit: VOTES_PER_IP_PER_MINUTE, windowMs: 60_000, message: VOTES_RATE_LIMITED_MESSAGE }),
);
const votesPerAccount = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:votes-account`, limit: VOTES_PER_ACCOUNT_PER_MINUTE, windowMs: 60_000, message: VOTES_RATE_LIMITED_MESSAGE, keyOf: (_req, res) => callerIn(res)?.userId ?? 'nobody' }),
);
const voteLimits = (platform: Parameters<typeof votesPerIp>[0]): RequestHandler[] => [votesPerIp(platform), votesPerAccount(platform)];

/** Each check reads a founder's website: a few per address per hour. */
const linkBackChecks = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:link-back-checks`, limit: LINK_BACK_CHECKS_PER_HOUR, windowMs: 3600_000, message: LINK_BACK_CHECKS_LIMITED_MESSAGE }),
);

/** The status page's "check my link" form without JavaScript, under the API's limit. */
export const launchPageForms: readonly PageForm[] = [{ path: '/directories/status/:token', encodings: ['urlencoded'], guards: (platform) => [linkBackChecks(platform)] }];

/** /api/launches and /api/products/{slug}/vote: launch days, votes and the founder's link back. */
export const launchesEndpoints: Implementation<typeof launchesContract> = {
  overview: (_input, { platform }) => launchesService(platform).overview(),
  day: ({ params }, { platform }) => launchesService(platform).day(params.date),
  product: ({ params }, { platform }) => launchesService(platform).product(params.slug),
  votes: async ({ params }, ctx) => launchesService(ctx.platform).votes(params.slug, (await ctx.identify())?.userId ?? null),
  vote: { before: voteLimits, handle: ({ params }, ctx) => launchesService(ctx.platform).vote(params.slug, callerOf(ctx)) },
  unvote: { before: voteLimits, handle: ({ params }, ctx) => launchesService(ctx.platform).unvote(params.slug, callerOf(ctx)) },
  founder: ({ params }, { platform }) => launchesService(platform).founder(params.token),
  checkLinkBack: { before: (platform) => [linkBackChecks(platform)], handle: ({ params }, { platform }) => launchesService(platform).checkLinkBackNow(params.token) },
};
