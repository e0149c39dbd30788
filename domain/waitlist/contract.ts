import { z } from 'zod';
import { endpoint, messageAnswer } from '../common/contract';
import { waitlistSignupSchema } from './signup';

export const waitlistContract = {
  join: endpoint('POST', '/waitlist', 'public', {
    summary: 'Join the waitlist',
    description: 'The same answer for a new and a repeat address, so the list cannot be probed. Limited per address per hour.',
  })
    .input(z.object({ body: waitlistSignupSchema }))
    .output(messageAnswer),
};
