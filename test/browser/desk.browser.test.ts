import type { Browser } from 'playwright-core';
import { directoryInput } from '../../domain/catalogue/directories';
import { orderProductInput } from '../../domain/orders/orders';
import { addDirectory } from '../../server/features/catalogue/directoryWrites';
import { OrderItemModel } from '../../server/features/orders/model';
import { ordersService } from '../../server/features/orders/service';
import { plansService } from '../../server/features/plans/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { usersService } from '../../server/features/users/service';
import { seriousViolations } from '../support/axe';
import { launchBrowser, screenshot, waitForHydration, watchConsole } from '../support/browser';
import { startLocalServer, type LocalServer } from '../support/discussionFakes';
import { asUser, signUp } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

// Sign-in, a few page loads and a backlink check on a shared 2-core machine.
jest.setTimeout(120_000);

let t: TestApp;
let browser: Browser;
let baseUrl: string;
let listings: LocalServer;

const directory = (name: string, domain: string, domainRating: number) =>
  directoryInput.parse({ domain, name, url: `https://${domain}`, submitUrl: `https://${domain}/submit`, domainRating, monthlyVisits: 10_000, pricing: 'free', linkPolicy: 'dofollow', categories: ['any'], countries: ['global'], requirements: { accountNeeded: true, reciprocalLink: false, reviewDays: 3, notes: 'Use the founder account.' } });

beforeAll(async () => {
  listings = await startLocalServer((_url, _req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><html><head><title>Listing</title></head><body><a href="https://otter.example.com/">Otter Notes</a></body></html>'));
  t = await createTestApp(__filename, { WEBSITE_INFO_ALLOW_PRIVATE: 'on', BACKLINK_HOST_DELAY_MS: '0' });
  t.startWorkers();
  baseUrl = await t.listen();
  await usersService(t.platform).createOrPromoteAdmin('ops@example.com', 'ops password 1');
  for (const [name, domain, rating] of [['Launch Harbor', 'launchharbor.example', 61], ['Tool Orchard', 'toolorchard.example', 48], ['Maker Wharf', 'makerwharf.example', 35]] as const) await addDirectory(t.platform, directory(name, domain, rating));
  const [starter] = defaultPlans('LAUNCH20');
  await plansService(t.platform).insertMissing([{ ...starter, id: 'three', label: 'Three', headline: 'Submission to 3 directories', features: ['3 directories'], position: 30 }]);
  const userId: string = (await asUser(t.app, await signUp(t.app, 'founder@example.com')).get('/api/users/me').expect(200)).body.id;
  const orders = ordersService(t.platform);
  await orders.createForPurchase({ checkoutId: 'cs_desk', userId, planId: 'three' });
  const [order] = await orders.listMine(userId);
  await orders.saveProduct(userId, order.id, orderProductInput.parse({ name: 'Otter Notes', website: 'https://otter.example.com', category: 'productivity', description: 'Notes for otters. They float and share.' }));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await listings?.close();
});

describe('/admin/desk in Chromium', () => {
  it('When an operator walks the desk by keyboard at 1280 px, then each submission is recorded in turn, the live one shows its found backlink, and axe finds nothing serious', async () => {
    // axe is injected with evaluate(), which the page's CSP would otherwise refuse.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${baseUrl}/auth/login?next=${encodeURIComponent('/admin/desk')}`, { waitUntil: 'load' });
    const login = page.getByRole('form', { name: 'Sign in with your password' });
    await login.getByLabel('Email').fill('ops@example.com');
    await login.getByLabel('Password').fill('ops password 1');
    await Promise.all([page.waitForURL(`${baseUrl}/admin/desk`), login.getByLabel('Password').press('Enter')]);
    await waitForHydration(page);

    const item = page.getByTestId('desk-item');
    await item.getByRole('heading', { name: /Launch Harbor for Otter Notes/ }).waitFor();
    await screenshot(page, 'admin-desk-item');
    expect(await item.getByRole('link', { name: /Open the submit form/ }).getAttribute('href')).toBe('https://launchharbor.example/submit');
    expect(await item.getByLabel(/^Website/).inputValue()).toBe('https://otter.example.com/?utm_source=launchharbor.example&utm_medium=directory');
    expect(await item.getByLabel(/^Tagline/).inputValue()).toBe('Notes for otters');
    expect(await seriousViolations(page)).toEqual([]);

    // Submitted: the first button after the two fields.
    await item.getByLabel(/^Listing URL/).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('desk-recorded').getByText('Launch Harbor: submitted').waitFor();

    // The next one has the focus on its heading; live with the listing's address, typed, then the Live button.
    await page.locator('#desk-item:focus', { hasText: 'Tool Orchard' }).waitFor();
    await item.getByLabel(/^Listing URL/).focus();
    await page.keyboard.type(`${listings.url}/listing/otter`);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Live');
    await page.keyboard.press('Enter');
    await page.getByTestId('desk-recorded').getByText(/Tool Orchard: live\s*Backlink: Found, dofollow/).waitFor({ timeout: 60_000 });

    // Rejected, with its reason typed in.
    await page.locator('#desk-item:focus', { hasText: 'Maker Wharf' }).waitFor();
    await item.getByLabel(/^Reason/).focus();
    await page.keyboard.type('Only open-source tools');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Nothing to submit').waitFor();
    await screenshot(page, 'admin-desk');

    const items = await OrderItemModel.find({}).sort({ position: 1 }).lean();
    expect(items.map((i) => [i.directory, i.status, i.reason])).toEqual([['Launch Harbor', 'submitted', null], ['Tool Orchard', 'live', null], ['Maker Wharf', 'rejected', 'Only open-source tools']]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
