import { Worker } from 'bullmq';
import type { Platform } from '../server/platform';
import { createRedis, closeRedis } from '../server/redis';
import { withTimeout } from '../server/lib/timeout';
import { drainOutbox, pruneOutbox } from './outbox';
import type { QueueDefinition } from './queues';

export interface RunningWorkers {
  close(): Promise<void>;
}

export interface WorkerOptions {
  outboxIntervalMs?: number;
}

/** Starts one BullMQ worker per declared queue, the outbox drainer and its pruner. */
export function startWorkers(platform: Platform, definitions: readonly QueueDefinition<never, Platform>[], { outboxIntervalMs = 5000 }: WorkerOptions = {}): RunningWorkers {
  const { config, logger, queues } = platform;
  // Workers block on Redis: their connection waits for it forever instead of failing commands.
  const connection = createRedis(config.REDIS_URL, 'worker', logger, 'workers');
  const common = { connection, prefix: config.QUEUE_PREFIX };

  const workers = definitions.map((definition) => new Worker(definition.name, definition.processor(platform), { ...common, concurrency: definition.concurrency ?? 1 }));
  for (const worker of workers) {
    worker.on('failed', (job, err) => logger.warn({ queue: worker.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed'));
    worker.on('completed', (job) => logger.info({ queue: worker.name, jobId: job.id }, 'job completed'));
    worker.on('error', (err) => logger.warn({ queue: worker.name, err: err.message }, 'worker error'));
  }

  let draining = false;
  let ticks = 0;
  const drainer = setInterval(() => {
    if (draining) return;
    draining = true;
    ticks++;
    drainOutbox(queues, logger)
      // Every hundredth pass, records handed over long ago are removed, so lookups stay cheap.
      .then(() => (ticks % 100 === 1 ? pruneOutbox() : 0))
      .catch((err: Error) => logger.warn({ err: err.message }, 'outbox drain failed'))
      .finally(() => (draining = false));
  }, outboxIntervalMs);
  drainer.unref();

  return {
    async close() {
      clearInterval(drainer);
      // Running jobs get a moment to finish; past that they are left for the next start (BullMQ retries stalled jobs).
      await withTimeout(Promise.all(workers.map((w) => w.close())), 6000).catch(() => Promise.all(workers.map((w) => w.close(true))));
      await closeRedis(connection);
    },
  };
}
