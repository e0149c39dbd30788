import type { WaitlistSignup } from '../../../domain/waitlist/signup';
import { NotFound } from '../../../domain/common/errors';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '../../../domain/waitlist/messages';
import type { Unsubscription } from '../../../domain/waitlist/contract';
import { addressOfUnsubscribeToken, isSuppressed, suppress } from '../mail/suppression';
import { perPlatform, type Platform } from '../../core/platform';
import { confirmationOf, confirmEntry } from './confirm';
import { joinWaitlist } from './join';
import { leaveWaitlist, placeOf } from './subscriberPage';

/**
 * The waitlist, assembled from its operations (one module each): joining with double opt-in (join.ts), confirming
 * (confirm.ts), a subscriber's private page and leaving (subscriberPage.ts); the places (places.ts), referrals and
 * their guards (referrals.ts) and the welcome run in the `waitlist` job (jobs.ts); announcements in waves
 * (announcements.ts). Unsubscribing from marketing mail is here, beside them.
 */
export function createWaitlistService(platform: Platform) {
  return {
    join: (signup: WaitlistSignup, ip: string | null = null) => joinWaitlist(platform, signup, ip),
    confirmation: (token: string) => confirmationOf(platform, token),
    confirm: (token: string, ip: string | null = null) => confirmEntry(platform, token, ip),
    place: (token: string, ip: string | null = null) => placeOf(platform, token, ip),
    leave: (token: string) => leaveWaitlist(platform, token),

    /** The address of an unsubscribe link and whether it already is unsubscribed; a forged link is NotFound. */
    async unsubscription(token: string): Promise<Unsubscription> {
      const email = addressOfUnsubscribeToken(platform.config, token);
      if (!email) throw new NotFound(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      return { email, unsubscribed: await isSuppressed(email) };
    },

    /** One click: the address of a genuine link goes on the suppression list (no marketing mail any more). */
    async unsubscribe(token: string): Promise<Unsubscription> {
      const email = addressOfUnsubscribeToken(platform.config, token);
      if (!email) throw new NotFound(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      await suppress(email);
      platform.logger.info({ event: 'unsubscribed' }, 'an address unsubscribed from marketing mail');
      return { email, unsubscribed: true };
    },
  };
}

export const waitlistService = perPlatform(createWaitlistService);
