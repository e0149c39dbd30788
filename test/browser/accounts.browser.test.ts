import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ProductModel } from '../../server/features/directory/model';
import { directoryService } from '../../server/features/directory/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { usersService } from '../../server/features/users/service';
import { launchBrowser, screenshot, watchConsole } from '../support/browser';
import { jpegScreenshot, pngLogo } from '../support/images';
import { signUp } from '../support/session';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/testApp';

// Several page loads and sign-ins per test on a shared 2-core machine.
jest.setTimeout(90_000);

let t: TestApp;
let smtp: TestSmtp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(__filename, { SMTP_URL: smtp.url });
  t.startWorkers();
  baseUrl = await t.listen();
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await usersService(t.platform).createOrPromoteAdmin('boss@example.com', 'boss password 1');
  for (const [name, firstname] of [['Quokka Forms', 'Quinn'], ['Numbat Notes', 'Nell']]) {
    const slug = name.toLowerCase().replace(' ', '-');
    await directoryService(t.platform).create({
      fields: { name, headline: 'Forms your users finish.', description: 'Build forms people enjoy.', website_url: `https://${slug}.example.com`, category: 'productivity', email: 'founder@example.com', firstname },
      logo: await pngLogo(),
      screenshot: await jpegScreenshot(1200, 800),
      status: 'pending',
    });
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // Hydrated: the lazy route modules are resolved before hydrateRoot, so a script-driven form works from here.
  await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterVersion?: string }).__reactRouterVersion) || document.readyState === 'complete');
}

async function signIn(page: Page, email: string, password: string, next = '/') {
  await open(page, `/auth/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await Promise.all([page.waitForURL(`${baseUrl}${next}`), form.getByRole('button', { name: 'Sign in' }).click()]);
}

describe('accounts and the admin area in Chromium', () => {
  it('When someone signs up and signs in through the pages, then the header offers sign out, and signing out goes to the login page', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await open(page, '/auth/signup');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel(/Password/).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('signup-error').waitFor();
    expect(await page.getByTestId('signup-error').textContent()).toBe('Password must be at least 8 characters');

    await form.getByLabel(/Password/).fill('sam password 1');
    await Promise.all([page.waitForURL(`${baseUrl}/`), form.getByRole('button', { name: 'Create account' }).click()]);
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
    // The token is in an HttpOnly cookie: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('lb_access');

    await Promise.all([page.waitForURL(`${baseUrl}/auth/login`), page.getByRole('button', { name: 'Sign out' }).first().click()]);
    await signIn(page, 'sam@example.com', 'sam password 1', '/directories');
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
    await screenshot(page, 'accounts-signed-in');

    // A wrong password shows the server's message on the page.
    await page.context().clearCookies();
    await open(page, '/auth/login');
    const login = page.getByRole('form', { name: 'Sign in with your password' });
    await login.getByLabel('Email').fill('sam@example.com');
    await login.getByLabel('Password').fill('not the password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe('Invalid email or password');
    // The two refusals above (400 short password, 401 wrong password) are the only failed requests Chromium reports.
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await page.close();
  });

  it('When an emailed sign-in link is opened, then its page names the account and nobody is signed in until its button is pressed, which lands on the page the link was for', async () => {
    await signUp(t.app, 'linker@example.com');
    await request(t.app).get('/api/auth/magic-link').query({ email: 'linker@example.com', next: '/directories' }).expect(200);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/callback\S*/.exec((await smtp.waitFor('linker@example.com', /sign-in link/)).text ?? '')![0]);
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await open(page, `${link.pathname}${link.search}`);
    expect(new URL(page.url()).pathname).toBe('/auth/magic-link');
    expect(await page.getByTestId('magic-link-account').textContent()).toBe('linker@example.com');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('lb_access');
    await screenshot(page, 'accounts-magic-link');
    await Promise.all([page.waitForURL(`${baseUrl}/directories`), page.getByRole('form', { name: 'Sign in with your link' }).getByRole('button', { name: 'Sign in' }).click()]);
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('When a non-admin opens /admin, then the login page is shown; an admin approves a pending product and it appears on /directories', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await open(page, '/admin');
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    await signIn(page, 'boss@example.com', 'boss password 1', '/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('daily-chart').waitFor();
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
    const row = page.getByTestId('product-quokka-forms');
    await row.waitFor();
    expect(await row.getByRole('img', { name: 'Quokka Forms screenshot' }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Approve' }).click();
    // The outcome stays above the list while the approved row leaves the pending list.
    await page.getByTestId('products-notice').getByText('Approved quokka-forms; the founder has been emailed.').waitFor();
    await row.waitFor({ state: 'detached' });

    // Another moderator rejects a product while this page still shows it pending: approving it is refused, and says why.
    const numbat = page.getByTestId('product-numbat-notes');
    await directoryService(t.platform).reject('numbat-notes', 'Rejected from the command line.');
    await numbat.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('products-notice').getByText('Numbat Notes is now rejected: another moderator changed it meanwhile. Reload the page to see it.').waitFor();
    await numbat.waitFor({ state: 'detached' });
    expect((await ProductModel.findOne({ slug: 'numbat-notes' }).lean())?.status).toBe('rejected');
    await open(page, '/directories');
    await page.getByText('Quokka Forms').first().waitFor();
    // The refused approval (409) is the only failed request Chromium reports.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.close();
  });

  it('When an admin edits a plan price in /admin/plans, then the landing page shows the new price', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await signIn(page, 'boss@example.com', 'boss password 1', '/admin/plans');
    const row = page.getByTestId('plan-starter');
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = row.getByRole('form', { name: 'Edit Starter' });
    await form.getByLabel('Price', { exact: true }).fill('111');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await form.getByText('Saved Starter.').waitFor();
    await open(page, '/');
    await page.locator('#pricing').getByText('111').first().waitFor();
    expect(await page.locator('#pricing').textContent()).toContain('111');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('When an admin opens /admin/queues, then the Bull Board dashboard loads without console errors', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await signIn(page, 'boss@example.com', 'boss password 1', '/admin');
    await page.goto(`${baseUrl}/admin/queues`, { waitUntil: 'load' });
    await page.getByText('email', { exact: true }).first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'admin-queues');
    expect(errors).toEqual([]);
    // A visitor without a session gets 401.
    expect((await request(t.app).get('/admin/queues')).status).toBe(401);
    await page.close();
  });

  it("When an admin replaces a listed product's logo in /admin/products, then its page shows the new logo", async () => {
    await directoryService(t.platform).create({
      fields: { name: 'Wombat Mail', headline: 'Email that digs in.', description: 'Newsletters for burrowers.', website_url: 'https://wombat-mail.example.com', category: 'email-marketing', email: 'founder@wombat.example.com', firstname: 'Wren' },
      logo: await pngLogo(),
      screenshot: await jpegScreenshot(1200, 800),
      status: 'approved',
    });
    const logoOnPage = async () => (await request(t.app).get('/product/wombat-mail').expect(200)).text.match(/src="(\/uploads\/[^"]+logo[^"]*)"/)?.[1];
    const before = await logoOnPage();
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await signIn(page, 'boss@example.com', 'boss password 1', '/admin/products?status=approved');
    const row = page.getByTestId('product-wombat-mail');
    await row.getByRole('button', { name: 'Replace images' }).click();
    await row.getByLabel(/New logo/).setInputFiles({ name: 'wombat.png', mimeType: 'image/png', buffer: await pngLogo(256, 256) });
    await row.getByRole('button', { name: 'Replace', exact: true }).click();
    await page.getByTestId('products-notice').getByText('Replaced the images of wombat-mail.').waitFor();
    const after = await logoOnPage();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await row.getByRole('img', { name: 'Wombat Mail logo' }).getAttribute('src')).toBe(after);
    expect((await request(t.app).get(before!)).status).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });
});
