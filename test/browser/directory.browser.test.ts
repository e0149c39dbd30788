import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { productsSeeder } from '../../server/features/products/demo';
import type { CliContext } from '../../scripts/commands/types';
import { launchBrowser, screenshot, watchConsole } from '../support/browser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
let logoFile: string;
let screenshotFile: string;

beforeAll(async () => {
  t = await createTestApp(__filename, { DIRECTORY_MODERATION: 'on', SUBMISSIONS_PER_HOUR: '50' });
  // Sixteen approved demo products: two pages of twelve.
  await productsSeeder.run({ config: t.config } as CliContext, { demo: true });
  baseUrl = await t.listen();
  browser = await launchBrowser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lb-files-'));
  logoFile = path.join(dir, 'logo.png');
  screenshotFile = path.join(dir, 'screenshot.jpg');
  writeFileSync(logoFile, await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f97316' } }).png().toBuffer());
  writeFileSync(screenshotFile, await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0ea5e9' } }).jpeg().toBuffer());
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function openPage(pathname: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = watchConsole(page);
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

async function fillSubmitForm(page: Page, website: string) {
  await page.getByLabel('Product name').fill('Browser Test Tool');
  await page.getByLabel('Headline').fill('Checks the submit form end to end');
  await page.getByLabel('Description').fill('A product submitted by the browser test.\nIt has two lines.');
  await page.getByLabel('Website URL').fill(website);
  await page.getByLabel('Category').selectOption('developer-tools');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.locator('input[type="file"][name="logo"]').setInputFiles(logoFile);
  await page.locator('input[type="file"][name="screenshot"]').setInputFiles(screenshotFile);
}

describe('submitting a product', () => {
  it('When the form is sent with both images, then the success modal opens and the form and previews are cleared', async () => {
    const { page, errors } = await openPage('/directories/submit');
    await fillSubmitForm(page, 'https://browser-test-tool.example');
    await expect(page.getByTestId('logo-preview').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Submit Product' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain('Submission Successful!');
    expect(await dialog.textContent()).toContain('Your product has been submitted successfully! You will receive a confirmation email shortly.');
    expect(await dialog.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/#pricing');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Product name').inputValue()).toBe('');
    expect(await page.getByLabel('Website URL').inputValue()).toBe('');
    expect(await page.getByTestId('logo-preview').count()).toBe(0);
    expect(await page.getByTestId('screenshot-preview').count()).toBe(0);
    await screenshot(page, 'directory-submit-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('When a required field is missing, then the red banner shows the first failure and vanishes after 5 seconds', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors = watchConsole(page);
    await page.clock.install();
    await page.goto(`${baseUrl}/directories/submit`, { waitUntil: 'networkidle' });
    await page.getByLabel('Product name').fill('Only a name');
    // The browser's own required-field bubbles would stop the submit before our checks: skip them as a script would.
    await page.locator('form').evaluate((form) => ((form as HTMLFormElement).noValidate = true));
    await page.getByRole('button', { name: 'Submit Product' }).click();

    const banner = page.getByTestId('submit-error');
    await banner.waitFor({ state: 'visible' });
    expect(await banner.textContent()).toContain('Headline is required');
    await page.clock.runFor(4_900);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await banner.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('browsing the directory', () => {
  it('When a search is typed and Enter pressed, then the URL carries the query and the grid shows the matches', async () => {
    const { page, errors } = await openPage('/directories');
    expect(await page.locator('a[href^="/product/"]').count()).toBeGreaterThanOrEqual(12);
    await page.getByPlaceholder('Search by name, headline or category').fill('invoice');
    await page.getByPlaceholder('Search by name, headline or category').press('Enter');
    await page.waitForURL(/\/directories\?q=invoice/);
    await page.waitForFunction(() => document.querySelectorAll('a[href^="/product/"]').length === 1);
    expect(await page.locator('a[href^="/product/"]').first().getAttribute('href')).toBe('/product/invoicefox');

    await page.getByPlaceholder('Search by name, headline or category').fill('zzzz-nothing');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=zzzz-nothing/);
    await page.getByText('No products found').waitFor();
    expect(await page.getByText('Try adjusting your search criteria or check back later.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('When the next page is chosen, then page 2 shows the remaining products and the counts follow', async () => {
    const { page, errors } = await openPage('/directories');
    expect(await page.getByText('Showing 1 - 12 of 16 products').isVisible()).toBe(true);
    await screenshot(page, 'directory-list-1280');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('Showing 13 - 16 of 16 products').waitFor();
    expect(await page.locator('main a[href^="/product/"]').count()).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('When a product card is opened, then the detail page shows the product with a Visit Website link in a new tab', async () => {
    const { page, errors } = await openPage('/directories');
    await page.locator('a[href="/product/invoicefox"]').first().click();
    await page.waitForURL(/\/product\/invoicefox$/);
    await page.getByRole('heading', { level: 1, name: 'InvoiceFox' }).waitFor();
    const visit = page.getByRole('link', { name: /Visit Website/ });
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toContain('noopener');
    expect(await visit.getAttribute('href')).toMatch(/^https:\/\/invoicefox\.example\/?\?ref=/);
    await screenshot(page, 'product-1280');
    expect(errors).toEqual([]);
    await page.close();
  });
});
