import { drainOutbox, OutboxMessageModel } from '../../jobs/outbox';
import { UsageError, type Command } from '../../server/features/command';
import type { Platform } from '../../server/platform';

function queueName(platform: Platform, name: string | undefined): string {
  const chosen = name ?? 'email';
  if (!platform.queues.has(chosen)) throw new UsageError(`unknown queue "${chosen}"; queues: ${platform.queues.names.join(', ')}`);
  return chosen;
}

/** Infrastructure commands: the queues and the outbox, whatever the features put in them. */
export const queueCommands: Command[] = [
  {
    name: 'queues:stats',
    summary: 'Job counts per queue and outbox records still waiting for Redis',
    async run(_args, ctx) {
      const platform = await ctx.platform();
      for (const name of platform.queues.names) {
        const counts = await platform.queues.queue(name).getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
        ctx.print(`${name.padEnd(10)} ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(' ')}`);
      }
      ctx.print(`outbox     pending=${await OutboxMessageModel.countDocuments({ enqueuedAt: null })}`);
    },
  },
  {
    name: 'queues:failed',
    summary: 'Lists failed jobs of a queue with their last error',
    usage: 'queues:failed [queue] [--limit 20]',
    options: { limit: { type: 'string', default: '20' } },
    async run({ positionals, values }, ctx) {
      const platform = await ctx.platform();
      const name = queueName(platform, positionals[0]);
      const jobs = await platform.queues.queue(name).getFailed(0, Number(values.limit) - 1);
      if (!jobs.length) ctx.print(`no failed jobs in ${name}`);
      for (const job of jobs) ctx.print(`${job.id}\t${new Date(job.finishedOn ?? job.timestamp).toISOString()}\tattempts=${job.attemptsMade}\t${job.failedReason}`);
    },
  },
  {
    name: 'queues:retry',
    summary: 'Retries every failed job of a queue',
    usage: 'queues:retry [queue]',
    async run({ positionals }, ctx) {
      const platform = await ctx.platform();
      const name = queueName(platform, positionals[0]);
      const jobs = await platform.queues.queue(name).getFailed();
      await Promise.all(jobs.map((job) => job.retry()));
      ctx.print(`retried ${jobs.length} job(s) in ${name}`);
    },
  },
  {
    name: 'outbox:drain',
    summary: 'Hands outbox records kept while Redis was down to their queues now',
    async run(_args, ctx) {
      const platform = await ctx.platform();
      ctx.print(`handed over ${await drainOutbox(platform.queues, ctx.logger)} job(s)`);
    },
  },
];
