import { LRUCache } from 'lru-cache';

/**
 * `read`, remembered for the last `max` distinct texts (null and undefined answers too): for what the fast path reads
 * of an address or a query string, which costs more than sending a stored answer. Bounded, as addresses are made up too.
 * With `keepIf`, a text it refuses is read every time and never remembered, so it cannot push out one that is.
 */
export function readOnce<T>(max: number, read: (text: string) => T, { keepIf }: { keepIf?: (text: string) => boolean } = {}): (text: string) => T {
  const known = new LRUCache<string, { value: T }>({ max });
  return (text) => {
    const hit = known.get(text);
    if (hit) return hit.value;
    const value = read(text);
    if (!keepIf || keepIf(text)) known.set(text, { value });
    return value;
  };
}
