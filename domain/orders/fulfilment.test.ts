import { EMPTY_TRACK_RECORD } from '../catalogue/directories';
import { fitText, productCopy, taggedWebsite } from './copy';
import { isPoorRecord, planDirectories } from './planning';
import { trackEntryOf, trackRecordOf } from './trackRecord';

const directory = (id: string, categories = ['any'], countries = ['global'], status = 'active') => ({ id, categories, countries, status });
const record = (live: number, rejected: number, lostLinks = 0) => ({ live, rejected, lostLinks, acceptanceRate: live + rejected ? live / (live + rejected) : 0 });

describe('fulfilment rules', () => {
  it('When an order is planned, then it takes active directories accepting its category and country in the catalogue order, the poor records after the others and none excluded, and says how many are missing', () => {
    const catalogue = [directory('a.com'), directory('b.com', ['saas']), directory('c.com', ['fintech'], ['DE']), directory('d.com', ['fintech']), directory('e.com', ['any'], ['global'], 'dead'), directory('f.com'), directory('g.com')];
    const recordOf = (id: string) => (id === 'a.com' ? record(1, 4) : undefined);
    const plan = (count: number, country: string | null, excluded: string[] = []) => planDirectories(catalogue, { product: { category: 'fintech', country }, count, excluded: new Set(excluded), recordOf });
    expect(plan(3, null).chosen.map((d) => d.id)).toEqual(['d.com', 'f.com', 'g.com']);
    expect(plan(4, 'DE').chosen.map((d) => d.id)).toEqual(['c.com', 'd.com', 'f.com', 'g.com']);
    expect(plan(10, null, ['f.com'])).toMatchObject({ chosen: [{ id: 'd.com' }, { id: 'g.com' }, { id: 'a.com' }], missing: 7 });
  });

  it('When a record has at least three answers with fewer than half accepted, or a third of its live links lost, then it is poor; a new directory is not', () => {
    expect(isPoorRecord(undefined)).toBe(false);
    expect(isPoorRecord(record(1, 1))).toBe(false);
    expect(isPoorRecord(record(1, 2))).toBe(true);
    expect(isPoorRecord(record(6, 1, 2))).toBe(true);
    expect(isPoorRecord(record(6, 1, 1))).toBe(false);
  });

  it('When the copy is left to the description, then each field is cut at a sentence or a word within its length; what the customer wrote is kept', () => {
    const description = 'Ledgerly keeps the books of small companies. It reconciles bank feeds, sends invoices and files taxes on time for every founder who hates spreadsheets and wants to sleep at night.';
    const copy = productCopy({ description });
    expect(copy.tagline).toBe('Ledgerly keeps the books of small companies');
    expect(copy.shortDescription).toBe('Ledgerly keeps the books of small companies.');
    expect(copy.longDescription).toBe(description);
    expect(productCopy({ description, tagline: 'Books, done.' }).tagline).toBe('Books, done.');
    expect(fitText('one two three four', 12)).toBe('one two');
    expect(fitText('x'.repeat(80), 60)).toHaveLength(60);
  });

  it("When the website is given to a directory, then it is tagged with the directory's domain as utm_source and directory as utm_medium, its own parameters kept", () => {
    expect(taggedWebsite('https://ledgerly.example.com', 'producthunt.com')).toBe('https://ledgerly.example.com/?utm_source=producthunt.com&utm_medium=directory');
    expect(taggedWebsite('https://ledgerly.example.com/a?ref=x&utm_source=old', 'g2.com')).toBe('https://ledgerly.example.com/a?ref=x&utm_source=g2.com&utm_medium=directory');
  });

  it('When items went live (checked, followed or not), were rejected or wait, then the record counts them, the median days to live and the shares of verified links', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const found = (rel: string, indexable: boolean) => ({ status: 'found', rel, indexable, checkedAt: day(20) });
    const entries = [
      trackEntryOf({ status: 'live', submittedAt: day(1), liveAt: day(3), backlink: found('dofollow', true) }),
      trackEntryOf({ status: 'live', submittedAt: day(1), liveAt: day(9), backlink: found('nofollow', false), backlinkLostAt: day(21) }),
      trackEntryOf({ status: 'live', submittedAt: null, liveAt: day(9), backlink: { status: 'missing', rel: null, indexable: true, checkedAt: day(22) } }),
      trackEntryOf({ status: 'rejected' }),
      trackEntryOf({ status: 'submitted', submittedAt: day(2) }),
    ];
    expect(trackEntryOf({ status: 'queued' })).toBeNull();
    expect(trackRecordOf(entries.filter((e) => e !== null))).toEqual({ submitted: 5, live: 3, rejected: 1, acceptanceRate: 0.75, medianDaysToLive: 5, dofollowShare: 0.5, indexableShare: 0.5, lostLinks: 1, lastVerifiedAt: day(20).toISOString() });
    expect(trackRecordOf([])).toEqual(EMPTY_TRACK_RECORD);
  });
});
