import { LRUCache } from 'lru-cache';
import { ALL_TOPICS, type ChangeTopic, type InvalidationBus } from './bus';

export interface CacheOptions<V> {
  bus: InvalidationBus;
  /** The topics whose changes make entries stale; '*' for every change. */
  topics: readonly ChangeTopic[] | typeof ALL_TOPICS;
  /** The fallback when an announcement is lost: no entry is older than this. */
  ttlMs: number;
  /** Upper bound of the entries' total size (sizeOf each), else of their count (max). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  max?: number;
}

/**
 * THE cache of the project: entries expire after ttlMs and are dropped when the bus announces one of
 * the topics. Loads are shared by concurrent callers, and a load that was running when a change was
 * announced is returned to its callers but not kept.
 */
export class Cache<K extends string, V extends object> {
  private readonly lru: LRUCache<K, V>;
  private readonly loading = new Map<K, Promise<V>>();
  private generation = 0;
  readonly stopListening: () => void;

  constructor(options: CacheOptions<V>) {
    this.lru = new LRUCache<K, V>({
      ttl: options.ttlMs,
      ...(options.maxSize ? { maxSize: options.maxSize, sizeCalculation: (value: V) => Math.max(1, options.sizeOf?.(value) ?? 1) } : { max: options.max ?? 1000 }),
    });
    this.stopListening = options.bus.on(options.topics, () => this.clear());
  }

  get(key: K): V | undefined {
    return this.lru.get(key);
  }

  /** The cached value, or the loader's (stored when no change was announced while it ran). */
  async getOrLoad(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.lru.get(key);
    if (hit) return hit;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const pending: Promise<V> = load()
      .then((value) => {
        if (generation === this.generation && keep(value)) this.lru.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
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
