import { Redis } from 'ioredis';
import { withTimeout } from './lib/timeout';

export type RedisRole = 'worker' | 'producer';

/**
 * The one Redis connection factory. Workers block on Redis and must wait for it forever
 * (maxRetriesPerRequest: null); producers in the request path fail fast so a request never hangs.
 */
export function createRedis(url: string, role: RedisRole): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  // Errors surface through commands and /readyz; an unhandled 'error' event would crash the process.
  client.on('error', () => undefined);
  return client;
}

export async function pingRedis(client: Redis, timeoutMs = 1000): Promise<boolean> {
  if (client.status !== 'ready') return false;
  return withTimeout(client.ping().then((r) => r === 'PONG'), timeoutMs).catch(() => false);
}

export async function closeRedis(client: Redis): Promise<void> {
  try {
    await withTimeout(client.quit(), 1000);
  } catch {
    client.disconnect();
  }
}

/** Resolves once the client is connected, or after timeoutMs (the app still starts; /readyz reports Redis down). */
export function waitForRedis(client: Redis, timeoutMs = 5000): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return withTimeout(new Promise<boolean>((resolve) => client.once('ready', () => resolve(true))), timeoutMs).catch(() => false);
}
