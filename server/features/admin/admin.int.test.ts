import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { promisify } from 'node:util';
import request from 'supertest';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { runCommand } from '../../../test/support/cli';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { directoryService } from '../directory/service';
import { ProductModel } from '../directory/model';
import { defaultPlans } from '../plans/seedData';
import { plansService } from '../plans/service';
import { WaitlistEntryModel } from '../waitlist/model';
import { suppress } from '../mail/suppression';
import { previewNames } from '../mail/preview';
import { EMAIL_TEMPLATES } from '../registry';
import { ACCESS_TOKEN_COOKIE } from '../../../domain/auth/session';
import { usersService } from '../users/service';
import { asUser } from '../../../test/support/session';
import { entryArgs } from '../../../test/support/entries';

const run = promisify(execFile);
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp(__filename);
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await usersService(t.platform).createOrPromoteAdmin('chief@example.com', 'chief password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'chief@example.com', password: 'chief password 1' }).expect(200)).body.accessToken;
  user = (await request(t.app).post('/api/auth/signup').send({ user: { email: 'member@example.com', password: 'member password 1', firstName: 'Mo' } }).expect(201)).body.accessToken;
});
afterAll(() => t.close());

const as = (token: string) => asUser(t.app, token);

async function pendingProduct(name: string) {
  return directoryService(t.platform).create({
    fields: { name, headline: 'A headline', description: 'A description.', website_url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.com`, category: 'saas', email: 'maker@example.com', firstname: 'Mia' },
    logo: await pngLogo(),
    screenshot: await jpegScreenshot(800, 600),
    status: 'pending',
  });
}

describe('the admin API', () => {
  it('When an admin creates, edits, reorders and deletes plans, then every Plan field is kept, bad input gets a clear 400, and a user may ask to change plan', async () => {
    const [starter] = defaultPlans('LAUNCH20');
    const plan = { ...starter, id: 'agency', label: 'Agency', price: 999, strokePrice: null, features: ['One', { text: 'Two', points: ['a', 'b'] }], nofeatures: ['Three'], popular: true, position: 9 };
    expect((await as(admin).post('/api/plans', plan).expect(201)).body).toEqual(plan);
    expect((await as(admin).post('/api/plans', plan)).status).toBe(409);
    const bad = await as(admin).post('/api/plans', { ...plan, id: 'agency-2', price: 'free' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/price/);
    expect((await as(admin).put('/api/plans/agency', { ...plan, id: 'other' })).status).toBe(400);
    const { id: _id, ...withoutId } = plan;
    expect((await as(admin).put('/api/plans/nope', withoutId)).status).toBe(404);
    expect((await as(admin).put('/api/plans/agency', { ...withoutId, price: 1099, position: 0 }).expect(200)).body).toMatchObject({ id: 'agency', price: 1099, position: 0 });
    expect((await request(t.app).get('/api/plans/all').expect(200)).body[0].id).toBe('agency');

    expect((await as(user).post('/api/plans/change', { planId: 'agency' }).expect(200)).body).toEqual({ paymentUrl: plan.url });
    await as(admin).delete('/api/plans/agency').expect(200);
    expect((await as(admin).delete('/api/plans/agency')).status).toBe(404);
  });

  it('When an admin approves, rejects, edits and deletes products through the API, then the founder is emailed on approve and reject and the directory follows', async () => {
    await pendingProduct('Otter Notes');
    await pendingProduct('Badger Mail');
    await pendingProduct('Heron CRM');
    const pending = (await as(admin).get('/api/admin/products?status=pending').expect(200)).body.products;
    expect(pending.map((p: { slug: string }) => p.slug)).toEqual(['otter-notes', 'badger-mail', 'heron-crm']);
    expect(pending[0]).toMatchObject({ logo_url: expect.stringMatching(/^\/uploads\//), screenshot_url: expect.stringMatching(/^\/uploads\//), email: 'maker@example.com' });

    await as(admin).post('/api/admin/products/otter-notes/approve').expect(200);
    expect((await request(t.app).get('/api/products/otter-notes').expect(200)).body.data.name).toBe('Otter Notes');
    const noReason = await as(admin).post('/api/admin/products/badger-mail/reject', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('A reason is required');
    await as(admin).post('/api/admin/products/badger-mail/reject', { reason: 'The website does not load.' }).expect(200);
    const jobs = (await OutboxMessageModel.find({}).lean()).map((r) => r.jobId);
    expect(jobs.some((id) => id.startsWith('product-approved-'))).toBe(true);
    expect(jobs.some((id) => id.startsWith('product-rejected-'))).toBe(true);

    const edited = await as(admin).put('/api/admin/products/otter-notes', { name: 'Otter Notes Pro', headline: 'Better notes', description: 'Now with sync.', category: 'productivity' }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Otter Notes Pro', category: 'productivity' });
    expect((await request(t.app).get('/api/products/otter-notes').expect(200)).body.data.name).toBe('Otter Notes Pro');
    expect((await as(admin).put('/api/admin/products/otter-notes', { name: '', headline: 'x', description: 'y', category: 'saas' })).body.message).toBe('Product name is required');

    await as(admin).delete('/api/admin/products/heron-crm').expect(200);
    expect(await ProductModel.countDocuments({ slug: 'heron-crm' })).toBe(0);
    expect((await as(admin).delete('/api/admin/products/heron-crm')).status).toBe(404);
  });

  it('When two moderators decide on one pending product at the same moment, then only one decision is made, the founder gets one email and the other moderator is told to reload', async () => {
    const product = await pendingProduct('Puffin Docs');
    const productId = product._id.toHexString();
    const [approved, rejected] = await Promise.all([
      as(admin).post('/api/admin/products/puffin-docs/approve', { expected_status: 'pending' }),
      as(admin).post('/api/admin/products/puffin-docs/reject', { reason: 'Not a product yet.', expected_status: 'pending' }),
    ]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const winner = approved.status === 200 ? 'approved' : 'rejected';
    const loser = approved.status === 200 ? rejected : approved;
    expect(loser.body.message).toBe(`Puffin Docs is now ${winner}: another moderator changed it meanwhile. Reload the page to see it.`);
    expect((await ProductModel.findById(product._id).lean())?.status).toBe(winner);
    const emails = (await OutboxMessageModel.find({}).lean()).map((r) => r.jobId).filter((id) => id.includes(productId));
    expect(emails.filter((id) => /^product-(approved|rejected)-/.test(id))).toEqual([expect.stringMatching(new RegExp(`^product-${winner}-${productId}-`))]);

    // Asking for the status it already has changes nothing and is no conflict; without an expected status (the CLI's way) the decision is made.
    const again = winner === 'approved' ? as(admin).post('/api/admin/products/puffin-docs/approve', { expected_status: 'pending' }) : as(admin).post('/api/admin/products/puffin-docs/reject', { reason: 'Still not.', expected_status: 'pending' });
    expect((await again.expect(200)).body).toEqual({ success: true, changed: false });
    const undo = winner === 'approved' ? as(admin).post('/api/admin/products/puffin-docs/reject', { reason: 'Changed our mind.' }) : as(admin).post('/api/admin/products/puffin-docs/approve');
    expect((await undo.expect(200)).body).toEqual({ success: true, changed: true });
    const bad = await as(admin).post('/api/admin/products/puffin-docs/approve', { expected_status: 'listed' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('expected_status: must be one of pending, approved, rejected');
  });

  it("When an admin replaces a listed product's logo, then the product page shows the new one, the old files are gone, and bad files get the submission's messages", async () => {
    const product = await pendingProduct('Kestrel Logs');
    await as(admin).post('/api/admin/products/kestrel-logs/approve').expect(200);
    const oldLogo = (await request(t.app).get('/api/products/kestrel-logs').expect(200)).body.data.logo_url as string;
    await request(t.app).get(oldLogo).expect(200);
    const replace = () => request(t.app).put('/api/admin/products/kestrel-logs/images').set('Authorization', `Bearer ${admin}`);

    const purple = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 124, g: 58, b: 237 } } }).png().toBuffer();
    const replaced = await replace().attach('logo', purple, { filename: 'new-logo.png', contentType: 'image/png' }).expect(200);
    const newLogo = (await request(t.app).get('/api/products/kestrel-logs').expect(200)).body.data.logo_url as string;
    expect(newLogo).not.toBe(oldLogo);
    expect(replaced.body.logo_url).toBe(newLogo);
    const page = await request(t.app).get('/product/kestrel-logs').expect(200);
    expect(page.text).toContain(newLogo);
    expect(page.text).not.toContain(oldLogo);
    // The new logo is the new image (its colour), the old file is removed; the screenshot stayed as it was.
    const { data } = await sharp((await request(t.app).get(newLogo).buffer(true).expect(200)).body as Buffer).raw().toBuffer({ resolveWithObject: true });
    expect([data[0] > 100, data[1] < 100, data[2] > 200]).toEqual([true, true, true]);
    await request(t.app).get(oldLogo).expect(404);
    for (const file of [product.logo.webp, product.logo.png]) expect(existsSync(path.join(t.config.UPLOADS_DIR, file.key))).toBe(false);
    expect(existsSync(path.join(t.config.UPLOADS_DIR, product.screenshot.webp.key))).toBe(true);

    const notAnImage = await replace().attach('screenshot', Buffer.from('not an image at all'), { filename: 'shot.png', contentType: 'image/png' });
    expect([notAnImage.status, notAnImage.body.message]).toEqual([400, 'Please select a valid image file for the screenshot (JPG, PNG, GIF)']);
    const tooBig = await replace().attach('logo', Buffer.concat([await pngLogo(), Buffer.alloc(5 * 1024 * 1024)]), { filename: 'big.png', contentType: 'image/png' });
    expect([tooBig.status, tooBig.body.message]).toEqual([400, 'Logo file size must not exceed 5MB']);
    const nothing = await replace().field('note', 'no file');
    expect([nothing.status, nothing.body.message]).toEqual([400, 'Choose a new logo or screenshot']);
    expect((await replace().set('Content-Type', 'multipart/form-data; boundary=x').send('--x\r\nbroken')).body.message).toBe('The upload could not be read. Please try again.');
    expect((await request(t.app).put('/api/admin/products/nope/images').set('Authorization', `Bearer ${admin}`).attach('logo', await pngLogo(), { filename: 'l.png', contentType: 'image/png' })).status).toBe(404);
    expect((await request(t.app).put('/api/admin/products/kestrel-logs/images').set('Authorization', `Bearer ${user}`).attach('logo', await pngLogo(), { filename: 'l.png', contentType: 'image/png' })).status).toBe(403);
    expect((await request(t.app).get('/api/products/kestrel-logs').expect(200)).body.data.logo_url).toBe(newLogo);
  });

  it('When an admin opens the email previews, then every template shows rendered with sample data, in a sandboxed frame with its plain text; others are refused', async () => {
    const { emails } = (await as(admin).get('/api/admin/emails').expect(200)).body as { emails: { name: string; kind: string; subject: string; html: string; text: string }[] };
    expect(emails.map((e) => e.name)).toEqual(previewNames(EMAIL_TEMPLATES, { siteName: t.config.SITE_NAME, publicUrl: t.config.PUBLIC_URL, config: t.config }));
    expect(emails.find((e) => e.name === 'checkout-completed:trial')?.subject).toBe('Your free trial has started');
    expect(emails.find((e) => e.name === 'product-submitted')).toMatchObject({ kind: 'transactional', subject: 'Submission received by the LaunchBoost directory', text: expect.stringContaining('Category: Analytics') });
    expect(emails.find((e) => e.name === 'waitlist-welcome')?.html).toContain(`${t.config.PUBLIC_URL}/unsubscribe/`);
    await as(user).get('/api/admin/emails').expect(403);
    await request(t.app).get('/api/admin/emails').expect(401);
    const page = await request(t.app).get('/admin/emails').set('Cookie', `${ACCESS_TOKEN_COOKIE}=${admin}`).expect(200);
    expect(page.text.match(/<iframe [^>]*sandbox=""/g)).toHaveLength(emails.length);
    expect(page.text).toMatch(/Subject: (<!-- -->)?Submission received by the LaunchBoost directory/);
  });

  it('When an admin searches the waitlist and exports it, then the CSV holds every matching address with formulas defused, and who unsubscribed shows', async () => {
    await WaitlistEntryModel.create([{ email: 'ann@example.com', source: '/' }, { email: 'bob@example.org', source: '=HYPERLINK("x")' }]);
    await suppress('bob@example.org');
    const found = (await as(admin).get('/api/admin/waitlist?q=example.org').expect(200)).body;
    expect(found).toMatchObject({ total: 1, entries: [{ email: 'bob@example.org', position: 2, referrals: 0, referredBy: null, confirmedAt: expect.stringMatching(/^\d{4}-/), unsubscribedAt: expect.stringMatching(/^\d{4}-/) }] });
    expect((await as(admin).get('/api/admin/waitlist?q=ann').expect(200)).body.entries[0].unsubscribedAt).toBeNull();
    const csv = await as(admin).get('/api/admin/waitlist.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.split('\n')[0]).toBe('email,source,joined,confirmed_at,position,referrals,referred_by,unsubscribed,utm_source,utm_medium,utm_campaign,referrer');
    expect(csv.text).toContain('"ann@example.com","/"');
    // Written without the double opt-in flag (as before it): confirmed when they joined, placed in that order.
    expect(csv.text).toMatch(/"ann@example\.com","\/","([^"]+)","\1","1","0",,,/);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    const dashboard = (await as(admin).get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.counts).toMatchObject({ waitlist: 2, users: 2 });
    expect(dashboard.days.at(-1)).toMatchObject({ waitlist: 2, confirmations: 2, referrals: 0 });
    // Sign-ups without a campaign count as direct.
    expect(dashboard.campaigns.sources).toEqual([expect.objectContaining({ name: '(direct)', waitlist: 2 })]);
    // The chosen period: 7 or 90 days (30 by default); another one is refused.
    expect((await as(admin).get('/api/admin/dashboard?days=7').expect(200)).body.days).toHaveLength(7);
    expect((await as(admin).get('/api/admin/dashboard?days=90').expect(200)).body.campaigns.sources[0]).toMatchObject({ name: '(direct)', waitlist: 2 });
    await as(admin).get('/api/admin/dashboard?days=12').expect(400);
  });

  it('When one address waits for its confirmation and a referred one is confirmed today, then the dashboard counts subscribers only, with the day\'s confirmations and referrals, and the screen shows who referred whom', async () => {
    const before = (await as(admin).get('/api/admin/dashboard').expect(200)).body;
    const referrer = await WaitlistEntryModel.create({ email: 'referrer@example.net', confirmedAt: new Date() });
    await WaitlistEntryModel.create([
      { email: 'waiting@example.net', unconfirmed: true, confirmedAt: null },
      { email: 'referred@example.net', confirmedAt: new Date(), referredBy: referrer._id, referral: 'counted', referralCountedAt: new Date() },
    ]);
    const after = (await as(admin).get('/api/admin/dashboard').expect(200)).body;
    expect(after.counts.waitlist - before.counts.waitlist).toBe(2);
    expect(after.days.at(-1).waitlist - before.days.at(-1).waitlist).toBe(3);
    expect(after.days.at(-1).confirmations - before.days.at(-1).confirmations).toBe(2);
    expect(after.days.at(-1).referrals - before.days.at(-1).referrals).toBe(1);
    const rows = (await as(admin).get('/api/admin/waitlist?q=example.net').expect(200)).body.entries;
    expect(rows.find((row: { email: string }) => row.email === 'referred@example.net')).toMatchObject({ referredBy: 'referrer@example.net', position: expect.any(Number) });
    expect(rows.find((row: { email: string }) => row.email === 'waiting@example.net')).toMatchObject({ confirmedAt: null, position: null });
  });

  it('When an admin bans a user or signs them out everywhere, then their token stops working at once; making someone admin shows in their next requests', async () => {
    const victim = (await request(t.app).post('/api/auth/signup').send({ user: { email: 'victim@example.com', password: 'victim password 1', firstName: 'Vic' } }).expect(201)).body.accessToken;
    const { id } = (await as(victim).get('/api/users/me').expect(200)).body;
    expect((await as(admin).get('/api/users?q=victim').expect(200)).body).toMatchObject({ total: 1, users: [{ email: 'victim@example.com', banned: false }] });

    await as(admin).post(`/api/users/${id}/role`, { admin: true }).expect(200);
    expect((await as(victim).get('/api/users/me')).body.isAdmin).toBe(true);
    await as(victim).get('/api/admin/dashboard').expect(200);
    await as(admin).post(`/api/users/${id}/role`, { admin: false }).expect(200);
    expect((await as(victim).get('/api/admin/dashboard')).status).toBe(403);

    await as(admin).post(`/api/users/${id}/sign-out`).expect(200);
    expect((await as(victim).get('/api/users/me')).status).toBe(401);
    const again = (await request(t.app).post('/api/auth/signIn').send({ email: 'victim@example.com', password: 'victim password 1' }).expect(200)).body.accessToken;
    await as(admin).post(`/api/users/${id}/ban`, { reason: 'spam' }).expect(200);
    expect((await as(again).get('/api/users/me')).status).toBe(401);
    const refused = await request(t.app).post('/api/auth/signIn').send({ email: 'victim@example.com', password: 'victim password 1' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been suspended. Please contact support.');
    await as(admin).post(`/api/users/${id}/unban`).expect(200);
    await request(t.app).post('/api/auth/signIn').send({ email: 'victim@example.com', password: 'victim password 1' }).expect(200);
    expect((await as(admin).post('/api/users/0123456789abcdef01234567/ban', {})).status).toBe(404);
  });

  it('When the operator runs admin:create twice, users:promote, users:ban and users:list, then accounts change as asked and a second admin:create changes nothing', async () => {
    // The first call as a separate process, as an operator runs it; the rest in this process (each spawn costs seconds).
    const env = { ...process.env, MONGODB_URI: t.config.MONGODB_URI, REDIS_URL: t.config.REDIS_URL, QUEUE_PREFIX: t.config.QUEUE_PREFIX, JWT_SECRET: t.config.JWT_SECRET, LOG_LEVEL: 'silent', DATA_DIR: t.config.DATA_DIR };
    expect((await run(process.execPath, [...entryArgs('scripts/cli.ts'), 'admin:create', '--email', 'Ops@Example.com', '--password', 'ops password 1'], { env, timeout: 60_000 })).stdout.trim()).toBe('created admin ops@example.com');
    const cli = async (...args: string[]) => (await runCommand(t.platform, args)).stdout.trim();
    expect(await cli('admin:create', '--email', 'ops@example.com', '--password', 'ops password 1')).toBe('ops@example.com is already an admin');
    const token = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
    await as(token).get('/api/admin/dashboard').expect(200);

    expect(await cli('users:promote', 'member@example.com')).toBe('member@example.com is now an admin');
    await as(user).get('/api/admin/dashboard').expect(200);
    expect(await cli('users:ban', 'member@example.com', '--reason', 'testing')).toBe('banned member@example.com; every session of it has ended');
    expect((await as(user).get('/api/users/me')).status).toBe(401);
    const listed = await cli('users:list');
    expect(listed).toMatch(/^member@example\.com\tadmin\tbanned\t/m);
    expect(listed).toMatch(/^ops@example\.com\tadmin\tactive\t/m);
    expect(await runCommand(t.platform, ['users:promote', 'ghost@example.com'])).toEqual({ code: 1, stdout: 'error: User not found' });
  }, 120_000);
});
