import mongoose from 'mongoose';
import type { Command } from '../../server/features/command';

/** `db:indexes`: creates the indexes every model declares (missing ones only; nothing is dropped). */
export const dbIndexesCommand: Command = {
  name: 'db:indexes',
  summary: 'Creates the indexes every model declares that are missing (run after a restore or on a new database)',
  usage: 'db:indexes [--json]',
  async run(_args, ctx) {
    await ctx.platform({ mongodb: true });
    const rows: { collection: string; indexes: number; names: string }[] = [];
    for (const name of mongoose.modelNames().sort()) {
      const model = mongoose.model(name);
      await model.createCollection().catch(() => undefined);
      await model.createIndexes();
      const indexes = (await model.collection.indexes()) as { name?: string }[];
      rows.push({ collection: model.collection.collectionName, indexes: indexes.length, names: indexes.map((i) => i.name).join(', ') });
    }
    ctx.table(rows, ['collection', 'indexes', 'names']);
  },
};
