import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '../lib/timeout';
import type { OutboxState } from './outboxModel';

/** What a processor gets besides the job: its outbox state (null for a job written outside the outbox). */
export interface JobRun {
  outbox: OutboxState | null;
}

/** A queue's job handler; close(), when given, releases what it holds (an SMTP pool) when the workers stop. */
export type JobProcessor<Payload> = ((job: Job<Payload>, run: JobRun) => Promise<unknown>) & { close?(): void | Promise<void> };

/** A job the workers keep on a BullMQ job scheduler: `data` every `everyMs`, under the scheduler id `id`. */
export interface JobSchedule<Payload> {
  id: string;
  everyMs: number;
  data: Payload;
}

/**
 * A queue a feature declares: its name, its job options and how its processor is built.
 * `Ctx` is what processors are built from (the platform); jobs/ never needs to know what is in it.
 */
export interface QueueDefinition<Payload = unknown, Ctx = never> {
  name: string;
  /** Overrides of the default job options (attempts, backoff...). */
  jobOptions?: JobsOptions;
  concurrency?: number;
  processor(ctx: Ctx): JobProcessor<Payload>;
  /** Repeated jobs the workers make sure Redis holds (from start, and again after Redis lost its data). */
  schedules?(ctx: Ctx): readonly JobSchedule<Payload>[];
}

export function defineQueue<Payload, Ctx>(definition: QueueDefinition<Payload, Ctx>): QueueDefinition<Payload, Ctx> {
  return definition;
}


/** How failed attempts are retried: `attempts` in all, waiting `firstDelayMs`, doubling up to `maxDelayMs`. */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The backoff type name the workers' strategy answers (BullMQ's own exponential backoff has no ceiling). */
export const CAPPED_BACKOFF = 'capped-exponential';

/** Delay before the next attempt: doubling from firstDelayMs, capped at maxDelayMs, ±20 % so retries spread out. */
export function retryDelayMs(attemptsMade: number, { firstDelayMs, maxDelayMs }: Pick<RetryPolicy, 'firstDelayMs' | 'maxDelayMs'>, random = Math.random()): number {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, Math.min(attemptsMade - 1, 30)));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** Total time a job keeps being retried under a policy (without jitter), for the operators' documentation and tests. */
export function retryWindowMs(policy: RetryPolicy): number {
  let total = 0;
  for (let n = 1; n < policy.attempts; n++) total += Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(n - 1, 30));
  return total;
}

export function defaultJobOptions({ attempts, firstDelayMs }: RetryPolicy): JobsOptions {
  return {
    attempts,
    backoff: { type: CAPPED_BACKOFF, delay: firstDelayMs },
    // Finished jobs are kept long enough to inspect, then trimmed so Redis does not grow forever.
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

export const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed'] as const;
export type JobCounts = Record<(typeof JOB_STATES)[number], number>;

/** Where a job stands for the outbox's repair pass. */
export type StoredJobState = 'missing' | 'completed' | 'failed' | 'open';

// Producers never need the processor: only name and options matter here.
type AnyDefinition = Pick<QueueDefinition<unknown, unknown>, 'name' | 'jobOptions' | 'concurrency'>;

/** The producer side of every declared queue, on the request-path Redis connection (fails fast when Redis is down). */
export class Queues {
  private readonly queues = new Map<string, Queue>();
  private readonly byName = new Map<string, AnyDefinition>();

  constructor(
    private readonly connection: Redis,
    readonly prefix: string,
    definitions: readonly AnyDefinition[],
    readonly retry: RetryPolicy,
  ) {
    for (const definition of definitions) this.byName.set(definition.name, definition);
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** The BullMQ queue of a declared name (made on first use). */
  queue(name: string): Queue {
    const definition = this.byName.get(name);
    if (!definition) throw new Error(`Unknown queue "${name}"; declared: ${this.names.join(', ')}`);
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix, defaultJobOptions: { ...defaultJobOptions(this.retry), ...definition.jobOptions } });
      // The connection's own listener logs outages once (server/core/redis.ts); callers see failures through add().
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds a job (named after its queue unless `jobName` says otherwise), giving up quickly when Redis does not answer so the caller can fall back to the outbox. */
  async add(name: string, data: unknown, { jobName = name, ...opts }: JobsOptions & { jobName?: string } = {}, timeoutMs = 1500) {
    // Known to be down: no need to wait for BullMQ to find out.
    if (this.connection.status !== 'ready') throw new Error(`Redis is not connected (${this.connection.status})`);
    const queue = this.queue(name);
    return withTimeout(queue.add(jobName, data, opts), timeoutMs);
  }

  /** Job counts of one queue by state, within timeoutMs (BullMQ itself would wait for Redis forever). */
  counts(name: string, timeoutMs = 2000): Promise<JobCounts> {
    return withTimeout(this.queue(name).getJobCounts(...JOB_STATES), timeoutMs) as Promise<JobCounts>;
  }

  /** Where each job stands, in one pipelined round trip. */
  async jobStates(jobs: readonly { queue: string; jobId: string }[], timeoutMs = 3000): Promise<StoredJobState[]> {
    if (!jobs.length) return [];
    const pipeline = this.connection.pipeline();
    for (const { queue, jobId } of jobs) {
      const q = this.queue(queue);
      pipeline.exists(q.toKey(jobId));
      pipeline.zscore(q.keys.completed, jobId);
      pipeline.zscore(q.keys.failed, jobId);
    }
    const replies = (await withTimeout(pipeline.exec(), timeoutMs)) ?? [];
    return jobs.map((_, i) => {
      const [exists, completed, failed] = [replies[i * 3], replies[i * 3 + 1], replies[i * 3 + 2]].map(([error, value]) => {
        if (error) throw error;
        return value;
      });
      if (!exists) return 'missing';
      if (completed !== null) return 'completed';
      if (failed !== null) return 'failed';
      return 'open';
    });
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => withTimeout(queue.close(), 2000)));
  }
}
