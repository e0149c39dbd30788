import type { Browser, Page } from 'playwright-core';
import { plansService } from '../../server/features/plans/service';
import { catalogueSeeder } from '../../server/features/catalogue/seed';
import { defaultPlans } from '../../server/features/plans/seedData';
import { launchBrowser, reusableTab, screenshot, SCREENSHOTS, waitForHydration, type ConsoleErrors } from '../support/browser';
import { createTestApp, type TestApp } from '../support/testApp';

const SUCCESS = 'You have successfully joined the waitlist, You will be notified once the product is online.';
const FAILURE = 'Something was wrong. Try it again!';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
/** The tests navigate these tabs instead of opening a tab each: one plain, one with a Playwright clock installed. */
const tab = reusableTab(() => browser);
const clockTab = reusableTab(() => browser, { setup: (page) => page.clock.install() });

beforeAll(async () => {
  t = await createTestApp(__filename, { SUPPORT_EMAIL: 'help@launch.example', FOUNDER_NAME: 'Jamie Rivera' });
  await plansService(t.platform).insertMissing(defaultPlans(t.config.PROMO_CODE));
  await catalogueSeeder.run(t.platform, { demo: false });
  baseUrl = await t.listen();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await tab.close();
  await clockTab.close();
  await browser?.close();
  await t?.close();
});

/** Loads path at width × 900 in the shared tab (or the clock tab); `errors` holds this test's console errors. */
async function open(path: string, width = 1280, { clock = false } = {}): Promise<{ page: Page; errors: ConsoleErrors }> {
  const { page, console } = await (clock ? clockTab : tab).open(`${baseUrl}${path}`, { viewport: { width, height: 900 } });
  return { page, errors: console };
}

/** Scrolls through the page so lazy images load, then waits until every image has decoded (for full-page screenshots). */
async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Two frames: the lazy images that came near the viewport have been told to load (IntersectionObserver runs per frame).
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));
  await screenshot(page, name);
}

/** React has attached its handlers to the pricing toggle or the header's button. */
const hydrated = (page: Page) => waitForHydration(page, '#pricing button, header button');

describe('marketing site in Chromium', () => {
  it('When the home page is shown at 1280 px, then every section is there with no console errors (screenshot home-1280)', async () => {
    const { page, errors } = await open('/');
    await hydrated(page);
    for (const id of ['directories-sample', 'benefits', 'screenshots', 'results', 'pricing', 'faq', 'waitlist']) await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    expect(await page.locator('#directories-sample tbody tr').count()).toBe(10);
    await shoot(page, 'home-1280');
    expect(errors.take()).toEqual([]);
  });

  it('When FAQ questions are clicked, then each item opens and closes on its own', async () => {
    const { page, errors } = await open('/#faq');
    await hydrated(page);
    const items = page.locator('#faq details');
    const isOpen = (i: number) => items.nth(i).evaluate((el) => (el as HTMLDetailsElement).open);
    expect([await isOpen(0), await isOpen(1)]).toEqual([false, false]);
    await items.nth(0).locator('summary').click();
    expect([await isOpen(0), await isOpen(1)]).toEqual([true, false]);
    await expect(items.nth(0).locator('p').isVisible()).resolves.toBe(true);
    await items.nth(1).locator('summary').click();
    expect([await isOpen(0), await isOpen(1)]).toEqual([true, true]);
    await items.nth(0).locator('summary').click();
    expect([await isOpen(0), await isOpen(1)]).toEqual([false, true]);
    await expect(items.nth(0).locator('p').isVisible()).resolves.toBe(false);
    expect(errors.take()).toEqual([]);
  });

  it('When the yearly toggle is switched on, then the monthly plans give way to the annual ones and the one-time plans stay', async () => {
    const { page, errors } = await open('/#pricing');
    await hydrated(page);
    const shown = () => page.locator('#pricing [data-plan]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-plan')));
    expect(await shown()).toEqual(['starter', 'publisher', 'growth-partner', 'influencer-growth']);
    const toggle = page.getByRole('switch', { name: 'Yearly billing' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await shown()).toEqual(['starter', 'publisher', 'growth-partner-yearly', 'influencer-growth-yearly']);
    expect(await page.locator('[data-plan="growth-partner-yearly"] [data-testid="price"]').textContent()).toBe('$6,900');
    await toggle.click();
    expect(await shown()).toEqual(['starter', 'publisher', 'growth-partner', 'influencer-growth']);
    expect(errors.take()).toEqual([]);
  });

  it('When a valid email joins the waitlist, then the success message shows and is gone after 20 s (Playwright clock)', async () => {
    const { page, errors } = await open('/#waitlist', 1280, { clock: true });
    await hydrated(page);
    const form = page.locator('#waitlist form');
    await form.getByLabel('Email address').fill('clock.test@example.com');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText(SUCCESS).waitFor();
    await page.clock.runFor(19_000);
    expect(await page.getByText(SUCCESS).isVisible()).toBe(true);
    await page.clock.runFor(1_100);
    await page.getByText(SUCCESS).waitFor({ state: 'detached' });
    expect(await form.getByLabel('Email address').inputValue()).toBe('');
    expect(errors.take()).toEqual([]);
  });

  it('When an invalid email is sent, then the failure message shows and is gone after 15 s (Playwright clock)', async () => {
    const { page, errors } = await open('/#waitlist', 1280, { clock: true });
    await hydrated(page);
    const form = page.locator('#waitlist form');
    await form.getByLabel('Email address').fill('not-an-email@nowhere');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText(FAILURE).waitFor();
    await page.clock.runFor(14_000);
    expect(await page.getByText(FAILURE).isVisible()).toBe(true);
    await page.clock.runFor(1_100);
    await page.getByText(FAILURE).waitFor({ state: 'detached' });
    expect(errors.take()).toEqual([]);
  });

  it('When the page is 375 px wide, then nothing overflows and the mobile menu opens and closes by button and by Escape (screenshot home-375)', async () => {
    const { page, errors } = await open('/', 375);
    await hydrated(page);
    await shoot(page, 'home-375');
    // Nothing sticks out sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    expect(await menu.isVisible()).toBe(false);
    await button.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Free Directory' }).isVisible()).toBe(true);
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await close.click();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(errors.take()).toEqual([]);
  });

  it('When "click to show email" is clicked on a legal page, then the support address appears as a mailto link', async () => {
    const { page, errors } = await open('/privacy');
    await hydrated(page);
    expect(await page.content()).not.toContain('help@launch.example');
    await page.getByRole('button', { name: 'click to show email' }).click();
    const link = page.getByTestId('support-email');
    expect(await link.textContent()).toBe('help@launch.example');
    expect(await link.getAttribute('href')).toBe('mailto:help@launch.example');
    expect(errors.take()).toEqual([]);
  });

  it('When the header link to Influencer Outreach is followed from a router page, then the page loads on the client with its plans from /api', async () => {
    // The home page is served as islands (its links are full page loads); the other landing pages hydrate the router.
    const { page, errors } = await open('/privacy');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const plansCall = page.waitForResponse((r) => r.url().includes('/api/plans/all?active=true') && r.status() === 200);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Influencer Outreach' }).click();
    await plansCall;
    await page.getByRole('heading', { level: 1, name: 'Done-for-you Influencer Outreach' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.locator('#pricing [data-plan]').count()).toBe(1);
    expect(errors.take()).toEqual([]);
  });

  it.each(['/', '/growth-partner', '/influencer-outreach', '/list-of-directories-with-reciprocal-links', '/terms', '/privacy', '/gdpr', '/404', '/?payment=success'])(
    'When %s is opened and hydrated, then the console stays free of errors',
    async (path) => {
      const { page, errors } = await open(path);
      await hydrated(page);
      if (path === '/growth-partner') await shoot(page, 'growth-partner-1280');
      if (path === '/influencer-outreach') await shoot(page, 'influencer-1280');
      if (path === '/list-of-directories-with-reciprocal-links') await shoot(page, 'reciprocal-1280');
      if (path === '/terms') await shoot(page, 'terms-1280');
      expect(errors.take()).toEqual([]);
    },
  );
});
