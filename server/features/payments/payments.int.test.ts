import Stripe from 'stripe';
import request from 'supertest';
import { OutboxMessageModel } from '../../core/jobs/outbox';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { startStripeMock, stripeEvent, type StripeMock } from '../../../test/support/stripeMock';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { usersService } from '../users/service';
import { defaultPlans } from '../plans/seedData';
import { plansService } from '../plans/service';
import { PAYMENT_FAILED_SUBJECT, RENEWAL_RECEIPT_SUBJECT, SUBSCRIPTION_CANCELED_SUBJECT, TRIAL_STARTED_SUBJECT } from './emails';
import { BillingCustomerModel, CheckoutModel } from './model';
import { asUser, signUp } from '../../../test/support/session';
import { ADDRESS_CONFIRM_SUBJECT } from '../auth/emails';

const WEBHOOK_SECRET = 'whsec_test_launchboost';
const signer = new Stripe('sk_test_signer');

let t: TestApp;
let smtp: TestSmtp;
let stripe: StripeMock;
let admin: string;

beforeAll(async () => {
  [stripe, smtp] = await Promise.all([startStripeMock(), startTestSmtp()]);
  t = await createTestApp(__filename, { STRIPE_SECRET_KEY: 'sk_test_launchboost', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.apiBase, SMTP_URL: smtp.url });
  t.startWorkers();
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await usersService(t.platform).createOrPromoteAdmin('boss@example.com', 'boss password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'boss@example.com', password: 'boss password 1' }).expect(200)).body.accessToken;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), stripe?.close()]);
});

const as = (token: string) => asUser(t.app, token);
async function customer(email: string) {
  const token = await signUp(t.app, email, { password: 'pay password 1', firstName: 'Cy' });
  const id: string = (await as(token).get('/api/users/me').expect(200)).body.id;
  return { token, id, email };
}

/** Posts an event to the webhook, signed as Stripe signs (optionally at another time or with another secret). */
function deliver(event: object, { timestamp, secret = WEBHOOK_SECRET }: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return request(t.app).post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

/** The payment emails an address got (signing up also sent it the address confirmation). */
const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email) && m.subject !== ADDRESS_CONFIRM_SUBJECT);

describe('Stripe Checkout', () => {
  it('When a signed-in customer changes to a subscription plan, then Stripe receives a subscription Checkout with the price, the account, the 3-day trial, the promo and the return URLs, and the answer is its URL', async () => {
    const buyer = await customer('sub-buyer@example.com');
    stripe.calls.length = 0;
    const answer = await as(buyer.token).post('/api/plans/change', { planId: 'growth-partner' }).expect(200);
    expect(answer.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
    const [sent] = stripe.callsTo('POST', '/v1/checkout/sessions');
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'growth-partner-monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: buyer.id,
      customer_email: buyer.email,
      'subscription_data[trial_period_days]': '3',
      'metadata[planId]': 'growth-partner',
      success_url: `${t.config.PUBLIC_URL}/?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.PUBLIC_URL}/?payment=failed`,
    });
    // stripe-mock knows no LAUNCH20 code, so customers may type it.
    expect(sent.params.allow_promotion_codes).toBe('true');
    expect(sent.headers.authorization).toBe('Bearer sk_test_launchboost');
  });

  it('When the plan is one-time, then the Checkout is in payment mode at the plan price without a trial; an unknown plan is 404', async () => {
    const buyer = await customer('one-time@example.com');
    stripe.calls.length = 0;
    await as(buyer.token).post('/api/plans/change', { planId: 'starter' }).expect(200);
    const [sent] = stripe.callsTo('POST', '/v1/checkout/sessions');
    expect(sent.params).toMatchObject({ mode: 'payment', client_reference_id: buyer.id, 'line_items[0][price_data][unit_amount]': '9900', 'line_items[0][price_data][currency]': 'usd', customer_creation: 'always' });
    expect(Object.keys(sent.params).some((key) => key.startsWith('subscription_data'))).toBe(false);
    const unknown = await as(buyer.token).post('/api/plans/change', { planId: 'no-such-plan' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Plan not found']);
    expect((await request(t.app).post('/api/plans/change').send({ planId: 'starter' })).status).toBe(401);
  });

  it('When a visitor chose a plan before signing up or in, then the answer carries a Checkout URL as paymentUrl', async () => {
    const signedUp = await request(t.app).post('/api/auth/signup').send({ user: { email: 'chooser@example.com', password: 'pay password 1', firstName: 'Ch' }, planId: 'publisher' }).expect(201);
    expect(signedUp.body.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const signedIn = await request(t.app).post('/api/auth/signIn').send({ email: 'chooser@example.com', password: 'pay password 1', planId: 'growth-partner' }).expect(200);
    expect(signedIn.body.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!.params.mode).toBe('subscription');
  });
});

describe('the Stripe webhook', () => {
  it('When a signed checkout.session.completed arrives, then /api/users/me shows the plan trialing and one email goes; the same event again changes nothing and sends nothing', async () => {
    const buyer = await customer('trial@example.com');
    await as(buyer.token).post('/api/plans/change', { planId: 'growth-partner' }).expect(200);
    const checkout = (await CheckoutModel.findOne({ userId: buyer.id }).lean())!;
    expect((await as(buyer.token).get('/api/users/me')).body.billing).toEqual({ plan: null, status: null, periodEnd: null });

    const event = stripeEvent('checkout.session.completed', { id: checkout._id, object: 'checkout.session', mode: 'subscription', client_reference_id: buyer.id, metadata: { userId: buyer.id, planId: 'growth-partner' }, customer: 'cus_trial1', subscription: 'sub_trial1', payment_status: 'no_payment_required', amount_total: 0, currency: 'usd' });
    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
    const billing = (await as(buyer.token).get('/api/users/me').expect(200)).body.billing;
    expect(billing).toMatchObject({ plan: { id: 'growth-partner', label: 'Growth Partner', type: 'monthly' }, status: 'trialing' });
    expect(new Date(billing.periodEnd).getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const mail = await smtp.waitFor(buyer.email, /free trial/);
    expect(mail.subject).toBe(TRIAL_STARTED_SUBJECT);

    expect((await deliver(event).expect(200)).body).toEqual({ received: true, outcome: 'replayed' });
    expect((await as(buyer.token).get('/api/users/me')).body.billing).toEqual(billing);
    // A second email, had one been queued, would keep the outbox open until sent.
    await t.jobsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(await OutboxMessageModel.countDocuments({ jobId: `checkout-completed-${checkout._id}` })).toBe(1);
  });

  it('When the signature is wrong, missing or 10 minutes old, then the webhook answers 400 and applies nothing', async () => {
    const event = stripeEvent('customer.subscription.deleted', { id: 'sub_forged', object: 'subscription', customer: 'cus_forged', status: 'canceled', metadata: {} });
    const wrong = await deliver(event, { secret: 'whsec_someone_else' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid webhook signature']);
    const old = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect([old.status, old.body.message]).toEqual([400, 'Invalid webhook signature']);
    const unsigned = await request(t.app).post('/api/payments/webhook').set('Content-Type', 'application/json').send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    expect(await (await import('./model')).SubscriptionModel.exists({ _id: 'sub_forged' })).toBeNull();
  });

  it('When customer.subscription.deleted is followed by an older updated event, then the subscription stays canceled and the canceled email goes once', async () => {
    const buyer = await customer('leaver@example.com');
    const now = Math.floor(Date.now() / 1000);
    const subscription = (status: string) => ({ id: 'sub_leaver', object: 'subscription', customer: 'cus_leaver', status, metadata: { userId: buyer.id, planId: 'growth-partner' }, items: { object: 'list', data: [{ id: 'si_1', current_period_end: now + 30 * 86_400, price: { id: 'growth-partner-monthly', unit_amount: 69000, recurring: { interval: 'month' } } }] }, currency: 'usd', cancel_at_period_end: false, trial_end: null, canceled_at: null, start_date: now - 100 });
    await deliver(stripeEvent('customer.subscription.created', subscription('active'), { created: now - 60 })).expect(200);
    expect((await as(buyer.token).get('/api/users/me')).body.billing.status).toBe('active');
    expect((await deliver(stripeEvent('customer.subscription.deleted', subscription('canceled'), { created: now })).expect(200)).body.outcome).toBe('applied');
    expect((await deliver(stripeEvent('customer.subscription.updated', subscription('active'), { created: now - 30 })).expect(200)).body.outcome).toBe('ignored');
    expect((await as(buyer.token).get('/api/users/me')).body.billing).toMatchObject({ status: 'canceled', plan: { id: 'growth-partner' } });
    expect((await as(buyer.token).get('/api/subscriptions/sub_leaver').expect(200)).body).toMatchObject({ id: 'sub_leaver', status: 'canceled' });
    expect((await as(admin).get('/api/subscriptions/sub_leaver')).status).toBe(404);
    await smtp.waitFor(buyer.email, new RegExp(SUBSCRIPTION_CANCELED_SUBJECT));
    await t.jobsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  it('When an invoice payment fails, then the customer is emailed once with the link to update the payment method', async () => {
    const buyer = await customer('declined@example.com');
    await BillingCustomerModel.create({ _id: buyer.id, stripeCustomerId: 'cus_declined' });
    const invoice = { id: 'in_declined1', object: 'invoice', customer: 'cus_declined', amount_due: 69000, amount_paid: 0, currency: 'usd', hosted_invoice_url: null, parent: { subscription_details: { subscription: 'sub_declined' } } };
    const event = stripeEvent('invoice.payment_failed', invoice);
    await deliver(event).expect(200);
    await deliver(event).expect(200);
    const mail = await smtp.waitFor(buyer.email, new RegExp(PAYMENT_FAILED_SUBJECT));
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/account/billing`);
    expect(mail.text).toContain('690.00 USD');
    await t.jobsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });
});

describe('renewal receipts', () => {
  it('When a signed invoice.paid for a renewal arrives, then one receipt goes with the amount, the period and the Billing Portal link; the same event again, or another event for that invoice, sends none', async () => {
    const buyer = await customer('renewer@example.com');
    await BillingCustomerModel.create({ _id: buyer.id, stripeCustomerId: 'cus_renewer' });
    const start = Date.UTC(2026, 2, 1) / 1000;
    const end = Date.UTC(2026, 3, 1) / 1000;
    const invoice = (id: string, reason: string, amount: number) => ({
      id,
      object: 'invoice',
      customer: 'cus_renewer',
      amount_due: amount,
      amount_paid: amount,
      currency: 'usd',
      billing_reason: reason,
      hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
      period_start: start - 86_400 * 31,
      period_end: start,
      lines: { object: 'list', data: [{ id: `il_${id}`, object: 'line_item', amount, period: { start, end } }] },
      parent: { subscription_details: { subscription: 'sub_renewer' } },
    });
    // The first charge of a subscription is the Checkout's email, not a renewal receipt.
    await deliver(stripeEvent('invoice.paid', invoice('in_first1', 'subscription_create', 69000))).expect(200);
    const renewal = stripeEvent('invoice.paid', invoice('in_renewal1', 'subscription_cycle', 69000));
    expect((await deliver(renewal).expect(200)).body.outcome).toBe('applied');
    expect((await deliver(renewal).expect(200)).body.outcome).toBe('replayed');
    // Stripe may announce one invoice in two events: the job id (the invoice's) sends its receipt once.
    await deliver(stripeEvent('invoice.paid', invoice('in_renewal1', 'subscription_cycle', 69000))).expect(200);

    const receipt = await smtp.waitFor(buyer.email, new RegExp(RENEWAL_RECEIPT_SUBJECT));
    expect(receipt.text).toContain('690.00 USD');
    expect(receipt.text).toContain('March 1, 2026 to April 1, 2026');
    expect(receipt.text).toContain(`${t.config.PUBLIC_URL}/account/billing`);
    expect(receipt.text).toContain('https://invoice.stripe.com/i/in_renewal1');
    // Today's look: the layout every email has (its HTML part with the action button).
    expect(receipt.html).toContain(`href="${t.config.PUBLIC_URL}/account/billing"`);
    await t.jobsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(await OutboxMessageModel.countDocuments({ jobId: 'renewal-receipt-in_renewal1' })).toBe(1);
  });
});

describe('revenue for operators', () => {
  it('When paying subscriptions exist, then the dashboard and /api/admin/subscriptions show the monthly recurring revenue (a yearly price counts a twelfth) and the new customers', async () => {
    const before = (await as(admin).get('/api/admin/dashboard').expect(200)).body.revenue;
    const now = Math.floor(Date.now() / 1000);
    const subscription = (id: string, userId: string, amount: number, interval: string) => ({ id, object: 'subscription', customer: `cus_${id}`, status: 'active', metadata: { userId, planId: interval === 'year' ? 'growth-partner-yearly' : 'influencer-growth' }, items: { object: 'list', data: [{ current_period_end: now + 86_400, price: { id: `price_${id}`, unit_amount: amount, recurring: { interval } } }] }, currency: 'usd', start_date: now });
    const monthlyBuyer = await customer('mrr-monthly@example.com');
    const yearlyBuyer = await customer('mrr-yearly@example.com');
    await deliver(stripeEvent('customer.subscription.created', subscription('sub_mrr1', monthlyBuyer.id, 24900, 'month'))).expect(200);
    await deliver(stripeEvent('customer.subscription.created', subscription('sub_mrr2', yearlyBuyer.id, 690000, 'year'))).expect(200);
    const after = (await as(admin).get('/api/admin/dashboard').expect(200)).body.revenue;
    expect(after.mrr - before.mrr).toBeCloseTo(249 + 575, 2);
    expect(after.newCustomers - before.newCustomers).toBe(2);
    const listed = (await as(admin).get('/api/admin/subscriptions').expect(200)).body;
    expect(listed.subscriptions.find((row: { id: string }) => row.id === 'sub_mrr2')).toMatchObject({ email: 'mrr-yearly@example.com', status: 'active', monthlyAmount: 575, plan: { id: 'growth-partner-yearly' } });
    expect(listed.revenue).toEqual(after);
  });
});

describe("the spec's other billing calls", () => {
  it('When a customer asks for the portal, a subscription, the confirmation and an unpaid choice, then each answers from Stripe and the records', async () => {
    const buyer = await customer('portal@example.com');
    expect((await as(buyer.token).get('/api/users/update-payment')).status).toBe(404);
    expect((await as(buyer.token).get('/api/users/complete-payment')).status).toBe(404);
    await as(buyer.token).post('/api/plans/change', { planId: 'publisher' }).expect(200);
    stripe.calls.length = 0;
    const again = await as(buyer.token).get('/api/users/complete-payment').expect(200);
    expect(again.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripe.callsTo('POST', '/v1/checkout/sessions')[0].params).toMatchObject({ mode: 'payment', client_reference_id: buyer.id, 'metadata[planId]': 'publisher' });

    const checkout = (await CheckoutModel.findOne({ userId: buyer.id }).sort({ createdAt: 1 }).lean())!;
    const confirmed = await as(buyer.token).get(`/api/payments/confirms?session_id=${checkout._id}`).expect(200);
    expect(confirmed.body).toMatchObject({ sessionId: checkout._id, plan: { id: 'publisher', label: 'Publisher' }, trialDays: 0 });
    expect((await as(admin).get(`/api/payments/confirms?session_id=${checkout._id}`)).status).toBe(404);
    expect((await as(buyer.token).get('/api/payments/confirms?session_id=nope')).status).toBe(400);

    // stripe-mock's subscriptions all belong to its fixture customer.
    const fixtureCustomer = (await new Stripe('sk_test_x', { host: '127.0.0.1', port: Number(new URL(stripe.apiBase).port), protocol: 'http' }).subscriptions.retrieve('sub_attach')).customer as string;
    const refused = await as(buyer.token).post('/api/users/new-subscription', { subscriptionId: 'sub_attach' });
    expect([refused.status, refused.body.message]).toEqual([403, 'This subscription does not belong to your account']);
    await BillingCustomerModel.create({ _id: buyer.id, stripeCustomerId: fixtureCustomer });
    expect((await as(buyer.token).post('/api/users/new-subscription', { subscriptionId: 'sub_attach' }).expect(200)).body).toMatchObject({ id: 'sub_attach', status: 'active' });
    expect((await as(buyer.token).get('/api/subscriptions/sub_attach').expect(200)).body.id).toBe('sub_attach');
    expect((await as(buyer.token).post('/api/users/new-subscription', { subscriptionId: 'bad' })).status).toBe(400);

    const portal = await as(buyer.token).get('/api/users/update-payment').expect(200);
    expect(portal.body.url).toMatch(/^https:\/\//);
    expect(stripe.callsTo('POST', '/v1/billing_portal/sessions')[0].params).toEqual({ customer: fixtureCustomer, return_url: `${t.config.PUBLIC_URL}/account` });
  });

  it("When an admin lists the Stripe accounts' discounts, then coupons and promotion codes come back per account, asked with Stripe-Account", async () => {
    stripe.calls.length = 0;
    const both = await as(admin).get('/api/payments/account-id/acct_live1/acct_test1').expect(200);
    expect(both.body.live).toMatchObject({ accountId: 'acct_live1', coupons: expect.any(Array), promotionCodes: expect.any(Array) });
    expect(both.body.test.accountId).toBe('acct_test1');
    expect(stripe.callsTo('GET', '/v1/coupons').map((c) => c.headers['stripe-account']).sort()).toEqual(['acct_live1', 'acct_test1']);
    const own = await as(admin).get('/api/payments/stripe-coupons').expect(200);
    expect(own.body).toEqual([expect.objectContaining({ accountId: null })]);
    expect((await as(admin).get('/api/payments/stripe-coupons?stripeAcountId=nope')).status).toBe(400);
  });
});
