import type { Server } from 'node:http';
import type { ViteDevServer } from 'vite';
import { createQueues } from '../jobs/queues';
import { startWorkers, type RunningWorkers } from '../jobs/workers';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectMongo, disconnectMongo } from './db/mongo';
import { withTimeout } from './lib/timeout';
import { createLogger } from './logger';
import { closeRedis, createRedis, waitForRedis } from './redis';

const SHUTDOWN_LIMIT_MS = 10_000;

export interface StartedServer {
  url: string;
  config: Config;
  stop(): Promise<void>;
}

/** Config → MongoDB and Redis → HTTP (and workers unless WORKERS=off); stop() undoes it in reverse. */
export async function start(env: NodeJS.ProcessEnv = process.env, { dev = false } = {}): Promise<StartedServer> {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  await connectMongo({ uri: config.MONGODB_URI, logger });
  const redis = createRedis(config.REDIS_URL, 'producer');
  // Rate-limit stores load their scripts at start-up: give Redis a moment to connect first.
  if (!(await waitForRedis(redis))) logger.warn({ redis: config.REDIS_URL }, 'redis not reachable at start; serving anyway, /readyz reports it');
  const queues = createQueues(redis, config.QUEUE_PREFIX, config.EMAIL_ATTEMPTS);

  let vite: ViteDevServer | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  }

  const app = createApp({ config, logger, redis, queues, vite });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://127.0.0.1:${port}`;

  const workers: RunningWorkers | undefined = config.WORKERS === 'on' ? startWorkers({ config, logger, queues }) : undefined;
  logger.info({ url, publicUrl: config.PUBLIC_URL, workers: config.WORKERS, mode: dev ? 'development (vite)' : config.NODE_ENV }, 'server listening');

  return {
    url,
    config,
    async stop() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forceClose = setTimeout(() => server.closeAllConnections(), 3000);
      await closing;
      clearTimeout(forceClose);
      await workers?.close();
      await vite?.close();
      await queues.closeAll();
      await closeRedis(redis);
      await disconnectMongo();
      logger.info('shutdown complete');
    },
  };
}

async function main() {
  let started: StartedServer;
  try {
    started = await start(process.env, { dev: process.argv.includes('--dev') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    withTimeout(started.stop(), SHUTDOWN_LIMIT_MS)
      .then(() => process.exit(0))
      .catch((error) => {
        console.error('shutdown did not finish cleanly:', (error as Error).message);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
