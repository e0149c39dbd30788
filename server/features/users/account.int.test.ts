import mongoose from 'mongoose';
import request from 'supertest';
import { CSRF_MESSAGE, EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../../../domain/auth/messages';
import { escapeHtml } from '../../../domain/common/html';
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_CONFIRMATION_MESSAGE,
  LAST_ADMIN_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../domain/users/messages';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { asUser, createAdmin, signUp } from '../../../test/support/session';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { startStripeMock, type StripeMock } from '../../../test/support/stripeMock';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { ADDRESS_CONFIRM_SUBJECT } from '../auth/emails';
import { DELETED_ACCOUNT } from '../auth/store';
import { OrderItemModel, OrderModel } from '../orders/model';
import { ordersService } from '../orders/service';
import { BillingCustomerModel, SubscriptionModel } from '../payments/model';
import { defaultPlans } from '../plans/seedData';
import { plansService } from '../plans/service';
import { WaitlistEntryModel } from '../waitlist/model';
import { KeywordModel, ProjectModel } from '../workspace/model';
import { ACCOUNT_DELETED_SUBJECT, EMAIL_CHANGE_CONFIRM_SUBJECT, EMAIL_CHANGE_NOTICE_SUBJECT } from './emails';

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
let smtp: TestSmtp;
let stripe: StripeMock;
let adminToken: string;

beforeAll(async () => {
  [stripe, smtp] = await Promise.all([startStripeMock(), startTestSmtp()]);
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, STRIPE_SECRET_KEY: 'sk_test_launchboost', STRIPE_WEBHOOK_SECRET: 'whsec_test_launchboost', STRIPE_API_BASE: stripe.apiBase });
  t.startWorkers();
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await createAdmin(t.platform, 'root@example.com', 'root password 1');
  adminToken = await signIn('root@example.com', 'root password 1');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), stripe?.close()]);
});

const as = (token: string) => asUser(t.app, token);

/** Moves the clock forward for Date only: timers, Redis and MongoDB keep real time. */
function travel(ms: number) {
  const now = Date.now();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  jest.setSystemTime(now + ms);
}
const me = (token: string) => as(token).get('/api/users/me');

async function signIn(email: string, password: string, userAgent = CHROME_ON_MAC): Promise<string> {
  return (await request(t.app).post('/api/auth/signIn').set('User-Agent', userAgent).send({ email, password }).expect(200)).body.accessToken;
}
const signInStatus = async (email: string, password: string) => (await request(t.app).post('/api/auth/signIn').send({ email, password })).status;

/** The link of an email's text, by its path. */
function linkIn(text: string | undefined, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\S*`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}

/** Opens the confirmation link emailed to a new account's address; answers where it landed. */
async function confirmAddressOf(email: string): Promise<string> {
  const link = linkIn((await smtp.waitFor(email, new RegExp(ADDRESS_CONFIRM_SUBJECT))).text, '/api/auth/email/confirm');
  return (await request(t.app).get(`${link.pathname}${link.search}`).expect(303)).headers.location;
}

/** A browser's session: the cookies a sign-in through the API set, and the XSRF token its page forms carry. */
async function browserSession(email: string, password: string) {
  const answer = await request(t.app).post('/api/auth/signIn').set('User-Agent', FIREFOX_ON_LINUX).send({ email, password }).expect(200);
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  return { cookie: cookies.join('; '), xsrf, token: answer.body.accessToken as string };
}

/** The settings page's form posted as a browser without JavaScript posts it. */
const postSettings = (cookie: string, fields: Record<string, string>) =>
  request(t.app).post('/account/settings').type('form').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send(new URLSearchParams(fields).toString());

describe('account settings through the API', () => {
  afterEach(() => jest.useRealTimers());

  it('When the name is changed, then /users/me shows the first and last name; an empty first name is refused', async () => {
    const token = await signUp(t.app, 'nina@example.com', { password: 'nina password 1', firstName: 'Nina' });
    const saved = await request(t.app).patch('/api/users/me').set('Authorization', `Bearer ${token}`).send({ firstName: ' Nina ', lastName: 'Simone' }).expect(200);
    expect(saved.body).toMatchObject({ firstName: 'Nina', lastName: 'Simone', email: 'nina@example.com' });
    expect((await me(token).expect(200)).body).toMatchObject({ firstName: 'Nina', lastName: 'Simone' });
    const empty = await request(t.app).patch('/api/users/me').set('Authorization', `Bearer ${token}`).send({ firstName: '  ' });
    expect(empty.status).toBe(400);
  });

  it('When the password is changed, then a wrong current password is refused, the old password fails, every other session gets 401 and this one stays signed in', async () => {
    const first = await signUp(t.app, 'paul@example.com', { password: 'old password 1', firstName: 'Paul' });
    const second = await signIn('paul@example.com', 'old password 1');

    const wrong = await as(second).put('/api/users/me/password', { currentPassword: 'not my password', newPassword: 'new password 1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: WRONG_CURRENT_PASSWORD_MESSAGE, field: 'currentPassword' });
    await me(first).expect(200);

    const changed = await as(second).put('/api/users/me/password', { currentPassword: 'old password 1', newPassword: 'new password 1' }).expect(200);
    expect(changed.body).toEqual({ success: true, message: PASSWORD_CHANGED_MESSAGE });
    const refused = await me(first);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    await me(second).expect(200);
    expect(await signInStatus('paul@example.com', 'old password 1')).toBe(401);
    expect(await signInStatus('paul@example.com', 'new password 1')).toBe(200);
  });

  it('When the email is changed, then nothing changes until the link sent to the new address is opened (once), and the old address gets a notice', async () => {
    const token = await signUp(t.app, 'old.address@example.com', { password: 'mail password 1', firstName: 'Olga' });
    await signUp(t.app, 'taken@example.com');
    expect((await as(token).post('/api/users/me/email', { email: 'new.address@example.com', currentPassword: 'wrong one' })).body.message).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
    const taken = await as(token).post('/api/users/me/email', { email: 'Taken@example.com', currentPassword: 'mail password 1' });
    expect([taken.status, taken.body.message]).toEqual([409, EMAIL_TAKEN_MESSAGE]);

    await as(token).post('/api/users/me/email', { email: 'New.Address@example.com', currentPassword: 'mail password 1' }).expect(200);
    const notice = await smtp.waitFor('old.address@example.com', new RegExp(EMAIL_CHANGE_NOTICE_SUBJECT));
    expect(notice.text).toContain('new.address@example.com');
    const confirmation = await smtp.waitFor('new.address@example.com', new RegExp(EMAIL_CHANGE_CONFIRM_SUBJECT));
    const link = linkIn(confirmation.text, '/api/users/email/confirm');
    // The outbox and the job held the token sealed only.
    expect(JSON.stringify(await OutboxMessageModel.find({ jobId: /^email-change-/ }).lean())).not.toContain(link.searchParams.get('token')!);

    // Before the link: the old address is still the account's.
    expect((await me(token).expect(200)).body.email).toBe('old.address@example.com');
    expect(await signInStatus('new.address@example.com', 'mail password 1')).toBe(401);

    const opened = await request(t.app).get(`${link.pathname}${link.search}`).expect(303);
    expect(opened.headers.location).toBe('/account/settings?email=changed');
    expect((await me(token).expect(200)).body).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
    expect(await signInStatus('new.address@example.com', 'mail password 1')).toBe(200);
    expect(await signInStatus('old.address@example.com', 'mail password 1')).toBe(401);
    expect((await request(t.app).get(`${link.pathname}${link.search}`).expect(303)).headers.location).toBe('/account/settings?email=invalid');

    // A link opened after 24 hours changes nothing.
    await as(token).post('/api/users/me/email', { email: 'late.address@example.com', currentPassword: 'mail password 1' }).expect(200);
    const late = linkIn((await smtp.waitFor('late.address@example.com', new RegExp(EMAIL_CHANGE_CONFIRM_SUBJECT))).text, '/api/users/email/confirm');
    travel(25 * 3600 * 1000);
    expect((await request(t.app).get(`${late.pathname}${late.search}`).expect(303)).headers.location).toBe('/account/settings?email=invalid');
    jest.useRealTimers();
    expect((await me(token).expect(200)).body.email).toBe('new.address@example.com');
  });

  it('When an email change is confirmed, then every other session of the account ends, the one that asked stays, and the reset and sign-in links sent before stop working', async () => {
    const asking = await signUp(t.app, 'mover@example.com', { password: 'move password 1', firstName: 'Mo' });
    const other = await signIn('mover@example.com', 'move password 1');
    await request(t.app).post('/api/auth/password-reset/').send({ email: 'mover@example.com' }).expect(200);
    const reset = linkIn((await smtp.waitFor('mover@example.com', /Reset your/)).text, '/auth/reset-password').searchParams.get('token')!;
    await request(t.app).get('/api/auth/magic-link').query({ email: 'mover@example.com' }).expect(200);
    const signInLink = linkIn((await smtp.waitFor('mover@example.com', /sign-in link/)).text, '/api/auth/magic-link/callback').searchParams.get('token')!;

    await as(asking).post('/api/users/me/email', { email: 'moved@example.com', currentPassword: 'move password 1' }).expect(200);
    const link = linkIn((await smtp.waitFor('moved@example.com', new RegExp(EMAIL_CHANGE_CONFIRM_SUBJECT))).text, '/api/users/email/confirm');
    expect((await request(t.app).get(`${link.pathname}${link.search}`).expect(303)).headers.location).toBe('/account/settings?email=changed');

    expect((await me(other)).status).toBe(401);
    expect((await me(asking).expect(200)).body.email).toBe('moved@example.com');
    const lateReset = await request(t.app).put('/api/auth/password').send({ password: 'taken over 1', resetPasswordToken: reset });
    expect(lateReset.status).toBe(400);
    const lateSignIn = await request(t.app).post('/api/auth/magic-link/callback').set('Sec-Fetch-Site', 'same-origin').send({ token: signInLink });
    expect(lateSignIn.status).toBe(400);
    expect(await signInStatus('moved@example.com', 'move password 1')).toBe(200);
  });

  it('When an account signed up with an address on the waitlist has not confirmed it, then its export holds no waitlist entry; once the emailed link is opened (once), it does', async () => {
    await WaitlistEntryModel.create({ email: 'unproven@example.com', source: '/' });
    const token = await signUp(t.app, 'unproven@example.com', { password: 'unproven password 1', firstName: 'Una' });
    expect((await as(token).get('/api/users/me/export').expect(200)).body).toMatchObject({ account: { email: 'unproven@example.com', emailVerified: false }, waitlist: null, directoryProducts: [] });

    const link = linkIn((await smtp.waitFor('unproven@example.com', new RegExp(ADDRESS_CONFIRM_SUBJECT))).text, '/api/auth/email/confirm');
    expect((await request(t.app).get(`${link.pathname}${link.search}`).expect(303)).headers.location).toBe('/account/settings?address=confirmed');
    expect((await as(token).get('/api/users/me/export').expect(200)).body).toMatchObject({ account: { emailVerified: true }, waitlist: { email: 'unproven@example.com', source: '/' } });
    expect((await request(t.app).get(`${link.pathname}${link.search}`).expect(303)).headers.location).toBe('/account/settings?address=invalid');

    // An account from before confirmations existed has no such field: it counts as confirmed.
    await WaitlistEntryModel.create({ email: 'veteran@example.com', source: '/pricing' });
    const veteran = await signUp(t.app, 'veteran@example.com');
    await mongoose.connection.db!.collection('users').updateOne({ email: 'veteran@example.com' }, { $unset: { addressConfirmed: '' } });
    expect((await as(veteran).get('/api/users/me/export').expect(200)).body.waitlist).toMatchObject({ email: 'veteran@example.com', source: '/pricing' });
  });

  it("When sessions are listed and ended, then each shows its device, one's own can be ended and another account's cannot", async () => {
    const phone = await signUp(t.app, 'sara@example.com', { password: 'sara password 1', firstName: 'Sara' });
    const laptop = await signIn('sara@example.com', 'sara password 1', CHROME_ON_MAC);
    const desktop = await signIn('sara@example.com', 'sara password 1', FIREFOX_ON_LINUX);
    const intruder = await signUp(t.app, 'ivan@example.com');

    const listed = (await as(laptop).get('/api/users/me/sessions').expect(200)).body as { id: string; device: string; current: boolean }[];
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ device: 'Chrome on macOS', current: true });
    const firefox = listed.find((s) => s.device === 'Firefox on Linux')!;
    expect(firefox.current).toBe(false);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);

    // Another account's session is not found, and stays signed in.
    const probe = await as(intruder).delete(`/api/users/me/sessions/${firefox.id}`);
    expect([probe.status, probe.body.message]).toEqual([404, SESSION_NOT_FOUND_MESSAGE]);
    await me(desktop).expect(200);

    await as(laptop).delete(`/api/users/me/sessions/${firefox.id}`).expect(200);
    expect((await me(desktop)).status).toBe(401);
    const others = await as(laptop).delete('/api/users/me/sessions').expect(200);
    expect(others.body.ended).toBe(1);
    expect((await me(phone)).status).toBe(401);
    await me(laptop).expect(200);
    await me(intruder).expect(200);
  });

  it("When the data is exported, then the file holds the person's profile, sessions, projects with keywords, orders, waitlist entry and no secret; an admin can export it too", async () => {
    const token = await signUp(t.app, 'exporter@example.com', { password: 'export password 1', firstName: 'Eli' });
    await confirmAddressOf('exporter@example.com');
    const userId: string = (await me(token)).body.id;
    const project = (await as(token).post('/api/projects', { name: 'Exported Project', url: 'https://exported.example', description: 'Kept in the export.' }).expect(201)).body;
    await as(token).post(`/api/projects/${project.id}/keyword`, { phrase: 'backlinks' }).expect(201);
    await ordersService(t.platform).createForPurchase({ checkoutId: 'cs_test_export_1', userId, planId: 'starter' });
    await WaitlistEntryModel.create({ email: 'exporter@example.com', source: '/' });

    const file = await as(token).get('/api/users/me/export').expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?launchboost-account-data\.json"?$/);
    expect(file.headers['content-type']).toMatch(/application\/json/);
    expect(file.body.account).toMatchObject({ id: userId, email: 'exporter@example.com', firstName: 'Eli', signInMethods: ['password'] });
    expect(file.body.workspace.projects).toEqual([expect.objectContaining({ name: 'Exported Project', url: 'https://exported.example', keywords: [expect.objectContaining({ phrase: 'backlinks' })] })]);
    expect(file.body.orders).toEqual([expect.objectContaining({ planId: 'starter', planLabel: 'Starter', status: 'awaiting-details', items: [] })]);
    expect(file.body.waitlist).toMatchObject({ email: 'exporter@example.com', source: '/' });
    expect(file.body.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(file.body)).not.toMatch(/"(password|token|accessToken|secret)"\s*:|hash/i);

    const forSupport = await as(adminToken).get(`/api/users/${userId}/export`).expect(200);
    expect(forSupport.body.workspace.projects[0].name).toBe('Exported Project');
    expect((await as(token).get(`/api/users/${userId}/export`)).status).toBe(403);
    expect((await as(adminToken).get('/api/users/0123456789abcdef01234567/export')).status).toBe(404);
  });

  it('When the account is deleted, then its subscription is canceled at Stripe, the workspace and sessions go, orders stay anonymous, a last email is sent, the token and sign-in fail, and the address can sign up again', async () => {
    const token = await signUp(t.app, 'leaver@example.com', { password: 'leave password 1', firstName: 'Lea' });
    const other = await signIn('leaver@example.com', 'leave password 1');
    const userId: string = (await me(token)).body.id;
    const project = (await as(token).post('/api/projects', { name: 'Soon Gone', url: 'https://soon-gone.example' }).expect(201)).body;
    await as(token).post(`/api/projects/${project.id}/keyword`, { phrase: 'gone soon' }).expect(201);
    await ordersService(t.platform).createForPurchase({ checkoutId: 'cs_test_leaver_1', userId, planId: 'starter' });
    const order = (await OrderModel.findOne({ checkoutId: 'cs_test_leaver_1' }).lean())!;
    await OrderModel.updateOne({ _id: order._id }, { $set: { product: { name: 'Soon Gone', website: 'https://soon-gone.example', category: 'saas', description: 'A product.', logoUrl: null } } });
    await OrderItemModel.create({ orderId: order._id, directory: 'Directory One', status: 'live', liveUrl: 'https://directory-one.example/soon-gone' });
    await BillingCustomerModel.create({ _id: userId, stripeCustomerId: 'cus_leaver' });
    await SubscriptionModel.create({ _id: 'sub_leaver', userId, customerId: 'cus_leaver', planId: 'growth-partner', status: 'active' });

    const wrong = await request(t.app).delete('/api/users/me').set('Authorization', `Bearer ${token}`).send({ currentPassword: 'not mine', confirmation: 'DELETE' });
    expect([wrong.status, wrong.body.message]).toEqual([400, WRONG_CURRENT_PASSWORD_MESSAGE]);
    const unconfirmed = await request(t.app).delete('/api/users/me').set('Authorization', `Bearer ${token}`).send({ currentPassword: 'leave password 1', confirmation: 'delete' });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([400, DELETE_CONFIRMATION_MESSAGE]);
    await me(token).expect(200);

    // A change of address still pending: its link holds the account's id and the new address.
    await as(token).post('/api/users/me/email', { email: 'leaver.new@example.com', currentPassword: 'leave password 1' }).expect(200);
    const pendingLinks = () => mongoose.connection.db!.collection('verifications').countDocuments({ value: { $regex: userId } });
    expect(await pendingLinks()).toBe(1);

    stripe.calls.length = 0;
    const deleted = await request(t.app).delete('/api/users/me').set('Authorization', `Bearer ${token}`).send({ currentPassword: 'leave password 1', confirmation: 'DELETE' }).expect(200);
    expect(deleted.body).toEqual({ success: true, message: ACCOUNT_DELETED_MESSAGE });
    expect(stripe.callsTo('DELETE', '/v1/subscriptions/sub_leaver')).toHaveLength(1);

    for (const gone of [token, other]) expect((await me(gone)).status).toBe(401);
    expect(await signInStatus('leaver@example.com', 'leave password 1')).toBe(401);
    expect(await ProjectModel.countDocuments({ userId })).toBe(0);
    expect(await KeywordModel.countDocuments({ projectId: project.id })).toBe(0);
    expect(await OrderModel.findById(order._id).lean()).toMatchObject({ userId: DELETED_ACCOUNT, product: null, planId: 'starter' });
    expect(await OrderItemModel.findOne({ orderId: order._id }).lean()).toMatchObject({ directory: 'Directory One', status: 'live', liveUrl: null });
    expect(await SubscriptionModel.findById('sub_leaver').lean()).toMatchObject({ status: 'canceled', userId: null });
    expect(await BillingCustomerModel.countDocuments({ _id: userId })).toBe(0);
    expect(await pendingLinks()).toBe(0);
    const goodbye = await smtp.waitFor('leaver@example.com', new RegExp(ACCOUNT_DELETED_SUBJECT));
    expect(goodbye.text).toContain('Goodbye, Lea');

    await signUp(t.app, 'leaver@example.com', { password: 'back again 1', firstName: 'Lea' });
    const users = await as(adminToken).get('/api/users?q=leaver').expect(200);
    expect(users.body.users).toHaveLength(1);
    expect(users.body.deleted).toEqual({ count: expect.any(Number), lastDeletedAt: expect.any(String) });
    expect(users.body.deleted.count).toBeGreaterThanOrEqual(1);
  });

  it('When the last administrator tries to delete their account, then it is refused and the account stays', async () => {
    const refused = await request(t.app).delete('/api/users/me').set('Authorization', `Bearer ${adminToken}`).send({ currentPassword: 'root password 1', confirmation: 'DELETE' });
    expect([refused.status, refused.body.message]).toEqual([403, LAST_ADMIN_MESSAGE]);
    await me(adminToken).expect(200);
  });
});

describe('account settings without JavaScript', () => {
  it('When /account/settings is opened, then it is private, never stored, and its forms carry the session XSRF token', async () => {
    await signUp(t.app, 'plain@example.com', { password: 'plain password 1', firstName: 'Pia' });
    const session = await browserSession('plain@example.com', 'plain password 1');
    const page = await request(t.app).get('/account/settings').set('Cookie', session.cookie).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain(`name="_xsrf" value="${escapeHtml(session.xsrf)}"`);
    expect(page.text).toContain('Firefox on Linux');
    const anonymous = await request(t.app).get('/account/settings').expect(302);
    expect(anonymous.headers.location).toBe('/auth/login?next=%2Faccount%2Fsettings');
  });

  it('When a settings form is posted with the token, then it works; without it or with another session token, nothing changes and the page says why', async () => {
    await signUp(t.app, 'form@example.com', { password: 'form password 1', firstName: 'Fay' });
    const session = await browserSession('form@example.com', 'form password 1');
    const another = await browserSession('form@example.com', 'form password 1');

    const forged = await postSettings(session.cookie, { intent: 'profile', firstName: 'Forged', lastName: '' });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain(escapeHtml(CSRF_MESSAGE));
    const foreign = await postSettings(session.cookie, { intent: 'profile', _xsrf: another.xsrf, firstName: 'Forged', lastName: '' });
    expect(foreign.status).toBe(403);
    expect((await me(session.token)).body.firstName).toBe('Fay');

    const saved = await postSettings(session.cookie, { intent: 'profile', _xsrf: session.xsrf, firstName: 'Faye', lastName: 'Wong' }).expect(200);
    expect(saved.text).toContain(PROFILE_SAVED_MESSAGE);
    expect((await me(session.token)).body).toMatchObject({ firstName: 'Faye', lastName: 'Wong' });

    const wrong = await postSettings(session.cookie, { intent: 'password', _xsrf: session.xsrf, currentPassword: 'nope', newPassword: 'form password 2' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(WRONG_CURRENT_PASSWORD_MESSAGE);

    // The session of signing up, and the other browser's.
    const others = await postSettings(session.cookie, { intent: 'end-other-sessions', _xsrf: session.xsrf }).expect(200);
    expect(others.text).toContain('Signed out 2 other sessions.');
    expect((await me(another.token)).status).toBe(401);
  });

  it('When the delete form is posted, then the account goes, the session cookies are cleared and the browser lands on the sign-in page saying so', async () => {
    await signUp(t.app, 'bye@example.com', { password: 'bye password 1', firstName: 'Bo' });
    const session = await browserSession('bye@example.com', 'bye password 1');
    const gone = await postSettings(session.cookie, { intent: 'delete', _xsrf: session.xsrf, currentPassword: 'bye password 1', confirmation: 'DELETE' }).expect(303);
    expect(gone.headers.location).toBe('/auth/login?account=deleted');
    const cleared = ([] as string[]).concat(gone.headers['set-cookie'] ?? []);
    expect(cleared.find((c) => c.startsWith('lb_access='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(session.token)).status).toBe(401);
    const landing = await request(t.app).get('/auth/login?account=deleted').expect(200);
    expect(landing.text).toContain(ACCOUNT_DELETED_MESSAGE);
  });
});
