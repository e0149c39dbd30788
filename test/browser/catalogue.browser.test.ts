import type { Browser } from 'playwright-core';
import { directoryInput } from '../../domain/catalogue/directories';
import { addDirectory } from '../../server/features/catalogue/directoryWrites';
import { DirectoryModel } from '../../server/features/catalogue/model';
import { usersService } from '../../server/features/users/service';
import { seriousViolations } from '../support/axe';
import { launchBrowser, waitForHydration, watchConsole } from '../support/browser';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

// Sign-in and a few page loads on a shared 2-core machine.
jest.setTimeout(120_000);

let t: TestApp;
let browser: Browser;
let baseUrl: string;

const directory = (name: string, domain: string, domainRating: number) =>
  directoryInput.parse({ domain, name, url: `https://${domain}`, submitUrl: `https://${domain}/submit`, domainRating, monthlyVisits: 10_000, pricing: 'free', categories: ['any'], countries: ['global'], requirements: { accountNeeded: true, reciprocalLink: false } });

beforeAll(async () => {
  t = await createTestApp(__filename);
  baseUrl = await t.listen();
  await usersService(t.platform).createOrPromoteAdmin('ops@example.com', 'ops password 1');
  for (const [name, domain, rating] of [['Launch Harbor', 'launchharbor.example', 61], ['Tool Orchard', 'toolorchard.example', 48], ['Maker Wharf', 'makerwharf.example', 35]] as const) await addDirectory(t.platform, directory(name, domain, rating));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('/admin/directories in Chromium', () => {
  it('When an operator searches, pauses and edits a directory by keyboard at 1280 px, then the catalogue changes and axe finds nothing serious', async () => {
    // axe is injected with evaluate(), which the page's CSP would otherwise refuse.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${baseUrl}/auth/login?next=${encodeURIComponent('/admin/directories')}`, { waitUntil: 'load' });
    const login = page.getByRole('form', { name: 'Sign in with your password' });
    await login.getByLabel('Email').fill('ops@example.com');
    await login.getByLabel('Password').fill('ops password 1');
    await Promise.all([page.waitForURL(`${baseUrl}/admin/directories`), login.getByLabel('Password').press('Enter')]);
    await waitForHydration(page);
    expect(await page.getByTestId('directories').locator('tbody tr').count()).toBe(3);

    // Search: typed into the search box, sent with Enter.
    await page.getByLabel('Search').focus();
    await page.keyboard.type('orchard');
    await Promise.all([page.waitForURL(/q=orchard/), page.keyboard.press('Enter')]);
    await eventually(async () => (await page.getByTestId('directories').locator('tbody tr').count()) === 1);

    // Pause: the row's button, reached and pressed from the keyboard.
    await page.getByRole('button', { name: 'Pause Tool Orchard' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Set active Tool Orchard' }).waitFor();
    expect((await DirectoryModel.findById('toolorchard.example').lean())?.status).toBe('paused');

    // Edit: the form opens from its button; a new visits figure is saved with Enter in its field.
    await page.getByRole('button', { name: 'Edit Tool Orchard' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit Tool Orchard' });
    await form.getByLabel('Monthly visits').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('25000');
    await page.keyboard.press('Enter');
    await form.getByRole('status').filter({ hasText: 'Saved Tool Orchard.' }).waitFor();
    expect((await DirectoryModel.findById('toolorchard.example').lean())?.monthlyVisits).toBe(25_000);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
