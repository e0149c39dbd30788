import type { Browser, Page } from 'playwright-core';
import { directoryService } from '../../server/features/directory/service';
import { seriousViolations } from '../support/axe';
import { jpegScreenshot, pngLogo } from '../support/images';
import { launchBrowser, reusableTab, screenshot, waitForHydration } from '../support/browser';
import { signUp } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

// A sign-in, then two viewports with votes, the badge embed and axe, on a shared 2-core machine.
jest.setTimeout(90_000);

let t: TestApp;
let browser: Browser;
let baseUrl: string;
// axe is injected with evaluate(), which the page's CSP would otherwise refuse.
const tab = reusableTab(() => browser, { context: { bypassCSP: true } });

beforeAll(async () => {
  t = await createTestApp(__filename);
  baseUrl = await t.listen();
  browser = await launchBrowser();
  const [logo, screenshotBytes] = await Promise.all([pngLogo(128, 128), jpegScreenshot(800, 500)]);
  const fields = (name: string) => ({ name, headline: `${name} plans launches`, description: `${name} helps founders launch.`, website_url: `https://${name.toLowerCase().replace(/ /g, '-')}.example`, category: 'productivity', email: `founder@${name.toLowerCase().replace(/ /g, '')}.example`, firstname: 'Pat' });
  for (const name of ['Orbit One', 'Orbit Two']) await directoryService(t.platform).create({ fields: fields(name), logo, screenshot: screenshotBytes, status: 'approved' });
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
});

/** The vote count shown now. */
const shownVotes = async (page: Page) => Number(await page.getByTestId('vote-count').first().textContent());

/** The badge embed, opened: its HTML code (in the chosen theme) and whether its image loaded. */
async function badgeCode(page: Page, theme: 'light' | 'dark') {
  const embed = page.getByTestId('badge-embed');
  if (!(await embed.evaluate((details) => (details as HTMLDetailsElement).open))) await embed.locator('summary').click();
  await embed.getByText(theme, { exact: true }).click();
  const image = embed.getByRole('img');
  await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
  return { html: await embed.getByTestId('badge-html').inputValue(), markdown: await embed.getByTestId('badge-markdown').inputValue() };
}

describe('launches in Chromium', () => {
  it('When a signed-in visitor votes on a product page at 375 and 1280 px, then the count goes up and back, the badge embed gives its code in both themes, and axe finds no serious violation', async () => {
    await signUp(t.app, 'voter@example.com', { password: 'voter password 1' });
    const { page, console } = await tab.open(`${baseUrl}/auth/login?next=%2Fproduct%2Forbit-one`, { viewport: { width: 375, height: 900 } });
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sign in with your password' });
    await form.getByLabel('Email').fill('voter@example.com');
    await form.getByLabel('Password').fill('voter password 1');
    await Promise.all([page.waitForURL(`${baseUrl}/product/orbit-one`), form.getByRole('button', { name: 'Sign in' }).click()]);

    const found: Record<string, string[]> = {};
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/product/orbit-one`);
      await waitForHydration(page);
      const before = await shownVotes(page);
      const button = page.getByTestId('vote-button').first();
      await button.click();
      await page.waitForFunction((n) => document.querySelector('[data-testid="vote-count"]')?.textContent === String(n), before + 1);
      expect(await button.getAttribute('aria-pressed')).toBe('true');

      const light = await badgeCode(page, 'light');
      expect(light.html).toContain(`href="http://localhost:3000/product/orbit-one"`);
      expect(light.html).toContain('src="http://localhost:3000/badges/orbit-one.svg"');
      expect(light.markdown).toBe('[![Orbit One: Featured on LaunchBoost](http://localhost:3000/badges/orbit-one.svg)](http://localhost:3000/product/orbit-one)');
      expect((await badgeCode(page, 'dark')).html).toContain('badges/orbit-one.svg?theme=dark');

      const violations = await seriousViolations(page);
      if (violations.length) found[`product page, ${width} px`] = violations;
      await screenshot(page, `launches-product-${width}`);

      await button.click();
      await page.waitForFunction((n) => document.querySelector('[data-testid="vote-count"]')?.textContent === String(n), before);
      expect(await button.getAttribute('aria-pressed')).toBe('false');

      await page.goto(`${baseUrl}/launches`);
      await page.getByRole('heading', { level: 1, name: "Today's launches" }).waitFor();
      expect(await page.getByTestId('launch').count()).toBeGreaterThanOrEqual(2);
      const listViolations = await seriousViolations(page);
      if (listViolations.length) found[`/launches, ${width} px`] = listViolations;
      await screenshot(page, `launches-${width}`);
    }
    expect(found).toEqual({});
    expect(console.take()).toEqual([]);
  });
});
