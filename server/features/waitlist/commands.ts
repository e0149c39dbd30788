import type { Command } from '../command';
import { WaitlistEntryModel, type WaitlistRecord } from './model';
import { csvField } from '../../core/lib/csv';

const COLUMNS = ['email', 'source', 'createdAt', 'welcomedAt', 'marketingList'] as const;

export const waitlistCommands: Command[] = [
  {
    name: 'waitlist:export',
    summary: 'Prints the waitlist as CSV (email, source, joined, welcomed, marketing list), oldest first: waitlist:export > waitlist.csv',
    usage: 'waitlist:export [--json] > waitlist.csv',
    async run(_args, ctx) {
      await ctx.platform({ mongodb: true });
      const entries = await WaitlistEntryModel.find({}).sort({ createdAt: 1 }).lean<WaitlistRecord[]>();
      const rows = entries.map((e) => ({ email: e.email, source: e.source, createdAt: e.createdAt, welcomedAt: e.welcomedAt, marketingList: e.marketingList }));
      ctx.output(rows, () => {
        ctx.print(COLUMNS.join(','));
        for (const row of rows) ctx.print(COLUMNS.map((c) => csvField(row[c])).join(','));
      });
      ctx.note(`${rows.length} waitlist entr${rows.length === 1 ? 'y' : 'ies'}`);
    },
  },
];
