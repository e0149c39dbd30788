import type { Browser } from 'playwright-core';
import { launchBrowser, reusableTab, waitForHydration } from '../support/browser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
/** The tests navigate this one tab instead of opening a tab each. */
const tab = reusableTab(() => browser);

beforeAll(async () => {
  t = await createTestApp(__filename);
  baseUrl = await t.listen();
  browser = await launchBrowser();
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
});

describe('hydration', () => {
  it('When the home page opens, then only the islands loader runs until the visitor shows intent; a click on the yearly toggle before React is there is held and takes effect once it is', async () => {
    const { page, console: errors } = await tab.open(`${baseUrl}/`);
    await page.waitForLoadState('load');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    // A reader who never touches the page runs the loader alone: React and the islands are not even fetched.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await scripts()).some((name) => /hydrateIslands-/.test(name))).toBe(false);
    const toggle = page.locator('#pricing [role="switch"]');
    expect(await toggle.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(false);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // The first click loads them; it is not lost.
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('#pricing [role="switch"]')?.getAttribute('aria-checked') === 'true');
    expect((await scripts()).some((name) => /hydrateIslands-/.test(name))).toBe(true);
    expect(errors.take()).toEqual([]);
  });

  it('When the home page loads in Chromium, then it hydrates (a control reacts to a click) with no console errors', async () => {
    const { page, console: errors } = await tab.open(`${baseUrl}/`);
    // React's props on the header's button say hydration has committed; the probe must then react to a click.
    await waitForHydration(page);
    const probe = page.locator('[data-testid="hydration-probe"]').first();
    const before = await probe.evaluate((el) => el.outerHTML);
    await probe.click();
    await page.waitForFunction((html) => document.querySelector('[data-testid="hydration-probe"]')?.outerHTML !== html, before);
    expect(errors.take()).toEqual([]);
  });

  it('When a link is followed after hydration, then the router navigates on the client and updates the title', async () => {
    const { page, console: errors } = await tab.open(`${baseUrl}/404`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // The marker survives only if no full page load happened.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    // The head follows the new route once it has rendered.
    await page.waitForFunction(() => document.title !== 'Page not found' && document.title.length > 0);
    expect(errors.take()).toEqual([]);
  });
});
