import type { Config } from './config';
import { QUEUES } from './features/registry';
import type { Logger } from './logger';
import { createPlatform, type Platform, type ProcessRole } from './platform';

/** THE start-up of every process: the web server, the worker, the CLI, the tests and the benchmarks. */
export type Runtime = Platform;

export interface RuntimeOptions {
  role: ProcessRole;
  logger?: Logger;
  mongoAttempts?: number;
  mongoTimeoutMs?: number;
  mongoOptional?: boolean;
  redisWaitMs?: number;
}

/** Config → MongoDB, Redis, queues (every feature's), invalidation bus, storage, metrics. dispose() closes them in reverse. */
export function createRuntime(config: Config, options: RuntimeOptions): Promise<Runtime> {
  return createPlatform(config, { ...options, queues: QUEUES as never });
}
