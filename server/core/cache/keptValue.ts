import type { ChangeTopic, InvalidationBus } from './bus';
import type { Logger } from '../logger';

export interface KeptValueOptions<V> {
  bus: InvalidationBus;
  /** The topic whose announced changes make the value be read again. */
  topic: ChangeTopic;
  /** The fallback when an announcement is lost: no value answered is older than this. */
  ttlMs: number;
  read: () => Promise<V>;
  logger: Pick<Logger, 'warn'>;
}

/**
 * One value every page may read (the plans, the blog's published posts), kept in memory and current by the bus, so
 * that a page is not rendered behind a database read. An announced change of its topic reads it again before that
 * topic's caches (the page cache) are dropped, as the directory's listing does; a value older than half of ttlMs is
 * read again in the background while it is still answered, and one older than ttlMs is not answered (read first).
 * A read that overlapped a change is answered to its callers but not kept.
 */
export function keptValue<V>({ bus, topic, ttlMs, read, logger }: KeptValueOptions<V>): () => Promise<V> {
  let held: { value: V; readAt: number } | null = null;
  let reading: Promise<V> | null = null;
  let changesHeard = 0;

  function readNow(): Promise<V> {
    if (reading) return reading;
    const seen = changesHeard;
    const pending = read()
      .then((value) => {
        if (seen === changesHeard) held = { value, readAt: performance.now() };
        return value;
      })
      .finally(() => {
        if (reading === pending) reading = null;
      });
    reading = pending;
    return pending;
  }

  bus.keepCurrent(topic, async () => {
    changesHeard++;
    reading = null;
    // Never read yet: the first read, to come, sees the change.
    if (!held) return;
    held = null;
    // A failed read leaves nothing held: the next reader reads again (and gets the error if it fails again).
    await readNow().catch((error: unknown) => logger.warn({ err: (error as Error).message, topic }, 'a kept value was not read again after a change'));
  });

  return async () => {
    if (held) {
      const age = performance.now() - held.readAt;
      if (age < ttlMs / 2) return held.value;
      if (age < ttlMs) {
        readNow().catch((error: unknown) => logger.warn({ err: (error as Error).message, topic }, 'a kept value was not read again; the one in memory stays until its TTL'));
        return held.value;
      }
    }
    return readNow();
  };
}
