import type { Browser } from 'playwright-core';
import { SUBMIT_SUCCESS_MESSAGE } from '../../domain/directory/submission';
import { WAITLIST_FAILURE_MESSAGE, WAITLIST_SUCCESS_MESSAGE } from '../../domain/waitlist/signup';
import { ProductModel } from '../../server/features/directory/model';
import { WaitlistEntryModel } from '../../server/features/waitlist/model';
import { jpegScreenshot, pngLogo } from '../support/images';
import { launchBrowser, reusableTab } from '../support/browser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
// A visitor whose browser runs no JavaScript at all: forms post to their page and the server answers with a page.
// The tests navigate this one tab instead of opening a tab each.
const tab = reusableTab(() => browser, { context: { javaScriptEnabled: false } });
let files: { logo: Buffer; screenshot: Buffer };

beforeAll(async () => {
  t = await createTestApp(__filename);
  await ProductModel.init();
  browser = await launchBrowser();
  const [logo, screenshot] = await Promise.all([pngLogo(120, 120), jpegScreenshot(800, 500)]);
  files = { logo, screenshot };
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t.close();
});

describe('forms without JavaScript', () => {
  it('When a founder submits a product with JavaScript disabled, then the answer page shows the success dialog with the spec texts and the product is pending', async () => {
    const { page } = await tab.open(`${t.url}/directories/submit`);
    await page.fill('#field-name', 'No Script Notes');
    await page.fill('#field-headline', 'Works in every browser');
    await page.fill('#field-description', 'Submitted by a browser without JavaScript.');
    await page.fill('#field-website_url', 'https://noscript-notes.example');
    await page.selectOption('#field-category', 'productivity');
    await page.fill('#field-firstname', 'Nora');
    await page.fill('#field-email', 'nora@noscript.example');
    await page.setInputFiles('#field-logo', { name: 'logo.png', mimeType: 'image/png', buffer: files.logo });
    await page.setInputFiles('#field-screenshot', { name: 'shot.jpg', mimeType: 'image/jpeg', buffer: files.screenshot });
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Submit Product' }).click()]);

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Submission Successful!').waitFor();
    await expect(dialog.getByText(SUBMIT_SUCCESS_MESSAGE).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).resolves.toBe('/#pricing');
    expect(await ProductModel.findOne({ website_host: 'noscript-notes.example' }).lean()).toMatchObject({ status: 'pending', name: 'No Script Notes' });
    // The dialog's Close is a native dialog form: it works without scripts too.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);
  });

  it('When a founder submits without a product name and JavaScript disabled, then the page answers 400 with the spec message in the banner, the field marked, and the typed text kept', async () => {
    const { page } = await tab.open(`${t.url}/directories/submit`);
    await page.fill('#field-headline', 'Kept after the refusal');
    await page.fill('#field-email', 'kept@noscript.example');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Submit Product' }).click()]);
    expect(response.status()).toBe(400);
    await page.getByTestId('submit-error').waitFor();
    await expect(page.getByTestId('submit-error').innerText()).resolves.toContain('Product name is required');
    await expect(page.locator('#field-name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#field-headline').inputValue()).resolves.toBe('Kept after the refusal');
    await expect(page.locator('#field-email').inputValue()).resolves.toBe('kept@noscript.example');
  });

  it('When a visitor joins the waitlist from the home page with JavaScript disabled, then the waitlist page shows the spec success text; a bad address shows the failure text', async () => {
    const { page } = await tab.open(`${t.url}/`);
    const form = page.locator('#waitlist form');
    await form.locator('input[name="email"]').fill('quiet@noscript.example');
    await Promise.all([page.waitForURL(`${t.url}/waitlist`), form.getByRole('button', { name: 'Join the waitlist' }).click()]);
    await expect(page.getByTestId('waitlist-success').innerText()).resolves.toBe(WAITLIST_SUCCESS_MESSAGE);
    expect(await WaitlistEntryModel.findOne({ email: 'quiet@noscript.example' }).lean()).toMatchObject({ source: '/' });

    await page.locator('form input[name="email"]').fill('not an address');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Join the waitlist' }).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByTestId('waitlist-error').innerText()).resolves.toBe(WAITLIST_FAILURE_MESSAGE);
  });
});
