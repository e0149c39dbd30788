/**
 * THE way dates are written, everywhere: in UTC, so the server's HTML, the browser's render, emails and files
 * agree in every time zone; with a fixed month table, so no locale data is needed and every runtime writes the same.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type DateLike = Date | string | number;

const DAY_MS = 86_400_000;

function dateOf(value: DateLike): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2026-11-26: days in data, files, query strings and CSV. */
export const isoDay = (at: DateLike = new Date()): string => dateOf(at)?.toISOString().slice(0, 10) ?? '';

/** 2026-11: a calendar month (monthly quotas). */
export const isoMonth = (at: DateLike = new Date()): string => isoDay(at).slice(0, 7);

/** The ISO day `days` before (or, negative, after) a day. */
export const daysBefore = (day: DateLike, days: number): string => isoDay((dateOf(day)?.getTime() ?? Date.now()) - days * DAY_MS);

/** November 26, 2026 */
export function longDate(at: DateLike): string {
  const date = dateOf(at);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : '';
}

/** Nov 26, 2026 */
export function shortDate(at: DateLike): string {
  const date = dateOf(at);
  return date ? `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : '';
}

/** 26 November 2026: the day-first style of legal pages and the programmatic pages' sources. */
export function dayMonthYear(at: DateLike): string {
  const date = dateOf(at);
  return date ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : '';
}

/** Nov 2026 */
export function monthYear(at: DateLike): string {
  const date = dateOf(at);
  return date ? `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()}` : '';
}

/** Nov 26: a day on a chart's axis. */
export function monthDay(at: DateLike): string {
  const date = dateOf(at);
  return date ? `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}` : '';
}

/** Nov 26, 2026, 14:05 UTC: a moment people compare (a session's last request). */
export function shortDateTime(at: DateLike): string {
  const date = dateOf(at);
  return date ? `${shortDate(date)}, ${date.toISOString().slice(11, 16)} UTC` : '';
}

/** A stored instant as ISO text for an API answer; a missing one stays null. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);
