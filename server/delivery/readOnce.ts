import { LRUCache } from 'lru-cache';

/**
 * `read`, remembered for the last `max` distinct texts (null and undefined answers too): for what the fast path reads
 * of an address or a query string, which costs more than sending a stored answer. Bounded, as addresses are made up too.
 */
export function readOnce<T>(max: number, read: (text: string) => T): (text: string) => T {
  const known = new LRUCache<string, { value: T }>({ max });
  return (text) => {
    let hit = known.get(text);
    if (!hit) known.set(text, (hit = { value: read(text) }));
    return hit.value;
  };
}
