import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { runCommand } from '../../../test/support/cli';
import { AnnouncementModel, CONFIRMED, WaitlistEntryModel } from './model';
import { sendEmail } from '../mail/queue';
import { mailEmail } from '../mail/emails';
import { isSuppressed, SuppressionModel } from '../mail/suppression';

interface ProviderCall {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for the email-marketing provider's contacts API, on a local port. */
async function startProvider(knownContacts: string[]) {
  const calls: ProviderCall[] = [];
  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    calls.push({ method: req.method!, path: req.url!, apiKey: req.headers['api-key'] as string | undefined, body });
    res.setHeader('Content-Type', 'application/json');
    if (req.headers['api-key'] !== 'secret-key') return res.writeHead(401).end('{"code":"unauthorized"}');
    if (req.url === '/v3/contacts') {
      if (knownContacts.includes(body.email)) return res.writeHead(400).end('{"code":"duplicate_parameter","message":"Contact already exist"}');
      return res.writeHead(201).end('{"id":1}');
    }
    if (req.url === '/v3/contacts/lists/8/contacts/add') return res.writeHead(201).end('{"contacts":{"success":[]}}');
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`, calls, close: () => new Promise((r) => server.close(r)) };
}

let t: TestApp;
let smtp: TestSmtp;
let provider: Awaited<ReturnType<typeof startProvider>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  provider = await startProvider(['known@example.com']);
  t = await createTestApp(__filename, {
    SMTP_URL: smtp.url,
    MARKETING_API_URL: provider.url,
    MARKETING_API_KEY: 'secret-key',
    MARKETING_LIST_A: '7',
    MARKETING_LIST_B: '8',
    WAITLIST_PER_HOUR: '12',
    MARKETING_EMAILS_PER_SECOND: '200',
  });
  t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await provider.close();
});

const welcomes = (to: string) => smtp.messages.filter((m) => m.subject === 'Welcome to the LaunchBoost waitlist' && [m.to].flat().some((a) => a?.text.toLowerCase().includes(to)));

/** Follows the confirmation link emailed to an address (double opt-in), as its owner would. */
async function confirmByEmail(email: string) {
  const mail = await smtp.waitFor(email, /^Confirm your place/);
  const token = /\/waitlist\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
  await request(t.app).post(`/api/waitlist/confirm/${token}`).expect(200);
}

/** Joins and confirms an address. */
async function joinAndConfirm(email: string) {
  await request(t.app).post('/api/waitlist').send({ email }).expect(200);
  await confirmByEmail(email);
}

describe('waitlist', () => {
  it('When a valid email joins and confirms, then it answers 200, the welcome email reaches the SMTP server and the contact goes to list A from the server', async () => {
    const res = await request(t.app).post('/api/waitlist').send({ email: 'new.founder@example.com' }).expect(200);
    expect(res.body.success).toBe(true);
    // Double opt-in: nothing but the confirmation until the address is confirmed, and no marketing contact.
    await smtp.waitFor('new.founder@example.com', /^Confirm your place/);
    await t.jobsSettled();
    expect(welcomes('new.founder@example.com')).toHaveLength(0);
    expect(provider.calls.filter((c) => c.body.email === 'new.founder@example.com')).toHaveLength(0);
    await confirmByEmail('new.founder@example.com');
    const mail = await smtp.waitFor('new.founder@example.com', /Welcome to the LaunchBoost waitlist/);
    expect(mail.text).toContain('You will be notified once the product is online');
    // Exactly one mailbox receives it: the address given, in the SMTP envelope and in the header.
    expect(mail.envelopeTo).toEqual(['new.founder@example.com']);
    expect([mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? [])).toEqual(['new.founder@example.com']);
    // "Welcomed" is recorded once the SMTP server took the message.
    await eventually(async () => (await WaitlistEntryModel.findOne({ email: 'new.founder@example.com' }).lean())?.welcomedAt);
    await eventually(async () => (await WaitlistEntryModel.findOne({ email: 'new.founder@example.com' }).lean<{ marketingList: string }>())?.marketingList === 'A');
    expect(provider.calls).toContainEqual({ method: 'POST', path: '/v3/contacts', apiKey: 'secret-key', body: { email: 'new.founder@example.com', listIds: [7], updateEnabled: false } });
  });

  it('When the provider already knows the contact, then it is added to list B instead', async () => {
    await joinAndConfirm('known@example.com');
    await eventually(async () => (await WaitlistEntryModel.findOne({ email: 'known@example.com' }).lean<{ marketingList: string }>())?.marketingList === 'B');
    expect(provider.calls).toContainEqual({ method: 'POST', path: '/v3/contacts/lists/8/contacts/add', apiKey: 'secret-key', body: { emails: ['known@example.com'] } });
    await smtp.waitFor('known@example.com', /Welcome/);
  });

  it('When the same email joins twice (in another case), before and after confirming, then there is one record, one confirmation and one welcome email', async () => {
    await request(t.app).post('/api/waitlist').send({ email: 'Twice@Example.com' }).expect(200);
    const again = await request(t.app).post('/api/waitlist').send({ email: '  twice@example.COM ' }).expect(200);
    expect(again.body.success).toBe(true);
    await confirmByEmail('twice@example.com');
    await smtp.waitFor('twice@example.com', /Welcome/);
    await request(t.app).post('/api/waitlist').send({ email: 'twice@example.com' }).expect(200);
    // A second job, had one been queued, would keep the outbox open until it ran through both queues.
    await t.jobsSettled();
    expect(await WaitlistEntryModel.countDocuments({ email: 'twice@example.com' })).toBe(1);
    expect(welcomes('twice@example.com')).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('twice@example.com'))).toHaveLength(2);
    const entry = await WaitlistEntryModel.findOne({ email: 'twice@example.com' }).lean<{ _id: unknown }>();
    expect(await OutboxMessageModel.countDocuments({ jobId: { $in: [`waitlist-${entry!._id}`, `waitlist-welcome-${entry!._id}`] } })).toBe(2);
    expect(provider.calls.filter((c) => c.body.email === 'twice@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}],
    ['no dot after the @', { email: 'someone@example' }],
    ['a space inside', { email: 'some one@example.com' }],
    ['no @', { email: 'someone.example.com' }],
    ['a non-string', { email: { $ne: '' } }],
    ['an unknown field', { email: 'ok@example.com', admin: true }],
    ['a list of addresses', { email: 'me@example.com,victim@example.com' }],
    ['a semicolon list', { email: 'me@example.com;victim@example.com' }],
    ['group syntax', { email: 'g:a@x.co,b@x.co;' }],
    ['a display name', { email: 'Me <me@example.com>' }],
    ['a NUL character', { email: 'me@example.com\u0000' }],
    ['a control character inside', { email: 'me\u0007@example.com' }],
    ['a comment', { email: 'me@example.com (work)' }],
    ['an array body', [{ email: 'me@example.com' }]],
  ])('When the body has %s, then it answers 400 with a clear message and stores nothing', async (_label, body) => {
    const before = await WaitlistEntryModel.countDocuments();
    const res = await request(t.app).post('/api/waitlist').send(body as object).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Please enter a valid email address');
    expect(await WaitlistEntryModel.countDocuments()).toBe(before);
  });

  it('When a sign-up carries its campaign, then the known keys are stored (trimmed, short) and click ids and unknown keys are not; a bad attribution never refuses the sign-up', async () => {
    const attribution = { utm_source: ' newsletter ', utm_medium: 'email', utm_campaign: 'launch-week', utm_term: 'x'.repeat(101), gclid: 'abc', fbclid: 'def', referrer: 'News.Example.org', $where: '1' };
    await request(t.app).post('/api/waitlist').send({ email: 'campaign@example.com', source: '/', attribution }).expect(200);
    expect((await WaitlistEntryModel.findOne({ email: 'campaign@example.com' }).lean())?.attribution).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch-week', referrer: 'news.example.org' });
    for (const [email, bad] of [['bad-attribution@example.com', 'not an object'], ['odd-attribution@example.com', { utm_source: '<script>', referrer: 'http://x/y' }]] as const) {
      await request(t.app).post('/api/waitlist').send({ email, attribution: bad }).expect(200);
      expect((await WaitlistEntryModel.findOne({ email }).lean())?.attribution).toBeNull();
    }
  });

  it('When an operator runs waitlist:export, then it prints a CSV with a header and one line per entry, formulas defused, with the campaign columns', async () => {
    await WaitlistEntryModel.create({ email: 'formula@example.com', source: '=cmd()' });
    await WaitlistEntryModel.create({ email: 'exported.campaign@example.com', source: '/', attribution: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch', referrer: 'news.example.org' } });
    const { code, stdout } = await runCommand(t.platform, ['waitlist:export']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('email,source,createdAt,confirmedAt,position,referrals,referredBy,welcomedAt,marketingList,utm_source,utm_medium,utm_campaign,referrer');
    // Joined before double opt-in (written without the flag): confirmed when it joined, with a place.
    expect(lines.find((line) => line.startsWith('formula@example.com,'))).toMatch(/^formula@example\.com,'=cmd\(\),(\d{4}-\d\d-\d\dT[\d:.]+Z),\1,\d+,0,,,,,,,$/);
    expect(lines.find((line) => line.startsWith('exported.campaign@example.com,'))).toMatch(/,newsletter,email,launch,news\.example\.org$/);
    expect(lines).toHaveLength(1 + (await WaitlistEntryModel.countDocuments()));
  });

  it('When the welcome arrives, then it carries one-click unsubscribe headers (RFC 8058) and the same link in its footer', async () => {
    await joinAndConfirm('headers@example.com');
    const mail = await smtp.waitFor('headers@example.com', /Welcome/);
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
    const [url, mailto] = /^<([^>]+)>, <([^>]+)>$/.exec(header('list-unsubscribe') ?? '')!.slice(1);
    expect(url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/unsubscribe/[A-Za-z0-9_-]{40,}$`));
    expect(mailto).toBe(`mailto:${t.config.SUPPORT_EMAIL}?subject=unsubscribe`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('When the mail client posts List-Unsubscribe=One-Click, then the address is unsubscribed at once; a GET only asks, and a forged token is refused', async () => {
    await joinAndConfirm('leaver@example.com');
    const mail = await smtp.waitFor('leaver@example.com', /Welcome/);
    const url = new URL(/<(http[^>]+\/unsubscribe\/[^>]+)>/.exec(mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r?\n\s+/g, ' '))![1]);

    // A link scanner or a person opening the link: a page that asks, with a form that works without JavaScript.
    const page = await request(t.app).get(url.pathname).expect(200);
    expect(page.text).toContain('leaver@example.com');
    expect(page.text).toMatch(/<form [^>]*method="post"[^>]*><input type="hidden" name="List-Unsubscribe" value="One-Click"\/>/);
    expect(page.text).toContain('Back to the home page');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(await isSuppressed('leaver@example.com')).toBe(false);

    // RFC 8058: the provider's server posts the form body, with no cookie and from another site.
    const oneClick = await request(t.app).post(url.pathname).type('form').set('Origin', 'https://mail.google.com').send('List-Unsubscribe=One-Click').expect(200);
    expect(oneClick.text).toContain('You are unsubscribed');
    expect(await isSuppressed('leaver@example.com')).toBe(true);
    // Again, or through the API: the same answer, one suppression.
    await request(t.app).post(url.pathname).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await request(t.app).post(`/api${url.pathname.replace('/unsubscribe/', '/waitlist/unsubscribe/')}`).expect(200)).body.data).toEqual({ email: 'leaver@example.com', unsubscribed: true });
    expect(await SuppressionModel.countDocuments({ email: 'leaver@example.com' })).toBe(1);

    // A forged or altered token: refused on the page and by the API, and nobody is unsubscribed.
    const token = url.pathname.split('/').pop()!;
    const altered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const forged of [altered, 'not-a-token', 'x'.repeat(700)]) {
      await request(t.app).get(`/unsubscribe/${forged}`).expect(404);
      await request(t.app).post(`/unsubscribe/${forged}`).type('form').send('List-Unsubscribe=One-Click').expect(404);
      await request(t.app).post(`/api/waitlist/unsubscribe/${forged}`).expect(404);
    }
    expect(await SuppressionModel.countDocuments()).toBe(1);
  });

  it('When an unsubscribed address joins again or gets a transactional email, then the welcome is skipped and the transactional email (its confirmation too) still arrives', async () => {
    await joinAndConfirm('returning@example.com');
    await smtp.waitFor('returning@example.com', /Welcome/);
    await SuppressionModel.create({ email: 'quiet@example.com' });
    await joinAndConfirm('quiet@example.com');
    await sendEmail(t.platform, mailEmail('operator-test', { to: 'quiet@example.com', note: 'transactional' }), 'suppression-transactional');
    await smtp.waitFor('quiet@example.com', /test email/);
    await t.jobsSettled();
    expect(welcomes('quiet@example.com')).toHaveLength(0);
  });

  it('When an operator runs waitlist:notify, then every confirmed subscriber who has not unsubscribed gets the announcement once, with one-click unsubscribe; a second run sends nothing more', async () => {
    await WaitlistEntryModel.create([{ email: 'fan-1@example.com' }, { email: 'fan-2@example.com' }, { email: 'gone-fan@example.com' }]);
    await SuppressionModel.create({ email: 'gone-fan@example.com' });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'announce-')), 'message.md');
    writeFileSync(file, 'We are **live** today.\n\n## What is new\n\n- 200+ directories\n- [See the plans](https://launchboost.example/#pricing)\n\n<script>alert(1)</script>\n');
    const args = ['waitlist:notify', '--subject', 'We are live', '--file', file];
    // Confirmed subscribers only (entries written without the flag joined before double opt-in: confirmed).
    const subscribed = (await WaitlistEntryModel.countDocuments(CONFIRMED)) - (await SuppressionModel.countDocuments({ email: { $in: await WaitlistEntryModel.distinct('email', CONFIRMED) } }));

    // --dry-run: the count and one rendered sample, nothing stored or sent.
    const dry = await runCommand(t.platform, [...args, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`${subscribed} would receive announcement`);
    expect(dry.stdout).toContain('Subject: We are live');
    expect(dry.stdout).toMatch(/^What is new$/m);
    expect(dry.stdout).toMatch(/^ \* 200\+ directories$/m);
    expect(await AnnouncementModel.countDocuments()).toBe(0);

    const first = await runCommand(t.platform, args);
    expect(first.stdout).toMatch(new RegExp(`: ${subscribed} queued, 0 already sent, \\d+ unsubscribed$`));
    const mail = await smtp.waitFor('fan-1@example.com', /^We are live$/);
    await smtp.waitFor('fan-2@example.com', /^We are live$/);
    expect(mail.html).toContain('<strong');
    expect(mail.html).toContain('href="https://launchboost.example/#pricing"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await t.jobsSettled();
    await eventually(async () => (await WaitlistEntryModel.countDocuments({ announced: { $size: 1 } })) === subscribed);

    const again = await runCommand(t.platform, args);
    expect(again.stdout).toMatch(new RegExp(`: 0 queued, ${subscribed} already sent`));
    await t.jobsSettled();
    const announcements = smtp.messages.filter((m) => m.subject === 'We are live');
    expect(announcements).toHaveLength(subscribed);
    expect(new Set(announcements.map((m) => m.envelopeTo[0])).size).toBe(subscribed);
    expect(announcements.some((m) => m.envelopeTo.includes('gone-fan@example.com'))).toBe(false);
  });

  it('When pages and settings are served, then the marketing API key is never among them', async () => {
    for (const path of ['/', '/api/site']) expect((await request(t.app).get(path)).text).not.toContain('secret-key');
  });

  it('When one address signs up more than WAITLIST_PER_HOUR times, then it answers 429', async () => {
    let status = 0;
    for (let i = 0; i < 13 && status !== 429; i++) status = (await request(t.app).post('/api/waitlist').send({ email: `burst${i}@example.com` })).status;
    expect(status).toBe(429);
    const res = await request(t.app).post('/api/waitlist').send({ email: 'late@example.com' }).expect(429);
    expect(res.body.message).toBe('Too many sign-ups from your network, please try again later.');
  });
});
