import type { ChangeApplier, InvalidationBus } from './bus';
import { keptValue } from './keptValue';

/** The bus's part a kept value uses: its store is brought up to date first, then the topic's listeners hear (the page cache drops). */
function localBus() {
  const appliers: ChangeApplier[] = [];
  const bus = { keepCurrent: (_topic: unknown, apply: ChangeApplier) => (appliers.push(apply), () => undefined) } as unknown as InvalidationBus;
  const announce = async () => {
    for (const apply of appliers) await apply({ ids: null });
  };
  return { bus, announce };
}

const TTL = 1000;
const logger = { warn: jest.fn() };

/** A kept value over a stored number that the test changes, counting the reads. */
function keptNumber() {
  const { bus, announce } = localBus();
  const stored = { price: 99, reads: 0 };
  const read = jest.fn(async () => {
    stored.reads++;
    return stored.price;
  });
  return { value: keptValue({ bus, topic: 'plans', ttlMs: TTL, read, logger }), stored, announce };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('keptValue (plans, the blog posts)', () => {
  it('When a change is announced, then the new value is read before the topic is heard, so the next page shows it without waiting for a read', async () => {
    const { value, stored, announce } = keptNumber();
    expect(await value()).toBe(99);
    stored.price = 89;
    expect(await value()).toBe(99);

    await announce();
    const reads = stored.reads;
    expect(await value()).toBe(89);
    expect(stored.reads).toBe(reads);
  });

  it('When no change is announced (a lost message), then the value is read again in the background after half the TTL and never answered older than the TTL', async () => {
    const { value, stored } = keptNumber();
    expect(await value()).toBe(99);
    stored.price = 89;

    jest.advanceTimersByTime(TTL / 2 + 10);
    // Still answered at once, while it is read again.
    expect(await value()).toBe(99);
    await settle();
    expect(await value()).toBe(89);

    stored.price = 79;
    jest.advanceTimersByTime(TTL + 10);
    expect(await value()).toBe(79);
  });

  it('When a read that started before a change ends after it, then its value is not kept', async () => {
    const { bus, announce } = localBus();
    const releases: ((n: number) => void)[] = [];
    const value = keptValue({ bus, topic: 'plans', ttlMs: TTL, logger, read: () => new Promise<number>((resolve) => releases.push(resolve)) });
    const first = value();
    releases[0](1);
    expect(await first).toBe(1);

    jest.advanceTimersByTime(TTL / 2 + 10);
    expect(await value()).toBe(1);
    // The background read (the second) is held; a change is announced, and its read (the third) answers 2 first.
    const changed = announce();
    releases[2](2);
    await changed;
    releases[1](0);
    await settle();
    expect(await value()).toBe(2);
  });
});
