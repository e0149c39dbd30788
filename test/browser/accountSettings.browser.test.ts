import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ACCOUNT_DELETED_MESSAGE, PROFILE_SAVED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../domain/users/messages';
import { seriousViolations } from '../support/axe';
import { launchBrowser, reusableTab, screenshot, waitForHydration } from '../support/browser';
import { signUp } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

// Sign-ins, form posts and two viewports per test on a shared 2-core machine.
jest.setTimeout(90_000);

let t: TestApp;
let browser: Browser;
let baseUrl: string;
// axe is injected with evaluate(), which the page's CSP would otherwise refuse.
const scripted = reusableTab(() => browser, { context: { bypassCSP: true } });
// A visitor whose browser runs no JavaScript at all: every form posts to its page.
const plain = reusableTab(() => browser, { context: { javaScriptEnabled: false, acceptDownloads: true } });

beforeAll(async () => {
  t = await createTestApp(__filename);
  baseUrl = await t.listen();
  browser = await launchBrowser();
});
afterAll(async () => {
  await scripted.close();
  await plain.close();
  await browser?.close();
  await t?.close();
});

/** Signs in through the login page's password form and lands on /account/settings. */
async function signInTo(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await Promise.all([page.waitForURL(`${baseUrl}/account/settings`), form.getByRole('button', { name: 'Sign in' }).click()]);
}

describe('/account/settings in Chromium', () => {
  it('When the settings page is checked at 1280 and 375 px, then axe finds no serious or critical violation, and its forms answer in place with JavaScript', async () => {
    await signUp(t.app, 'axe@example.com', { password: 'axe password 1', firstName: 'Ada' });
    const { page, console } = await scripted.open(`${baseUrl}/auth/login?next=%2Faccount%2Fsettings`);
    await waitForHydration(page);
    await signInTo(page, 'axe@example.com', 'axe password 1');
    await waitForHydration(page);

    const found: Record<string, string[]> = {};
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await seriousViolations(page);
      if (violations.length) found[`${width} px`] = violations;
      await screenshot(page, `account-settings-${width}`);
    }
    expect(found).toEqual({});

    // With JavaScript the forms post through fetchers: the page stays, the answer appears beside the form.
    const profile = page.getByRole('form', { name: 'Your name' });
    await profile.getByLabel('Last name').fill('Lovelace');
    await profile.getByRole('button', { name: 'Save your name' }).click();
    await page.getByTestId('profile-answer').getByText(PROFILE_SAVED_MESSAGE).waitFor();
    expect(console.take()).toEqual([]);
    const password = page.getByRole('form', { name: 'Change your password' });
    await password.getByLabel('Current password').fill('not my password');
    await password.getByLabel(/New password/).fill('axe password 2');
    await password.getByRole('button', { name: 'Change your password' }).click();
    await page.getByTestId('password-answer').getByText(WRONG_CURRENT_PASSWORD_MESSAGE).waitFor();
    await expect(password.getByLabel('Current password').getAttribute('aria-invalid')).resolves.toBe('true');
    // Chromium logs the refused call's status; nothing else went wrong.
    expect(console.take()).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('When a customer without JavaScript signs in and uses every part of the page, then each form answers with the page, the data downloads and the account is deleted', async () => {
    await signUp(t.app, 'quiet@example.com', { password: 'quiet password 1', firstName: 'Quinn' });
    // A session elsewhere (a phone, say), to sign out from here.
    const phone = (await request(t.app).post('/api/auth/signIn').send({ email: 'quiet@example.com', password: 'quiet password 1' }).expect(200)).body.accessToken as string;

    const { page } = await plain.open(`${baseUrl}/auth/login?next=%2Faccount%2Fsettings`, { viewport: { width: 375, height: 812 } });
    await signInTo(page, 'quiet@example.com', 'quiet password 1');
    await expect(page.getByTestId('settings-email').innerText()).resolves.toBe('quiet@example.com');

    const profile = page.getByRole('form', { name: 'Your name' });
    await profile.getByLabel('Last name').fill('Quiet');
    await Promise.all([page.waitForLoadState('load'), profile.getByRole('button', { name: 'Save your name' }).click()]);
    await page.getByTestId('profile-answer').getByText(PROFILE_SAVED_MESSAGE).waitFor();
    await expect(page.getByRole('form', { name: 'Your name' }).getByLabel('Last name').inputValue()).resolves.toBe('Quiet');

    await expect(page.getByTestId('session').count()).resolves.toBe(3);
    const everywhere = page.getByRole('form', { name: 'Sign out everywhere else' });
    await Promise.all([page.waitForLoadState('load'), everywhere.getByRole('button', { name: 'Sign out everywhere else' }).click()]);
    await page.getByTestId('sessions-answer').getByText('Signed out 2 other sessions.').waitFor();
    await expect(page.getByTestId('session').count()).resolves.toBe(1);
    expect((await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${phone}`)).status).toBe(401);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your data' }).click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(download.suggestedFilename()).toBe('launchboost-account-data.json');
    expect(exported.account).toMatchObject({ email: 'quiet@example.com', firstName: 'Quinn', lastName: 'Quiet' });

    const removal = page.getByRole('form', { name: 'Delete your account' });
    await removal.getByLabel('Current password').fill('quiet password 1');
    await removal.getByLabel(/Type DELETE/).fill('DELETE');
    await Promise.all([page.waitForURL(`${baseUrl}/auth/login?account=deleted`), removal.getByRole('button', { name: 'Delete my account' }).click()]);
    await expect(page.getByTestId('account-deleted').innerText()).resolves.toBe(ACCOUNT_DELETED_MESSAGE);
    expect((await request(t.app).post('/api/auth/signIn').send({ email: 'quiet@example.com', password: 'quiet password 1' })).status).toBe(401);
  });
});
