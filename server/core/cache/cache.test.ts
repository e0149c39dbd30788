import { Cache } from './cache';
import type { ChangeListener, InvalidationBus } from './bus';

/** The bus's part a cache uses (listening), with a way to announce a change; Redis carries it in the app (freshness.int.test.ts). */
function localBus() {
  const listeners = new Set<ChangeListener>();
  const bus = { on: (_topics: unknown, listener: ChangeListener) => (listeners.add(listener), () => listeners.delete(listener)) } as unknown as InvalidationBus;
  return { bus, announce: () => listeners.forEach((listener) => listener('*')) };
}

/** A loader whose calls are counted and whose answers the test releases one at a time. */
function heldLoader() {
  const calls: { resolve: (value: { n: number }) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<{ n: number }>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const TTL = 1000;

/** A cache holding '/' = { n: 1 }, made by a held loader, as the page cache holds a rendered page. */
async function cacheHoldingAPage(refreshWithinMs?: number) {
  const { bus, announce } = localBus();
  const cache = new Cache<string, { n: number }>({ bus, topics: '*', ttlMs: TTL, refreshWithinMs });
  const { load, calls } = heldLoader();
  const first = cache.getOrLoad('/', load);
  calls[0].resolve({ n: 1 });
  await first;
  return { cache, load, calls, announce };
}
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Cache with refreshWithinMs (the page cache)', () => {
  it('When an entry has expired, then it is still answered while one load makes it again, and the new value is answered once that load is done', async () => {
    const { cache, load, calls } = await cacheHoldingAPage(TTL);
    expect(cache.get('/')).toEqual({ n: 1 });

    jest.advanceTimersByTime(TTL + 10);
    // Many visitors at once: all get the expired page, and only one load starts.
    expect([cache.get('/'), cache.get('/'), await cache.getOrLoad('/', load)]).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(calls).toHaveLength(2);
    calls[1].resolve({ n: 2 });
    await settle();
    expect(cache.get('/')).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('When a change is announced, then expired and fresh entries are dropped at once: nobody is answered the old value', async () => {
    const { cache, announce } = await cacheHoldingAPage(TTL);
    jest.advanceTimersByTime(TTL + 10);
    announce();
    expect(cache.get('/')).toBeUndefined();
  });

  it('When the load of an expired entry fails, then the entry is dropped and the next caller loads it as on a miss', async () => {
    const { cache, calls } = await cacheHoldingAPage(TTL);
    jest.advanceTimersByTime(TTL + 10);
    expect(cache.get('/')).toEqual({ n: 1 });
    calls[1].reject(new Error('database down'));
    await settle();
    expect(cache.get('/')).toBeUndefined();
  });

  it('When an entry expired longer ago than refreshWithinMs, then it is not answered: the caller waits for a new load', async () => {
    const { cache } = await cacheHoldingAPage(TTL);
    jest.advanceTimersByTime(2 * TTL + 10);
    expect(cache.get('/')).toBeUndefined();
  });
});

describe('Cache without refreshWithinMs (every other cache)', () => {
  it('When an entry has expired, then it is gone: the next caller waits for a new load', async () => {
    const { cache, load, calls } = await cacheHoldingAPage();
    jest.advanceTimersByTime(TTL - 10);
    expect(cache.get('/')).toEqual({ n: 1 });
    jest.advanceTimersByTime(20);
    expect(cache.get('/')).toBeUndefined();
    const second = cache.getOrLoad('/', load);
    calls[1].resolve({ n: 2 });
    expect(await second).toEqual({ n: 2 });
  });
});
