import type { waitlistContract } from '../../../domain/waitlist/contract';
import { UNSUBSCRIBE_RATE_LIMITED_MESSAGE, WAITLIST_RATE_LIMITED_MESSAGE } from '../../../domain/waitlist/signup';
import { CONFIRMED_MESSAGE, LEFT_WAITLIST_MESSAGE, WAITLIST_LINKS_RATE_LIMITED_MESSAGE } from '../../../domain/waitlist/optInMessages';
import type { Implementation } from '../../core/http/endpointHandlers';
import type { PageForm } from '../../core/http/pageFormPosts';
import { redisRateLimit } from '../../core/http/rateLimit';
import { perPlatform } from '../../core/platform';
import { waitlistService } from './service';

/**
 * Sign-ups per IP per hour (shared by the API and the page action), counted when the request arrives; one the server
 * refuses (a validation error) gives its place back, one whose client hangs up does not.
 */
const waitlistLimit = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:waitlist`, limit: config.WAITLIST_PER_HOUR, windowMs: 3_600_000, message: WAITLIST_RATE_LIMITED_MESSAGE, giveBackRefusals: true }),
);

/**
 * Unsubscribes per IP per minute. Generous on purpose: one-click unsubscribes (RFC 8058) come from the mailbox
 * providers' servers, many recipients behind one address; a forged token is refused anyway.
 */
const unsubscribeLimit = perPlatform(({ config, redis }) =>
  redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:unsubscribe`, limit: 300, windowMs: 60_000, message: UNSUBSCRIBE_RATE_LIMITED_MESSAGE }),
);

/** Confirmations and departures per IP per hour: their links are sealed, so this only keeps a flood away. */
const linksLimit = perPlatform(({ config, redis, logger }) =>
  redisRateLimit({ redis, logger, name: `${config.QUEUE_PREFIX}:waitlist-links`, limit: 60, windowMs: 3_600_000, message: WAITLIST_LINKS_RATE_LIMITED_MESSAGE }),
);

/** The waitlist's forms posted without JavaScript. */
export const waitlistPageForms: readonly PageForm[] = [
  { path: '/waitlist', encodings: ['urlencoded'], guards: (platform) => [waitlistLimit(platform)] },
  // The confirm page's button and the private page's "leave" form; the sealed token in the address is the proof.
  { path: '/waitlist/confirm/:token', encodings: ['urlencoded'], guards: (platform) => [linksLimit(platform)] },
  { path: '/waitlist/:token', encodings: ['urlencoded'], guards: (platform) => [linksLimit(platform)] },
  // One-click unsubscribe (RFC 8058): mail providers post here from their servers, in either encoding the RFC allows,
  // so no same-site check; the sealed token is the proof.
  { path: '/unsubscribe/:token', encodings: ['urlencoded', 'multipart'], guards: (platform) => [unsubscribeLimit(platform)], manyBehindOneAddress: true },
];

/** /api/waitlist: joining (the same answer for a new and a repeat address, so the list cannot be probed), confirming, a subscriber's page, leaving, unsubscribing. */
export const waitlistEndpoints: Implementation<typeof waitlistContract> = {
  join: {
    before: (platform) => [waitlistLimit(platform)],
    async handle({ body }, { platform, ip }) {
      await waitlistService(platform).join(body, ip);
      return { success: true, message: 'You are on the waitlist.' };
    },
  },
  confirmation: async ({ params }, { platform }) => ({ success: true, data: await waitlistService(platform).confirmation(params.token) }),
  confirm: {
    before: (platform) => [linksLimit(platform)],
    handle: async ({ params }, { platform, ip }) => ({ success: true, message: CONFIRMED_MESSAGE, data: await waitlistService(platform).confirm(params.token, ip) }),
  },
  place: ({ params }, { platform, ip }) => waitlistService(platform).place(params.token, ip),
  leave: {
    before: (platform) => [linksLimit(platform)],
    async handle({ params }, { platform }) {
      await waitlistService(platform).leave(params.token);
      return { success: true, message: LEFT_WAITLIST_MESSAGE };
    },
  },
  unsubscription: async ({ params }, { platform }) => ({ success: true, data: await waitlistService(platform).unsubscription(params.token) }),
  unsubscribe: {
    before: (platform) => [unsubscribeLimit(platform)],
    handle: async ({ params }, { platform }) => ({ success: true, data: await waitlistService(platform).unsubscribe(params.token) }),
  },
};
