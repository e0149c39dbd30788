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
import { CONFIRMED, confirmedAtOf, WaitlistEntryModel, type WaitlistRecord } from '../waitlist/model';
import { placesOf } from '../waitlist/places';
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
async function perDay(model: typeof ProductModel, since: Date): Promise<Map<string, number>> {
  const rows = await model.find({ createdAt: { $gte: since } }, { createdAt: 1 }).lean<{ createdAt: Date }[]>();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const day = isoDay(row.createdAt);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

type WaitlistDays = Record<'waitlist' | 'confirmations' | 'referrals', Map<string, number>>;

/** Waitlist sign-ups, confirmations and counted referrals per day (entries from before double opt-in: confirmed as they joined). */
async function waitlistPerDay(since: Date): Promise<WaitlistDays> {
  const recent = { $gte: since };
  const rows = await WaitlistEntryModel.find({ $or: [{ createdAt: recent }, { confirmedAt: recent }, { referralCountedAt: recent }] }, { createdAt: 1, confirmedAt: 1, unconfirmed: 1, referralCountedAt: 1 }).lean<
    Pick<WaitlistRecord, 'createdAt' | 'confirmedAt' | 'unconfirmed' | 'referralCountedAt'>[]
  >();
  const days: WaitlistDays = { waitlist: new Map(), confirmations: new Map(), referrals: new Map() };
  const add = (counts: Map<string, number>, at: Date | null | undefined) => at && at >= since && counts.set(isoDay(at), (counts.get(isoDay(at)) ?? 0) + 1);
  for (const row of rows) {
    add(days.waitlist, row.createdAt);
    add(days.confirmations, confirmedAtOf(row));
    add(days.referrals, row.referralCountedAt);
  }
  return days;
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

/** Counts for the dashboard (the waitlist: confirmed subscribers), submissions and the waitlist's sign-ups, confirmations and referrals per day and sign-ups per source and campaign over the last `period` days. */
export async function dashboardData(platform: Platform, period = DEFAULT_DASHBOARD_DAYS): Promise<DashboardData> {
  const days = lastDays(period);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const [pending, approved, rejected, waitlist, users, plans, submissionsPerDay, waitlistDays, revenue, campaigns] = await Promise.all([
    ProductModel.countDocuments({ status: 'pending' }),
    ProductModel.countDocuments({ status: 'approved' }),
    ProductModel.countDocuments({ status: 'rejected' }),
    WaitlistEntryModel.countDocuments(CONFIRMED),
    countUsers(),
    PlanModel.countDocuments({}),
    perDay(ProductModel, since),
    waitlistPerDay(since),
    billingService(platform).revenue(),
    campaignCounts(since),
  ]);
  return {
    counts: { pending, approved, rejected, waitlist, users, plans },
    revenue,
    days: days.map((day) => ({
      day,
      submissions: submissionsPerDay.get(day) ?? 0,
      waitlist: waitlistDays.waitlist.get(day) ?? 0,
      confirmations: waitlistDays.confirmations.get(day) ?? 0,
      referrals: waitlistDays.referrals.get(day) ?? 0,
    })),
    campaigns,
    deadDirectories: await deadDirectories(platform),
  };
}

type AdminEntry = Pick<WaitlistRecord, '_id' | 'email' | 'source' | 'createdAt' | 'confirmedAt' | 'unconfirmed' | 'referrals' | 'referredBy' | 'attribution'>;
const ADMIN_FIELDS = { email: 1, source: 1, createdAt: 1, confirmedAt: 1, unconfirmed: 1, referrals: 1, referredBy: 1, attribution: 1 } as const;

/** The addresses of the referrers of these entries, by id (looked up by _id, the cheap lookup). */
async function referrerEmails(entries: readonly AdminEntry[], known = new Map<string, string>()): Promise<Map<string, string>> {
  const missing = [...new Set(entries.flatMap((e) => (e.referredBy && !known.has(String(e.referredBy)) ? [String(e.referredBy)] : [])))];
  const found = await Promise.all(missing.map((id) => WaitlistEntryModel.findById(id, { email: 1 }).lean<{ email: string }>()));
  missing.forEach((id, i) => found[i] && known.set(id, found[i]!.email));
  return known;
}

/** Waitlist entries, newest first, with their confirmation, place and referrals; q matches part of the address. */
export async function waitlistPage(platform: Platform, { q, page = 1 }: { q?: string; page?: number }): Promise<WaitlistPage> {
  const filter = q ? { email: { $regex: escapeRegex(q.toLowerCase()) } } : {};
  const [total, docs] = await Promise.all([
    WaitlistEntryModel.countDocuments(filter),
    WaitlistEntryModel.find(filter, ADMIN_FIELDS)
      .sort({ createdAt: -1 })
      .skip((page - 1) * WAITLIST_PAGE_SIZE)
      .limit(WAITLIST_PAGE_SIZE)
      .lean<AdminEntry[]>(),
  ]);
  const confirmed = docs.filter((d) => !d.unconfirmed).map((d) => String(d._id));
  const [left, referrers, positions] = await Promise.all([unsubscribedAt(docs.map((d) => d.email)), referrerEmails(docs), placesOf(platform).positionsOf(confirmed)]);
  const positionOf = new Map(confirmed.map((id, i) => [id, positions[i]]));
  return {
    entries: docs.map((d) => ({
      email: d.email,
      source: d.source,
      createdAt: d.createdAt.toISOString(),
      confirmedAt: confirmedAtOf(d)?.toISOString() ?? null,
      position: positionOf.get(String(d._id)) ?? null,
      referrals: d.referrals ?? 0,
      referredBy: d.referredBy ? (referrers.get(String(d.referredBy)) ?? null) : null,
      unsubscribedAt: left.get(d.email)?.toISOString() ?? null,
    })),
    total,
    page,
    limit: WAITLIST_PAGE_SIZE,
  };
}

/** Every waitlist entry matching q as CSV (email, source, joined, confirmed, position, referrals, referred by, unsubscribed, then the campaign's columns), oldest first. */
export async function waitlistCsv(platform: Platform, q?: string): Promise<string> {
  const filter = q ? { email: { $regex: escapeRegex(q.toLowerCase()) } } : {};
  const entries = await WaitlistEntryModel.find(filter, ADMIN_FIELDS).sort({ createdAt: 1 }).lean<AdminEntry[]>();
  const [left, positions] = await Promise.all([unsubscribedAt(entries.map((e) => e.email)), placesOf(platform).allPositions(entries.filter((e) => !e.unconfirmed).map((e) => String(e._id)))]);
  const referrers = await referrerEmails(entries, new Map(entries.map((e) => [String(e._id), e.email])));
  return spreadsheetCsv(
    ['email', 'source', 'joined', 'confirmed_at', 'position', 'referrals', 'referred_by', 'unsubscribed', ...ATTRIBUTION_COLUMNS],
    entries.map((row) => {
      const confirmedAt = confirmedAtOf(row);
      const position = confirmedAt ? (positions.get(String(row._id)) ?? null) : null;
      const referredBy = row.referredBy ? (referrers.get(String(row.referredBy)) ?? null) : null;
      return [row.email, row.source, row.createdAt, confirmedAt, position, row.referrals ?? 0, referredBy, left.get(row.email) ?? null, ...attributionCells(row.attribution)];
    }),
    { quoted: true },
  );
}
