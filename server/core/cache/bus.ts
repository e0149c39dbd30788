import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * What a change touches. A service that writes announces the topics it changed; every cache that shows
 * data of a topic drops it. '*' is heard by every listener (used when messages may have been missed).
 */
export type ChangeTopic = 'plans' | 'settings' | 'directory' | 'blog' | 'users';
export const ALL_TOPICS = '*';

export type ChangeListener = (topics: readonly ChangeTopic[] | typeof ALL_TOPICS) => void;

/**
 * THE invalidation bus: one Redis pub/sub channel per deployment (QUEUE_PREFIX), heard by every process
 * (web, worker, CLI). An announcement reaches this process's listeners at once and the others through
 * Redis; if Redis cannot take it, the write still stands and the caches' short TTL covers the gap.
 */
export interface InvalidationBus {
  /** Never throws: a failure is logged, and reported as false. */
  announce(...topics: ChangeTopic[]): Promise<boolean>;
  /** Listens to some topics, or to all with '*'; returns the function that stops listening. */
  on(topics: readonly ChangeTopic[] | typeof ALL_TOPICS, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

interface BusOptions {
  /** Publishes on the request path: fails fast when Redis is down. */
  publisher: Redis;
  /** A connection of its own in subscriber mode (it cannot run other commands). */
  subscriber: Redis;
  channel: string;
  logger: Logger;
}

interface Message {
  origin: string;
  topics: ChangeTopic[];
}

export function createInvalidationBus({ publisher, subscriber, channel, logger }: BusOptions): InvalidationBus {
  const origin = randomUUID();
  const listeners = new Set<{ topics: readonly ChangeTopic[] | typeof ALL_TOPICS; listener: ChangeListener }>();
  let closed = false;

  const notify = (topics: readonly ChangeTopic[] | typeof ALL_TOPICS) => {
    for (const entry of listeners) {
      const heard = entry.topics === ALL_TOPICS || topics === ALL_TOPICS || topics.some((t) => entry.topics.includes(t));
      if (!heard) continue;
      try {
        entry.listener(topics);
      } catch (error) {
        logger.error({ err: error }, 'cache listener failed');
      }
    }
  };

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(raw) as Message;
      // This process heard its own announcement when it made it.
      if (message.origin !== origin && Array.isArray(message.topics)) notify(message.topics);
    } catch {
      logger.warn({ channel }, 'unreadable invalidation message ignored');
    }
  });
  let everConnected = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch((error: Error) => logger.warn({ err: error.message }, 'invalidation channel subscription failed'));
    // After a disconnection, announcements may have been missed: drop everything once.
    if (everConnected) notify(ALL_TOPICS);
    everConnected = true;
  });
  if (subscriber.status === 'ready') subscriber.emit('ready');

  return {
    async announce(...topics) {
      notify(topics);
      if (closed) return false;
      try {
        await publisher.publish(channel, JSON.stringify({ origin, topics } satisfies Message));
        return true;
      } catch (error) {
        logger.warn({ err: (error as Error).message, topics }, 'change not announced to other processes; their caches expire on their TTL');
        return false;
      }
    },
    on(topics, listener) {
      const entry = { topics, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
