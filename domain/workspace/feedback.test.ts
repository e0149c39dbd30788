import { feedbackDays } from './feedback';

describe('the days of a feedback chart', () => {
  it('When a range is given, then every UTC day is listed with both ends, across a month end and a leap day', () => {
    expect(feedbackDays('2028-02-28', '2028-03-01')).toEqual({ days: ['2028-02-28', '2028-02-29', '2028-03-01'] });
    expect(feedbackDays('2026-05-05', '2026-05-05')).toEqual({ days: ['2026-05-05'] });
  });

  it('When from is after to, or the range is longer than 366 days, then the problem is named', () => {
    expect(feedbackDays('2026-05-06', '2026-05-05')).toEqual({ problem: 'from must be on or before to' });
    expect(feedbackDays('2027-01-01', '2028-01-01')).toEqual({ days: expect.any(Array) });
    expect(feedbackDays('2027-01-01', '2028-01-02')).toEqual({ problem: 'The range can be at most 366 days' });
  });
});
