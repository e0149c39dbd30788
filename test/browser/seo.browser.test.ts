import type { Browser, Request } from 'playwright-core';
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
  await plansService(t.runtime).insertMissing(defaultPlans('LAUNCH20'));
  baseUrl = await t.listen();
  browser = await launchBrowser();
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
});

describe('generated SEO pages in the browser', () => {
  it('When a cached /g page loads twice, then it hydrates with no CSP or console errors each time, and a related link navigates on the client through /api/seo', async () => {
    // The first load fills the cache, the second is served from it with a new nonce.
    const { page, console: errors } = await tab.open(`${baseUrl}/g/directory-submission-list-seo-france`);
    const apiCalls: string[] = [];
    const recordApiCall = (req: Request) => req.url().includes('/api/seo/') && apiCalls.push(new URL(req.url()).pathname);
    page.on('request', recordApiCall);
    const revalidation = page.waitForResponse((res) => res.url().endsWith('/g/directory-submission-list-seo-france'));
    await page.reload({ waitUntil: 'load' });
    const second = await revalidation;
    // The browser revalidated its copy with the ETag (the server's 304 keeps the HTML and the CSP whose nonce it carries;
    // Chromium then reports the reused copy as 200): its scripts must still run.
    expect((await second.request().allHeaders())['if-none-match']).toMatch(/^W\/"/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForHydration(page);
    await screenshot(page, 'seo-country-page');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('nav[aria-labelledby="related-title"]').getByRole('link', { name: 'FRANCE Business Directories List' }).click();
    await page.waitForURL(`${baseUrl}/g/france-business-directories-list`);
    await page.getByRole('heading', { level: 1, name: 'FRANCE Business Directories List' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.title()).toBe('FRANCE Business Directories List - Optimize Business Visibility');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${t.config.PUBLIC_URL}/g/france-business-directories-list`);
    expect(apiCalls).toContain('/api/seo/g/france-business-directories-list');
    page.off('request', recordApiCall);
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
