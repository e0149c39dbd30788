import type { Browser, Locator, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import request from 'supertest';
import { launchBrowser, reusableTab, screenshot, SCREENSHOTS, waitForHydration, watchConsole, type ConsoleErrors } from '../support/browser';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createTestApp, eventually, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
let smtp: TestSmtp;
/** The tab (JavaScript on, no clock) that the tests navigate instead of opening a tab each. */
const tab = reusableTab(() => browser);

interface SeedProduct {
  name: string;
  headline: string;
  category: string;
  color: string;
}

// Fourteen listings: more than one page of 12, with one name that a search can single out.
const SEEDS: SeedProduct[] = [
  { name: 'Zephyr Notes', headline: 'Quiet, offline-first note taking that syncs end-to-end encrypted across every device you own, with backlinks and daily journals built in.', category: 'productivity', color: '#6366f1' },
  { name: 'Ledgerly', headline: 'Bookkeeping on autopilot for freelancers and small agencies.', category: 'fintech', color: '#0ea5e9' },
  { name: 'PromptPilot', headline: 'Version, test and ship LLM prompts with confidence.', category: 'ai-tool', color: '#8b5cf6' },
  { name: 'ShipFast Kit', headline: 'The Next.js boilerplate with auth, payments and emails ready on day one.', category: 'Boilerplate', color: '#10b981' },
  { name: 'Tabletop Tavern', headline: 'Plan campaigns, roll dice and share maps with your whole party.', category: 'gaming', color: '#f43f5e' },
  { name: 'Hirewise', headline: 'Structured interviews and scorecards that remove bias from hiring.', category: 'hr-tech', color: '#14b8a6' },
  { name: 'InboxZero Pro', headline: 'Triage a thousand emails in ten minutes with keyboard-first AI sorting.', category: 'email-marketing', color: '#f59e0b' },
  { name: 'Metricly', headline: 'Privacy-friendly product analytics without cookies or banners.', category: 'analytics', color: '#3b82f6' },
  { name: 'Nestfinder', headline: 'Find and compare rental homes with real commute times.', category: 'real-estate', color: '#84cc16' },
  { name: 'CodeCanvas', headline: 'Turn Figma frames into clean, accessible React components.', category: 'developer-tools', color: '#ec4899' },
  { name: 'TripThread', headline: 'Collaborative travel itineraries your friends will actually read.', category: 'travel', color: '#06b6d4' },
  { name: 'Supportly', headline: 'A shared inbox and help center for support teams of one to fifty.', category: 'customer-support', color: '#a855f7' },
  { name: 'ClipForge', headline: 'Cut long videos into captioned shorts for every social platform.', category: 'video', color: '#ef4444' },
  { name: 'FlowMate', headline: 'Connect your apps and automate busywork with no code at all.', category: 'automation', color: '#f97316' },
];

/** Submitted by the status-link test itself, after the list tests have counted the fourteen. */
const STATUS_SEED: SeedProduct = { name: 'Statuswatch', headline: 'Uptime pages and incident updates your customers can subscribe to.', category: 'developer-tools', color: '#22c55e' };

const slugify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The private status link of the confirmation email sent to `address`, once it has arrived. */
const statusLinkSentTo = (address: string) =>
  smtp.messages
    .filter((m) => [m.to].flat().some((a) => a?.text.includes(address)))
    .map((m) => /\/directories\/status\/[A-Za-z0-9_-]+/.exec(m.text ?? '')?.[0])
    .find(Boolean);

function logoPng(letter: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="112" fill="${color}"/><text x="256" y="340" font-size="260" font-family="DejaVu Sans, sans-serif" font-weight="700" fill="white" text-anchor="middle">${letter}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function screenshotJpeg(title: string, color: string): Promise<Buffer> {
  const bars = [140, 220, 180, 260, 300, 240, 340]
    .map((h, i) => `<rect x="${820 + i * 90}" y="${820 - h}" width="56" height="${h}" rx="8" fill="${color}" opacity="${0.45 + i * 0.08}"/>`)
    .join('');
  const rows = [0, 1, 2, 3].map((i) => `<rect x="360" y="${500 + i * 80}" width="380" height="48" rx="10" fill="#f1f5f9"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#f8fafc"/>
    <rect width="1600" height="72" fill="white"/><circle cx="48" cy="36" r="18" fill="${color}"/>
    <text x="84" y="46" font-size="28" font-family="DejaVu Sans, sans-serif" font-weight="700" fill="#0f172a">${title}</text>
    <rect x="0" y="72" width="280" height="928" fill="white"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="32" y="${120 + i * 64}" width="${200 - i * 18}" height="28" rx="8" fill="${i === 0 ? color : '#e2e8f0'}"/>`).join('')}
    <rect x="320" y="112" width="1240" height="300" rx="24" fill="white"/>
    <text x="360" y="190" font-size="44" font-family="DejaVu Sans, sans-serif" font-weight="700" fill="#0f172a">Welcome back</text>
    <rect x="360" y="230" width="560" height="24" rx="12" fill="#e2e8f0"/><rect x="360" y="280" width="420" height="24" rx="12" fill="#e2e8f0"/>
    <rect x="360" y="330" width="180" height="52" rx="14" fill="${color}"/>
    <rect x="320" y="452" width="460" height="420" rx="24" fill="white"/>${rows}
    <rect x="800" y="452" width="760" height="420" rx="24" fill="white"/>${bars}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function submitThroughApi(seed: SeedProduct, index: number) {
  const res = await request(t.app)
    .post('/api/products')
    .field('name', seed.name)
    .field('headline', seed.headline)
    .field('description', `${seed.name} helps teams move faster.\n\nBuilt by a small team that cares about craft, it replaces three tools with one.\nTry it free for 14 days.`)
    .field('website_url', `https://${slugify(seed.name)}-${index}.example.com`)
    .field('category', seed.category)
    .field('email', `founder${index}@example.com`)
    .field('firstname', 'Alex')
    .field('company_website', '')
    .attach('logo', await logoPng(seed.name[0], seed.color), { filename: 'logo.png', contentType: 'image/png' })
    .attach('screenshot', await screenshotJpeg(seed.name, seed.color), { filename: 'screenshot.jpg', contentType: 'image/jpeg' });
  if (res.status !== 200 && res.status !== 201) throw new Error(`seeding ${seed.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(__filename, { DIRECTORY_MODERATION: 'off', SMTP_URL: smtp.url });
  t.startWorkers();
  baseUrl = await t.listen();
  browser = await launchBrowser();
  // Oldest first, so Zephyr Notes (the first seed) ends up last in the newest-first list, on page 2.
  for (const [index, seed] of SEEDS.entries()) await submitThroughApi(seed, index);
}, 120_000);

afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

/** What the visitor sees right now (a full-page capture would misplace a modal's backdrop). */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/** Loads path in the shared tab at width × 900 and waits for hydration; `errors` holds this test's console errors. */
async function openPage(path: string, width = 1280): Promise<{ page: Page; errors: ConsoleErrors }> {
  const { page, console } = await tab.open(`${baseUrl}${path}`, { viewport: { width, height: 900 } });
  await waitForHydration(page);
  return { page, errors: console };
}

/** Polls read() until it gives `wanted` (or times out), then returns the last value for a plain Jest assertion. */
async function settles<T>(read: () => Promise<T>, wanted: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!Object.is(value, wanted) && JSON.stringify(value) !== JSON.stringify(wanted) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * Web-first checks on a locator (playwright-core has no test runner): each waits for the state (up to timeoutMs),
 * then asserts it.
 */
function see(locator: Locator, timeoutMs = 5000) {
  const text = async () => ((await locator.count()) ? ((await locator.first().textContent()) ?? '').replace(/\s+/g, ' ').trim() : null);
  return {
    toBeVisible: async () => expect(await settles(() => locator.first().isVisible(), true, timeoutMs)).toBe(true),
    toBeHidden: async () => expect(await settles(() => locator.first().isVisible(), false, timeoutMs)).toBe(false),
    toHaveCount: async (n: number) => expect(await settles(() => locator.count(), n, timeoutMs)).toBe(n),
    toHaveText: async (wanted: string) => expect(await settles(text, wanted, timeoutMs)).toBe(wanted),
    toContainText: async (wanted: string) => {
      await settles(async () => (await text())?.includes(wanted) ?? false, true, timeoutMs);
      expect(await text()).toContain(wanted);
    },
    toHaveValue: async (wanted: string) => expect(await settles(() => locator.inputValue(), wanted, timeoutMs)).toBe(wanted),
    toBeDisabled: async () => expect(await settles(() => locator.isDisabled(), true, timeoutMs)).toBe(true),
    toBeEnabled: async () => expect(await settles(() => locator.isEnabled(), true, timeoutMs)).toBe(true),
    toHaveAttribute: async (name: string, wanted: string | RegExp) => {
      const matches = async () => {
        const value = await locator.first().getAttribute(name);
        return value !== null && (typeof wanted === 'string' ? value === wanted : wanted.test(value));
      };
      await settles(matches, true, timeoutMs);
      const value = await locator.first().getAttribute(name);
      if (typeof wanted === 'string') expect(value).toBe(wanted);
      else expect(value).toMatch(wanted);
    },
  };
}

const cards = (page: Page) => page.getByTestId('product-grid').getByRole('listitem');

/** Set before a client-side navigation; still there afterwards only if no full page load happened. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);

describe('directory list', () => {
  it('When a visitor searches from the box, then the address carries q, the grid shows the matches, and Enter and the Search button both work', async () => {
    const { page, errors } = await openPage('/directories?page=2');
    await markWindow(page);
    const box = page.getByRole('searchbox', { name: 'Search products' });

    await box.fill('zephyr');
    await box.press('Enter');
    await page.waitForURL(`${baseUrl}/directories?q=zephyr`);
    await see(cards(page)).toHaveCount(1);
    await see(cards(page).first()).toContainText('Zephyr Notes');
    await see(page.getByTestId('showing')).toHaveText('Showing 1 - 1 of 1 products');
    // The search resets to page 1 and happens without a full page load.
    expect(page.url()).not.toContain('page=');
    expect(await windowMarked(page)).toBe(true);

    await box.fill('no such product anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=no\+such\+product\+anywhere/);
    await see(page.getByText('No products found')).toBeVisible();
    await see(page.getByText('Try adjusting your search criteria or check back later.')).toBeVisible();
    expect(await page.title()).toContain('Search results for "no such product anywhere"');

    await page.goBack();
    await page.waitForURL(`${baseUrl}/directories?q=zephyr`);
    await see(box).toHaveValue('zephyr');
    expect(errors.take()).toEqual([]);
  });

  it('When a visitor pages through the list, then page 2 shows the rest, the pagination moves back, and a spinner shows while loading', async () => {
    const { page, errors } = await openPage('/directories');
    await see(cards(page)).toHaveCount(12);
    await see(page.getByTestId('showing')).toHaveText(`Showing 1 - 12 of ${SEEDS.length} products`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await see(pagination.locator('[aria-current="page"]')).toHaveText('1');
    await see(pagination.locator('span[aria-disabled="true"]', { hasText: 'Previous' })).toHaveCount(1);

    // Hold the list call so the loading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/products?*', hold);
    await pagination.getByRole('link', { name: 'Next' }).click();
    await see(page.getByTestId('directory-spinner')).toBeVisible();
    release();
    await page.waitForURL(`${baseUrl}/directories?page=2`);
    await see(page.getByTestId('directory-spinner')).toHaveCount(0);
    await see(cards(page)).toHaveCount(SEEDS.length - 12);
    await see(page.getByTestId('showing')).toHaveText(`Showing 13 - ${SEEDS.length} of ${SEEDS.length} products`);
    await see(cards(page).last()).toContainText('Zephyr Notes');
    await see(pagination.locator('span[aria-disabled="true"]', { hasText: 'Next' })).toHaveCount(1);
    expect(await page.title()).toContain('Page 2');

    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await page.waitForURL(`${baseUrl}/directories`);
    await see(cards(page)).toHaveCount(12);
    await page.unroute('**/api/products?*', hold);
    expect(errors.take()).toEqual([]);
  });

  it('When the directory opens, then only the loader runs until the visitor shows intent; then the router takes over and a page link navigates without a full page load', async () => {
    // A page of its own: a tab that has seen pointer moves would hand the new document a pointer over it (intent).
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const errors = watchConsole(page);
      await page.goto(`${baseUrl}/directories`, { waitUntil: 'load' });
      const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A reader who never touches the page runs the loader alone: the router is not even fetched. Links work as HTML.
      expect((await scripts()).some((name) => /\/entry-/.test(name))).toBe(false);
      await see(cards(page)).toHaveCount(12);
      await waitForHydration(page);
      expect((await scripts()).some((name) => /\/entry-/.test(name))).toBe(true);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(`${baseUrl}/directories?page=2`);
      await see(page.getByTestId('showing')).toHaveText(`Showing 13 - ${SEEDS.length} of ${SEEDS.length} products`);
      // The marker survives only if the router navigated on the client.
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      expect(errors.take()).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('When a card is shown, then it has the logo, name, category label, headline cut at 100 characters and the month, and links to the product', async () => {
    const { page, errors } = await openPage('/directories?q=zephyr');
    const card = cards(page).first();
    const zephyr = SEEDS[0];
    await see(card.getByRole('img', { name: 'Zephyr Notes logo' })).toBeVisible();
    await see(card).toContainText('Productivity');
    await see(card).toContainText(`${zephyr.headline.slice(0, 100)}...`);
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    await see(card.locator('time')).toHaveText(`${month} ${now.getUTCFullYear()}`);
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/product/zephyr-notes`);
    await see(page.getByRole('heading', { level: 1 })).toHaveText('Zephyr Notes');
    expect(errors.take()).toEqual([]);
  });

  it('When JavaScript is off, then the list, its search form and the product page still work', async () => {
    // The only test here without JavaScript: a context of its own, closed at the end.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/directories`);
      await see(cards(page)).toHaveCount(12);
      await page.getByRole('searchbox', { name: 'Search products' }).fill('ledgerly');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(`${baseUrl}/directories?q=ledgerly`);
      await see(cards(page)).toHaveCount(1);
      await cards(page).first().getByRole('link').click();
      await see(page.getByRole('heading', { level: 1 })).toHaveText('Ledgerly');
    } finally {
      await context.close();
    }
  });
});

describe('product page', () => {
  it('When a product page opens, then it shows the product with a referral link in a new tab and its description as text with line breaks', async () => {
    const { page, errors } = await openPage('/product/ledgerly');
    await see(page.getByRole('heading', { level: 1 })).toHaveText('Ledgerly');
    await see(page.getByText(SEEDS[1].headline).first()).toBeVisible();
    const visit = page.getByRole('link', { name: /Visit Website/ });
    await see(visit).toHaveAttribute('target', '_blank');
    await see(visit).toHaveAttribute('rel', 'noopener nofollow ugc');
    // Through /go/{slug}, which counts the visit and redirects to the website with the referral marker.
    await see(visit).toHaveAttribute('href', '/go/ledgerly');
    const redirect = await fetch(`${baseUrl}/go/ledgerly`, { redirect: 'manual' });
    const href = new URL(redirect.headers.get('location')!);
    expect(href.hostname).toBe('ledgerly-1.example.com');
    expect(href.searchParams.get('ref')).toBeTruthy();
    const about = page.locator('section[aria-labelledby="about-heading"] p');
    expect(await about.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    expect(await about.innerText()).toContain('move faster.\n\nBuilt by');
    const shot = page.getByRole('img', { name: 'Screenshot of Ledgerly' });
    await shot.scrollIntoViewIfNeeded();
    expect(await settles(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), true)).toBe(true);
    expect(await page.title()).toBe('Bookkeeping on autopilot for f...');
    expect(errors.take()).toEqual([]);
  });

  it('When the product does not exist, then the page answers 404 with Oops!, the message and a way back, and /product goes to the list', async () => {
    const { page, response } = await tab.open(`${baseUrl}/product/no-such-product`);
    expect(response?.status()).toBe(404);
    await see(page.getByRole('heading', { level: 1 })).toHaveText('Oops!');
    await see(page.getByText('Product not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Directories' }).click();
    await page.waitForURL(`${baseUrl}/directories`);

    await page.goto(`${baseUrl}/product`);
    expect(page.url()).toBe(`${baseUrl}/directories`);
  });
});

describe('submit page', () => {
  async function fillForm(page: Page, name: string, host: string) {
    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Headline').fill('The calmest way to plan your week');
    await page.getByLabel('Description').fill('Plan your week in five minutes.\nThen get on with it.');
    await page.getByLabel('Website URL').fill(`https://${host}`);
    await page.getByLabel('Category').selectOption({ label: 'Productivity' });
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
  }

  it('When the form is sent with a PNG logo and a JPEG screenshot, then the success modal opens with the upsell and the form and previews are cleared', async () => {
    const { page, errors } = await openPage('/directories/submit');
    await fillForm(page, 'Weekplan', 'weekplan.example.com');
    await page.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng('W', '#f97316') });
    await page.locator('input[name="screenshot"]').setInputFiles({ name: 'shot.jpg', mimeType: 'image/jpeg', buffer: await screenshotJpeg('Weekplan', '#f97316') });
    await see(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^blob:/);
    await see(page.getByRole('img', { name: 'Screenshot preview' })).toHaveAttribute('src', /^blob:/);
    await see(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    await screenshot(page, 'directory-submit-previews-1280');

    // Hold the upload so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/products', hold);
    await page.getByRole('button', { name: 'Submit Product' }).click();
    const sending = page.getByRole('button', { name: 'Submitting...' });
    await see(sending).toBeDisabled();
    release();

    const dialog = page.getByRole('dialog', { name: 'Submission Successful!' });
    // The server checks and converts both images first: on a busy machine that can take more than 5 s.
    await see(dialog, 15_000).toBeVisible();
    await page.unroute('**/api/products', hold);
    await see(dialog).toContainText('Your product has been submitted successfully! You will receive a confirmation email shortly.');
    await see(dialog).toContainText('200+ directories');
    await see(dialog.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await viewportShot(page, 'directory-submit-success-1280');

    await page.keyboard.press('Escape');
    await see(dialog).toBeHidden();
    for (const label of ['Product name', 'Headline', 'Description', 'Website URL', 'First name', 'Email']) await see(page.getByLabel(label)).toHaveValue('');
    await see(page.getByLabel('Category')).toHaveValue('');
    await see(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
    await see(page.getByRole('img', { name: 'Screenshot preview' })).toHaveCount(0);
    expect(await page.locator('input[name="logo"]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    // Published at once (moderation is off for this app), under the slug the server chose.
    const listed = await request(t.app).get('/api/products?q=Weekplan').expect(200);
    expect(listed.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Weekplan']);
    // The confirmation email with the private status link goes out (the next test follows such a link).
    await eventually(() => statusLinkSentTo('weekplan@example.com'), 20_000);
    expect(errors.take()).toEqual([]);
  });

  it('When the founder opens the private status link from the confirmation email, then the page shows the state without signing in', async () => {
    // A submission of this test's own (it does not depend on the previous test having run); moderation is off here,
    // so it is already approved.
    await submitThroughApi(STATUS_SEED, SEEDS.length);
    const link = await eventually(() => statusLinkSentTo(`founder${SEEDS.length}@example.com`), 20_000);
    for (const width of [1280, 375]) {
      const { page, errors } = await openPage(link, width);
      await see(page.getByRole('heading', { level: 1 })).toHaveText(STATUS_SEED.name);
      await see(page.getByTestId('submission-status')).toHaveText('Approved');
      await see(page.getByRole('link', { name: 'View your listing' })).toHaveAttribute('href', `/product/${slugify(STATUS_SEED.name)}`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await screenshot(page, `directory-status-${width}`);
      expect(errors.take()).toEqual([]);
    }
    const { page: unknown, response } = await tab.open(`${baseUrl}/directories/status/not-a-real-token-0000000000`);
    expect(response?.status()).toBe(404);
    await see(unknown.getByText('We could not find a submission for this link.')).toBeVisible();
  });

  it('When the form has a problem, then the red banner shows the rule message at the top and vanishes after 5 seconds', async () => {
    // The only test here with a Playwright clock (a context keeps its clock for good): a page of its own.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await page.clock.install();
    await page.goto(`${baseUrl}/directories/submit`, { waitUntil: 'load' });
    // From here on, page time moves only when the test moves it.
    await page.clock.pauseAt(new Date(Date.now() + 1000));

    await page.getByRole('button', { name: 'Submit Product' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Submit Product' }).click();
    const banner = page.getByRole('alert');
    await see(banner).toHaveText('Product name is required');
    await page.clock.runFor(1000);
    expect(await settles(() => page.evaluate(() => window.scrollY), 0)).toBe(0);
    await viewportShot(page, 'directory-submit-error-1280');
    await page.clock.runFor(3500);
    await see(banner).toBeVisible();
    await page.clock.runFor(600);
    await see(banner).toHaveCount(0);

    // A text file named logo.png is judged by its content, before anything is sent.
    await fillForm(page, 'Textlogo', 'textlogo.example.com');
    await page.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
    await page.locator('input[name="screenshot"]').setInputFiles({ name: 'shot.jpg', mimeType: 'image/jpeg', buffer: await screenshotJpeg('Textlogo', '#0ea5e9') });
    await page.getByRole('button', { name: 'Submit Product' }).click();
    await see(banner).toHaveText('Please select a valid image file for the logo (JPG, PNG, GIF)');
    await page.clock.runFor(5100);
    await see(banner).toHaveCount(0);

    // The server's own message is shown when it refuses: this website is already listed.
    await page.getByLabel('Website URL').fill('https://ledgerly-1.example.com/');
    await page.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng('T', '#0ea5e9') });
    await page.getByRole('button', { name: 'Submit Product' }).click();
    await see(banner).toHaveText('This website is already listed');
    await see(page.getByLabel('Product name')).toHaveValue('Textlogo');
    expect(errors.take().filter((e) => !/status of 409|status of 400/.test(e))).toEqual([]);
    await page.close();
  });

  it('When the network fails while sending, then the transport error text shows', async () => {
    const { page } = await openPage('/directories/submit');
    await fillForm(page, 'Offline', 'offline.example.com');
    await page.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng('O', '#64748b') });
    await page.locator('input[name="screenshot"]').setInputFiles({ name: 'shot.jpg', mimeType: 'image/jpeg', buffer: await screenshotJpeg('Offline', '#64748b') });
    const disconnect = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/products', disconnect);
    await page.getByRole('button', { name: 'Submit Product' }).click();
    await see(page.getByRole('alert')).toHaveText('An error occurred while submitting your product. Please try again.');
    await see(page.getByRole('button', { name: 'Submit Product' })).toBeEnabled();
    await page.unroute('**/api/products', disconnect);
  });
});

describe('screenshots', () => {
  it('When the directory pages render at desktop and mobile widths, then screenshots are written for review', async () => {
    for (const width of [1280, 375]) {
      for (const [name, path] of [
        ['directories', '/directories'],
        ['product', '/product/zephyr-notes'],
        ['submit', '/directories/submit'],
      ] as const) {
        const { page, errors } = await openPage(path, width);
        // Lazy images load only near the viewport; a full-page screenshot needs them all.
        if (SCREENSHOTS)
          await page.evaluate(() =>
          Promise.all(
            Array.from(document.images, (img) => {
              img.loading = 'eager';
              return img.decode().catch(() => undefined);
            }),
          ),
        );
        await screenshot(page, `directory-${name}-${width}`);
        expect(errors.take()).toEqual([]);
      }
    }
  }, 90_000);
});
