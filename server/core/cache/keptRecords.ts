import { LRUCache } from 'lru-cache';
import type { ChangeTopic, InvalidationBus } from './bus';

export interface KeptRecordsOptions<V> {
  bus: InvalidationBus;
  /** The topic whose announced changes name the records changed (`announceRecords`), or every record. */
  topic: ChangeTopic;
  /** The fallback when an announcement is lost: no record answered is older than this. */
  ttlMs: number;
  /** How many records are kept, the least used dropped first. */
  max: number;
  read: (id: string) => Promise<V>;
}

/**
 * Records by id that pages read again after every announced change (a product, its owner, its link back), kept in
 * memory so that a page rendered again after a change of another record does not wait for the database. A change
 * that names records drops those (before the topic's caches, the page cache, hear of it); one that names none drops
 * every record. A read that overlapped a change is answered to its caller but not kept.
 */
export function keptRecords<V>({ bus, topic, ttlMs, max, read }: KeptRecordsOptions<V>): (id: string) => Promise<V> {
  const records = new LRUCache<string, { value: V }>({ max, ttl: ttlMs });
  let changesHeard = 0;
  bus.keepCurrent(topic, async (change) => {
    changesHeard++;
    if (change.ids === null) records.clear();
    else for (const id of change.ids) records.delete(id);
  });

  return async (id) => {
    const kept = records.get(id);
    if (kept) return kept.value;
    const seen = changesHeard;
    const value = await read(id);
    if (seen === changesHeard) records.set(id, { value });
    return value;
  };
}
