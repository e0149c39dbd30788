import { Redis } from 'ioredis';
import { withTimeout } from './lib/timeout';
import type { Logger } from './logger';

export type RedisRole = 'worker' | 'producer';

/** The longest pause between two reconnection attempts (they come 200, 400, 600… ms apart up to it). */
export const RECONNECT_MAX_PAUSE_MS = 2000;

/**
 * The one Redis connection factory. Workers block on Redis and must wait for it forever
 * (maxRetriesPerRequest: null); producers in the request path fail fast so a request never hangs.
 */
export function createRedis(url: string, role: RedisRole, logger?: Logger, name: string = role): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, RECONNECT_MAX_PAUSE_MS),
    lazyConnect: false,
  });
  // An unhandled 'error' event would crash the process. While Redis is away ioredis reports every retry:
  // the first error after a working connection is logged, then nothing until it is back.
  let healthy = true;
  client.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    logger?.warn({ redis: name, err: error.message }, 'redis connection lost; retrying');
  });
  client.on('ready', () => {
    if (healthy) return;
    healthy = true;
    logger?.info({ redis: name }, 'redis connection back');
  });
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

/**
 * Resolves true once the client is connected, false after timeoutMs (the app still starts; /readyz reports
 * Redis down) or, with giveUpOnError, at the first failed connection attempt (the CLI answers at once).
 */
export function waitForRedis(client: Redis, timeoutMs = 5000, { giveUpOnError = false } = {}): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  let settle: (ready: boolean) => void = () => undefined;
  const waiting = new Promise<boolean>((resolve) => (settle = resolve));
  const onReady = () => settle(true);
  const onError = () => settle(false);
  client.once('ready', onReady);
  if (giveUpOnError) client.once('error', onError);
  return withTimeout(waiting, timeoutMs)
    .catch(() => false)
    .finally(() => {
      client.off('ready', onReady);
      client.off('error', onError);
    });
}

const UNREACHABLE = /Stream isn't writeable|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND/;

/** True for an error that means Redis could not be reached (not a bad command). */
export function isRedisUnreachable(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return e?.name === 'MaxRetriesPerRequestError' || UNREACHABLE.test(e?.message ?? '');
}
