import { directoriesInPlan, orderItemInput, progressLine } from './orders';

describe('order rules', () => {
  it('When a plan promises directories in its features or headline, then the order counts that many; none gives 0', () => {
    expect(directoriesInPlan({ headline: 'Launch fast', features: ['Submission to 60+ directories', 'A report'] })).toBe(60);
    expect(directoriesInPlan({ headline: 'Listed in 1,200 directories', features: [{ text: 'Support', points: [] }] })).toBe(1200);
    expect(directoriesInPlan({ headline: 'Outreach', features: ['Up to 10 deals a month'] })).toBe(0);
  });

  it('When a directory result is checked, then live needs its URL, rejected its reason, and the domain rating is 0 to 100', () => {
    expect(orderItemInput.parse({ directory: ' Product Hunt ', status: 'live', live_url: 'https://producthunt.com/p/x', domain_rating: '91' })).toMatchObject({ directory: 'Product Hunt', live_url: 'https://producthunt.com/p/x', domain_rating: 91, reason: null });
    expect(orderItemInput.safeParse({ directory: 'A', status: 'live' }).error?.issues[0].message).toBe('A live directory needs its live_url');
    expect(orderItemInput.safeParse({ directory: 'A', status: 'rejected', reason: '  ' }).error?.issues[0].message).toBe('A rejected directory needs its reason');
    expect(orderItemInput.safeParse({ directory: 'A', status: 'live', live_url: 'javascript:alert(1)' }).error?.issues[0].message).toBe('live_url must be an http(s) address');
    expect(orderItemInput.safeParse({ directory: 'A', status: 'queued', domain_rating: '101' }).success).toBe(false);
    expect(orderItemInput.safeParse({ directory: 'A', status: 'done' }).error?.issues[0].message).toBe('status must be one of queued, submitted, live, rejected');
  });

  it('When progress is shown, then it reads "n of N live"', () => {
    expect(progressLine({ total: 60, live: 12 })).toBe('12 of 60 live');
  });
});
