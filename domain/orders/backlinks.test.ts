import { backlinkLine, countBacklinks, lossOf } from './backlinks';

describe('backlink rules', () => {
  const found = { status: 'found' as const, rel: 'dofollow' as const, anchor: 'A', indexable: true, httpStatus: 200 };
  it('When a link that was found goes missing, its page turns noindex or is gone, then it is lost; a timeout or a second miss is not a new loss', () => {
    expect(lossOf({ status: 'found', indexable: true }, { ...found, status: 'missing', rel: null, anchor: null })).toBe('missing');
    expect(lossOf({ status: 'found', indexable: true }, { ...found, indexable: false })).toBe('noindex');
    expect(lossOf({ status: 'found', indexable: true }, { status: 'unreachable', rel: null, anchor: null, indexable: null, httpStatus: 404 })).toBe('gone');
    expect(lossOf({ status: 'found', indexable: true }, { status: 'unreachable', rel: null, anchor: null, indexable: null, httpStatus: null })).toBeNull();
    expect(lossOf({ status: 'missing', indexable: true }, { ...found, status: 'missing' })).toBeNull();
    expect(lossOf({ status: 'found', indexable: false }, { ...found, indexable: false })).toBeNull();
    expect(lossOf(null, { ...found, status: 'missing' })).toBeNull();
  });

  it('When an order is summed up, then it reads "n dofollow, n nofollow, n missing of N live"', () => {
    const item = (backlink: { status: 'found' | 'missing' | 'unreachable'; rel: 'dofollow' | 'nofollow' | 'ugc' | 'sponsored' | null; indexable: boolean | null } | null, status = 'live') => ({ status, backlink, lost: false });
    const counts = countBacklinks([
      ...Array.from({ length: 31 }, () => item({ status: 'found', rel: 'dofollow', indexable: true })),
      ...Array.from({ length: 3 }, () => item({ status: 'found', rel: 'nofollow', indexable: true })),
      item({ status: 'found', rel: 'ugc', indexable: true }),
      item({ status: 'found', rel: 'sponsored', indexable: true }),
      item({ status: 'missing', rel: null, indexable: true }),
      item({ status: 'missing', rel: null, indexable: true }),
      item(null, 'submitted'),
    ]);
    expect(counts.summary).toBe('31 dofollow, 5 nofollow, 2 missing of 38 live');
    expect(backlinkLine({ ...counts, live: 40, unreachable: 1, unchecked: 1, notIndexable: 2 })).toBe('31 dofollow, 5 nofollow, 2 missing, 1 unreachable, 1 not checked yet of 40 live (2 on pages search engines do not index)');
  });
});
