import mongoose, { Schema } from 'mongoose';
import { connectMongo, disconnectMongo } from '../db/mongo';
import { createLogger } from '../logger';
import { testConfig } from '../../../test/support/testApp';
import { batchedInsert } from './batchedInsert';
import { OutboxClaimModel, OutboxSentModel } from './outboxModel';

interface Mark {
  _id: string;
  at: Date;
  note: string;
}
const MarkModel = mongoose.model<Mark>('BatchedInsertMark', new Schema<Mark>({ _id: String, at: { type: Date, required: true }, note: { type: String, default: '' } }, { versionKey: false }));

interface Entry {
  _id: string;
  count: number;
  tags: string[];
  data: unknown;
  at: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
// Defaults, casting, a version key and timestamps: what insertMany adds to a document.
const EntryModel = mongoose.model<Entry>(
  'BatchedInsertEntry',
  new Schema<Entry>({ _id: String, count: { type: Number, default: 0 }, tags: [String], data: Schema.Types.Mixed, at: { type: Date, default: null } }, { timestamps: true, minimize: false }),
);

const config = testConfig(__filename);
const connect = () => connectMongo({ uri: config.MONGODB_URI, logger: createLogger('silent') });

beforeAll(connect);
afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await disconnectMongo();
});

describe('batched inserts (the outbox marks, claims and records)', () => {
  it('writes the inserts of one turn together and tells each caller its own outcome', async () => {
    const marks = batchedInsert(MarkModel);
    await MarkModel.create({ _id: 'old', at: new Date() });
    const outcomes = await Promise.all([
      marks.insert({ _id: 'a', at: new Date(), note: 'first' }),
      marks.insert({ _id: 'old', at: new Date() }),
      marks.insert({ _id: 'b', at: new Date() }),
      // The same id twice in one batch: one insert wins, the other is a duplicate, as with two separate inserts.
      marks.insert({ _id: 'a', at: new Date(), note: 'second' }),
    ]);
    expect(outcomes).toEqual([true, false, true, false]);
    const stored = await MarkModel.find().sort({ _id: 1 }).lean();
    expect(stored.map((m) => m._id)).toEqual(['a', 'b', 'old']);
    expect(stored[0].note).toBe('first');
  });

  it('writes each document as insertMany writes it (defaults, casting, version key, timestamps)', async () => {
    const entries = batchedInsert(EntryModel);
    const before = new Date();
    const given = (id: string) => ({ _id: id, count: '3' as unknown as number, data: { nested: { empty: {} } }, at: '2026-11-28T12:00:00.000Z' as unknown as Date });
    await EntryModel.insertMany([given('direct'), { _id: 'direct-bare' }]);
    expect(await Promise.all([entries.insert(given('batched')), entries.insert({ _id: 'batched-bare' })])).toEqual([true, true]);
    const stored = new Map((await EntryModel.collection.find({}).toArray()).map((doc) => [doc._id as unknown as string, doc]));
    const withoutTimes = (doc: Record<string, unknown> | undefined) => ({ ...doc, _id: undefined, createdAt: undefined, updatedAt: undefined });
    expect(withoutTimes(stored.get('batched'))).toStrictEqual(withoutTimes(stored.get('direct')));
    expect(withoutTimes(stored.get('batched-bare'))).toStrictEqual(withoutTimes(stored.get('direct-bare')));
    expect(Object.keys(stored.get('batched')!)).toEqual(Object.keys(stored.get('direct')!));
    for (const id of ['batched', 'batched-bare']) {
      const { createdAt, updatedAt } = stored.get(id)! as unknown as Entry;
      expect(createdAt).toBeInstanceOf(Date);
      expect(createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(updatedAt).toEqual(createdAt);
    }
  });

  it('writes the outbox\'s marks and claims as they come (asStored) exactly as the checked path stores them, duplicates still told', async () => {
    const at = new Date('2026-11-29T12:00:00.000Z');
    for (const [model, doc] of [
      [OutboxSentModel, (id: string) => ({ _id: id, at, ref: '<id@launchboost.dev>' })],
      [OutboxClaimModel, (id: string) => ({ _id: id, owner: 'attempt-1', until: at })],
    ] as const) {
      const checked = batchedInsert(model as never);
      const asStored = batchedInsert(model as never, { asStored: true });
      expect(await checked.insert(doc('checked') as never)).toBe(true);
      expect(await Promise.all([asStored.insert(doc('as-stored') as never), asStored.insert(doc('checked') as never)])).toEqual([true, false]);
      const stored = new Map((await (model as typeof OutboxSentModel).collection.find({}).toArray()).map((row) => [row._id as unknown as string, row]));
      expect({ ...stored.get('as-stored'), _id: 'x' }).toStrictEqual({ ...stored.get('checked'), _id: 'x' });
    }
  });

  it('gathers the inserts of a busy collection for gatherMs, and writes at once when it has been idle that long', async () => {
    const gatherMs = 300;
    const marks = batchedInsert(MarkModel, { gatherMs });
    const writes = jest.spyOn(MarkModel, 'insertMany');
    try {
      let started = Date.now();
      await marks.insert({ _id: 'g1', at: new Date() });
      expect(Date.now() - started).toBeLessThan(gatherMs);
      // Written just now: these two wait for the rest of gatherMs and go in one write.
      started = Date.now();
      const later = new Promise((resolve) => setTimeout(resolve, 30)).then(() => marks.insert({ _id: 'g3', at: new Date() }));
      expect(await Promise.all([marks.insert({ _id: 'g2', at: new Date() }), later])).toEqual([true, true]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(gatherMs - 50);
      expect(writes.mock.calls.map(([docs]) => (docs as Mark[]).map((d) => d._id))).toEqual([['g1'], ['g2', 'g3']]);
      // Idle for gatherMs: the next insert goes at once.
      await new Promise((resolve) => setTimeout(resolve, gatherMs));
      started = Date.now();
      await marks.insert({ _id: 'g4', at: new Date() });
      expect(Date.now() - started).toBeLessThan(gatherMs);
    } finally {
      writes.mockRestore();
    }
  });

  it('refuses an invalid document at once, without writing it or failing the others', async () => {
    const marks = batchedInsert(MarkModel);
    const [invalid, valid] = await Promise.allSettled([marks.insert({ _id: 'no-date' }), marks.insert({ _id: 'dated', at: new Date() })]);
    expect(invalid.status).toBe('rejected');
    expect(valid).toEqual({ status: 'fulfilled', value: true });
    expect(await MarkModel.exists({ _id: 'no-date' })).toBeNull();
  });

  it('passes an error that is not a duplicate to every caller of the batch', async () => {
    const marks = batchedInsert(MarkModel);
    await disconnectMongo();
    try {
      const results = await Promise.allSettled([marks.insert({ _id: 'x', at: new Date() }), marks.insert({ _id: 'y', at: new Date() })]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    } finally {
      await connect();
    }
  });
});
