import type { Change, ChangeApplier, InvalidationBus } from './bus';
import { keptRecords } from './keptRecords';

/** The bus's part kept records use: each change is applied before the topic's listeners (the page cache) hear it. */
function localBus() {
  const appliers: ChangeApplier[] = [];
  const bus = { keepCurrent: (_topic: unknown, apply: ChangeApplier) => (appliers.push(apply), () => undefined) } as unknown as InvalidationBus;
  const announce = async (change: Change) => {
    for (const apply of appliers) await apply(change);
  };
  return { bus, announce };
}

/** Products' names in a store the test changes, read through kept records that count the reads. */
function keptNames() {
  const { bus, announce } = localBus();
  const stored = new Map([
    ['a', 'Alpha'],
    ['b', 'Beta'],
  ]);
  const read = jest.fn(async (id: string) => stored.get(id) ?? null);
  return { name: keptRecords({ bus, topic: 'directory', ttlMs: 60_000, max: 100, read }), stored, read, announce };
}

describe('keptRecords (a product, its owner, its link back)', () => {
  it('When a change names a record, then that record is read again and the others are still answered from memory', async () => {
    const { name, stored, read, announce } = keptNames();
    expect([await name('a'), await name('b')]).toEqual(['Alpha', 'Beta']);
    stored.set('a', 'Alpha 2');
    stored.set('b', 'Beta 2');

    await announce({ ids: ['a'] });
    expect([await name('a'), await name('b')]).toEqual(['Alpha 2', 'Beta']);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('When a change names no record (a seed, a reconnection), then every record is read again', async () => {
    const { name, stored, announce } = keptNames();
    await name('a');
    await name('b');
    stored.set('a', 'Alpha 2');
    stored.set('b', 'Beta 2');

    await announce({ ids: null });
    expect([await name('a'), await name('b')]).toEqual(['Alpha 2', 'Beta 2']);
  });

  it('When a read started before a change ends after it, then its record is answered but not kept', async () => {
    const { name, stored, read, announce } = keptNames();
    const early = name('a');
    stored.set('a', 'Alpha 2');
    await announce({ ids: ['a'] });
    await early;
    expect(await name('a')).toBe('Alpha 2');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
