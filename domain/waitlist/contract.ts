import { z } from 'zod';
import { endpoint, messageAnswer } from '../common/contract';
import { waitlistSignupSchema } from './signup';

// Any text: a token that is not one of ours (too long, altered) is a 404 from the service, as a forged one is.
const unsubscribeToken = z.object({ params: z.object({ token: z.string() }) });
const unsubscriptionAnswer = z.object({ success: z.literal(true), data: z.object({ email: z.string(), unsubscribed: z.boolean() }) });
export type Unsubscription = z.infer<typeof unsubscriptionAnswer>['data'];

// A waitlist link's token: any text, so a forged or altered one is the service's 404, as for unsubscribe links.
const linkToken = z.object({ params: z.object({ token: z.string() }) });
const confirmationAnswer = z.object({ success: z.literal(true), data: z.object({ email: z.string() }) });
export type WaitlistConfirmation = z.infer<typeof confirmationAnswer>['data'];
/** A subscriber's place, counted referrals and personal link, as their private page shows them. */
const placeAnswer = z.object({ position: z.number().int().positive(), referrals: z.number().int().min(0), referralLink: z.string() });
export type WaitlistPlace = z.infer<typeof placeAnswer>;

export const waitlistContract = {
  join: endpoint('POST', '/waitlist', 'public', {
    summary: 'Join the waitlist',
    description:
      'The same answer for a new and a repeat address, so the list cannot be probed: a new address gets a confirmation email (an unconfirmed one again, at most once an hour), and becomes a subscriber once it follows the link. `ref` is the referral code of the link that brought the visitor; an unknown one is ignored. Addresses of throwaway mail services are refused (400). Limited per IP address per hour.',
  })
    .input(z.object({ body: waitlistSignupSchema }))
    .output(messageAnswer),
  unsubscription: endpoint('GET', '/waitlist/unsubscribe/{token}', 'public', {
    summary: 'The address of an unsubscribe link, and whether it is unsubscribed already',
    description: 'The token is sealed with the server secret: a forged or altered one answers 404. Reading it changes nothing.',
    refusals: [404],
  })
    .input(unsubscribeToken)
    .output(unsubscriptionAnswer),
  unsubscribe: endpoint('POST', '/waitlist/unsubscribe/{token}', 'public', {
    summary: 'Unsubscribe an address from marketing mail (announcements, the waitlist welcome)',
    description: 'One click, as RFC 8058 asks: the address goes on the suppression list at once, and a repeat changes nothing. Transactional mail (receipts, resets) still reaches it. A forged token answers 404.',
    refusals: [404, 429],
  })
    .input(unsubscribeToken)
    .output(unsubscriptionAnswer),
  confirmation: endpoint('GET', '/waitlist/confirm/{token}', 'public', {
    summary: 'The address a confirmation link was sent to, while the link can still confirm it',
    description: 'Reading it changes nothing (mail scanners open links). A forged, expired or used link answers 404.',
    refusals: [404],
  })
    .input(linkToken)
    .output(confirmationAnswer),
  confirm: endpoint('POST', '/waitlist/confirm/{token}', 'public', {
    summary: 'Confirm a waitlist address (double opt-in)',
    description: 'The sealed link of the confirmation email, usable once for 7 days. The address gets its place and, by email, the welcome with its private page; `data.token` opens that page (GET /waitlist/me/{token}). A forged, expired or used link answers 404.',
    refusals: [404, 429],
  })
    .input(linkToken)
    .output(z.object({ success: z.literal(true), message: z.string(), data: z.object({ token: z.string() }) })),
  place: endpoint('GET', '/waitlist/me/{token}', 'public', {
    summary: "A subscriber's place in the list, confirmed referrals and personal referral link",
    description: 'The token is the private page link of the welcome email. Places go first confirmed first; each counted referral moves the referrer REFERRAL_BOOST places up, never above first. An unknown token answers 404.',
    refusals: [404],
  })
    .input(linkToken)
    .output(placeAnswer),
  leave: endpoint('DELETE', '/waitlist/me/{token}', 'public', {
    summary: 'Leave the waitlist',
    description: 'Removes the entry and its place; nobody gets announcements at that address any more. An unknown token answers 404.',
    refusals: [404, 429],
  })
    .input(linkToken)
    .output(messageAnswer),
};
