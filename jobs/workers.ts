import { Worker } from 'bullmq';
import type { Config } from '../server/config';
import type { Logger } from '../server/logger';
import { createRedis, closeRedis } from '../server/redis';
import { withTimeout } from '../server/lib/timeout';
import { createMailer } from './mailer';
import { drainOutbox } from './outbox';
import { emailProcessor } from './processors/email';
import { waitlistProcessor } from './processors/waitlist';
import type { Queues } from './queues';

export interface RunningWorkers {
  close(): Promise<void>;
}

export interface WorkerDeps {
  config: Config;
  logger: Logger;
  /** Producers, used to hand outbox records over and by processors that queue follow-up jobs. */
  queues: Queues;
  outboxIntervalMs?: number;
}

/** Starts one BullMQ worker per queue plus the outbox drainer. */
export function startWorkers({ config, logger, queues, outboxIntervalMs = 5000 }: WorkerDeps): RunningWorkers {
  // Workers block on Redis: their connection waits for it forever instead of failing commands.
  const connection = createRedis(config.REDIS_URL, 'worker');
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
  const ctx = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  const common = { connection, prefix: config.QUEUE_PREFIX };

  const workers = [
    new Worker('email', emailProcessor(mailer, ctx), { ...common, concurrency: 5 }),
    new Worker('waitlist', waitlistProcessor({ config, logger, queues }), { ...common, concurrency: 2 }),
  ];

  for (const worker of workers) {
    worker.on('failed', (job, err) => logger.warn({ queue: worker.name, jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'job failed'));
    worker.on('completed', (job) => logger.info({ queue: worker.name, jobId: job.id }, 'job completed'));
    worker.on('error', (err) => logger.warn({ queue: worker.name, err: err.message }, 'worker error'));
  }

  let draining = false;
  const drainer = setInterval(() => {
    if (draining) return;
    draining = true;
    drainOutbox(queues, logger)
      .catch((err) => logger.warn({ err: err.message }, 'outbox drain failed'))
      .finally(() => (draining = false));
  }, outboxIntervalMs);
  drainer.unref();

  return {
    async close() {
      clearInterval(drainer);
      // Running jobs get a moment to finish; past that they are left for the next start (BullMQ retries stalled jobs).
      await withTimeout(Promise.all(workers.map((w) => w.close())), 6000).catch(() => Promise.all(workers.map((w) => w.close(true))));
      mailer.close();
      await closeRedis(connection);
    },
  };
}
