import { readFile } from 'node:fs/promises';
import { UsageError, type Command } from '../command';
import { notifyWaitlist } from './announcements';
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
  {
    name: 'waitlist:notify',
    summary: 'Emails an announcement (Markdown, in the email layout) to everyone on the waitlist who has not unsubscribed, once per person; --dry-run prints the count and one rendered sample',
    usage: 'waitlist:notify --subject "We are live" --file message.md [--dry-run]',
    options: { subject: { type: 'string' }, file: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    async run({ values }, ctx) {
      const subject = typeof values.subject === 'string' ? values.subject.trim() : '';
      if (!subject || subject.length > 200) throw new UsageError('--subject must be 1 to 200 characters');
      if (typeof values.file !== 'string') throw new UsageError('--file must name the Markdown file of the announcement');
      const markdown = (await readFile(values.file, 'utf8').catch(() => {
        throw new UsageError(`cannot read ${values.file}`);
      })).trim();
      if (!markdown || markdown.length > 100_000) throw new UsageError('the announcement must hold 1 to 100,000 characters of Markdown');
      const dryRun = Boolean(values['dry-run']);
      const platform = await ctx.platform({ mongodb: true, redis: !dryRun });
      const report = await notifyWaitlist(platform, { subject, markdown }, { dryRun, perSecond: ctx.config.MARKETING_EMAILS_PER_SECOND, progress: (total) => ctx.progress(total, 'announcement') });
      ctx.output(report, () => {
        if (report.sample) {
          ctx.print(`${report.queued} would receive announcement ${report.announcementId} (${report.alreadySent} already did, ${report.unsubscribed} unsubscribed). Sample for ${report.sample.to}:`);
          ctx.print(`Subject: ${report.sample.subject}`);
          ctx.print('');
          ctx.print(report.sample.text);
          return;
        }
        ctx.print(`announcement ${report.announcementId}: ${report.queued} queued, ${report.alreadySent} already sent, ${report.unsubscribed} unsubscribed`);
      });
    },
  },
];
