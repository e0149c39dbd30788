import type { DashboardData, WaitlistPage } from '../../../domain/admin/products';
import { DEFAULT_DASHBOARD_DAYS, type SignupCount } from '../../../domain/admin/contract';
import { ATTRIBUTION_COLUMNS, attributionCells, campaignOf, sourceOf, type Attribution } from '../../../domain/campaigns/campaign';
import { WAITLIST_PAGE_SIZE } from '../../../domain/admin/products';
import { escapeRegex } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { ProductModel } from '../directory/model';
import { billingService } from '../payments/service';
import { PlanModel } from '../plans/model';
import { countUsers, usersSince } from '../auth/store';
import { WaitlistEntryModel } from '../waitlist/model';
import { unsubscribedAt } from '../mail/suppression';
import { spreadsheetCsv } from '../../core/lib/csv';
import { isoDay } from '../../../domain/common/dates';
import { deadDirectories } from '../catalogue/deadDirectories';

const DAY_MS = 24 * 3600 * 1000;

/** The last `days` UTC days, oldest first, as YYYY-MM-DD. */
function lastDays(days: number, now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY_MS));
}

// FerretDB has no date operators in $group: the dates are read and counted here (a month of rows is small).
async function perDay(model: typeof ProductModel | typeof WaitlistEntryModel, since: Date): Promise<Map<string, number>> {
  const rows = await (model as typeof ProductModel).find({ createdAt: { $gte: since } }, { createdAt: 1 }).lean<{ createdAt: Date }[]>();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const day = isoDay(row.createdAt);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

type SignupKind = 'waitlist' | 'submissions' | 'accounts';

/** Sign-ups per name (source or campaign), most first. */
function countsBy(signups: { kind: SignupKind; attribution?: Attribution | null }[], nameOf: (attribution: Attribution | null | undefined) => string): SignupCount[] {
  const counts = new Map<string, SignupCount>();
  for (const { kind, attribution } of signups) {
    const name = nameOf(attribution);
    const count = counts.get(name) ?? { name, waitlist: 0, submissions: 0, accounts: 0, total: 0 };
    count[kind] += 1;
    count.total += 1;
    counts.set(name, count);
  }
  return [...counts.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

// FerretDB has no $group on sub-document fields with $cond: the period's attributions are read and counted here.
async function campaignCounts(since: Date): Promise<DashboardData['campaigns']> {
  const recent = { createdAt: { $gte: since } };
  const [waitlist, submissions, accounts] = await Promise.all([
    WaitlistEntryModel.find(recent, { attribution: 1 }).lean<{ attribution?: Attribution | null }[]>(),
    ProductModel.find({ ...recent, demo: { $ne: true } }, { attribution: 1 }).lean<{ attribution?: Attribution | null }[]>(),
    usersSince(since),
  ]);
  const signups = [
    ...waitlist.map((row) => ({ kind: 'waitlist' as const, attribution: row.attribution })),
    ...submissions.map((row) => ({ kind: 'submissions' as const, attribution: row.attribution })),
    ...accounts.map((row) => ({ kind: 'accounts' as const, attribution: row.attribution })),
  ];
  return { sources: countsBy(signups, sourceOf), campaigns: countsBy(signups, campaignOf) };
}

/** Counts for the dashboard, submissions and waitlist sign-ups per day and sign-ups per source and campaign over the last `period` days. */
export async function dashboardData(platform: Platform, period = DEFAULT_DASHBOARD_DAYS): Promise<DashboardData> {
  const days = lastDays(period);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const [pending, approved, rejected, waitlist, users, plans, submissionsPerDay, waitlistPerDay, revenue, campaigns] = await Promise.all([
    ProductModel.countDocuments({ status: 'pending' }),
    ProductModel.countDocuments({ status: 'approved' }),
    ProductModel.countDocuments({ status: 'rejected' }),
    WaitlistEntryModel.countDocuments({}),
    countUsers(),
    PlanModel.countDocuments({}),
    perDay(ProductModel, since),
    perDay(WaitlistEntryModel, since),
    billingService(platform).revenue(),
    campaignCounts(since),
  ]);
  return {
    counts: { pending, approved, rejected, waitlist, users, plans },
    revenue,
    days: days.map((day) => ({ day, submissions: submissionsPerDay.get(day) ?? 0, waitlist: waitlistPerDay.get(day) ?? 0 })),
    campaigns,
    deadDirectories: await deadDirectories(platform),
  };
}

/** Waitlist entries, newest first; q matches part of the address. */
export async function waitlistPage({ q, page = 1 }: { q?: string; page?: number }): Promise<WaitlistPage> {
  const filter = q ? { email: { $regex: escapeRegex(q.toLowerCase()) } } : {};
  const [total, docs] = await Promise.all([
    WaitlistEntryModel.countDocuments(filter),
    WaitlistEntryModel.find(filter, { email: 1, source: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .skip((page - 1) * WAITLIST_PAGE_SIZE)
      .limit(WAITLIST_PAGE_SIZE)
      .lean<{ email: string; source: string | null; createdAt: Date }[]>(),
  ]);
  const left = await unsubscribedAt(docs.map((d) => d.email));
  return {
    entries: docs.map((d) => ({ email: d.email, source: d.source, createdAt: d.createdAt.toISOString(), unsubscribedAt: left.get(d.email)?.toISOString() ?? null })),
    total,
    page,
    limit: WAITLIST_PAGE_SIZE,
  };
}

/** Every waitlist entry matching q as CSV (email, source, joined, unsubscribed, then the campaign's columns), oldest first. */
export async function waitlistCsv(q?: string): Promise<string> {
  const filter = q ? { email: { $regex: escapeRegex(q.toLowerCase()) } } : {};
  const entries = await WaitlistEntryModel.find(filter, { email: 1, source: 1, createdAt: 1, attribution: 1 })
    .sort({ createdAt: 1 })
    .lean<{ email: string; source: string | null; createdAt: Date; attribution?: Attribution | null }[]>();
  const left = await unsubscribedAt(entries.map((e) => e.email));
  return spreadsheetCsv(
    ['email', 'source', 'joined', 'unsubscribed', ...ATTRIBUTION_COLUMNS],
    entries.map((row) => [row.email, row.source, row.createdAt, left.get(row.email) ?? null, ...attributionCells(row.attribution)]),
    { quoted: true },
  );
}
