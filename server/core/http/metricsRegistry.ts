import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxStatus, type OutboxStatus } from '../jobs/outbox';
import { JOB_STATES, type Queues } from '../jobs/queues';
import { withTimeout } from '../lib/timeout';
import { CachedAnswers } from './cachedAnswers';
import { RequestDurations } from './requestDurations';

/**
 * The process's Prometheus metrics, one registry per platform (a test file may build several in one
 * process). Queue and outbox gauges are read when scraped; counters and histograms are fed where things happen.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: RequestDurations;
  cachedAnswers: CachedAnswers;
  jobDuration: Histogram<'queue' | 'outcome'>;
  jobFailures: Counter<'queue' | 'final'>;
  emailsSent: Counter<'template'>;
  emailsFailed: Counter<'template' | 'kind'>;
}

export interface MetricsOptions {
  queues: Queues;
  /** Event-loop delay, memory, CPU and the rest of prom-client's process metrics (off for the CLI). */
  processMetrics: boolean;
}

/** How long a scrape waits for Redis or MongoDB before leaving a gauge out. */
const SCRAPE_TIMEOUT_MS = 1000;

export function createMetrics({ queues, processMetrics }: MetricsOptions): Metrics {
  const registry = new Registry();
  // The event loop's delay sampled every 100 ms, not every 10: each sample wakes an idle process, and on a busy one a late timer still shows.
  if (processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  const registers = [registry];

  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed...), read from Redis when scraped',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      await Promise.all(
        queues.names.map(async (queue) => {
          const counts = await queues.counts(queue, SCRAPE_TIMEOUT_MS).catch(() => null);
          // Redis down: the series is left out rather than reported as zero.
          if (counts) for (const state of JOB_STATES) this.set({ queue, state }, counts[state] ?? 0);
        }),
      );
    },
  });

  // One read of the outbox per scrape, shared by its three gauges (each collects on its own).
  let outboxRead: { at: number; status: Promise<OutboxStatus | null> } | undefined;
  const outbox = () => {
    if (!outboxRead || Date.now() - outboxRead.at > 500) outboxRead = { at: Date.now(), status: withTimeout(outboxStatus(), SCRAPE_TIMEOUT_MS).catch(() => null) };
    return outboxRead.status;
  };
  new Gauge({
    name: 'outbox_open_records',
    help: 'Outbox records not finished: waiting for Redis, or queued',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const status = await outbox();
      if (status) {
        this.set({ state: 'waiting' }, status.waiting);
        this.set({ state: 'queued' }, status.queued);
      }
    },
  });
  new Gauge({
    name: 'outbox_failed_records',
    help: 'Outbox records whose job failed for good',
    registers,
    async collect() {
      this.reset();
      const status = await outbox();
      if (status) this.set(status.failed);
    },
  });
  new Gauge({
    name: 'outbox_oldest_open_age_seconds',
    help: 'Age of the oldest outbox record not finished yet (0 when none)',
    registers,
    async collect() {
      this.reset();
      const status = await outbox();
      if (status) this.set(status.oldestOpenSeconds);
    },
  });

  return {
    registry,
    httpDuration: new RequestDurations([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers),
    cachedAnswers: new CachedAnswers(registers),
    jobDuration: new Histogram({
      name: 'bullmq_job_duration_seconds',
      help: 'Job processing time per queue and outcome',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    jobFailures: new Counter({ name: 'bullmq_job_failures_total', help: 'Failed job attempts per queue; final="true" when no attempt is left', labelNames: ['queue', 'final'] as const, registers }),
    emailsSent: new Counter({ name: 'emails_sent_total', help: 'Emails accepted by the SMTP server', labelNames: ['template'] as const, registers }),
    emailsFailed: new Counter({ name: 'emails_failed_total', help: 'Email attempts that failed; kind is transient (retried) or permanent', labelNames: ['template', 'kind'] as const, registers }),
  };
}
