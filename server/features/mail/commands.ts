import { randomUUID } from 'node:crypto';
import { isEmailAddress } from '../../../domain/common/email';
import { UsageError, type Command } from '../command';
import { sendEmail } from './queue';
import { mailEmail } from './emails';

export const mailCommands: Command[] = [
  {
    name: 'email:test',
    summary: 'Queues a test email, to check the mail settings end to end',
    usage: 'email:test --to you@example.com',
    options: { to: { type: 'string' } },
    async run({ values }, ctx) {
      const to = typeof values.to === 'string' ? values.to.trim() : '';
      if (!isEmailAddress(to)) throw new UsageError('--to must be one email address');
      const platform = await ctx.platform();
      const result = await sendEmail(platform, mailEmail('operator-test', { to, note: `Sent from the command line at ${new Date().toISOString()}.` }), `email-test-${randomUUID()}`);
      ctx.print(`test email ${result} for ${to}`);
    },
  },
];
