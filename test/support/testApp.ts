import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { Redis } from 'ioredis';
import { createQueues, type Queues } from '../../jobs/queues';
import { startWorkers, type RunningWorkers } from '../../jobs/workers';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createLogger } from '../../server/logger';
import { closeRedis, createRedis, waitForRedis } from '../../server/redis';

export interface TestApp {
  app: Express;
  config: Config;
  redis: Redis;
  queues: Queues;
  /** Starts the BullMQ workers for this file's queue prefix (off by default). */
  startWorkers(): RunningWorkers;
  /** Listens on a free port; returns the base URL (for browser tests). */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** A name that is unique per test file and run, valid as a FerretDB/MongoDB database name. */
export function uniqueName(label: string): string {
  const clean = path.basename(label).replace(/\.[^.]*$/g, '').replace(/[^A-Za-z0-9]/g, '_').slice(0, 40);
  return `t_${clean}_${randomBytes(4).toString('hex')}`;
}

/** Config for one test file: its own database, queue prefix and outbox folder, quiet logs. */
export function testConfig(label: string, env: NodeJS.ProcessEnv = {}): Config {
  const name = uniqueName(label);
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${name}`;
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-uploads-')),
    ...env,
    MONGODB_URI: base.toString(),
    QUEUE_PREFIX: name,
  });
}

/**
 * Connects to the real MongoDB-compatible server and Redis with a database and queue prefix of this
 * file's own, and builds the app; close() drops the database and the file's Redis keys.
 */
export async function createTestApp(label: string, env: NodeJS.ProcessEnv = {}, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const config = testConfig(label, env);
  const logger = createLogger(config.LOG_LEVEL);
  await mongoose.connect(config.MONGODB_URI, { serverSelectionTimeoutMS: 5000 });
  const redis = createRedis(config.REDIS_URL, 'producer');
  await waitForRedis(redis);
  const queues = createQueues(redis, config.QUEUE_PREFIX, config.EMAIL_ATTEMPTS);
  const app = createApp({ config, logger, redis, queues, ...overrides });
  const running: RunningWorkers[] = [];
  let server: Server | undefined;
  return {
    app,
    config,
    redis,
    queues,
    startWorkers() {
      const workers = startWorkers({ config, logger, queues, outboxIntervalMs: 300 });
      running.push(workers);
      return workers;
    },
    async listen() {
      server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      const address = server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    async close() {
      if (server) {
        server.closeAllConnections();
        await new Promise((resolve) => server!.close(resolve));
      }
      await Promise.all(running.map((w) => w.close()));
      await queues.closeAll();
      const keys = await redis.keys(`${config.QUEUE_PREFIX}:*`).catch(() => [] as string[]);
      if (keys.length) await redis.del(...keys).catch(() => undefined);
      await closeRedis(redis);
      await mongoose.connection.dropDatabase().catch(() => undefined);
      await mongoose.disconnect();
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
