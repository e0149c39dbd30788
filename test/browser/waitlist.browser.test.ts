import type { Browser } from 'playwright-core';
import { confirmationToken, pageToken } from '../../server/features/waitlist/links';
import { WaitlistEntryModel } from '../../server/features/waitlist/model';
import { seriousViolations } from '../support/axe';
import { launchBrowser, reusableTab, screenshot, waitForHydration } from '../support/browser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
// axe is injected with evaluate(), which the page's CSP would otherwise refuse; the copy button writes the clipboard.
const tab = reusableTab(() => browser, { context: { bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] } });
const PHONE = { width: 375, height: 812 };

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

it('When a subscriber opens their private page and a new address its confirm page on a 375 px phone, then nothing overflows, axe finds no serious violation, and the link copies', async () => {
  const [subscriber, newcomer] = await WaitlistEntryModel.create([
    { email: 'phone.subscriber@example.com', confirmedAt: new Date() },
    { email: 'a.rather.long.address.for.a.phone@example.com', unconfirmed: true, confirmedAt: null },
  ]);
  const pages = [`/waitlist/${pageToken(t.config, String(subscriber._id))}`, `/waitlist/confirm/${confirmationToken(t.config, String(newcomer._id))}`];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    const { page, console: errors } = await tab.open(`${baseUrl}${path}`, { viewport: PHONE });
    await waitForHydration(page);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors.take()).toEqual([]);
  }
  expect(found).toEqual({});

  const { page } = await tab.open(`${baseUrl}${pages[0]}`, { viewport: PHONE });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('referral-link').inputValue());
  expect(await page.getByTestId('waitlist-position').textContent()).toBe('Number 1');
  await screenshot(page, 'waitlist-place-375');
}, 90_000);
