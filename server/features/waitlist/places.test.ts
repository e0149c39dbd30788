import { Types } from 'mongoose';
import { replayPlaces } from './places';
import { networkOf } from './networks';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('replayPlaces', () => {
  it('When confirmations and a counted referral are replayed, then the referrer moves up the boost and the others keep their order, never above first', () => {
    const ids = Array.from({ length: 6 }, () => new Types.ObjectId());
    const entries = ids.map((_id, i) => ({ _id, createdAt: at(i), confirmedAt: at(i) }));
    // The 5th refers the 6th, who confirms last: with a boost of 3, the 5th goes to 2nd; a second move would stop at 1st.
    entries[5] = { ...entries[5], referredBy: ids[4], referralCountedAt: at(5) } as (typeof entries)[number];
    const { order, moves } = replayPlaces(entries, 3);
    expect(order).toEqual([ids[0], ids[4], ids[1], ids[2], ids[3], ids[5]].map(String));
    expect(moves).toEqual([String(ids[5])]);
    expect(replayPlaces(entries, 30).order[0]).toBe(String(ids[4]));
  });
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:0db8:0001:0002::/64'],
    ['not an address', null],
    [null, null],
  ])('When %s is read, then its network is %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});
