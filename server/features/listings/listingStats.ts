import type { Types } from 'mongoose';
import { STATS_DAYS, type ListingStats } from '../../../domain/listings/stats';
import { dayOfMonthField, lastDays, monthKey } from './statsDays';
import { ListingStatsModel, type ListingStatsMonth } from './model';

/** A product's views and visits over the last 30 days, day by day (two reads by `_id` at most: this month and the last). */
export async function listingStats(productId: Types.ObjectId): Promise<ListingStats> {
  const hex = productId.toHexString();
  const days = lastDays(STATS_DAYS);
  const months = [...new Set(days.map((day) => monthKey(hex, day)))];
  const found = await Promise.all(months.map((_id) => ListingStatsModel.findOne({ _id }).lean<ListingStatsMonth>()));
  const byMonth = new Map(months.map((key, i) => [key, found[i]]));
  const perDay = days.map((date) => {
    const month = byMonth.get(monthKey(hex, date));
    const field = dayOfMonthField(date);
    return { date, views: month?.views?.[field] ?? 0, clicks: month?.clicks?.[field] ?? 0 };
  });
  return { views: perDay.reduce((sum, d) => sum + d.views, 0), clicks: perDay.reduce((sum, d) => sum + d.clicks, 0), days: perDay };
}
