import { z } from 'zod';
import { endpoint, messageAnswer } from '../common/contract';
import { waitlistSignupSchema } from './signup';

// Any text: a token that is not one of ours (too long, altered) is a 404 from the service, as a forged one is.
const unsubscribeToken = z.object({ params: z.object({ token: z.string() }) });
const unsubscriptionAnswer = z.object({ success: z.literal(true), data: z.object({ email: z.string(), unsubscribed: z.boolean() }) });
export type Unsubscription = z.infer<typeof unsubscriptionAnswer>['data'];

export const waitlistContract = {
  join: endpoint('POST', '/waitlist', 'public', {
    summary: 'Join the waitlist',
    description: 'The same answer for a new and a repeat address, so the list cannot be probed. Limited per address per hour.',
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
};
