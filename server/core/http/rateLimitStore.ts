import { createHash } from 'node:crypto';
import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';

// Starts a window on the first hit, counts the others; answers the count and the time left.
const INCREMENT = `local ttl = redis.call("PTTL", KEYS[1])
if ttl <= 0 then
  redis.call("SET", KEYS[1], 1, "PX", ARGV[1])
  return { 1, tonumber(ARGV[1]) }
end
return { redis.call("INCR", KEYS[1]), ttl }`;
// Gives a place back within the window only: a key gone with its window is not made again without one.
const DECREMENT = `if redis.call("PTTL", KEYS[1]) > 0 then return redis.call("DECR", KEYS[1]) end
return 0`;
const shaOf = (script: string) => createHash('sha1').update(script).digest('hex');
const SCRIPTS = { increment: { source: INCREMENT, sha: shaOf(INCREMENT) }, decrement: { source: DECREMENT, sha: shaOf(DECREMENT) } };

/**
 * Rate-limit counts in Redis, shared by every web process. The script is sent again whenever Redis does
 * not know it (a restart, or a process that started while Redis was down), so limits work as soon as Redis
 * is back. While Redis is away each process counts in memory with the same limit: limits stay on (per
 * process) rather than letting every request through or refusing everyone.
 */
export class RedisCountStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private readonly memory = new MemoryStore();
  private inMemory = false;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
    private readonly onFallback: (usingMemory: boolean, error?: Error) => void = () => undefined,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.memory.init(options);
  }

  private async run<T>({ source, sha }: { source: string; sha: string }, key: string): Promise<T> {
    try {
      return (await this.redis.evalsha(sha, 1, key, this.windowMs)) as T;
    } catch (error) {
      if (!/NOSCRIPT/.test((error as Error).message)) throw error;
      return (await this.redis.eval(source, 1, key, this.windowMs)) as T;
    }
  }

  private switchTo(memory: boolean, error?: Error) {
    if (this.inMemory === memory) return;
    this.inMemory = memory;
    this.onFallback(memory, error);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      const [totalHits, ttl] = await this.run<[number, number]>(SCRIPTS.increment, this.prefix + key);
      this.switchTo(false);
      return { totalHits: Number(totalHits), resetTime: new Date(Date.now() + Number(ttl)) };
    } catch (error) {
      this.switchTo(true, error as Error);
      return this.memory.increment(key);
    }
  }

  async decrement(key: string): Promise<void> {
    if (this.inMemory) return this.memory.decrement(key);
    await this.run(SCRIPTS.decrement, this.prefix + key).catch(() => this.memory.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    await Promise.allSettled([this.redis.del(this.prefix + key), this.memory.resetKey(key)]);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    try {
      const [hits, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
      if (hits === null) return undefined;
      return { totalHits: Number(hits), resetTime: new Date(Date.now() + Math.max(0, ttl)) };
    } catch {
      return this.memory.get(key);
    }
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}
