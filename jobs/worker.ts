import { createServer, type Server } from 'node:http';
import express from 'express';
import { ConfigError, loadConfig } from '../server/core/config';
import { QUEUES } from '../server/features/registry';
import { metricsRouter } from '../server/core/http/metrics';
import { withTimeout } from '../server/core/lib/timeout';
import { exitOnCrash } from '../server/core/logger';
import { createPlatform } from '../server/startPlatform';
import { startWorkers } from '../server/core/jobs/workers';

/** `npm run worker`: runs every feature's processors without the web server (and /metrics on WORKER_METRICS_PORT). */
export async function runWorker(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const platform = await createPlatform(config, { role: 'worker' });
  exitOnCrash(platform.logger);
  const workers = startWorkers(platform, QUEUES, { outboxIntervalMs: config.NODE_ENV === 'test' ? 300 : 5000 });
  let metricsServer: Server | undefined;
  if (config.WORKER_METRICS_PORT) {
    const app = express();
    app.use(metricsRouter(platform));
    metricsServer = createServer(app).listen(config.WORKER_METRICS_PORT);
  }
  platform.logger.info({ queues: QUEUES.map((q) => q.name), metricsPort: config.WORKER_METRICS_PORT ?? null }, 'workers running');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await withTimeout(
        (async () => {
          metricsServer?.close();
          await workers.close();
          await platform.dispose();
        })(),
        10_000,
      );
      process.exit(0);
    } catch (error) {
      console.error('shutdown did not finish cleanly:', (error as Error).message);
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (require.main === module) {
  runWorker().catch((error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
