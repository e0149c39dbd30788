import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

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

/** Collects console errors and uncaught page errors; a test asserts the list stays empty. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The not-found page is meant to answer 404; Chromium reports that status for the document itself.
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && source && new URL(source).pathname === '/404') return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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
