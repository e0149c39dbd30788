import { createServer, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import request from 'supertest';
import { cliContextFor } from '../../../test/support/cli';
import { jpegScreenshot, pngLogo } from '../../../test/support/images';
import { directoryService } from '../directory/service';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { startStripeMock, stripeEvent, type StripeMock } from '../../../test/support/stripeMock';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { defaultPlans } from '../plans/seedData';
import { plansService } from '../plans/service';
import { usersService } from '../users/service';
import { CheckoutModel } from '../payments/model';
import { ADDRESS_CONFIRM_SUBJECT } from '../auth/emails';
import { orderCommands } from './commands';
import { ORDER_COMPLETE_SUBJECT } from './emails';
import { asUser } from '../../../test/support/session';

const WEBHOOK_SECRET = 'whsec_test_orders';
const signer = new Stripe('sk_test_signer');

let t: TestApp;
let smtp: TestSmtp;
let stripe: StripeMock;
let listings: Server;
let listingsUrl: string;
let admin: string;

beforeAll(async () => {
  [stripe, smtp] = await Promise.all([startStripeMock(), startTestSmtp()]);
  // The directories' listing pages: /listing/<n> answers 200, anything else 404.
  listings = createServer((req, res) => res.writeHead(req.url?.startsWith('/listing/') ? 200 : 404).end());
  await new Promise<void>((resolve) => listings.listen(0, '127.0.0.1', resolve));
  listingsUrl = `http://127.0.0.1:${(listings.address() as AddressInfo).port}`;
  t = await createTestApp(__filename, { STRIPE_SECRET_KEY: 'sk_test_orders', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.apiBase, SMTP_URL: smtp.url, API_WRITES_PER_MINUTE: '12', WEBSITE_INFO_ALLOW_PRIVATE: 'on' });
  t.startWorkers();
  const [starter] = defaultPlans('LAUNCH20');
  await plansService(t.platform).insertMissing([{ ...starter, id: 'ten-directories', label: 'Ten', headline: 'Submission to 10 directories', features: ['10 directories'], price: 19, position: 20 }]);
  await usersService(t.platform).createOrPromoteAdmin('ops@example.com', 'ops password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), stripe?.close(), new Promise((resolve) => listings?.close(resolve))]);
});

const as = (token: string) => asUser(t.app, token);

function deliver(event: object) {
  const payload = JSON.stringify(event);
  return request(t.app).post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).send(payload);
}

async function runCli(name: string, positionals: string[]) {
  const lines: string[] = [];
  const code = await orderCommands.find((c) => c.name === name)!.run({ positionals, values: {} }, cliContextFor(t.platform, lines));
  return { code: code ?? 0, lines };
}

describe('orders and the submission report', () => {
  it('When a one-time plan is paid, then an order is made; an operator imports 10 results by CLI; the customer sees them on the report and in CSV; a dead live URL is flagged; the completion email arrives once', async () => {
    const token: string = (await request(t.app).post('/api/auth/signup').send({ user: { email: 'founder@example.com', password: 'order password 1', firstName: 'Fay' } }).expect(201)).body.accessToken;
    const userId: string = (await as(token).get('/api/users/me')).body.id;
    await as(token).post('/api/plans/change', { planId: 'ten-directories' }).expect(200);
    const checkout = (await CheckoutModel.findOne({ userId }).lean())!;
    const paid = stripeEvent('checkout.session.completed', { id: checkout._id, object: 'checkout.session', mode: 'payment', client_reference_id: userId, metadata: { userId, planId: 'ten-directories' }, customer: 'cus_founder', subscription: null, payment_status: 'paid', amount_total: 1900, currency: 'usd' });
    // Stripe's retries are not API writes: more than the write limit (12 a minute here) all answer.
    for (let i = 0; i < 15; i++) expect((await deliver(paid)).status).toBe(200);

    const orders = (await as(token).get('/api/orders').expect(200)).body;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ planId: 'ten-directories', status: 'awaiting-details', progress: { total: 10, live: 0, queued: 10 } });
    const orderId: string = orders[0].id;
    expect((await as(token).get('/api/users/me')).body.billing).toMatchObject({ plan: { id: 'ten-directories' }, status: 'active', periodEnd: null });

    // The product form is prefilled from the customer's own directory listing, once the account has confirmed its address.
    await directoryService(t.platform).create({
      fields: { name: 'Otter Notes', headline: 'Notes', description: 'Notes for otters.', website_url: 'https://otter.example.com', category: 'saas', email: 'founder@example.com', firstname: 'Fay' },
      logo: await pngLogo(),
      screenshot: await jpegScreenshot(800, 600),
      status: 'approved',
    });
    expect((await as(token).get(`/api/orders/${orderId}`).expect(200)).body.prefill).toBeNull();
    const confirmation = /https?:\/\/\S+\/api\/auth\/email\/confirm\S*/.exec((await smtp.waitFor('founder@example.com', new RegExp(ADDRESS_CONFIRM_SUBJECT))).text ?? '')![0];
    await request(t.app).get(new URL(confirmation).pathname + new URL(confirmation).search).expect(303);
    expect((await as(token).get(`/api/orders/${orderId}`).expect(200)).body.prefill).toEqual({ name: 'Otter Notes', website: 'https://otter.example.com', category: 'saas', description: 'Notes for otters.', logoUrl: expect.stringMatching(/^\/uploads\/.+\.webp$/) });

    const badProduct = await as(token).put(`/api/orders/${orderId}/product`, { name: 'Otter', website: 'not a url', category: 'saas', description: 'Notes.' });
    expect([badProduct.status, badProduct.body.message]).toEqual([400, 'Please enter a valid website URL']);
    await as(token).put(`/api/orders/${orderId}/product`, { name: 'Otter Notes', website: 'https://otter.example.com', category: 'saas', description: 'Notes for otters.' }).expect(200);

    const rows = Array.from({ length: 10 }, (_, i) => {
      const n = i + 1;
      if (n === 10) return `Directory ${n},rejected,,Not a fit for this directory,https://dir${n}.example.com,40`;
      const live = n === 9 ? `${listingsUrl}/gone/9` : `${listingsUrl}/listing/${n}`;
      return `Directory ${n},live,${live},,https://dir${n}.example.com,${50 + n}`;
    });
    const file = path.join(os.tmpdir(), `order-${orderId}.csv`);
    writeFileSync(file, ['directory,status,live_url,reason,directory_url,domain_rating', ...rows].join('\n'));

    const badFile = path.join(os.tmpdir(), `order-${orderId}-bad.csv`);
    writeFileSync(badFile, 'directory,status,live_url\nDirectory 1,live,\n');
    expect(await runCli('orders:import', [orderId, badFile])).toEqual({ code: 1, lines: ['error: Row 2: A live directory needs its live_url'] });
    expect((await runCli('orders:import', ['0123456789abcdef01234567', file])).lines).toEqual(['error: Order not found']);

    expect((await runCli('orders:import', [orderId, file])).lines).toEqual([`imported 10 rows into order ${orderId}: 9 of 10 live, status complete`]);

    const report = (await as(token).get(`/api/orders/${orderId}`).expect(200)).body;
    expect(report).toMatchObject({ status: 'complete', progress: { total: 10, live: 9, rejected: 1, queued: 0 }, product: { name: 'Otter Notes', logoUrl: expect.stringMatching(/^\/uploads\//) }, prefill: null });
    expect(report.items).toHaveLength(10);
    expect(report.items[0]).toMatchObject({ directory: 'Directory 1', status: 'live', liveUrl: `${listingsUrl}/listing/1`, domainRating: 51 });
    expect(report.items[9]).toMatchObject({ directory: 'Directory 10', status: 'rejected', reason: 'Not a fit for this directory' });

    const csv = await as(token).get(`/api/orders/${orderId}/report.csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe('directory,status,live_url,domain_rating,date,reason,backlink,rel,anchor,indexable,checked_at');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(new RegExp(`^Directory 1,live,${listingsUrl}/listing/1,51,\\d{4}-\\d{2}-\\d{2},,`));

    // The link checker (a worker job queued by the import) flags the one that answers 404.
    const checked = await eventually(async () => {
      const order = (await as(admin).get(`/api/admin/orders/${orderId}`).expect(200)).body;
      return order.items.every((item: { status: string; link: string }) => item.status !== 'live' || item.link !== 'unchecked') ? order : null;
    }, 20_000);
    expect(checked.deadLinks).toBe(1);
    expect(checked.items.find((item: { directory: string }) => item.directory === 'Directory 9')).toMatchObject({ link: 'dead', linkDetail: 'HTTP 404' });
    expect(checked.items.filter((item: { link: string }) => item.link === 'ok')).toHaveLength(8);
    expect((await runCli('orders:list', [])).lines[0]).toContain('9 of 10 live');
    // The listing pages are empty: reachable, but without the customer's link.
    expect((await runCli('orders:check-links', [])).lines).toEqual(['checked 9 live URLs in 1 order: 1 dead; backlinks 0 found, 8 missing, 0 newly lost']);

    const mail = await smtp.waitFor('founder@example.com', new RegExp(ORDER_COMPLETE_SUBJECT));
    expect(mail.text).toContain(`/account/orders/${orderId}`);
    expect((await runCli('orders:import', [orderId, file])).code).toBe(0);
    // A second email, had one been queued, would keep the outbox open until sent.
    await t.jobsSettled();
    expect(smtp.messages.filter((m) => m.envelopeTo.includes('founder@example.com') && m.subject === ORDER_COMPLETE_SUBJECT)).toHaveLength(1);

    // The pages: the customer's report and the operators' screen render on the server; /account needs a session.
    const customerPage = await request(t.app).get(`/account/orders/${orderId}`).set('Cookie', `lb_access=${token}`).expect(200);
    expect(customerPage.headers['cache-control']).toMatch(/no-store/);
    expect(customerPage.text).toContain('9 of 10 live');
    expect(customerPage.text).toContain(`${listingsUrl}/listing/1`);
    const adminPage = await request(t.app).get(`/admin/orders?order=${orderId}`).set('Cookie', `lb_access=${admin}`).expect(200);
    expect(adminPage.text).toMatch(/1(<!-- -->)?\s?dead link/);
    expect((await request(t.app).get('/account').expect(302)).headers.location).toBe('/auth/login?next=%2Faccount');

    // Someone else's order is not found; operators set one directory from the admin screen.
    expect((await as(admin).get(`/api/orders/${orderId}`)).status).toBe(404);
    const edited = await as(admin).put(`/api/admin/orders/${orderId}/items`, { directory: 'Directory 10', status: 'submitted' }).expect(200);
    expect(edited.body).toMatchObject({ status: 'in-progress', progress: { live: 9, submitted: 1 } });
    expect((await as(admin).put(`/api/admin/orders/${orderId}/items`, { directory: 'Directory 10', status: 'rejected' })).body.message).toBe('A rejected directory needs its reason');
    const again = await as(admin).put(`/api/admin/orders/${orderId}/items`, { directory: 'Directory 10', status: 'rejected', reason: 'Closed to new listings' }).expect(200);
    expect(again.body.status).toBe('complete');
    await t.jobsSettled();
    expect(smtp.messages.filter((m) => m.subject === ORDER_COMPLETE_SUBJECT)).toHaveLength(1);
  });
});
