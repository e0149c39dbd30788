import { Queue, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '../server/lib/timeout';

/**
 * A queue a feature declares: its name, its job options and how its processor is built.
 * `Ctx` is what processors are built from (the platform); jobs/ never needs to know what is in it.
 */
export interface QueueDefinition<Payload = unknown, Ctx = never> {
  name: string;
  /** Overrides of the default job options (attempts, backoff...). */
  jobOptions?: JobsOptions;
  concurrency?: number;
  processor(ctx: Ctx): (job: Job<Payload>) => Promise<unknown>;
}

export function defineQueue<Payload, Ctx>(definition: QueueDefinition<Payload, Ctx>): QueueDefinition<Payload, Ctx> {
  return definition;
}

/** The payload type a definition carries. */
export type PayloadOf<D> = D extends QueueDefinition<infer P, never> ? P : D extends QueueDefinition<infer P, infer _C> ? P : never;

export function defaultJobOptions(attempts: number): JobsOptions {
  return {
    attempts,
    backoff: { type: 'exponential', delay: 2000 },
    // Finished jobs are kept long enough to inspect, then trimmed so Redis does not grow forever.
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

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
    private readonly attempts: number,
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
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix, defaultJobOptions: { ...defaultJobOptions(this.attempts), ...definition.jobOptions } });
      // The connection's own listener logs outages once (server/redis.ts); callers see failures through add().
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds a job, giving up quickly when Redis does not answer so the caller can fall back to the outbox. */
  async add(name: string, data: unknown, opts: JobsOptions = {}, timeoutMs = 1500) {
    const queue = this.queue(name);
    return withTimeout(queue.add(name, data, opts), timeoutMs);
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
  }
}
