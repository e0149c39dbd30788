import { LRUCache } from 'lru-cache';
import { ALL_TOPICS, type ChangeTopic, type InvalidationBus } from './bus';

export interface CacheOptions<V> {
  bus: InvalidationBus;
  /** The topics whose changes make entries stale; '*' for every change. */
  topics: readonly ChangeTopic[] | typeof ALL_TOPICS;
  /** The fallback when an announcement is lost: no entry is older than this. */
  ttlMs: number;
  /**
   * How long past ttlMs an entry is still answered while one load of it runs again (0, the
   * default: never). An announced change drops entries at once all the same; a load that fails drops the entry.
   */
  refreshWithinMs?: number;
  /** Upper bound of the entries' total size (sizeOf each), else of their count (max). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  max?: number;
}

/** A stored value, until when it is fresh, and how getOrLoad made it (to make it again while it is answered). */
interface Entry<V> {
  value: V;
  freshUntil: number;
  load: () => Promise<V>;
  keep: (value: V) => boolean;
}

/**
 * THE cache of the project: entries expire after ttlMs and are dropped when the bus announces one of
 * the topics. Loads are shared by concurrent callers, and a load that was running when a change was
 * announced is returned to its callers but not kept. With refreshWithinMs, an expired entry is still
 * answered while it is loaded again in the background, so that nobody waits for it every ttlMs.
 */
export class Cache<K extends string, V extends object> {
  private readonly lru: LRUCache<K, Entry<V>>;
  private readonly loading = new Map<K, Promise<V>>();
  private readonly ttlMs: number;
  private readonly refreshWithinMs: number;
  private generation = 0;
  readonly stopListening: () => void;

  constructor(options: CacheOptions<V>) {
    this.ttlMs = options.ttlMs;
    this.refreshWithinMs = options.refreshWithinMs ?? 0;
    // Expiry is read from each entry (freshUntil), not by the LRU: an expired entry may still be answered while it is made again.
    this.lru = new LRUCache<K, Entry<V>>(
      options.maxSize ? { maxSize: options.maxSize, sizeCalculation: (entry) => Math.max(1, options.sizeOf?.(entry.value) ?? 1) } : { max: options.max ?? 1000 },
    );
    this.stopListening = options.bus.on(options.topics, () => this.clear());
  }

  /** The value when it is fresh, or expired but being made again (refreshWithinMs); undefined otherwise. */
  get(key: K): V | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    const now = performance.now();
    if (now < entry.freshUntil) return entry.value;
    if (now < entry.freshUntil + this.refreshWithinMs) {
      this.loadAgain(key, entry);
      return entry.value;
    }
    this.lru.delete(key);
    return undefined;
  }

  /** The cached value, or the loader's (stored when no change was announced while it ran). */
  async getOrLoad(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.get(key);
    if (hit) return hit;
    return this.loadShared(key, load, keep);
  }

  /** One load of the key at a time; its value is stored unless a change was announced meanwhile (or keep refuses it). */
  private loadShared(key: K, load: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const pending: Promise<V> = load()
      .then((value) => {
        if (generation === this.generation && keep(value)) this.lru.set(key, { value, freshUntil: performance.now() + this.ttlMs, load, keep });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }

  /** Makes an expired entry again while it is still answered; a failed load drops it, so the next caller loads it as on a miss. */
  private loadAgain(key: K, entry: Entry<V>): void {
    if (this.loading.has(key)) return;
    this.loadShared(key, entry.load, entry.keep).catch(() => {
      if (this.lru.peek(key) === entry) this.lru.delete(key);
    });
  }

  clear(): void {
    this.generation++;
    this.lru.clear();
    // Callers after a change start a fresh load rather than join one that may have read old data.
    this.loading.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}

/**
 * The TTL every cache uses. A page is built from data that may itself come from a cache, so each layer
 * keeps data for half of CACHE_TTL_SECONDS: nothing shown is older than CACHE_TTL_SECONDS after a change.
 */
export function cacheTtlMs(config: { CACHE_TTL_SECONDS: number }): number {
  return (config.CACHE_TTL_SECONDS * 1000) / 2;
}
