import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { ProductModel } from '../../server/features/directory/model';
import { WaitlistEntryModel } from '../../server/features/waitlist/model';
import { ProjectModel } from '../../server/features/workspace/model';
import { ACCESS_TOKEN_COOKIE } from '../../domain/auth/session';
import { waitlistCsv } from '../../server/features/admin/dashboard';
import { findUserRecord } from '../../server/features/auth/store';
import { createAdmin, signUp } from '../support/session';
import { launchBrowser, reusableTab, waitForHydration, watchConsole } from '../support/browser';
import { jpegScreenshot, pngLogo } from '../support/images';
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

/** A phone on a slow network (400 ms latency, 50 KB/s each way), in a context of its own: the page shows long before its scripts run. */
async function slowPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 });
  return { context, page };
}

/** Holds the scripts whose address matches until release(): the visitor acts while they are still arriving. */
async function holdScripts(page: Page, address: RegExp): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(address, hold);
  return {
    release: async () => {
      release();
      await page.unroute(address, hold);
    },
  };
}

/** True once React has attached its handlers to the element. */
const reactOwns = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')));
const hydratedAt = (page: Page, selector: string) => page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith('__reactProps')), selector, { timeout: 60_000 });

/**
 * Opens a page while its scripts are held, lets `fill` type into the form at `form` (React does not own it yet), then
 * lets the scripts arrive and waits until React owns the form: what was typed must survive hydration.
 */
async function fillBeforeHydration(page: Page, address: string, form: string, fill: () => Promise<void>) {
  const scripts = await holdScripts(page, /\/assets\/[^/]*\.js$/);
  await page.goto(`${baseUrl}${address}`, { waitUntil: 'commit' });
  await fill();
  expect(await reactOwns(page, form)).toBe(false);
  await scripts.release();
  await hydratedAt(page, form);
}

describe('forms typed into while the scripts load (400 ms latency, 50 KB/s)', () => {
  let phone: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    phone = await slowPhone();
  });
  afterAll(() => phone?.context.close());

  it('When an address is typed into the waitlist before its island hydrates and sent once it has, then it is accepted: success message, one entry', async () => {
    const { page } = phone;
    const errors = watchConsole(page);
    const islands = await holdScripts(page, /hydrateIslands-[^/]*\.js$/);
    await page.goto(`${baseUrl}/#waitlist`, { waitUntil: 'domcontentloaded' });
    const field = page.locator('#waitlist input[name="email"]');
    await field.tap();
    await field.pressSequentially('early.typist@example.com');
    expect(await reactOwns(page, '#waitlist input[name="email"]')).toBe(false);
    await islands.release();
    await hydratedAt(page, '#waitlist form');
    await page.locator('#waitlist').getByRole('button', { name: 'Join the waitlist' }).tap();
    await page.getByTestId('waitlist-success').waitFor({ timeout: 30_000 });
    await expectField(field, '');
    expect(await WaitlistEntryModel.countDocuments({ email: 'early.typist@example.com' })).toBe(1);
    expect(errors).toEqual([]);
  }, 90_000);

  it('When the waitlist is sent before its island hydrates, then it goes through as the plain HTML form: the /waitlist page says so, one entry', async () => {
    const { page } = phone;
    // The island's code never arrives: the form is all there is.
    await page.route(/hydrateIslands-.*\.js$/, () => undefined);
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/#waitlist`, { waitUntil: 'domcontentloaded' });
    const field = page.locator('#waitlist input[name="email"]');
    await field.tap();
    await field.pressSequentially('no.script.yet@example.com');
    await page.locator('#waitlist').getByRole('button', { name: 'Join the waitlist' }).tap();
    await page.waitForURL(`${baseUrl}/waitlist`, { timeout: 30_000, waitUntil: 'commit' });
    await page.getByText('You have successfully joined the waitlist', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(await WaitlistEntryModel.countDocuments({ email: 'no.script.yet@example.com' })).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }, 90_000);

  it('When the directory submission form is filled in before the page hydrates and sent once it has, then the product is submitted with what was typed and chosen', async () => {
    const { page } = phone;
    const errors = watchConsole(page);
    const [logo, screenshot] = await Promise.all([pngLogo(64, 64), jpegScreenshot(320, 200)]);
    // The page's module scripts are deferred: the form shows (and takes input) while they arrive.
    await fillBeforeHydration(page, '/directories/submit', 'form[aria-busy]', async () => {
      await page.getByLabel('Product name').pressSequentially('Slowpoke');
      await page.getByLabel('Headline').fill('Plans that load before the scripts do');
      await page.getByLabel('Description').fill('Typed on a train.');
      await page.getByLabel('Website URL').fill('https://slowpoke.example.com');
      await page.getByLabel('Category').selectOption({ label: 'Productivity' });
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Email').fill('sam@slowpoke.example.com');
      await page.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await page.locator('input[name="screenshot"]').setInputFiles({ name: 'shot.jpg', mimeType: 'image/jpeg', buffer: screenshot });
    });
    await page.getByRole('button', { name: 'Submit Product' }).tap();
    await page.getByRole('dialog', { name: 'Submission Successful!' }).waitFor({ timeout: 60_000 });
    const stored = await ProductModel.find({ name: 'Slowpoke' }).lean();
    expect(stored.map((p) => [p.headline, p.website_host, p.email])).toEqual([['Plans that load before the scripts do', 'slowpoke.example.com', 'sam@slowpoke.example.com']]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('When the sign-up form is filled in before the page hydrates and sent once it has, then the account is made with what was typed and the visitor is signed in', async () => {
    const { page } = phone;
    const errors = watchConsole(page);
    await page.context().clearCookies();
    const form = page.getByRole('form', { name: 'Create your account' });
    await fillBeforeHydration(page, '/auth/signup', 'form[aria-label="Create your account"]', async () => {
      await form.getByLabel('First name').pressSequentially('Robin');
      await form.getByLabel('Email').fill('robin.early@example.com');
      await form.getByLabel(/^Password/).fill('robin password 1');
    });
    await Promise.all([page.waitForURL(`${baseUrl}/`, { timeout: 60_000 }), form.getByRole('button', { name: 'Create account' }).tap()]);
    // Signed in: the session cookie is set (the phone's header keeps Sign out in its menu).
    expect((await page.context().cookies()).some((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)).toBe(true);
    const account = await WaitlistEntryModel.db.collection('users').findOne({ email: 'robin.early@example.com' });
    expect((await findUserRecord(String(account!._id)))?.firstName).toBe('Robin');
    expect(errors).toEqual([]);
  }, 120_000);

  it('When the sign-in form is filled in before the page hydrates and sent once it has, then the customer is signed in and taken where they were going', async () => {
    const { page } = phone;
    const errors = watchConsole(page);
    await signUp(t.app, 'kim.early@example.com', { password: 'kim password 1', firstName: 'Kim' });
    await page.context().clearCookies();
    const form = page.getByRole('form', { name: 'Sign in with your password' });
    await fillBeforeHydration(page, '/auth/login?next=%2Fapp%2Fnew', 'form[aria-label="Sign in with your password"]', async () => {
      await form.getByLabel('Email').pressSequentially('kim.early@example.com');
      await form.getByLabel('Password').fill('kim password 1');
    });
    await Promise.all([page.waitForURL(`${baseUrl}/app/new`, { timeout: 60_000 }), form.getByRole('button', { name: 'Sign in' }).tap()]);
    await page.getByRole('form', { name: 'New project' }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 120_000);

  it("When the workspace's new project form is filled in before the page hydrates and sent once it has, then the project is made with what was typed", async () => {
    const { page } = phone;
    const errors = watchConsole(page);
    // Signed in as Kim by the test before.
    const form = page.getByRole('form', { name: 'New project' });
    await fillBeforeHydration(page, '/app/new', 'form[aria-label="New project"]', async () => {
      await form.getByLabel('Website URL').pressSequentially('https://early-ledger.example.com');
      await form.getByLabel('Project name').fill('Early Ledger');
      await form.getByLabel('Description').fill('Books kept while the scripts load.');
    });
    await Promise.all([page.waitForURL(/\/app\/projects\/[a-f0-9]{24}\/keywords/, { timeout: 60_000 }), form.getByRole('button', { name: 'Create project' }).tap()]);
    await page.getByText('Project created.').waitFor({ timeout: 30_000 });
    const stored = await ProjectModel.find({ name: 'Early Ledger' }).lean();
    expect(stored.map((project) => project.description)).toEqual(['Books kept while the scripts load.']);
    expect(errors).toEqual([]);
  }, 120_000);
});

/** Waits until a field shows `value` (React clears it after a success). */
async function expectField(field: ReturnType<Page['locator']>, value: string) {
  await field.page().waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [await field.elementHandle(), value] as const);
}

describe('campaign attribution', () => {
  /** Joins the waitlist from the page the tab shows, once React has the form. */
  async function joinWaitlist(page: Page, email: string) {
    await waitForHydration(page, '#waitlist form');
    const form = page.locator('#waitlist form');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByTestId('waitlist-success').waitFor();
  }
  const attributionOf = async (email: string) => (await WaitlistEntryModel.findOne({ email }).lean())?.attribution ?? null;

  it('When a visitor arrives from a campaign and joins the waitlist later from the clean address, then the entry keeps its source, medium and campaign (no click id); a referred visitor keeps the referring host, a direct one nothing; the CSV and the dashboard show them', async () => {
    // From the newsletter (a click id too), then back later on the clean address.
    const { page, console: errors } = await tab.open(`${baseUrl}/?utm_source=newsletter&utm_medium=email&utm_campaign=launch-week&fbclid=abc`);
    await page.goto(`${baseUrl}/privacy`);
    await page.goto(`${baseUrl}/#waitlist`);
    await joinWaitlist(page, 'from.newsletter@example.com');
    expect(await attributionOf('from.newsletter@example.com')).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch-week' });

    // A second campaign within 30 days does not replace the first (first touch); an account signed up then carries it too.
    await page.goto(`${baseUrl}/auth/signup?utm_source=ads&utm_campaign=retarget`);
    await waitForHydration(page, 'form[aria-label="Create your account"] button');
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Email').fill('nia.newsletter@example.com');
    await page.getByLabel(/^Password/).fill('a long enough password 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    const account = await WaitlistEntryModel.db.collection('users').findOne({ email: 'nia.newsletter@example.com' });
    expect((await findUserRecord(String(account!._id)))?.attribution).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch-week' });

    // Referred by another site: its host only.
    const referred = await tab.open(`${baseUrl}/404`);
    await referred.page.goto(`${baseUrl}/#waitlist`, { referer: 'https://news.example.org/launches/today?id=7' });
    await joinWaitlist(referred.page, 'from.news@example.com');
    expect(await attributionOf('from.news@example.com')).toEqual({ referrer: 'news.example.org' });

    // Direct: nothing.
    const direct = await tab.open(`${baseUrl}/#waitlist`);
    await joinWaitlist(direct.page, 'came.direct@example.com');
    expect(await attributionOf('came.direct@example.com')).toBeNull();

    const csv = (await waitlistCsv(t.platform)).trim().split(/\r?\n/).map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(csv[0]).toEqual(['email', 'source', 'joined', 'confirmed_at', 'position', 'referrals', 'referred_by', 'unsubscribed', 'utm_source', 'utm_medium', 'utm_campaign', 'referrer']);
    expect(csv.find((row) => row[0] === 'from.newsletter@example.com')?.slice(8)).toEqual(['newsletter', 'email', 'launch-week', '']);
    expect(csv.find((row) => row[0] === 'from.news@example.com')?.slice(8)).toEqual(['', '', '', 'news.example.org']);
    expect(csv.find((row) => row[0] === 'came.direct@example.com')?.slice(8)).toEqual(['', '', '', '']);

    // The dashboard counts the period's sign-ups per source.
    await createAdmin(t.platform, 'admin@launch.example', 'admin password 123');
    const admin = await tab.open(`${baseUrl}/auth/login?next=%2Fadmin`);
    await waitForHydration(admin.page, 'form button');
    await admin.page.getByLabel('Email', { exact: true }).fill('admin@launch.example');
    await admin.page.getByLabel('Password', { exact: true }).fill('admin password 123');
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    const perSource = admin.page.getByTestId('signups-per-source');
    await perSource.waitFor();
    const rows = await perSource.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['newsletter', '1', '0', '1', '2'],
        ['news.example.org', '1', '0', '0', '1'],
      ]),
    );
    // Every waitlist entry of this file without a campaign (the direct visitor's and the slow phone's) counts as direct.
    expect(rows.find((row) => row[0] === '(direct)')?.[1]).toBe(String(await WaitlistEntryModel.countDocuments({ attribution: null })));
    expect(errors.take()).toEqual([]);
  }, 120_000);
});
