import { ConfigError, loadConfig } from '../server/config';
import { connectMongo, disconnectMongo } from '../server/db/mongo';
import { withTimeout } from '../server/lib/timeout';
import { createLogger } from '../server/logger';
import { closeRedis, createRedis } from '../server/redis';
import { createQueues } from './queues';
import { startWorkers } from './workers';

/** `npm run worker`: runs every processor without the web server. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL, 'worker');
  await connectMongo({ uri: config.MONGODB_URI, logger });
  const redis = createRedis(config.REDIS_URL, 'producer');
  const queues = createQueues(redis, config.QUEUE_PREFIX, config.EMAIL_ATTEMPTS);
  const workers = startWorkers({ config, logger, queues });
  logger.info('workers running');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await withTimeout(
        (async () => {
          await workers.close();
          await queues.closeAll();
          await closeRedis(redis);
          await disconnectMongo();
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
