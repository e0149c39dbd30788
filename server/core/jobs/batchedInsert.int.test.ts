import mongoose, { Schema } from 'mongoose';
import { connectMongo, disconnectMongo } from '../db/mongo';
import { createLogger } from '../logger';
import { testConfig } from '../../../test/support/testApp';
import { batchedInsert } from './batchedInsert';

interface Mark {
  _id: string;
  at: Date;
  note: string;
}
const MarkModel = mongoose.model<Mark>('BatchedInsertMark', new Schema<Mark>({ _id: String, at: { type: Date, required: true }, note: { type: String, default: '' } }, { versionKey: false }));

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
