/**
 * The query patterns the app relies on, run against the development server (FerretDB v1 here,
 * MongoDB in production), so a pattern outside their shared subset fails here first.
 */
import mongoose, { Schema } from 'mongoose';
import { testConfig } from './support/testApp';

const config = testConfig(__filename);
const Thing = mongoose.model(
  'PatternThing',
  new Schema({ slug: { type: String, unique: true }, name: String, host: String, status: String, hits: { type: Number, default: 0 }, tags: [String] }, { timestamps: true }).index({ status: 1, createdAt: -1 }),
);

beforeAll(async () => {
  await mongoose.connect(config.MONGODB_URI);
  await Thing.init();
});
afterAll(async () => {
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
});

describe('query patterns on the development server', () => {
  it('When a unique slug is inserted twice, then the second insert fails with code 11000', async () => {
    await Thing.create({ slug: 'same', name: 'A' });
    await expect(Thing.create({ slug: 'same', name: 'B' })).rejects.toMatchObject({ code: 11000 });
  });

  it('When searching with an escaped case-insensitive regex, then metacharacters match literally', async () => {
    await Thing.create([{ slug: 'c-plus', name: 'C++ Tools', status: 'approved' }, { slug: 'cool', name: 'Cool app', status: 'approved' }]);
    const escaped = 'c++'.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = await Thing.find({ name: { $regex: escaped, $options: 'i' } }).lean();
    expect(found.map((t) => t.slug)).toEqual(['c-plus']);
  });

  it('When paging a filtered list, then sort, skip, limit and countDocuments agree', async () => {
    await Thing.insertMany(Array.from({ length: 25 }, (_, i) => ({ slug: `p-${i}`, name: `P ${i}`, status: 'listed', hits: i })));
    const [page, total] = await Promise.all([Thing.find({ status: 'listed' }).sort({ hits: -1 }).skip(10).limit(10).lean(), Thing.countDocuments({ status: 'listed' })]);
    expect(total).toBe(25);
    expect(page.map((t) => t.hits)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('When counters and arrays are updated, then $inc, $set, $push and $addToSet apply', async () => {
    await Thing.updateOne({ slug: 'cool' }, { $inc: { hits: 2 }, $set: { host: 'cool.dev' }, $push: { tags: 'a' } });
    await Thing.updateOne({ slug: 'cool' }, { $addToSet: { tags: 'a' } });
    const cool = await Thing.findOne({ slug: 'cool' }).lean();
    expect(cool).toMatchObject({ hits: 2, host: 'cool.dev', tags: ['a'] });
  });

  it('When findOneAndUpdate upserts without a projection, then the document is created once and returned', async () => {
    const first = await Thing.findOneAndUpdate({ slug: 'upserted' }, { $setOnInsert: { name: 'New' }, $inc: { hits: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
    const second = await Thing.findOneAndUpdate({ slug: 'upserted' }, { $setOnInsert: { name: 'Other' }, $inc: { hits: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
    expect(first).toMatchObject({ name: 'New', hits: 1 });
    expect(second).toMatchObject({ name: 'New', hits: 2 });
    expect(await Thing.countDocuments({ slug: 'upserted' })).toBe(1);
  });

  it('When counting by status with $group and $sum, then each status gets its count', async () => {
    const rows = await Thing.aggregate<{ _id: string; n: number }>([{ $match: { status: { $in: ['approved', 'listed'] } } }, { $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]);
    expect(rows).toEqual([
      { _id: 'approved', n: 2 },
      { _id: 'listed', n: 25 },
    ]);
  });
});
