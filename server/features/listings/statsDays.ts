/** Days as the founder's numbers name them: UTC, `YYYY-MM-DD`. */

export const utcDay = (at: number | Date) => new Date(at).toISOString().slice(0, 10);

/** The month document of a product's numbers for a day: `<product id>:<YYYY-MM>`. */
export const monthKey = (productHex: string, day: string) => `${productHex}:${day.slice(0, 7)}`;

/** The day's field in its month document (`d01`...`d31`): never a bare number, which a path could read as an array index. */
export const dayOfMonthField = (day: string) => `d${day.slice(8, 10)}`;

/** The last `count` days, oldest first, ending today. */
export function lastDays(count: number, now = Date.now()): string[] {
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  return Array.from({ length: count }, (_, i) => utcDay(today - (count - 1 - i) * 86_400_000));
}
