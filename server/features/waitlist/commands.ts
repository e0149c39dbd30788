import type { Command } from '../command';
import { ATTRIBUTION_COLUMNS, attributionCells } from '../../../domain/campaigns/campaign';
import { WaitlistEntryModel, type WaitlistRecord } from './model';
import { spreadsheetCsv } from '../../core/lib/csv';

const COLUMNS = ['email', 'source', 'createdAt', 'welcomedAt', 'marketingList', ...ATTRIBUTION_COLUMNS] as const;

export const waitlistCommands: Command[] = [
  {
    name: 'waitlist:export',
    summary: 'Prints the waitlist as CSV (email, source, joined, welcomed, marketing list, utm_source, utm_medium, utm_campaign, referrer), oldest first: waitlist:export > waitlist.csv',
    usage: 'waitlist:export [--json] > waitlist.csv',
    async run(_args, ctx) {
      await ctx.platform({ mongodb: true });
      const entries = await WaitlistEntryModel.find({}).sort({ createdAt: 1 }).lean<WaitlistRecord[]>();
      const rows = entries.map((e) => {
        const [utm_source, utm_medium, utm_campaign, referrer] = attributionCells(e.attribution);
        return { email: e.email, source: e.source, createdAt: e.createdAt, welcomedAt: e.welcomedAt, marketingList: e.marketingList, utm_source, utm_medium, utm_campaign, referrer };
      });
      ctx.output(rows, () => {
        ctx.print(spreadsheetCsv(COLUMNS, rows.map((row) => COLUMNS.map((column) => row[column]))).trimEnd());
      });
      ctx.note(`${rows.length} waitlist entr${rows.length === 1 ? 'y' : 'ies'}`);
    },
  },
];
