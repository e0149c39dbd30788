import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from 'playwright-core';

export const ARTIFACTS_DIR = path.resolve('test-artifacts');

/** Debian's Chromium, headless; no browser is ever downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      // Decorative animations (motion-safe: in the pages) would keep the software renderer busy for nothing.
      '--force-prefers-reduced-motion',
    ],
  });
}

/**
 * The console errors and uncaught page errors of one page, collected from the moment watchConsole() is called. It is
 * the live list itself (`expect(errors).toEqual([])` works), with take() and clear() for a page that several tests use.
 */
export type ConsoleErrors = string[] & {
  /** The errors collected since the last take() or clear(); the list starts again empty. */
  take(): string[];
  /** Forgets what was collected so far (a reused page does it before each test's navigation). */
  clear(): void;
};

/** Collects console errors and uncaught page errors; a test asserts the list stays empty. */
export function watchConsole(page: Page): ConsoleErrors {
  const errors: string[] = [];
  // Not enumerable: to Jest's toEqual the list is a plain array.
  Object.defineProperties(errors, {
    take: { value: () => errors.splice(0) },
    clear: { value: () => void errors.splice(0) },
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The not-found page is meant to answer 404; Chromium reports that status for the document itself.
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && source && new URL(source).pathname === '/404') return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors as ConsoleErrors;
}

export interface Viewport {
  width: number;
  height: number;
}

/** What Playwright gives a page created without a viewport. */
export const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 720 };

export interface OpenedTab {
  page: Page;
  context: BrowserContext;
  /** The errors of this test's documents: cleared when open() starts. */
  console: ConsoleErrors;
  /** The main document's response (after a reload when the address differed from the last one by its #hash only). */
  response: Response | null;
}

export interface ReusableTab {
  /**
   * Gets the tab ready for a test and loads `url` in it as a new document (waitUntil 'load'), as a new tab would:
   * no routes, cookies or Web Storage, no console errors left from before, the given viewport. The HTTP cache is
   * kept (the hashed assets are immutable, and a test that needs a cold cache should use a context of its own).
   */
  open(url: string, options?: { viewport?: Viewport; waitUntil?: 'load' | 'domcontentloaded' | 'commit' }): Promise<OpenedTab>;
  close(): Promise<void>;
}

/**
 * One long-lived tab, in a browser context of its own, that the tests of a file navigate instead of opening a tab
 * each. A new tab costs Chromium a renderer process (2.5-3 CPU-seconds in the test VM); a navigation in a tab that
 * already shows a page of the same site reuses its renderer (well under a second).
 *
 * `setup` runs once on the new page, before its first navigation (e.g. `page.clock.install()`); tabs whose context
 * must differ (JavaScript off, a Playwright clock) are separate ReusableTabs shared by the tests that need them.
 * The tab is made lazily, on the first open(), and again if a test closed it or its renderer crashed.
 */
export function reusableTab(browser: () => Browser, options: { context?: BrowserContextOptions; setup?: (page: Page) => Promise<void> } = {}): ReusableTab {
  let current: { page: Page; context: BrowserContext; console: ConsoleErrors; viewport: Viewport; crashed: boolean } | undefined;

  async function ready(viewport: Viewport) {
    if (current && !current.page.isClosed() && !current.crashed) return current;
    await current?.context.close().catch(() => undefined);
    const context = await browser().newContext({ ...options.context, viewport });
    const page = await context.newPage();
    await options.setup?.(page);
    const tab = { page, context, console: watchConsole(page), viewport, crashed: false };
    page.on('crash', () => (tab.crashed = true));
    current = tab;
    return tab;
  }

  return {
    async open(url, { viewport = DEFAULT_VIEWPORT, waitUntil = 'load' } = {}) {
      const tab = await ready(viewport);
      const { page, context } = tab;
      // What a test may have left behind: its routes (if it failed before removing them), cookies and Web Storage
      // (the app keeps nothing there today; sessionStorage would survive navigations in the same tab).
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearCookies();
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined); // the first about:blank has no storage
      if (tab.viewport.width !== viewport.width || tab.viewport.height !== viewport.height) {
        await page.setViewportSize(viewport);
        tab.viewport = viewport;
      }
      tab.console.clear();
      let response = await page.goto(url, { waitUntil });
      // Only the #hash differed from the last address: the browser just scrolled the old document (goto gives no
      // response then); a test wants a document of its own.
      if (response === null && url.includes('#')) response = await page.reload({ waitUntil });
      return { page, context, console: tab.console, response };
    },
    async close() {
      await current?.context.close().catch(() => undefined);
      current = undefined;
    },
  };
}

/**
 * Resolves once React has hydrated the page, i.e. once an element of `selector` (by default the header's menu button,
 * on every page) carries React's props: hydration renders and commits the whole root in one task, so from here clicks
 * and key presses reach React's handlers instead of the browser's defaults (a full page load for a link or a form).
 */
export async function waitForHydration(page: Page, selector = 'header button'): Promise<void> {
  // Some pages load React at the visitor's first sign of intent (client/hydrateOnIntent.tsx): a key press is one with no other effect.
  await page.keyboard.press('Shift');
  await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactProps')), selector);
}

/**
 * Screenshots for people to look at (test-artifacts/) cost more CPU than the rest of a browser test, so they are
 * taken only with TEST_SCREENSHOTS=1 (`TEST_SCREENSHOTS=1 npm run test:browser`); the tests' assertions run either way.
 */
export const SCREENSHOTS = process.env.TEST_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string | undefined> {
  if (!SCREENSHOTS) return undefined;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
