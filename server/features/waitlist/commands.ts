import { readFile } from 'node:fs/promises';
import { UsageError, type Command } from '../command';
import { notifyWaitlist } from './announcements';
import { ATTRIBUTION_COLUMNS, attributionCells } from '../../../domain/campaigns/campaign';
import { confirmedAtOf, WaitlistEntryModel, type WaitlistRecord } from './model';
import { placesOf } from './places';
import { spreadsheetCsv } from '../../core/lib/csv';

const COLUMNS = ['email', 'source', 'createdAt', 'confirmedAt', 'position', 'referrals', 'referredBy', 'welcomedAt', 'marketingList', ...ATTRIBUTION_COLUMNS] as const;

export const waitlistCommands: Command[] = [
  {
    name: 'waitlist:export',
    summary:
      'Prints the waitlist as CSV (email, source, joined, confirmed (empty until then), position, referrals, referred by, welcomed, marketing list, utm_source, utm_medium, utm_campaign, referrer), oldest first: waitlist:export > waitlist.csv',
    usage: 'waitlist:export [--json] > waitlist.csv',
    async run(_args, ctx) {
      const platform = await ctx.platform({ mongodb: true, redis: true });
      const entries = await WaitlistEntryModel.find({}).sort({ createdAt: 1 }).lean<WaitlistRecord[]>();
      const positions = await placesOf(platform).allPositions(entries.filter((e) => confirmedAtOf(e)).map((e) => String(e._id)));
      const emailOf = new Map(entries.map((e) => [String(e._id), e.email]));
      const rows = entries.map((e) => {
        const [utm_source, utm_medium, utm_campaign, referrer] = attributionCells(e.attribution);
        const confirmedAt = confirmedAtOf(e);
        return {
          email: e.email,
          source: e.source,
          createdAt: e.createdAt,
          confirmedAt,
          position: confirmedAt ? (positions.get(String(e._id)) ?? null) : null,
          referrals: e.referrals ?? 0,
          referredBy: e.referredBy ? (emailOf.get(String(e.referredBy)) ?? null) : null,
          welcomedAt: e.welcomedAt,
          marketingList: e.marketingList,
          utm_source,
          utm_medium,
          utm_campaign,
          referrer,
        };
      });
      ctx.output(rows, () => {
        ctx.print(spreadsheetCsv(COLUMNS, rows.map((row) => COLUMNS.map((column) => row[column]))).trimEnd());
      });
      ctx.note(`${rows.length} waitlist entr${rows.length === 1 ? 'y' : 'ies'}`);
    },
  },
  {
    name: 'waitlist:notify',
    summary:
      'Emails an announcement (Markdown, in the email layout) to the confirmed subscribers who have not unsubscribed, best-placed first, once per person; --first N sends a wave to the next N best-placed who have not had it; --dry-run prints the count and one rendered sample',
    usage: 'waitlist:notify --subject "We are live" --file message.md [--first N] [--dry-run]',
    options: { subject: { type: 'string' }, file: { type: 'string' }, first: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    async run({ values }, ctx) {
      const subject = typeof values.subject === 'string' ? values.subject.trim() : '';
      if (!subject || subject.length > 200) throw new UsageError('--subject must be 1 to 200 characters');
      if (typeof values.file !== 'string') throw new UsageError('--file must name the Markdown file of the announcement');
      const first = values.first === undefined ? undefined : Number(values.first);
      if (first !== undefined && !(Number.isInteger(first) && first >= 1 && first <= 10_000_000)) throw new UsageError('--first must be a whole number of subscribers, at least 1');
      const markdown = (await readFile(values.file, 'utf8').catch(() => {
        throw new UsageError(`cannot read ${values.file}`);
      })).trim();
      if (!markdown || markdown.length > 100_000) throw new UsageError('the announcement must hold 1 to 100,000 characters of Markdown');
      const dryRun = Boolean(values['dry-run']);
      // Redis even for a dry run: the places decide who is first.
      const platform = await ctx.platform({ mongodb: true, redis: true });
      const report = await notifyWaitlist(platform, { subject, markdown }, { dryRun, first, perSecond: ctx.config.MARKETING_EMAILS_PER_SECOND, progress: (total) => ctx.progress(total, 'announcement') });
      const waiting = first === undefined ? '' : `, ${report.left} still waiting`;
      ctx.output(report, () => {
        if (report.sample) {
          ctx.print(`${report.queued} would receive announcement ${report.announcementId} (${report.alreadySent} already did, ${report.unsubscribed} unsubscribed${waiting}). Sample for ${report.sample.to}:`);
          ctx.print(`Subject: ${report.sample.subject}`);
          ctx.print('');
          ctx.print(report.sample.text);
          return;
        }
        ctx.print(`announcement ${report.announcementId}: ${report.queued} queued, ${report.alreadySent} already sent, ${report.unsubscribed} unsubscribed${waiting}`);
      });
    },
  },
];
