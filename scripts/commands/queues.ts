import { QUEUE_NAMES } from '../../jobs/queues';
import { drainOutbox, enqueueDurably, OutboxMessageModel } from '../../jobs/outbox';
import { randomUUID } from 'node:crypto';
import { UsageError, type Command } from './types';

export const queueCommands: Command[] = [
  {
    name: 'queues:stats',
    summary: 'Job counts per queue and outbox records still waiting for Redis',
    async run(_args, ctx) {
      const queues = ctx.queues();
      for (const name of QUEUE_NAMES) {
        const counts = await queues[name].getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
        ctx.print(`${name.padEnd(10)} ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(' ')}`);
      }
      await ctx.db();
      ctx.print(`outbox     pending=${await OutboxMessageModel.countDocuments({ enqueuedAt: null })}`);
    },
  },
  {
    name: 'queues:failed',
    summary: 'Lists failed jobs of a queue with their last error',
    usage: 'queues:failed [queue] [--limit 20]',
    options: { limit: { type: 'string', default: '20' } },
    async run({ positionals, values }, ctx) {
      const name = (positionals[0] ?? 'email') as (typeof QUEUE_NAMES)[number];
      if (!QUEUE_NAMES.includes(name)) throw new UsageError(`unknown queue "${name}"; queues: ${QUEUE_NAMES.join(', ')}`);
      const jobs = await ctx.queues()[name].getFailed(0, Number(values.limit) - 1);
      if (!jobs.length) ctx.print(`no failed jobs in ${name}`);
      for (const job of jobs) ctx.print(`${job.id}\t${new Date(job.finishedOn ?? job.timestamp).toISOString()}\tattempts=${job.attemptsMade}\t${job.failedReason}`);
    },
  },
  {
    name: 'queues:retry',
    summary: 'Retries every failed job of a queue',
    usage: 'queues:retry [queue]',
    async run({ positionals }, ctx) {
      const name = (positionals[0] ?? 'email') as (typeof QUEUE_NAMES)[number];
      if (!QUEUE_NAMES.includes(name)) throw new UsageError(`unknown queue "${name}"; queues: ${QUEUE_NAMES.join(', ')}`);
      const jobs = await ctx.queues()[name].getFailed();
      await Promise.all(jobs.map((job) => job.retry()));
      ctx.print(`retried ${jobs.length} job(s) in ${name}`);
    },
  },
  {
    name: 'outbox:drain',
    summary: 'Hands outbox records kept while Redis was down to their queues now',
    async run(_args, ctx) {
      await ctx.db();
      ctx.print(`handed over ${await drainOutbox(ctx.queues(), ctx.logger)} job(s)`);
    },
  },
  {
    name: 'email:test',
    summary: 'Queues a test email, to check the mail settings end to end',
    usage: 'email:test --to you@example.com',
    options: { to: { type: 'string' } },
    async run({ values }, ctx) {
      const to = values.to;
      if (typeof to !== 'string' || !/^\S+@\S+\.\S+$/.test(to)) throw new UsageError('--to must be an email address');
      await ctx.db();
      const result = await enqueueDurably(ctx.queues(), 'email', { template: 'operator-test', to, data: { note: `Sent from the command line at ${new Date().toISOString()}.` } }, `email-test-${randomUUID()}`);
      ctx.print(`test email ${result} for ${to}`);
    },
  },
];
