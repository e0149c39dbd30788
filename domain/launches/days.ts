import { daysBefore, isoDay, longDate } from '../common/dates';

/**
 * Launch days: each product launches on one day (UTC), chosen at submission (`launch_date`, YYYY-MM-DD) or the first
 * free one. A day holds LAUNCHES_PER_DAY launches; the top three of each finished day are its products of the day.
 */

/** How far ahead a founder may book a launch day. */
export const MAX_DAYS_AHEAD = 90;
/** How many of a finished day's launches become its products of the day. */
export const PRODUCTS_OF_THE_DAY = 3;
/** The past week's and month's best on /launches: how many days back, and how many products each shows. */
export const BEST_OF = { week: 7, month: 30 } as const;
export type BestOf = keyof typeof BEST_OF;
export const BEST_OF_SIZE = 10;
/** The most launches one day's page lists (products listed before launch days share the day they were listed). */
export const DAY_PAGE_SIZE = 100;
/** Related products on a product page. */
export const RELATED_SIZE = 6;

export const LAUNCH_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isLaunchDay = (value: string): boolean => LAUNCH_DATE_SHAPE.test(value) && isoDay(`${value}T00:00:00Z`) === value;

/** The day after (or, negative, before) a launch day. */
export const dayAfter = (day: string, days = 1): string => daysBefore(`${day}T00:00:00Z`, -days);

/** Today's launch day (UTC). */
export const launchToday = (now: Date | number = Date.now()): string => isoDay(now);

export const LAUNCH_DATE_INVALID_MESSAGE = 'Please enter the launch date as YYYY-MM-DD';
export const LAUNCH_DATE_PAST_MESSAGE = 'The launch date must be today or later';
export const LAUNCH_DATE_TOO_FAR_MESSAGE = `The launch date must be at most ${MAX_DAYS_AHEAD} days ahead`;

/** What is wrong with a wanted launch date, or null when it may be booked (a full day is the booking's answer). */
export function launchDateProblem(value: string, now: Date | number = Date.now()): string | null {
  if (!isLaunchDay(value)) return LAUNCH_DATE_INVALID_MESSAGE;
  const today = launchToday(now);
  if (value < today) return LAUNCH_DATE_PAST_MESSAGE;
  if (value > dayAfter(today, MAX_DAYS_AHEAD)) return LAUNCH_DATE_TOO_FAR_MESSAGE;
  return null;
}

/** A full day's refusal, naming the next day with room. */
export const dayFullMessage = (day: string, next: string | null) =>
  next ? `${longDate(day)} is fully booked. The next free launch day is ${longDate(next)} (${next}).` : `${longDate(day)} is fully booked, and no later launch day has room yet.`;

/** No day of the bookable window has room left (a submission without a date). */
export const NO_FREE_DAY_MESSAGE = `Every launch day of the next ${MAX_DAYS_AHEAD} days is fully booked. Please try again tomorrow.`;

/** "#1 Product of the Day" */
export const rankTitle = (rank: number) => `#${rank} Product of the Day`;
