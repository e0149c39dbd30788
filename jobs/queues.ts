import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '../server/lib/timeout';

/** Every queue the service uses; processors live in jobs/processors/<name>.ts. */
export const QUEUE_NAMES = ['email', 'waitlist'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface EmailJob {
  /** A key of EMAIL_TEMPLATES; the job carries data, never rendered secrets. */
  template: string;
  to: string;
  data: Record<string, unknown>;
}

/** A new waitlist entry: welcome email and marketing contact (jobs/processors/waitlist.ts). */
export interface WaitlistJob {
  entryId: string;
  email: string;
}

export interface JobPayloads {
  email: EmailJob;
  waitlist: WaitlistJob;
}

export type Queues = { [N in QueueName]: Queue<JobPayloads[N]> } & { closeAll(): Promise<void> };

export function defaultJobOptions(attempts: number): JobsOptions {
  return {
    attempts,
    backoff: { type: 'exponential', delay: 2000 },
    // Finished jobs are kept long enough to inspect, then trimmed so Redis does not grow forever.
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** Producers share the request-path Redis connection, which fails fast when Redis is down. */
export function createQueues(connection: Redis, prefix: string, attempts = 5): Queues {
  const queues = Object.fromEntries(
    QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix, defaultJobOptions: defaultJobOptions(attempts) })]),
  ) as { [N in QueueName]: Queue<JobPayloads[N]> };
  // Connection errors reach callers through addJob and /readyz; unobserved 'error' events would only add noise.
  for (const name of QUEUE_NAMES) queues[name].on('error', () => undefined);
  return {
    ...queues,
    async closeAll() {
      await Promise.allSettled(QUEUE_NAMES.map((name) => queues[name].close()));
    },
  };
}

/** Adds a job, giving up quickly when Redis does not answer so the caller can fall back to the outbox. */
export async function addJob<N extends QueueName>(queues: Queues, name: N, data: JobPayloads[N], opts: JobsOptions = {}, timeoutMs = 1500) {
  const queue = queues[name] as unknown as Queue<JobPayloads[N]>;
  return withTimeout(queue.add(name as never, data as never, opts), timeoutMs);
}
