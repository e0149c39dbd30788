import type { Server } from 'node:http';
import type { Express } from 'express';
import type { ViteDevServer } from 'vite';
import { startWorkers, type RunningWorkers } from '../jobs/workers';
import { createApp, type AppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { QUEUES } from './features/registry';
import { withTimeout } from './lib/timeout';
import { createRuntime, type Runtime } from './runtime';

const SHUTDOWN_LIMIT_MS = 10_000;

export interface StartedServer {
  url: string;
  config: Config;
  runtime: Runtime;
  app: Express;
  /** Starts the BullMQ workers in this process (when WORKERS=off at start, e.g. in tests). */
  startWorkers(): RunningWorkers;
  stop(): Promise<void>;
}

export interface StartOptions extends Pick<AppOptions, 'assets' | 'renderer'> {
  dev?: boolean;
  /** Listen address; tests use 127.0.0.1. */
  host?: string;
}

/** Config → runtime → HTTP (and workers unless WORKERS=off); stop() undoes it in reverse. PORT=0 picks a free port. */
export async function start(env: NodeJS.ProcessEnv = process.env, { dev = false, host, ...appOptions }: StartOptions = {}): Promise<StartedServer> {
  const config = loadConfig(env);
  const runtime = await createRuntime(config, { role: 'web' });
  const { logger } = runtime;

  let vite: ViteDevServer | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  }

  const app = createApp(runtime, { vite, ...appOptions });
  const server: Server = await new Promise((resolve) => {
    const s = host ? app.listen(config.PORT, host, () => resolve(s)) : app.listen(config.PORT, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://127.0.0.1:${port}`;

  const workers: RunningWorkers[] = [];
  const runWorkers = () => {
    const running = startWorkers(runtime, QUEUES, { outboxIntervalMs: config.NODE_ENV === 'test' ? 300 : 5000 });
    workers.push(running);
    return running;
  };
  if (config.WORKERS === 'on') runWorkers();
  logger.info({ url, publicUrl: config.PUBLIC_URL, workers: config.WORKERS, mode: dev ? 'development (vite)' : config.NODE_ENV }, 'server listening');

  return {
    url,
    config,
    runtime,
    app,
    startWorkers: runWorkers,
    async stop() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forceClose = setTimeout(() => server.closeAllConnections(), 3000);
      await closing;
      clearTimeout(forceClose);
      await Promise.all(workers.map((w) => w.close()));
      await vite?.close();
      await runtime.dispose();
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
