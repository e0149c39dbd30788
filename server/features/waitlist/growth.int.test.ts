import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CONFIRM_LINK_INVALID_MESSAGE, THROWAWAY_ADDRESS_MESSAGE } from '../../../domain/waitlist/optInMessages';
import { REFERRALS_PER_DAY } from '../../../domain/waitlist/rules';
import { isoDay } from '../../../domain/common/dates';
import { runCommand } from '../../../test/support/cli';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { confirmationToken, pageToken } from './links';
import { CONFIRMED, ReferralCodeModel, ReferredMailboxModel, WaitlistEntryModel } from './model';
import { removeUnconfirmed, WAITLIST_PURGE_SCHEDULER_ID } from './purge';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // One proxy in front: each test's visitor comes from an address of its own (X-Forwarded-For).
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, TRUST_PROXY: '1', MARKETING_EMAILS_PER_SECOND: '1000' });
  t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An empty waitlist: no entries, codes, claims or places. */
async function emptyWaitlist() {
  await Promise.all([WaitlistEntryModel.deleteMany({}), ReferralCodeModel.deleteMany({}), ReferredMailboxModel.deleteMany({})]);
  const keys = await t.redis.keys(`${t.config.QUEUE_PREFIX}:waitlist:places*`);
  if (keys.length) await t.redis.del(...keys);
}

const from = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });
const join = (email: string, ip: number, ref?: string) => request(t.app).post('/api/waitlist').set(from(ip)).send({ email, ...(ref ? { ref } : {}) });

/** The token of the latest confirmation link emailed to an address. */
async function confirmationLinkOf(address: string): Promise<string> {
  const email = address.toLowerCase();
  await smtp.waitFor(email, /^Confirm your place/);
  const mail = smtp.messages.filter((m) => m.envelopeTo.includes(email) && /^Confirm your place/.test(m.subject ?? '')).at(-1)!;
  return /\/waitlist\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
}

/** Confirms an address through its emailed link; the token of its private page. */
async function confirm(email: string, ip: number): Promise<string> {
  const res = await request(t.app).post(`/api/waitlist/confirm/${await confirmationLinkOf(email)}`).set(from(ip)).expect(200);
  return res.body.data.token;
}

const placeOf = async (token: string) => (await request(t.app).get(`/api/waitlist/me/${token}`).expect(200)).body as { position: number; referrals: number; referralLink: string };

/** Subscribers who joined before double opt-in (no flag: confirmed), one minute apart, in this order. */
async function earlierSubscribers(count: number) {
  const start = Date.now() - 24 * 3600_000;
  const created = await WaitlistEntryModel.insertMany(Array.from({ length: count }, (_, i) => ({ email: `early-${String(i + 1).padStart(2, '0')}@example.com`, createdAt: new Date(start + i * 60_000) })), { lean: true });
  return created.map((entry) => String(entry._id));
}

describe('double opt-in', () => {
  beforeAll(emptyWaitlist);

  it('When an address joins, then exactly one email arrives (the confirmation); the link confirms once (the page asks, its form confirms), and the welcome follows with the place', async () => {
    // With its campaign, and a referral code nobody has (ignored).
    const attribution = { utm_source: 'newsletter', utm_campaign: 'launch' };
    await request(t.app).post('/api/waitlist').set(from(1)).send({ email: 'opt.in@example.com', attribution, ref: 'NoSuchCode1' }).expect(200);
    const token = await confirmationLinkOf('opt.in@example.com');
    await t.jobsSettled();
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('opt.in@example.com')).map((m) => m.subject)).toEqual(['Confirm your place on the LaunchBoost waitlist']);

    // Opening the link only asks; the page's form (no JavaScript) confirms and opens the private page.
    const page = await request(t.app).get(`/waitlist/confirm/${token}`).expect(200);
    expect(page.text).toContain('opt.in@example.com');
    expect(page.text).toMatch(/<form [^>]*method="post"/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const posted = await request(t.app).post(`/waitlist/confirm/${token}`).type('form').send('').expect(302);
    expect(posted.headers.location).toMatch(/^\/waitlist\/[A-Za-z0-9_-]{40,}$/);
    expect((await request(t.app).get(posted.headers.location).expect(200)).text).toMatch(/Number (<!-- -->)?1</);

    const welcome = await smtp.waitFor('opt.in@example.com', /^Welcome to the LaunchBoost waitlist$/);
    expect(await WaitlistEntryModel.findOne({ email: 'opt.in@example.com' }).lean()).toMatchObject({ attribution, confirmedAt: expect.any(Date) });
    expect((await WaitlistEntryModel.findOne({ email: 'opt.in@example.com' }).lean())?.referredBy).toBeUndefined();
    expect(welcome.text).toContain('Your place on the list: number 1.');
    expect(welcome.text).toMatch(new RegExp(`${t.config.PUBLIC_URL}/\\?ref=[A-Za-z0-9]{8}`));
    // Used once: the link, the API and the page refuse it now.
    const again = await request(t.app).post(`/api/waitlist/confirm/${token}`).expect(404);
    expect(again.body.message).toBe(CONFIRM_LINK_INVALID_MESSAGE);
    await request(t.app).get(`/waitlist/confirm/${token}`).expect(404);
  });

  it('When a link is older than 7 days, forged or altered, then it confirms nothing', async () => {
    await join('late.opener@example.com', 2).expect(200);
    const entry = (await WaitlistEntryModel.findOne({ email: 'late.opener@example.com' }).lean())!;
    const expired = confirmationToken(t.config, String(entry._id), Date.now() - 8 * 24 * 3600_000);
    const genuine = await confirmationLinkOf('late.opener@example.com');
    for (const token of [expired, `${genuine.slice(0, -2)}xx`, 'not-a-token', 'x'.repeat(400)]) await request(t.app).post(`/api/waitlist/confirm/${token}`).expect(404);
    expect((await WaitlistEntryModel.findById(entry._id).lean())?.unconfirmed).toBe(true);
  });

  it('When an unconfirmed address joins again, then it answers the same and resends the link at most once an hour', async () => {
    await join('twice.unconfirmed@example.com', 3).expect(200);
    await join('Twice.Unconfirmed@example.com', 3).expect(200);
    await t.jobsSettled();
    const confirmations = () => smtp.messages.filter((m) => m.envelopeTo.includes('twice.unconfirmed@example.com')).length;
    expect(confirmations()).toBe(1);
    await WaitlistEntryModel.updateOne({ email: 'twice.unconfirmed@example.com' }, { $set: { confirmationSentAt: new Date(Date.now() - 3601_000) } });
    await join('twice.unconfirmed@example.com', 3).expect(200);
    await t.jobsSettled();
    expect(confirmations()).toBe(2);
  });

  it('When an address at a throwaway mail service joins, then it is refused with 400 and a message, and nothing is stored', async () => {
    for (const email of ['someone@mailinator.com', 'someone@eu.mailinator.com']) {
      const res = await join(email, 4).expect(400);
      expect(res.body).toMatchObject({ success: false, message: THROWAWAY_ADDRESS_MESSAGE, field: 'email' });
    }
    expect(await WaitlistEntryModel.countDocuments({ email: /mailinator/ })).toBe(0);
  });

  it('When unconfirmed entries are 30 days old, then the hourly job removes them, and confirmed and earlier entries stay', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    await WaitlistEntryModel.insertMany([
      { email: 'never.confirmed@example.com', unconfirmed: true, createdAt: old },
      { email: 'confirmed.long.ago@example.com', confirmedAt: old, createdAt: old },
      { email: 'joined.before.opt.in@example.com', createdAt: old },
      { email: 'still.deciding@example.com', unconfirmed: true, createdAt: new Date(Date.now() - 29 * 24 * 3600_000) },
    ]);
    expect(await removeUnconfirmed(t.platform)).toBe(1);
    expect(await WaitlistEntryModel.exists({ email: 'never.confirmed@example.com' })).toBeNull();
    expect(await WaitlistEntryModel.countDocuments({ email: { $in: ['confirmed.long.ago@example.com', 'joined.before.opt.in@example.com', 'still.deciding@example.com'] } })).toBe(3);
    // The workers keep the job's hourly schedule in Redis.
    await eventually(async () => Number((await t.queues.queue('waitlist-purge').getJobScheduler(WAITLIST_PURGE_SCHEDULER_ID))?.every) === 3600_000);
  });

  it('When one address is confirmed and one is not, then waitlist:notify --dry-run counts 1', async () => {
    await emptyWaitlist();
    await join('counted@example.com', 5).expect(200);
    await confirm('counted@example.com', 5);
    await join('not.counted@example.com', 6).expect(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'announce-')), 'message.md');
    writeFileSync(file, 'We are live.\n');
    const dry = await runCommand(t.platform, ['waitlist:notify', '--subject', 'Counted', '--file', file, '--dry-run']);
    expect(dry.stdout).toMatch(/^1 would receive announcement/);
  });
});

describe('places and referrals', () => {
  let referrer: string;
  let code: string;
  beforeAll(emptyWaitlist);

  it('When the 15th confirmed subscriber brings a friend who confirms, then their page goes from position 15 to 5 with 1 referral, and the link holds their code', async () => {
    await earlierSubscribers(14);
    await join('fifteenth@example.com', 10).expect(200);
    referrer = await confirm('fifteenth@example.com', 10);
    const before = await placeOf(referrer);
    expect(before).toMatchObject({ position: 15, referrals: 0, referralLink: expect.stringMatching(new RegExp(`^${t.config.PUBLIC_URL}/\\?ref=[A-Za-z0-9]{8}$`)) });
    code = new URL(before.referralLink).searchParams.get('ref')!;
    expect((await request(t.app).get(`/waitlist/${referrer}`).expect(200)).text).toMatch(/Number (<!-- -->)?15</);

    await join('a.friend@example.com', 11, code).expect(200);
    const friend = await confirm('a.friend@example.com', 11);
    await t.jobsSettled();
    expect(await placeOf(referrer)).toEqual({ position: 5, referrals: 1, referralLink: `${t.config.PUBLIC_URL}/?ref=${code}` });
    expect((await placeOf(friend)).position).toBe(16);
    const page = await request(t.app).get(`/waitlist/${referrer}`).expect(200);
    expect(page.text).toMatch(/Number (<!-- -->)?5</);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('When the same mailboxes join again in other spellings, a friend never confirms, or a friend joins from the referrer network, then the referrals stay at 1', async () => {
    for (const [email, ip] of [['fifteenth+again@example.com', 12], ['A.Friend+again@example.com', 13], ['same.network@example.com', 10]] as const) {
      await join(email, ip, code).expect(200);
      await confirm(email, ip);
    }
    await join('never.confirms@example.com', 14, code).expect(200);
    await t.jobsSettled();
    expect(await placeOf(referrer)).toMatchObject({ position: 5, referrals: 1 });
    const outcomes = await WaitlistEntryModel.find({ referredBy: { $ne: null } }, { email: 1, referral: 1 }).lean();
    expect(Object.fromEntries(outcomes.map((o) => [o.email, o.referral ?? null]))).toEqual({
      'a.friend@example.com': 'counted',
      'fifteenth+again@example.com': 'own-mailbox',
      'a.friend+again@example.com': 'repeat-mailbox',
      'same.network@example.com': 'same-network',
      'never.confirms@example.com': null,
    });
  });

  it('When Redis loses the places, then they are rebuilt from the database as they were', async () => {
    const ids = (await WaitlistEntryModel.find(CONFIRMED, { _id: 1 }).lean()).map((e) => String(e._id));
    const positions = async () => Promise.all(ids.map(async (id) => (await placeOf(pageToken(t.config, id))).position));
    const before = await positions();
    expect([...before].sort((a, b) => a - b)).toEqual(ids.map((_, i) => i + 1));
    await t.redis.del(...(await t.redis.keys(`${t.config.QUEUE_PREFIX}:waitlist:places*`)));
    expect(await positions()).toEqual(before);
  });

  it('When a referrer has had 20 referrals counted today, then another confirmed friend does not count', async () => {
    const referrerId = (await WaitlistEntryModel.findOne({ email: 'early-01@example.com' }).lean())!._id;
    await WaitlistEntryModel.updateOne({ _id: referrerId }, { $set: { referralDay: isoDay(new Date()), referralsThatDay: REFERRALS_PER_DAY, referrals: REFERRALS_PER_DAY } });
    const busyCode = new URL((await placeOf(pageToken(t.config, String(referrerId)))).referralLink).searchParams.get('ref')!;
    await join('one.too.many@example.com', 20, busyCode).expect(200);
    await confirm('one.too.many@example.com', 20);
    await t.jobsSettled();
    expect((await WaitlistEntryModel.findOne({ email: 'one.too.many@example.com' }).lean())?.referral).toBe('daily-limit');
    expect((await WaitlistEntryModel.findById(referrerId).lean())?.referrals).toBe(REFERRALS_PER_DAY);
  });

  it('When many addresses confirm at once, then every subscriber has a place of their own, with none skipped', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `rush-${i}@example.com`);
    await Promise.all(emails.map((email, i) => join(email, 30 + i, code).expect(200)));
    const tokens = await Promise.all(emails.map(async (email, i) => (await request(t.app).post(`/api/waitlist/confirm/${await confirmationLinkOf(email)}`).set(from(30 + i)).expect(200)).body.data.token));
    await t.jobsSettled();
    const all = (await WaitlistEntryModel.find(CONFIRMED, { _id: 1 }).lean()).map((e) => String(e._id));
    const positions = await Promise.all(all.map(async (id) => (await placeOf(pageToken(t.config, id))).position));
    expect([...positions].sort((a, b) => a - b)).toEqual(all.map((_, i) => i + 1));
    expect(tokens).toHaveLength(8);
    // 8 more friends: the referrer went up, never above first.
    expect((await placeOf(referrer)).position).toBe(1);
  });

  it('When waitlist:notify --first 3 runs twice, then the three best-placed get it, then the next three, nobody twice', async () => {
    const byPlace = async () => {
      const entries = await WaitlistEntryModel.find(CONFIRMED, { email: 1 }).lean();
      const placed = await Promise.all(entries.map(async (e) => ({ email: e.email, position: (await placeOf(pageToken(t.config, String(e._id)))).position })));
      return placed.sort((a, b) => a.position - b.position).map((p) => p.email);
    };
    const order = await byPlace();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'announce-')), 'wave.md');
    writeFileSync(file, 'The doors open for the first places today.\n');
    const args = ['waitlist:notify', '--subject', 'Your turn', '--file', file, '--first', '3'];
    const received = () => smtp.messages.filter((m) => m.subject === 'Your turn').flatMap((m) => m.envelopeTo);

    expect((await runCommand(t.platform, args)).stdout).toMatch(/: 3 queued, 0 already sent, 0 unsubscribed, \d+ still waiting$/);
    await t.jobsSettled();
    expect(received().sort()).toEqual(order.slice(0, 3).sort());
    expect((await runCommand(t.platform, args)).stdout).toMatch(/: 3 queued, 3 already sent/);
    await t.jobsSettled();
    expect(received().sort()).toEqual(order.slice(0, 6).sort());
  });

  it('When an operator runs waitlist:export, then each row has its confirmation, position, referrals and referrer', async () => {
    const { stdout } = await runCommand(t.platform, ['waitlist:export']);
    const [header, ...lines] = stdout.split('\n').map((line) => line.split(','));
    const row = (email: string) => Object.fromEntries(header.map((column, i) => [column, lines.find((l) => l[0] === email)![i]]));
    expect(header).toEqual(expect.arrayContaining(['confirmedAt', 'position', 'referrals', 'referredBy']));
    expect(row('fifteenth@example.com')).toMatchObject({ confirmedAt: expect.stringMatching(/^\d{4}-/), position: '1', referrals: '9' });
    expect(row('a.friend@example.com')).toMatchObject({ referrals: '0', referredBy: 'fifteenth@example.com' });
    expect(row('never.confirms@example.com')).toMatchObject({ confirmedAt: '', position: '', referredBy: 'fifteenth@example.com' });
  });

  it('When a subscriber leaves from their page (no JavaScript), then the entry and its place go and everyone below moves up', async () => {
    const friend = (await WaitlistEntryModel.findOne({ email: 'a.friend@example.com' }).lean())!;
    const token = pageToken(t.config, String(friend._id));
    const below = (await WaitlistEntryModel.findOne({ email: 'rush-0@example.com' }).lean())!;
    const belowBefore = (await placeOf(pageToken(t.config, String(below._id)))).position;
    expect((await placeOf(token)).position).toBeLessThan(belowBefore);
    const left = await request(t.app).post(`/waitlist/${token}`).type('form').send('intent=leave').expect(302);
    expect(left.headers.location).toBe('/waitlist?left=1');
    expect(await WaitlistEntryModel.exists({ _id: friend._id })).toBeNull();
    await request(t.app).get(`/api/waitlist/me/${token}`).expect(404);
    expect((await placeOf(pageToken(t.config, String(below._id)))).position).toBe(belowBefore - 1);
  });
});

describe('referral codes', () => {
  beforeAll(emptyWaitlist);

  it('When a new subscriber opens their page several times while the welcome is still being sent, then every answer holds the same referral link', async () => {
    await join('many.tabs@example.com', 20).expect(200);
    const token = await confirm('many.tabs@example.com', 20);
    const links = (await Promise.all(Array.from({ length: 4 }, () => placeOf(token)))).map((place) => place.referralLink);
    await t.jobsSettled();
    links.push((await placeOf(token)).referralLink);
    expect(new Set(links).size).toBe(1);
  });
});
