import type { Config } from './core/config';
import { openPlatform, type Platform, type PlatformOptions } from './core/platform';
import { QUEUES } from './features/registry';

export type { Platform } from './core/platform';

export type PlatformStartOptions = Omit<PlatformOptions, 'queues'>;

/** THE start-up of every process (the web server, the worker, the CLI, the tests, the benchmarks): the core with every feature's queues. */
export function createPlatform(config: Config, options: PlatformStartOptions): Promise<Platform> {
  return openPlatform(config, { ...options, queues: QUEUES as PlatformOptions['queues'] });
}
