import { drainOutbox, markRetried, outboxStatus, type OutboxStatus } from '../../server/core/jobs/outbox';
import type { JobCounts } from '../../server/core/jobs/queues';
import { Unreachable, UsageError, type CliContext, type Command } from '../../server/features/command';
import { withTimeout } from '../../server/core/lib/timeout';
import type { Platform } from '../../server/core/platform';
import { parseDuration } from './output';

/** Redis calls made by the CLI give up after this long (BullMQ itself would wait for Redis forever). */
const REDIS_CALL_MS = 3000;

function queueName(platform: Platform, name: string | undefined, usage: string): string {
  if (!name) throw new UsageError(`name a queue (${usage}); queues: ${platform.queues.names.join(', ')}`);
  if (!platform.queues.has(name)) throw new UsageError(`unknown queue "${name}"; queues: ${platform.queues.names.join(', ')}`);
  return name;
}

interface QueueRow {
  queue: string;
  paused: boolean;
  workers: number;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

async function queueRows(platform: Platform): Promise<QueueRow[]> {
  return Promise.all(
    platform.queues.names.map(async (name) => {
      const queue = platform.queues.queue(name);
      const [counts, paused, workers] = await Promise.all([
        platform.queues.counts(name, REDIS_CALL_MS),
        withTimeout(queue.isPaused(), REDIS_CALL_MS),
        withTimeout(queue.getWorkersCount(), REDIS_CALL_MS).catch(() => -1),
      ]);
      const c = counts as JobCounts;
      return { queue: name, paused, workers, waiting: c.waiting + c.prioritized + c['waiting-children'], active: c.active, delayed: c.delayed, failed: c.failed, completed: c.completed };
    }),
  );
}

function printOutbox(ctx: CliContext, status: OutboxStatus) {
  ctx.table(
    [
      { state: 'waiting for Redis', records: status.waiting },
      { state: 'queued, not finished', records: status.queued },
      { state: 'failed for good', records: status.failed },
      { state: 'completed (kept 1 h)', records: status.completed },
    ],
    ['state', 'records'],
  );
  if (status.oldestOpenSeconds) ctx.print(`oldest unfinished record: ${status.oldestOpenSeconds} s old`);
}

/** Infrastructure commands: the queues and the outbox, whatever the features put in them. */
export const queueCommands: Command[] = [
  {
    name: 'queues:stats',
    summary: 'Job counts per queue (and workers connected), and the outbox by state; shows what it can when Redis or MongoDB is down',
    usage: 'queues:stats [--json]',
    async run(_args, ctx) {
      const platform = await ctx.platform({});
      const up = await ctx.reachable();
      const queues = up.redis ? await queueRows(platform).catch(() => null) : null;
      const outbox = up.mongodb ? await withTimeout(outboxStatus(), 3000).catch(() => null) : null;
      const missing = [!queues && 'Redis', !outbox && 'MongoDB'].filter(Boolean) as string[];
      ctx.output({ queues, outbox, unavailable: missing }, () => {
        if (queues) ctx.table(queues as unknown as Record<string, unknown>[]);
        if (outbox) {
          if (queues) ctx.print('');
          ctx.print('outbox');
          printOutbox(ctx, outbox);
        }
      });
      if (!queues) ctx.note(`queue counts unavailable: Redis is not reachable at ${platform.config.REDIS_URL.replace(/\/\/[^@/]*@/, '//***@')}${outbox ? ' (the outbox above is read from MongoDB)' : ''}`);
      if (!outbox) ctx.note(`outbox unavailable: MongoDB is not reachable${queues ? ' (the queue counts above are read from Redis)' : ''}`);
      return missing.length ? 3 : 0;
    },
  },
  {
    name: 'queues:failed',
    summary: 'Lists the failed jobs of a queue with their last error',
    usage: 'queues:failed <queue> [--limit 20] [--json]',
    options: { limit: { type: 'string', default: '20' } },
    async run({ positionals, values }, ctx) {
      const limit = Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number');
      const platform = await ctx.platform({ redis: true });
      const name = queueName(platform, positionals[0], 'queues:failed <queue>');
      const jobs = await withTimeout(platform.queues.queue(name).getFailed(0, limit - 1), REDIS_CALL_MS);
      const rows = jobs.map((job) => ({ id: job.id, failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(), attempts: job.attemptsMade, reason: job.failedReason }));
      if (!rows.length && !ctx.json) ctx.print(`no failed jobs in ${name}`);
      else ctx.table(rows, ['id', 'failedAt', 'attempts', 'reason']);
    },
  },
  {
    name: 'queues:retry',
    summary: 'Retries one failed job of a queue by id, or all of them with --all',
    usage: 'queues:retry <queue> (--all | <job id>)',
    options: { all: { type: 'boolean', default: false } },
    async run({ positionals, values }, ctx) {
      const platform = await ctx.platform({ redis: true });
      const name = queueName(platform, positionals[0], 'queues:retry <queue> (--all | <job id>)');
      const id = positionals[1];
      if (!values.all && !id) throw new UsageError('name a job id, or retry every failed job with --all');
      if (values.all && id) throw new UsageError('either --all or a job id, not both');
      const queue = platform.queues.queue(name);
      const jobs = values.all ? await withTimeout(queue.getFailed(), REDIS_CALL_MS) : [await withTimeout(queue.getJob(id!), REDIS_CALL_MS)];
      const failed = jobs.filter((job) => job && job.failedReason !== undefined && job.finishedOn);
      if (!values.all && !failed.length) {
        ctx.note(`${name}: no failed job with id "${id}"`);
        return 1;
      }
      let retried = 0;
      for (const job of failed) {
        await withTimeout(job!.retry('failed'), REDIS_CALL_MS);
        // The outbox record is open again, so the repair pass watches it until it completes.
        if (platform.mongoConnected) await markRetried(job!.id!).catch(() => undefined);
        retried++;
      }
      ctx.output({ queue: name, retried }, () => ctx.print(`retried ${retried} job(s) in ${name}`));
    },
  },
  {
    name: 'queues:clean',
    summary: 'Removes finished jobs older than a duration from a queue (completed and failed by default)',
    usage: 'queues:clean <queue> --older-than 7d [--state completed|failed]',
    options: { 'older-than': { type: 'string' }, state: { type: 'string' } },
    async run({ positionals, values }, ctx) {
      const grace = parseDuration(String(values['older-than'] ?? ''));
      if (grace === null) throw new UsageError('--older-than takes a duration such as 7d, 12h or 30m');
      const state = values.state as string | undefined;
      if (state && state !== 'completed' && state !== 'failed') throw new UsageError('--state must be completed or failed');
      const platform = await ctx.platform({ redis: true });
      const name = queueName(platform, positionals[0], 'queues:clean <queue> --older-than 7d');
      const queue = platform.queues.queue(name);
      const removed: Record<string, number> = {};
      for (const type of state ? [state as 'completed' | 'failed'] : (['completed', 'failed'] as const)) {
        removed[type] = (await withTimeout(queue.clean(grace, 10_000, type), REDIS_CALL_MS * 3)).length;
      }
      ctx.output({ queue: name, removed }, () => ctx.print(`${name}: removed ${Object.entries(removed).map(([k, v]) => `${v} ${k}`).join(', ')} job(s) older than ${values['older-than']}`));
    },
  },
  ...(['pause', 'resume'] as const).map(
    (action): Command => ({
      name: `queues:${action}`,
      summary: action === 'pause' ? 'Pauses a queue: workers take no new job until it is resumed (jobs keep arriving)' : 'Resumes a paused queue',
      usage: `queues:${action} <queue>`,
      async run({ positionals }, ctx) {
        const platform = await ctx.platform({ redis: true });
        const name = queueName(platform, positionals[0], `queues:${action} <queue>`);
        const queue = platform.queues.queue(name);
        await withTimeout(action === 'pause' ? queue.pause() : queue.resume(), REDIS_CALL_MS);
        ctx.output({ queue: name, paused: action === 'pause' }, () => ctx.print(`${name} ${action === 'pause' ? 'paused' : 'resumed'}`));
      },
    }),
  ),
  {
    name: 'outbox:status',
    summary: 'Outbox records by state (waiting for Redis, queued, failed, completed) and the age of the oldest unfinished one',
    usage: 'outbox:status [--json]',
    async run(_args, ctx) {
      await ctx.platform({ mongodb: true });
      const status = await outboxStatus();
      ctx.output(status, (s) => {
        printOutbox(ctx, s);
        const byQueue = Object.entries(s.openByQueue);
        if (byQueue.length) ctx.print(`unfinished by queue: ${byQueue.map(([q, n]) => `${q}=${n}`).join(' ')}`);
      });
    },
  },
  {
    name: 'outbox:drain',
    summary: 'Hands outbox records kept while Redis was down to their queues now, and re-queues jobs Redis lost',
    usage: 'outbox:drain',
    async run(_args, ctx) {
      const platform = await ctx.platform({ mongodb: true });
      const up = await ctx.reachable();
      if (!up.redis) {
        const status = await outboxStatus();
        throw new Unreachable(`Redis is not reachable: nothing handed over; ${status.waiting} record(s) wait in the outbox and are handed over once Redis answers.`);
      }
      const result = await drainOutbox(platform.queues, ctx.logger);
      const status = await outboxStatus();
      ctx.output({ ...result, stillWaiting: status.waiting }, (r) =>
        ctx.print(`checked ${r.checked} unfinished record(s): handed over ${r.handedOver} job(s) Redis did not have, settled ${r.settled}; ${r.stillWaiting} still waiting`),
      );
      return status.waiting ? 1 : 0;
    },
  },
];
