import { Worker, type Job } from 'bullmq';
import type { Platform } from '../platform';
import { withLogContext } from '../logger';
import { createRedis, closeRedis, RECONNECT_MAX_PAUSE_MS } from '../redis';
import { withTimeout } from '../lib/timeout';
import { markCompleted, markFailed, outboxStateOf, pruneOutbox, reconcileOutbox } from './outbox';
import { jobScheduleKeeper } from './jobSchedules';
import { CAPPED_BACKOFF, retryDelayMs, type JobProcessor, type QueueDefinition } from './queues';

export interface RunningWorkers {
  close(): Promise<void>;
}

export interface WorkerOptions {
  /** How often the outbox is drained and compared with Redis. */
  outboxIntervalMs?: number;
  /** How often finished outbox records are pruned. */
  pruneIntervalMs?: number;
}

/**
 * A killed worker's job is taken back when its lock has expired and a stalled check has seen it twice:
 * at most LOCK_DURATION_MS + STALLED_INTERVAL_MS after the kill (BullMQ's defaults, 30 s each, made that
 * a minute). The lock is renewed every LOCK_DURATION_MS / 2, so a job only looks stalled when its worker
 * really stopped (or blocked its event loop for 6 s).
 */
export const LOCK_DURATION_MS = 6000;
export const STALLED_INTERVAL_MS = 3000;
/** A job taken back this many times (its worker keeps dying on it) fails instead of looping. */
const MAX_STALLED_COUNT = 5;

/** How long close() lets running jobs finish before leaving them to the stalled check. */
const CLOSE_LIMIT_MS = 6000;
/** ioredis states of a client that has lost its connection and has not given up. */
const RECONNECTING = new Set(['reconnecting', 'connecting', 'connect']);

/**
 * Waits (at most withinMs) for workers' blocking clients that are between two reconnection attempts.
 * BullMQ's close() clears such a client's pending attempt and then waits for an 'end' event it never
 * emits (taskforcesh/bullmq#4656), so closing right after a Redis blip would hang.
 */
async function blockingClientsSettled(workers: readonly Pick<Worker, 'getBackend'>[], withinMs: number): Promise<void> {
  // The client promise never settles when Redis has not answered since start-up.
  const clients = await Promise.all(workers.map((w) => withTimeout(w.getBackend().blockingClient ?? Promise.resolve(undefined), 200).catch(() => undefined)));
  const deadline = Date.now() + withinMs;
  while (clients.some((client) => client && RECONNECTING.has(client.status)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isFinalFailure(job: Job, error: Error): boolean {
  return error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
}

/** Runs one job with the log context of the request that asked for it; its outbox record is marked completed after. */
function runJob(platform: Platform, queue: string, handle: JobProcessor<never>) {
  const { logger, metrics } = platform;
  return async (job: Job<never>) => {
    const jobId = job.id!;
    // The request id for the logs, and what a previous attempt already did (read by primary key after a first run).
    const outbox = await outboxStateOf({ id: jobId, name: job.name, firstRun: job.attemptsStarted <= 1 });
    if (outbox?.completedAt) return { skipped: 'already completed' };
    return withLogContext({ requestId: outbox?.requestId ?? undefined, jobId, queue }, async () => {
      const timer = metrics.jobDuration.startTimer({ queue });
      try {
        const result = await handle(job, { outbox });
        timer({ outcome: 'completed' });
        // If this write is lost, the repair pass settles the record from the job's state in Redis. A job written
        // outside the outbox (a job scheduler's run) has no record to mark.
        if (outbox) await markCompleted(jobId).catch((err: Error) => logger.warn({ err: err.message }, 'job done, outbox record not marked yet'));
        return result;
      } catch (error) {
        timer({ outcome: 'failed' });
        throw error;
      }
    });
  };
}

/** Logs and counts a worker's failures; a job failed for good has its outbox record marked failed. */
function reportFailures(platform: Platform, worker: Worker<never>): void {
  const { logger, metrics } = platform;
  worker.on('failed', (job, err) => {
    if (!job) return;
    const final = isFinalFailure(job, err);
    metrics.jobFailures.inc({ queue: worker.name, final: String(final) });
    const context = { queue: worker.name, jobId: job.id, attempt: job.attemptsMade, err: err.message };
    if (!final) return logger.warn(context, 'job attempt failed; retried later');
    logger.error(context, 'job failed for good');
    markFailed(job.id!, err.message).catch((e: Error) => logger.warn({ err: e.message }, 'outbox record not marked failed yet'));
  });
  worker.on('completed', (job) => logger.debug({ queue: worker.name, jobId: job.id }, 'job completed'));
  worker.on('error', (err) => logger.warn({ queue: worker.name, err: err.message }, 'worker error'));
}

/** Hands Redis what it lacks, settles what finished unnoticed, and every pruneIntervalMs prunes what finished long ago. */
function outboxUpkeep(platform: Platform, pruneIntervalMs: number): () => Promise<void> {
  const { logger, queues } = platform;
  let lastPrune = 0;
  return async () => {
    await reconcileOutbox(queues, logger);
    if (Date.now() - lastPrune < pruneIntervalMs) return;
    lastPrune = Date.now();
    const pruned = await pruneOutbox();
    if (pruned) logger.info({ pruned }, 'finished outbox records pruned');
  };
}

/** Closes the workers within CLOSE_LIMIT_MS, past which their running jobs are left to the stalled check. */
async function closeWorkers(platform: Platform, workers: readonly Worker<never>[]): Promise<void> {
  const deadline = Date.now() + CLOSE_LIMIT_MS;
  await blockingClientsSettled(workers, RECONNECT_MAX_PAUSE_MS + 500);
  // A second close(true) would not help: BullMQ answers it with the first call's promise.
  const closed = await withTimeout(Promise.all(workers.map((w) => w.close())), Math.max(deadline - Date.now(), 1000)).then(
    () => true,
    () => false,
  );
  if (!closed) platform.logger.warn({ limitMs: CLOSE_LIMIT_MS }, 'workers did not close within the limit; their running jobs go back to the queue when their locks expire');
}

/**
 * Starts one BullMQ worker per declared queue, and the outbox upkeep: hand over what Redis does not have
 * (records kept while it was down, jobs it lost), settle what finished unnoticed, prune what finished long ago. Each job runs with the log context
 * of the request that asked for it, and its outbox record is marked completed (or failed for good) by the worker.
 */
export function startWorkers(platform: Platform, definitions: readonly QueueDefinition<never, Platform>[], { outboxIntervalMs = 5000, pruneIntervalMs = 60_000 }: WorkerOptions = {}): RunningWorkers {
  const { config, logger, queues } = platform;
  const policy = queues.retry;
  // Workers block on Redis: their connection waits for it forever instead of failing commands.
  const connection = createRedis(config.REDIS_URL, 'worker', logger, 'workers');
  const common = {
    connection,
    prefix: config.QUEUE_PREFIX,
    lockDuration: LOCK_DURATION_MS,
    stalledInterval: STALLED_INTERVAL_MS,
    maxStalledCount: MAX_STALLED_COUNT,
    settings: { backoffStrategy: (attemptsMade: number, type?: string) => (type === CAPPED_BACKOFF ? retryDelayMs(attemptsMade, policy) : 0) },
  };
  const handlers = definitions.map((definition) => definition.processor(platform));
  const workers = definitions.map((definition, i) => new Worker(definition.name, runJob(platform, definition.name, handlers[i]), { ...common, concurrency: definition.concurrency ?? 1 }));
  for (const worker of workers) reportFailures(platform, worker);

  const schedules = jobScheduleKeeper(platform, definitions, pruneIntervalMs);
  const upkeep = outboxUpkeep(platform, pruneIntervalMs);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    schedules.keepIfDue();
    running ??= upkeep()
      .catch((err: Error) => logger.warn({ err: err.message }, 'outbox upkeep failed; next pass retries'))
      .finally(() => (running = undefined));
  }, outboxIntervalMs);
  timer.unref();

  return {
    async close() {
      clearInterval(timer);
      await withTimeout(Promise.all([running, schedules.running()]), 2000).catch(() => undefined);
      // Running jobs get a moment to finish; past that they are left for the stalled check of the next worker.
      await closeWorkers(platform, workers);
      await closeRedis(connection);
      await Promise.allSettled(handlers.map((handle) => handle.close?.()));
    },
  };
}
