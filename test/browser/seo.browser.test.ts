import type { Browser } from 'playwright-core';
import { plansService } from '../../server/features/plans/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { launchBrowser, reusableTab, screenshot, waitForHydration } from '../support/browser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
/** The tests navigate this one tab instead of opening a tab each. */
const tab = reusableTab(() => browser);

beforeAll(async () => {
  t = await createTestApp(__filename);
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  baseUrl = await t.listen();
  browser = await launchBrowser();
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
});

describe('generated SEO pages in the browser', () => {
  it('When a cached /g page loads twice, then its islands hydrate with no CSP or console errors each time, and a related link loads the other page', async () => {
    // The first load fills the cache, the second is served from it (the same bytes, scripts allowed by hash).
    const { page, console: errors } = await tab.open(`${baseUrl}/g/directory-submission-list-seo-france`);
    const revalidation = page.waitForResponse((res) => res.url().endsWith('/g/directory-submission-list-seo-france'));
    await page.reload({ waitUntil: 'load' });
    const second = await revalidation;
    // The browser revalidated its copy with the ETag (Chromium then reports the reused copy as 200): its scripts must still run.
    expect((await second.request().allHeaders())['if-none-match']).toMatch(/^"/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForHydration(page);
    await screenshot(page, 'seo-country-page');
    // /g pages are served as islands (no router in the browser): a link is a full page load.
    await page.locator('nav[aria-labelledby="related-title"]').getByRole('link', { name: 'FRANCE Business Directories List' }).click();
    await page.waitForURL(`${baseUrl}/g/france-business-directories-list`);
    await page.getByRole('heading', { level: 1, name: 'FRANCE Business Directories List' }).waitFor();
    await waitForHydration(page);
    expect(await page.title()).toBe('FRANCE Business Directories List - Optimize Business Visibility');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${t.config.PUBLIC_URL}/g/france-business-directories-list`);
    expect(errors.take()).toEqual([]);
  });

  it('When a /page/{slug} header link to pricing is used on a phone, then the pricing section of the same page comes into view', async () => {
    const { page, console: errors } = await tab.open(`${baseUrl}/page/ai-backlink-maker`, { viewport: { width: 390, height: 844 } });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('header').getByRole('link', { name: 'Pricing' }).last().click();
    await page.waitForURL(`${baseUrl}/page/ai-backlink-maker#pricing`);
    await page.waitForFunction(() => {
      const box = document.getElementById('pricing')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    await screenshot(page, 'seo-keyword-page-pricing-mobile');
    expect(errors.take()).toEqual([]);
  });

  it('When the country hub is opened, then it lists every region and a country link opens its page', async () => {
    const { page, console: errors } = await tab.open(`${baseUrl}/directory-lists/countries`);
    expect(await page.locator('main h2').count()).toBeGreaterThan(15);
    await page.getByRole('link', { name: 'Japan: SEO directory submission list' }).click();
    await page.waitForURL(`${baseUrl}/g/directory-submission-list-seo-japan`);
    await page.getByRole('heading', { level: 1, name: 'Directory Submission List for SEO in JAPAN' }).waitFor();
    expect(errors.take()).toEqual([]);
  });
});
