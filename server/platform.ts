import type { Redis } from 'ioredis';
import { Queues, type QueueDefinition } from '../jobs/queues';
import { createInvalidationBus, type InvalidationBus } from './cache/bus';
import type { Config } from './config';
import { connectMongo, disconnectMongo } from './db/mongo';
import { localDiskStorage, type FileStorage } from './features/uploads/storage';
import { createLogger, type Logger } from './logger';
import { closeRedis, createRedis, waitForRedis } from './redis';

/**
 * What every feature is built on, once per process (web, worker, CLI, a test file, a benchmark):
 * config, logs, the MongoDB connection, Redis, the queues, the invalidation bus and file storage.
 */
export interface Platform {
  readonly config: Config;
  readonly logger: Logger;
  /** The request-path Redis connection: commands fail fast when Redis is down. */
  readonly redis: Redis;
  readonly queues: Queues;
  readonly bus: InvalidationBus;
  readonly storage: FileStorage;
  /** Closes what it opened, in reverse order; safe to call twice. */
  dispose(): Promise<void>;
}

export type ProcessRole = 'web' | 'worker' | 'cli';

export interface PlatformOptions {
  role: ProcessRole;
  /** Every queue the features declare (server/features/registry.ts). */
  queues: readonly QueueDefinition<unknown, never>[];
  logger?: Logger;
  /** How long to retry MongoDB at start (the CLI gives up sooner than a server). */
  mongoAttempts?: number;
  /** How long start-up waits for Redis before going on without it (/readyz reports it). */
  redisWaitMs?: number;
}

export async function createPlatform(config: Config, options: PlatformOptions): Promise<Platform> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, options.role);
  await connectMongo({ uri: config.MONGODB_URI, logger, attempts: options.mongoAttempts });
  const redis = createRedis(config.REDIS_URL, 'producer', logger);
  // Rate-limit stores load their scripts at start-up: give Redis a moment to connect first.
  if (!(await waitForRedis(redis, options.redisWaitMs)) && options.role !== 'cli') {
    logger.warn({ redis: config.REDIS_URL }, 'redis not reachable at start; serving anyway, /readyz reports it');
  }
  const subscriber = createRedis(config.REDIS_URL, 'worker', logger, 'subscriber');
  const bus = createInvalidationBus({ publisher: redis, subscriber, channel: `${config.QUEUE_PREFIX}:changes`, logger });
  const queues = new Queues(redis, config.QUEUE_PREFIX, options.queues, config.EMAIL_ATTEMPTS);
  const storage = localDiskStorage(config.UPLOADS_DIR);

  let disposed: Promise<void> | undefined;
  return {
    config,
    logger,
    redis,
    queues,
    bus,
    storage,
    dispose() {
      disposed ??= (async () => {
        await bus.close();
        await queues.closeAll();
        await closeRedis(subscriber);
        await closeRedis(redis);
        await disconnectMongo();
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
