import path from 'node:path';
import type { Redis } from 'ioredis';
import { Queues, type QueueDefinition, type RetryPolicy } from './jobs/queues';
import { createInvalidationBus, type InvalidationBus } from './cache/bus';
import type { Config } from './config';
import { connectMongo, disconnectMongo } from './db/mongo';
import { bucketClient, bucketSettings, bucketStorage } from './s3Storage';
import { localDiskStorage, UPLOADS_PATH, type FileStorage } from './storage';
import { createMetrics, type Metrics } from './http/metricsRegistry';
import { createLogger, type Logger } from './logger';
import { closeRedis, createRedis, waitForRedis } from './redis';

/** Where a process is in its life: readiness turns false as soon as a shutdown starts. */
export interface Lifecycle {
  stopping: boolean;
}

/**
 * What every feature is built on, once per process (web, worker, CLI, a test file, a benchmark):
 * config, logs, the MongoDB connection, Redis, the queues, the invalidation bus, file storage and metrics.
 */
export interface Platform {
  readonly config: Config;
  readonly logger: Logger;
  /** The request-path Redis connection: commands fail fast when Redis is down. */
  readonly redis: Redis;
  readonly queues: Queues;
  readonly bus: InvalidationBus;
  /** Uploaded files (product images, blog covers): UPLOADS_DIR, or the bucket when S3_BUCKET is set. */
  readonly storage: FileStorage;
  /** Link-preview cards: DATA_DIR/social-cards, or the bucket's social-cards/ (so a card is made once for every process). */
  readonly cardStorage: FileStorage;
  readonly metrics: Metrics;
  readonly lifecycle: Lifecycle;
  /** False when MongoDB did not answer at start and the role allowed going on without it (the CLI). */
  readonly mongoConnected: boolean;
  /** Something a feature started on this platform (a worker process, a timer) that dispose() must stop first. */
  onDispose(close: () => void | Promise<void>): void;
  /** Closes what it opened, in reverse order; safe to call twice. */
  dispose(): Promise<void>;
}

export type ProcessRole = 'web' | 'worker' | 'cli';

export interface PlatformOptions {
  role: ProcessRole;
  /** Every queue the features declare (server/features/registry.ts). */
  queues: readonly QueueDefinition<unknown, never>[];
  logger?: Logger;
  /** How many times to try MongoDB at start (the CLI gives up sooner than a server). */
  mongoAttempts?: number;
  /** How long one MongoDB attempt (and later, one operation) waits for a server. */
  mongoTimeoutMs?: number;
  /** Go on without MongoDB when it does not answer at start (the CLI says what it can still show). */
  mongoOptional?: boolean;
  /** How long start-up waits for Redis before going on without it (/readyz reports it). */
  redisWaitMs?: number;
}

/**
 * Where files live: the local disk by default; with S3_BUCKET, one bucket for every process, uploads under uploads/
 * (an object's key is the path of its address, /uploads/<key>, so PUBLIC_FILES_URL may be a CDN in front of the app
 * or the bucket's own address) and the link-preview cards under social-cards/.
 */
export function fileStores(config: Config, logger: Logger): { storage: FileStorage; cardStorage: FileStorage } {
  const settings = bucketSettings(config);
  if (!settings) {
    return { storage: localDiskStorage(config.UPLOADS_DIR, { publicUrl: config.PUBLIC_FILES_URL }), cardStorage: localDiskStorage(path.join(config.DATA_DIR, 'social-cards')) };
  }
  const client = bucketClient(settings);
  const shared = { client, bucket: settings.bucket, endpoint: settings.endpoint, logger };
  const cardStorage = bucketStorage({ ...shared, prefix: 'social-cards/' });
  // One client for both: closing the uploads' store closes it.
  return { storage: bucketStorage({ ...shared, prefix: `${UPLOADS_PATH.slice(1)}/`, publicUrl: config.PUBLIC_FILES_URL }), cardStorage: { ...cardStorage, close: () => undefined } };
}

/** The retry policy of every job, from the settings (EMAIL_ATTEMPTS, JOB_BACKOFF_MS, JOB_BACKOFF_MAX_MS). */
export function retryPolicy(config: Config): RetryPolicy {
  return { attempts: config.EMAIL_ATTEMPTS, firstDelayMs: config.JOB_BACKOFF_MS, maxDelayMs: config.JOB_BACKOFF_MAX_MS };
}

export async function openPlatform(config: Config, options: PlatformOptions): Promise<Platform> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, options.role);
  const redis = createRedis(config.REDIS_URL, 'producer', logger);
  // MongoDB and Redis are reached in parallel, so a CLI command knows within a few seconds what answers.
  const [mongoConnected, redisReady] = await Promise.all([
    connectMongo({ uri: config.MONGODB_URI, logger, attempts: options.mongoAttempts, timeoutMs: options.mongoTimeoutMs }).then(
      () => true,
      (error: Error) => {
        if (!options.mongoOptional) throw error;
        logger.warn({ err: error.message }, 'mongodb not reachable');
        return false;
      },
    ),
    waitForRedis(redis, options.redisWaitMs, { giveUpOnError: options.role === 'cli' }),
  ]).catch(async (error: unknown) => {
    await closeRedis(redis);
    throw error;
  });
  if (!redisReady && options.role !== 'cli') logger.warn({ redis: config.REDIS_URL }, 'redis not reachable at start; serving anyway, /readyz reports it');
  const subscriber = createRedis(config.REDIS_URL, 'worker', logger, 'subscriber');
  const bus = createInvalidationBus({ publisher: redis, subscriber, channel: `${config.QUEUE_PREFIX}:changes`, logger });
  const queues = new Queues(redis, config.QUEUE_PREFIX, options.queues, retryPolicy(config));
  const { storage, cardStorage } = fileStores(config, logger);
  const metrics = createMetrics({ queues, processMetrics: options.role !== 'cli' });

  let disposed: Promise<void> | undefined;
  const closers: (() => void | Promise<void>)[] = [];
  return {
    config,
    logger,
    redis,
    queues,
    bus,
    storage,
    cardStorage,
    metrics,
    lifecycle: { stopping: false },
    mongoConnected,
    onDispose(close) {
      closers.push(close);
    },
    dispose() {
      disposed ??= (async () => {
        await Promise.allSettled(closers.map((close) => close()));
        await bus.close();
        await queues.closeAll();
        await closeRedis(subscriber);
        await closeRedis(redis);
        await disconnectMongo();
        storage.close();
      })();
      return disposed;
    },
  };
}

/**
 * A service made once per platform: every caller holding the platform (routers, page loaders, commands,
 * processors) gets the same instance, with the same caches and the same bus subscriptions.
 */
export function perPlatform<T>(make: (platform: Platform) => T): (platform: Platform) => T {
  const made = new WeakMap<Platform, T>();
  return (platform) => {
    let value = made.get(platform);
    if (value === undefined) {
      value = make(platform);
      made.set(platform, value);
    }
    return value;
  };
}
