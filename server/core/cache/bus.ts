import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { withTimeout } from '../lib/timeout';

/** A store that cannot apply a change in this time (its database is down) holds up the caches' invalidation no longer. */
const APPLY_LIMIT_MS = 5000;

/**
 * What a change touches. A service that writes announces the topics it changed; every cache that shows
 * data of a topic drops it. '*' is heard by every listener (used when messages may have been missed).
 */
export type ChangeTopic = 'plans' | 'settings' | 'directory' | 'blog' | 'users' | 'catalogue';
export const ALL_TOPICS = '*';

export type ChangeListener = (topics: readonly ChangeTopic[] | typeof ALL_TOPICS) => void;

/** One change as a store in memory hears it: the records' ids when the writer named them, else everything may have changed. */
export type Change = { ids: readonly string[] } | { ids: null };
/** Brings a store in memory up to date with a change; awaited before the caches of its topic are dropped. */
export type ChangeApplier = (change: Change) => Promise<void>;

/**
 * THE invalidation bus: one Redis pub/sub channel per deployment (QUEUE_PREFIX), heard by every process
 * (web, worker, CLI). An announcement reaches this process's listeners at once and the others through
 * Redis; if Redis cannot take it, the write still stands and the caches' short TTL covers the gap.
 */
export interface InvalidationBus {
  /** Never throws: a failure is logged, and reported as false. */
  announce(...topics: ChangeTopic[]): Promise<boolean>;
  /**
   * Announces a change of some records of one topic by their ids: every process's stores apply that change
   * (say, one product) before its caches of the topic are dropped, instead of reloading everything.
   */
  announceRecords(topic: ChangeTopic, ids: readonly string[]): Promise<boolean>;
  /** Listens to some topics, or to all with '*'; returns the function that stops listening. */
  on(topics: readonly ChangeTopic[] | typeof ALL_TOPICS, listener: ChangeListener): () => void;
  /** A store of one topic kept current by changes: each change is applied (in order) before that topic's listeners hear it. */
  keepCurrent(topic: ChangeTopic, apply: ChangeApplier): () => void;
  /** Tells this process's listeners (not the other processes) that a store changed on its own, e.g. after a consistency check. */
  refreshed(...topics: ChangeTopic[]): void;
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
  /** With announceRecords: the records changed (one topic). */
  ids?: string[];
}

export function createInvalidationBus({ publisher, subscriber, channel, logger }: BusOptions): InvalidationBus {
  const origin = randomUUID();
  const listeners = new Set<{ topics: readonly ChangeTopic[] | typeof ALL_TOPICS; listener: ChangeListener }>();
  const appliers = new Set<{ topic: ChangeTopic; apply: ChangeApplier }>();
  let closed = false;
  // Changes are applied one after the other, in the order they were heard.
  let applying: Promise<void> = Promise.resolve();

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

  /** The stores of the topics apply the change first, then the listeners hear it. */
  const deliver = (topics: readonly ChangeTopic[] | typeof ALL_TOPICS, ids: readonly string[] | null): Promise<void> => {
    const applied = applying.then(async () => {
      for (const entry of appliers) {
        if (topics !== ALL_TOPICS && !topics.includes(entry.topic)) continue;
        try {
          await withTimeout(entry.apply(ids && topics !== ALL_TOPICS ? { ids } : { ids: null }), APPLY_LIMIT_MS);
        } catch (error) {
          logger.error({ err: error, topic: entry.topic }, 'change not applied to a store');
        }
      }
      notify(topics);
    });
    applying = applied;
    return applied;
  };

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(raw) as Message;
      const ids = Array.isArray(message.ids) && message.ids.every((id) => typeof id === 'string') ? message.ids : null;
      // This process heard its own announcement when it made it.
      if (message.origin !== origin && Array.isArray(message.topics)) void deliver(message.topics, ids);
    } catch {
      logger.warn({ channel }, 'unreadable invalidation message ignored');
    }
  });
  let everConnected = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch((error: Error) => logger.warn({ err: error.message }, 'invalidation channel subscription failed'));
    // After a disconnection, announcements may have been missed: drop everything once.
    if (everConnected) void deliver(ALL_TOPICS, null);
    everConnected = true;
  });
  if (subscriber.status === 'ready') subscriber.emit('ready');

  const publish = async (message: Omit<Message, 'origin'>): Promise<boolean> => {
    if (closed) return false;
    try {
      await publisher.publish(channel, JSON.stringify({ origin, ...message } satisfies Message));
      return true;
    } catch (error) {
      logger.warn({ err: (error as Error).message, topics: message.topics }, 'change not announced to other processes; their caches expire on their TTL');
      return false;
    }
  };

  return {
    async announce(...topics) {
      await deliver(topics, null);
      return publish({ topics });
    },
    async announceRecords(topic, ids) {
      await deliver([topic], ids);
      return publish({ topics: [topic], ids: [...ids] });
    },
    on(topics, listener) {
      const entry = { topics, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    keepCurrent(topic, apply) {
      const entry = { topic, apply };
      appliers.add(entry);
      return () => appliers.delete(entry);
    },
    refreshed(...topics) {
      notify(topics);
    },
    async close() {
      closed = true;
      listeners.clear();
      appliers.clear();
    },
  };
}
