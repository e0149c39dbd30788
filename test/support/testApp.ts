import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { Redis } from 'ioredis';
import { outboxStatus } from '../../server/core/jobs/outbox';
import type { Queues } from '../../server/core/jobs/queues';
import type { RunningWorkers } from '../../server/core/jobs/workers';
import { loadConfig, type Config } from '../../server/core/config';
import { start, type StartOptions } from '../../server/main';
import type { Platform } from '../../server/startPlatform';

export interface TestApp {
  /** The base URL of the real server, listening on a free port of 127.0.0.1. */
  url: string;
  /** The Express app (for supertest: it is the same app the server listens with). */
  app: Express;
  config: Config;
  platform: Platform;
  redis: Redis;
  queues: Queues;
  /** Starts the BullMQ workers for this file's queue prefix (off by default). */
  startWorkers(): RunningWorkers;
  /** The base URL (kept for browser tests written against a listen step). */
  listen(): Promise<string>;
  /** Resolves once no job is open: every outbox record finished and no queue holds a waiting, active or delayed job. */
  jobsSettled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A name that is unique per test file and run, valid as a FerretDB/MongoDB database name. */
export function uniqueName(label: string): string {
  const clean = path.basename(label).replace(/\.[^.]*$/g, '').replace(/[^A-Za-z0-9]/g, '_').slice(0, 40);
  return `t_${clean}_${randomBytes(4).toString('hex')}`;
}

/** The environment of one test file: its own database, queue prefix, data and uploads folders, quiet logs, no workers, high limits. */
export function testEnv(label: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const name = uniqueName(label);
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${name}`;
  return {
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-uploads-')),
    WORKERS: 'off',
    API_ANSWER_CHECK: 'on',
    // Limits far above what a test sends; a test of a limit sets its own.
    API_WRITES_PER_MINUTE: '10000',
    SUBMISSIONS_PER_HOUR: '1000',
    WAITLIST_PER_HOUR: '1000',
    // Every local listing page is on one host: no polite pause between them unless a test measures it.
    BACKLINK_HOST_DELAY_MS: '0',
    ...env,
    MONGODB_URI: base.toString(),
    QUEUE_PREFIX: name,
  };
}

/** Config for one test file (see testEnv). */
export function testConfig(label: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig(testEnv(label, env));
}

/**
 * Starts the real server entry (server/main.ts start()) on a free port with a database and queue prefix
 * of this file's own; close() stops it, drops the database and removes the file's Redis keys.
 */
export async function createTestApp(label: string, env: NodeJS.ProcessEnv = {}, options: StartOptions = {}): Promise<TestApp> {
  const started = await start(testEnv(label, env), { host: '127.0.0.1', ...options });
  const { platform, config } = started;
  return {
    url: started.url,
    app: started.app,
    config,
    platform,
    redis: platform.redis,
    queues: platform.queues,
    startWorkers: () => started.startWorkers(),
    listen: async () => started.url,
    async jobsSettled(timeoutMs = 15_000) {
      await eventually(async () => {
        const outbox = await outboxStatus();
        if (outbox.waiting + outbox.queued > 0) return false;
        const counts = await Promise.all(platform.queues.names.map((name) => platform.queues.queue(name).getJobCounts('waiting', 'active', 'prioritized')));
        if (!counts.every((count) => Object.values(count).every((n) => n === 0))) return false;
        // A job scheduler's next run (the backlink checks a week ahead) waits by design: only other delayed jobs are open.
        const delayed = await Promise.all(platform.queues.names.map((name) => platform.queues.queue(name).getDelayed()));
        return delayed.every((jobs) => jobs.every((job) => job.repeatJobKey));
      }, timeoutMs, 50);
    },
    async close() {
      const violations = (started.app.locals.answerViolations ?? []) as { endpoint: string; status: number; problem: string }[];
      const keys = await platform.redis.keys(`${config.QUEUE_PREFIX}:*`).catch(() => [] as string[]);
      if (keys.length) await platform.redis.del(...keys).catch(() => undefined);
      await mongoose.connection.dropDatabase().catch(() => undefined);
      await started.stop();
      // Every answer of this file's app was checked against its contract (server/core/http/answerCheck.ts).
      if (violations.length) throw new Error(`API answers that do not fit their contracts:\n${violations.map((v) => `${v.endpoint} → ${v.status}: ${v.problem}`).join('\n')}`);
    },
  };
}

/** Polls until check() returns a truthy value, or fails after timeoutMs. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${(lastError as Error).message}` : ''}`);
}
