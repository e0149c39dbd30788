import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import request from 'supertest';
import { ordersService } from '../../server/features/orders/service';
import { CheckoutModel } from '../../server/features/payments/model';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { launchBrowser, screenshot, watchConsole } from '../support/browser';
import { startStripeMock, stripeEvent, type StripeMock } from '../support/stripeMock';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_test_browser';
let t: TestApp;
let stripe: StripeMock;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  stripe = await startStripeMock();
  t = await createTestApp(__filename, { STRIPE_SECRET_KEY: 'sk_test_browser', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.apiBase });
  baseUrl = await t.listen();
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await stripe?.close();
});

/** Stripe's hosted Checkout, played by a stub page: nothing leaves the machine. */
async function stubCheckout(page: Page) {
  await page.route('https://checkout.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Mock Checkout</title><h1>Mock Checkout</h1>' }));
}

async function paid(userId: string) {
  const checkout = (await CheckoutModel.findOne({ userId }).lean())!;
  const payload = JSON.stringify(stripeEvent('checkout.session.completed', { id: checkout._id, object: 'checkout.session', mode: 'payment', client_reference_id: userId, metadata: { userId, planId: checkout.planId }, customer: 'cus_browser', subscription: null, payment_status: 'paid', amount_total: 9900, currency: 'usd' }));
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  await request(t.app).post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload).expect(200);
  return checkout._id;
}

describe('buying a plan in Chromium', () => {
  it('When a visitor chooses a plan on the home page and signs up, then they land on the (mock) Stripe Checkout; once paid, /account shows the plan and the order page its report, without console errors', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await stubCheckout(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    const starter = page.locator('[data-plan="starter"]');
    await Promise.all([page.waitForURL(`${baseUrl}/auth/signup?plan=starter`), starter.getByRole('link', { name: 'Get Starter' }).click()]);

    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('First name').fill('Bea');
    await form.getByLabel('Email').fill('bea@example.com');
    await form.getByLabel(/Password/).fill('bea password 1');
    await Promise.all([page.waitForURL(/^https:\/\/checkout\.stripe\.com\//), form.getByRole('button', { name: 'Create account' }).click()]);
    expect(await page.title()).toBe('Mock Checkout');
    const sent = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.params).toMatchObject({ mode: 'payment', customer_email: 'bea@example.com', cancel_url: `${t.config.PUBLIC_URL}/?payment=failed` });

    // Stripe calls the webhook; only then the account has the plan and an order.
    const userId = sent.params.client_reference_id;
    const sessionId = await paid(userId);
    await page.goto(`${baseUrl}/?payment=success&session_id=${sessionId}`, { waitUntil: 'load' });
    await page.getByText('Your payment has been successfully processed').waitFor();
    // What the success page shows comes from GET /api/payments/confirms.
    expect(await page.getByTestId('payment-confirmation').textContent()).toBe('Starter: $99.00.');

    // The header offers the account once signed in.
    await Promise.all([page.waitForURL(`${baseUrl}/account`), page.getByRole('link', { name: 'Account' }).first().click()]);
    expect(await page.getByTestId('plan-label').textContent()).toBe('Starter');
    expect(await page.getByTestId('plan-status').textContent()).toBe('Active');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const orderId = (await ordersService(t.platform).listMine(userId))[0].id;
    await Promise.all([page.waitForURL(`${baseUrl}/account/orders/${orderId}`), page.getByRole('link', { name: /^Starter/ }).click()]);
    expect(await page.getByTestId('order-progress').textContent()).toBe('0 of 60 live');

    await page.getByLabel('Product name').fill('Bea Boards');
    await page.getByLabel('Website').fill('https://bea-boards.example.com');
    await page.getByLabel('Category').selectOption('saas');
    await page.getByLabel('Description', { exact: true }).fill('Boards for teams.');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Thanks! We start submitting your product now.').waitFor();

    await ordersService(t.platform).importCsv(orderId, 'directory,status,live_url,domain_rating\nProduct Hunt,live,https://www.producthunt.com/posts/bea-boards,91\nBetaList,submitted,,70\n');
    await page.reload({ waitUntil: 'load' });
    await eventually(async () => (await page.getByTestId('order-progress').textContent()) === '1 of 60 live');
    const rows = page.getByTestId('order-report').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('https://www.producthunt.com/posts/bea-boards');
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/orders/${orderId}/report.csv`);
    await screenshot(page, 'payments-order-report');
    expect(errors).toEqual([]);
  });
});
