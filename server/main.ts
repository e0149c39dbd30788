import { createServer, type RequestListener, type Server } from 'node:http';
import type { Express } from 'express';
import type { ViteDevServer } from 'vite';
import { startWorkers, type RunningWorkers } from './core/jobs/workers';
import { createApp, type AppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './core/config';
import { QUEUES } from './features/registry';
import { withTimeout } from './core/lib/timeout';
import { exitOnCrash, type Logger } from './core/logger';
import { createPlatform, type Platform } from './startPlatform';
import { withFastAnswers, type FastAnswers } from './delivery/fastAnswers';

/** The documented limit: SIGTERM to exit. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** In-flight requests get this long to finish after the server stopped accepting; then their connections are cut. */
const HTTP_DRAIN_LIMIT_MS = 6500;

export interface StartedServer {
  url: string;
  config: Config;
  platform: Platform;
  app: Express;
  /** Starts the BullMQ workers in this process (when WORKERS=off at start, e.g. in tests). */
  startWorkers(): RunningWorkers;
  /**
   * Readiness answers 503 at once (and for readinessDelayMs before anything else), then the server stops
   * accepting, in-flight requests finish (up to 6.5 s) while the workers finish their jobs, and only then
   * are the queues, Redis and MongoDB closed.
   */
  stop(options?: { readinessDelayMs?: number }): Promise<void>;
}

export interface StartOptions extends Pick<AppOptions, 'assets' | 'renderer'> {
  dev?: boolean;
  /** A logger of the caller's (tests capture log lines with one). */
  logger?: Logger;
  /** Listen address; tests use 127.0.0.1. */
  host?: string;
  /** How long start-up waits for Redis before serving without it (default 5 s). */
  redisWaitMs?: number;
}

/** Config → platform → HTTP (and workers unless WORKERS=off); stop() undoes it in reverse. PORT=0 picks a free port. */
export async function start(env: NodeJS.ProcessEnv = process.env, { dev = false, host, logger: givenLogger, redisWaitMs, ...appOptions }: StartOptions = {}): Promise<StartedServer> {
  const config = loadConfig(env);
  const platform = await createPlatform(config, { role: 'web', logger: givenLogger, redisWaitMs });
  const { logger } = platform;

  let vite: ViteDevServer | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  }

  const app = createApp(platform, { vite, ...appOptions });
  const inFlight = requestTracker();
  const server: Server = await new Promise((resolve) => {
    // Stored answers are sent whole in one call: only the app's requests can still be running at a shutdown.
    const s = createServer(withFastAnswers(inFlight.counted(app), app.locals.fastAnswers as FastAnswers | undefined));
    if (host) s.listen(config.PORT, host, () => resolve(s));
    else s.listen(config.PORT, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://127.0.0.1:${port}`;

  const workers: RunningWorkers[] = [];
  const runWorkers = () => {
    const running = startWorkers(platform, QUEUES, { outboxIntervalMs: config.NODE_ENV === 'test' ? 300 : 5000 });
    workers.push(running);
    return running;
  };
  if (config.WORKERS === 'on') runWorkers();
  logger.info({ url, publicUrl: config.PUBLIC_URL, workers: config.WORKERS, mode: dev ? 'development (vite)' : config.NODE_ENV }, 'server listening');

  return {
    url,
    config,
    platform,
    app,
    startWorkers: runWorkers,
    async stop({ readinessDelayMs = 0 } = {}) {
      platform.lifecycle.stopping = true;
      if (readinessDelayMs) await new Promise((resolve) => setTimeout(resolve, readinessDelayMs));
      server.close();
      server.closeIdleConnections();
      const [drained] = await Promise.all([inFlight.settled(HTTP_DRAIN_LIMIT_MS), ...workers.map((w) => w.close())]);
      if (!drained) logger.warn({ cut: inFlight.count() }, 'requests still running at the shutdown limit; their connections are closed');
      server.closeAllConnections();
      await vite?.close();
      await platform.dispose();
      logger.info('shutdown complete');
    },
  };
}

/** Counts requests being answered, so a shutdown can wait for the last one. */
function requestTracker() {
  let count = 0;
  const idle: (() => void)[] = [];
  const done = () => {
    count--;
    if (count === 0) for (const resolve of idle.splice(0)) resolve();
  };
  return {
    counted: (listener: RequestListener): RequestListener => (req, res) => {
      count++;
      res.once('close', done);
      listener(req, res);
    },
    count: () => count,
    /** True when no request is left, false when limitMs passed first. */
    settled(limitMs: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), limitMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
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
  exitOnCrash(started.platform.logger);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    withTimeout(started.stop({ readinessDelayMs: started.config.SHUTDOWN_DELAY_MS }), SHUTDOWN_LIMIT_MS)
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
