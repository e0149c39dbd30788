import { dayMonthYear, daysBefore, isoDay, isoMonth, longDate, monthDay, monthYear, shortDate, shortDateTime } from './dates';

describe('dates', () => {
  // 23:30 in New York on the 25th is already the 26th in UTC: every style follows UTC.
  const late = '2026-11-26T04:30:00Z';

  it('When a date is written in each style, then each reads as the UTC calendar day in English', () => {
    expect([isoDay(late), isoMonth(late), longDate(late), shortDate(late), dayMonthYear(late), monthYear(late), monthDay(late), shortDateTime(late)]).toEqual([
      '2026-11-26',
      '2026-11',
      'November 26, 2026',
      'Nov 26, 2026',
      '26 November 2026',
      'Nov 2026',
      'Nov 26',
      'Nov 26, 2026, 04:30 UTC',
    ]);
  });

  it('When the styles are compared with the runtime locale formatter, then they agree (the table needs no locale data)', () => {
    for (const month of Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 9)))) {
      expect(longDate(month)).toBe(month.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
      expect(shortDate(month)).toBe(month.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));
      expect(dayMonthYear(month)).toBe(new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(month));
    }
  });

  it('When a day is counted back across a month or a year, then the ISO day is right; an invalid date writes nothing', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-01-01', 29)).toBe('2025-12-03');
    expect(daysBefore('2026-01-01', -1)).toBe('2026-01-02');
    expect([isoDay('not a date'), longDate('nope'), shortDate(Number.NaN), shortDateTime('nope')]).toEqual(['', '', '', '']);
  });
});
