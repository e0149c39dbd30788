import type { Browser, Page } from 'playwright-core';
import { BLOG_HEADING } from '../../domain/blog/messages';
import { PostModel } from '../../server/features/blog/model';
import { blogService } from '../../server/features/blog/service';
import { usersService } from '../../server/features/users/service';
import { launchBrowser, screenshot, watchConsole } from '../support/browser';
import { jpegScreenshot } from '../support/images';
import { createTestApp, type TestApp } from '../support/testApp';

// Sign-in, the editor's own chunk, uploads and several page loads on a shared 2-core machine.
jest.setTimeout(120_000);

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp(__filename);
  baseUrl = await t.listen();
  await usersService(t.platform).createOrPromoteAdmin('writer@example.com', 'writer password 1');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function signIn(page: Page, next: string) {
  await page.goto(`${baseUrl}/auth/login?next=${encodeURIComponent(next)}`, { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Sign in with your password' });
  await form.getByLabel('Email').fill('writer@example.com');
  await form.getByLabel('Password').fill('writer password 1');
  await Promise.all([page.waitForURL(`${baseUrl}${next}`), form.getByRole('button', { name: 'Sign in' }).click()]);
}

describe('the blog editor in Chromium', () => {
  it('When an admin writes a post with a cover in /admin/blog and publishes it, then it opens on /blog with its cover and body, with no console errors', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, '/admin/blog');
    await page.getByRole('link', { name: 'New post' }).click();
    await page.waitForURL(`${baseUrl}/admin/blog/new`);

    await page.getByLabel('Title', { exact: true }).fill('Shipping our first launch');
    const body = page.getByRole('textbox', { name: 'Post body' });
    await body.click();
    await page.keyboard.type('We launched today after six weeks of work.');
    await page.keyboard.press('Enter');
    // A busy machine draws its next frame late: what is typed right after a toolbar click must still reach the editor.
    await page.evaluate(() => {
      const drawOnTime = window.requestAnimationFrame.bind(window);
      Object.assign(window, { drawOnTime });
      window.requestAnimationFrame = (draw) => drawOnTime((time) => setTimeout(() => draw(time), 100));
    });
    await page.getByRole('button', { name: 'Subheading' }).click();
    await page.keyboard.type('What we learned');
    await page.evaluate(() => (window.requestAnimationFrame = (window as unknown as { drawOnTime: typeof requestAnimationFrame }).drawOnTime));
    await page.getByLabel('Meta description').fill('Six weeks from idea to launch, and what we would do again.');
    await page.locator('#cover-file').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpegScreenshot(1800, 1000) });
    await page.getByAltText('Cover preview').waitFor();

    // Autosaved as a draft: the page got the post's address and the sanitised preview.
    await page.waitForURL(/\/admin\/blog\/[a-f0-9]{24}$/);
    await page.getByTestId('save-state').filter({ hasText: 'All changes saved' }).waitFor();
    expect(await page.getByTestId('post-preview').innerHTML()).toContain('<h3>What we learned</h3>');
    const draft = await PostModel.findOne({ slug: 'shipping-our-first-launch' }).lean();
    expect(draft).toMatchObject({ status: 'draft', metaDescription: 'Six weeks from idea to launch, and what we would do again.' });
    expect(draft!.coverImageId).not.toBeNull();

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByTestId('post-status').filter({ hasText: 'Published' }).waitFor();
    // Published, the address is pinned: a later title change does not move it.
    expect(await page.getByLabel('Slug').inputValue()).toBe('shipping-our-first-launch');
    await screenshot(page, 'blog-editor');

    await page.getByRole('link', { name: 'View post' }).click();
    await page.waitForURL(`${baseUrl}/blog/shipping-our-first-launch`);
    await page.getByRole('heading', { level: 1, name: 'Shipping our first launch' }).waitFor();
    expect(await page.getByTestId('post-body').textContent()).toContain('We launched today after six weeks of work.');
    expect(await page.locator('article img').getAttribute('srcset')).toMatch(/\?size=card 640w, .* 1600w$/);

    // The list, as a new visitor gets it from the server.
    const reader = await browser.newPage();
    const readerErrors = watchConsole(reader);
    await reader.goto(`${baseUrl}/blog`, { waitUntil: 'load' });
    await reader.getByRole('heading', { level: 1, name: BLOG_HEADING }).waitFor();
    await reader.getByRole('link', { name: /Shipping our first launch/ }).click();
    await reader.waitForURL(`${baseUrl}/blog/shipping-our-first-launch`);
    await reader.getByRole('heading', { level: 1, name: 'Shipping our first launch' }).waitFor();
    await screenshot(reader, 'blog-article');

    expect(errors).toEqual([]);
    expect(readerErrors).toEqual([]);
    await reader.close();
    await context.close();
  });

  it('When an admin edits a published post and closes the tab before updating it, then the next visit offers the changes back, and deleting it from the list asks first', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, '/admin/blog');
    await page.getByRole('link', { name: 'Shipping our first launch', exact: true }).click();
    await page.waitForURL(/\/admin\/blog\/[a-f0-9]{24}$/);
    const editorUrl = page.url();
    await page.getByLabel('Title', { exact: true }).fill('Shipping our first launch, revisited');
    await page.getByTestId('save-state').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.close();

    const again = await context.newPage();
    const againErrors = watchConsole(again);
    await again.goto(editorUrl, { waitUntil: 'load' });
    await again.getByRole('button', { name: 'Restore them' }).click();
    expect(await again.getByLabel('Title', { exact: true }).inputValue()).toBe('Shipping our first launch, revisited');
    // Published posts change only when their editor says so.
    expect((await PostModel.findOne({ slug: 'shipping-our-first-launch' }).lean())!.title).toBe('Shipping our first launch');
    await again.getByRole('button', { name: 'Update post' }).click();
    await again.getByTestId('save-state').filter({ hasText: 'All changes saved' }).waitFor();
    expect((await PostModel.findOne({ slug: 'shipping-our-first-launch' }).lean())!.title).toBe('Shipping our first launch, revisited');


    // Deleting from the list asks first, then the post is gone from the site.
    await again.getByRole('link', { name: '← All posts' }).click();
    await again.waitForURL(`${baseUrl}/admin/blog`);
    await again.getByRole('button', { name: 'Delete', exact: true }).click();
    await again.getByRole('button', { name: 'Yes, delete Shipping our first launch, revisited' }).click();
    await again.getByText('No posts yet: write the first one.').waitFor();
    expect(await PostModel.countDocuments({})).toBe(0);
    expect((await again.request.get(`${baseUrl}/blog/shipping-our-first-launch`)).status()).toBe(404);

    expect(errors).toEqual([]);
    expect(againErrors).toEqual([]);
    await context.close();
  });

  it("When a reader moves from one post to another without a page load, then the head holds the second post's tags (RSS link, article dates, canonical, robots), as the server writes them", async () => {
    const posts = blogService(t.platform);
    const first = await posts.create({ title: 'Head tags, first post', content: '<p>The first post.</p>', status: 'published' }, { publishedAt: new Date('2026-01-05T09:00:00Z') });
    const second = await posts.create({ title: 'Head tags, second post', content: '<p>The second post.</p>', status: 'published' }, { publishedAt: new Date('2026-01-12T09:00:00Z') });
    const page = await browser.newPage();
    const errors = watchConsole(page);
    /** The head's tags a page owns, as [name, property, rel or type; content, href or text], from this page's head or from the server's HTML for a path. */
    const headOf = (path?: string) =>
      page.evaluate(async (serverPath) => {
        const head = serverPath ? new DOMParser().parseFromString(await (await fetch(serverPath)).text(), 'text/html').head : document.head;
        return [...head.querySelectorAll('meta[name],meta[property],link[rel="canonical"],link[rel="alternate"],script[type="application/ld+json"]')]
          .map((node) => [node.getAttribute('name') ?? node.getAttribute('property') ?? node.getAttribute('rel') ?? node.getAttribute('type'), node.getAttribute('content') ?? node.getAttribute('href') ?? node.textContent])
          .filter(([name]) => name !== 'viewport' && name !== 'theme-color');
      }, path);

    // The list is hydrated by the router: its links navigate in the page.
    await page.goto(`${baseUrl}/blog`, { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterVersion?: string }).__reactRouterVersion));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('link', { name: /Head tags, first post/ }).first().click();
    await page.waitForURL(`${baseUrl}/blog/${first.slug}`);
    await page.waitForFunction((title) => document.title === title, first.title);
    expect(await headOf()).toEqual(await headOf(`/blog/${first.slug}`));

    await page.getByRole('link', { name: `View More: ${second.title}` }).click();
    await page.waitForURL(`${baseUrl}/blog/${second.slug}`);
    await page.waitForFunction((title) => document.title === title, second.title);
    const head = await headOf();
    expect(head).toEqual(await headOf(`/blog/${second.slug}`));
    expect(head.filter(([name]) => name === 'article:published_time')).toEqual([['article:published_time', '2026-01-12T09:00:00.000Z']]);
    expect(head.filter(([name]) => name === 'canonical')).toEqual([['canonical', `${t.config.PUBLIC_URL}/blog/${second.slug}`]]);
    expect(head.filter(([name]) => name === 'alternate')).toEqual([['alternate', `${t.config.PUBLIC_URL}/blog/rss.xml`]]);
    expect(head.filter(([name]) => name === 'robots')).toEqual([['robots', 'index, follow']]);

    // Back on the list: the article's own tags are gone again.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.waitForFunction(() => !document.querySelector('meta[property="article:published_time"]'));
    expect(await headOf()).toEqual(await headOf('/blog'));
    // Every step was a navigation inside the page, never a new load.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
