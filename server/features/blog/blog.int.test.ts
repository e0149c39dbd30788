import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import request from 'supertest';
import { BLOG_HEADING, NO_POSTS_YET, OTHER_ARTICLES_HEADING, VIEW_MORE } from '../../../domain/blog/messages';
import type { BlogPost } from '../../../domain/blog/types';
import { UPLOAD_UNREADABLE_MESSAGE } from '../../../domain/common/messages';
import { jpegScreenshot } from '../../../test/support/images';
import { sitemapSchemaErrors } from '../../../test/support/sitemapSchema';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { usersService } from '../users/service';
import { PostModel } from './model';
import { blogService } from './service';

const PUBLIC_URL = 'https://launchboost.example';
const RSS_LINK = /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="https:\/\/launchboost\.example\/blog\/rss\.xml">/;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(__filename, { PUBLIC_URL });
  await PostModel.init();
  await usersService(t.platform).createOrPromoteAdmin('editor@example.com', 'editor password 1');
  admin = (await request(t.app).post('/api/auth/signIn').send({ email: 'editor@example.com', password: 'editor password 1' }).expect(200)).body.accessToken;
});
afterAll(() => t.close());

const asAdmin = {
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${admin}`),
  post: (path: string, body: object) => request(t.app).post(path).set('Authorization', `Bearer ${admin}`).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${admin}`).send(body),
  delete: (path: string) => request(t.app).delete(path).set('Authorization', `Bearer ${admin}`),
};

const page = (path: string) => request(t.app).get(path);

const headOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
  ogImage: /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1],
  ogType: /<meta property="og:type" content="([^"]*)">/.exec(html)?.[1],
  robots: /<meta name="robots" content="([^"]*)">/.exec(html)?.[1],
  jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
});

/** The post addresses the list page links to, in page order. */
const cardSlugs = (html: string) => [...html.matchAll(/<li class="group[^"]*"><a[^>]* href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'item'].includes(name) });

/** Every sitemap the index names, each checked against the sitemaps.org schema; their URLs by child name. */
async function validatedSitemaps(): Promise<Record<string, { loc: string; lastmod?: string }[]>> {
  const index = (await page('/sitemap.xml').expect(200)).text;
  expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
  const children: Record<string, { loc: string; lastmod?: string }[]> = {};
  for (const { loc } of xml.parse(index).sitemapindex.sitemap as { loc: string }[]) {
    const path = new URL(loc).pathname;
    const child = (await page(path).expect(200)).text;
    expect({ path, errors: await sitemapSchemaErrors(child, 'urlset') }).toEqual({ path, errors: [] });
    children[path.replace('/sitemaps/', '')] = xml.parse(child).urlset.url;
  }
  return children;
}

async function rssItems(): Promise<{ title: string; link: string; guid: { '#text': string }; pubDate: string }[]> {
  const res = await page('/blog/rss.xml').expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const rss = xml.parse(res.text).rss;
  expect(rss['@_version']).toBe('2.0');
  expect(rss.channel.link).toBe(`${PUBLIC_URL}/blog`);
  return rss.channel.item ?? [];
}

async function uploadCover(): Promise<string> {
  const res = await request(t.app)
    .post('/api/file-uploads/image')
    .set('Authorization', `Bearer ${admin}`)
    .attach('image', await jpegScreenshot(2000, 1200), { filename: 'cover.jpg', contentType: 'image/jpeg' });
  // The refusal's message, when there is one, says more than its status.
  expect(res.status === 201 ? 201 : res.body).toBe(201);
  return res.body.id as string;
}

describe('the blog with no published post', () => {
  it('When only a draft exists, then /blog shows the empty state, the feed has no item, /blog and the posts sitemap are left out and every child sitemap validates', async () => {
    await blogService(t.platform).create({ title: 'Secret plans', content: '<p>Not yet.</p>' });
    const list = await page('/blog').expect(200);
    expect(list.text).toContain(BLOG_HEADING);
    expect(list.text).toContain(NO_POSTS_YET);
    expect(list.text).not.toContain('Secret plans');
    expect(list.text).toMatch(RSS_LINK);
    expect(await rssItems()).toEqual([]);
    const sitemaps = await validatedSitemaps();
    expect(Object.keys(sitemaps)).not.toContain('posts-1.xml');
    expect(sitemaps['pages-1.xml'].map((u) => u.loc)).not.toContain(`${PUBLIC_URL}/blog`);
  });
});

describe('writing and publishing a post', () => {
  let post: BlogPost;

  it('When an admin uploads a cover, then it is served as WebP in two sizes with year-long caching, and nobody else may upload or delete', async () => {
    const id = await uploadCover();
    const full = await page(`/api/file-uploads/${id}/image`).expect(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(full.body).metadata()).width).toBe(1600);
    expect((await sharp((await page(`/api/file-uploads/${id}/image?size=card`).expect(200)).body).metadata()).width).toBe(640);
    await request(t.app).post('/api/file-uploads/image').attach('image', await jpegScreenshot(100, 100), { filename: 'c.jpg', contentType: 'image/jpeg' }).expect(401);
    await request(t.app).delete(`/api/file-uploads/${id}`).expect(401);
    await asAdmin.delete(`/api/file-uploads/${id}`).expect(200);
    await page(`/api/file-uploads/${id}/image`).expect(404);
  });

  it("When a cover's upload is cut off mid-way, then it answers 400 with the app's own message, not the parser's", async () => {
    const cut = `--cut\r\nContent-Disposition: form-data; name="image"; filename="c.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
    const res = await request(t.app).post('/api/file-uploads/image').set('Authorization', `Bearer ${admin}`).set('Content-Type', 'multipart/form-data; boundary=cut').send(cut);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: UPLOAD_UNREADABLE_MESSAGE });
  });

  it('When an admin creates a post with a cover as a draft, then no public route shows it; once published, the API, /blog and its page show it with title, canonical, og:image and BlogPosting', async () => {
    const coverImageId = await uploadCover();
    const created = await asAdmin
      .post('/api/blogposts', { title: 'Launch week, day by day', content: '<h2>Monday</h2><p>We shipped the <strong>first</strong> build.</p>', coverImageId, metaDescription: 'How we launched in one week.' })
      .expect(201);
    post = created.body;
    expect(post).toMatchObject({ slug: 'launch-week-day-by-day', status: 'draft', coverImageId, publishedAt: null });
    expect(post.id).toMatch(/^[a-f0-9]{24}$/);
    await request(t.app).post('/api/blogposts').send({ title: 'Sneaky' }).expect(401);

    // The draft, on every public route.
    expect((await page('/api/blogposts').expect(200)).body).toEqual({ blogposts: [], total: 0 });
    await page(`/api/blogposts/${post.id}`).expect(404);
    await page(`/api/blogposts/${post.slug}/slug`).expect(404);
    await page('/api/blogposts?status=draft').expect(403);
    expect((await page('/api/blogposts/3/latests').expect(200)).body.blogposts).toEqual([]);
    expect((await page('/blog').expect(200)).text).not.toContain(post.title);
    await page(`/blog/${post.slug}`).expect(404);
    expect(JSON.stringify(await rssItems())).not.toContain(post.slug);
    expect(JSON.stringify(await validatedSitemaps())).not.toContain(post.slug);
    // The editor sees it.
    expect((await asAdmin.get(`/api/blogposts/${post.id}`).expect(200)).body.title).toBe(post.title);
    expect((await asAdmin.get('/api/blogposts?status=draft').expect(200)).body.total).toBe(2);

    const published = (await asAdmin.put(`/api/blogposts/${post.id}`, { status: 'published' }).expect(200)).body as BlogPost;
    expect(published.publishedAt).not.toBeNull();

    const listed = (await page('/api/blogposts').expect(200)).body;
    expect(listed.total).toBe(1);
    expect(listed.blogposts[0]).toMatchObject({ id: post.id, slug: post.slug, title: post.title, coverImageId, status: 'published' });
    expect((await page(`/api/blogposts/${post.slug}/slug`).expect(200)).body.content).toContain('<strong>first</strong>');

    // The list page was cached empty before: the announcement of the change dropped it.
    const list = (await page('/blog').expect(200)).text;
    expect(cardSlugs(list)).toEqual([post.slug]);
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    expect(list.toLowerCase()).toContain(`srcset="/api/file-uploads/${coverImageId}/image?size=card 640w, /api/file-uploads/${coverImageId}/image 1600w"`);
    expect(list).toMatch(RSS_LINK);

    const article = (await page(`/blog/${post.slug}`).expect(200)).text;
    const head = headOf(article);
    expect(head.title).toBe(post.title);
    expect(head.canonical).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
    expect(head.ogImage).toBe(`${PUBLIC_URL}/og/blog/${post.slug}.png`);
    expect(head.ogType).toBe('article');
    // The link preview is the post's own card, a 1200×630 PNG.
    const card = await request(t.app).get(`/og/blog/${post.slug}.png`).buffer(true).expect(200).expect('Content-Type', 'image/png');
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(article).toContain(`<meta property="article:published_time" content="${published.publishedAt}">`);
    expect(article).toMatch(RSS_LINK);
    const posting = head.jsonLd.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      // A short meta description is filled out with the title and the blog's name to 110-160 characters.
      description: expect.stringMatching(/^How we launched in one week\. Launch week, day by day\. An article of the .{40,100}$/),
      url: `${PUBLIC_URL}/blog/${post.slug}`,
      image: [`${PUBLIC_URL}/api/file-uploads/${coverImageId}/image`],
      datePublished: published.publishedAt,
    });
    expect(article).toContain('<h1');
    expect(article).toContain('<h2>Monday</h2>');

    // Unpublished again: gone from the public pages at once.
    await asAdmin.put(`/api/blogposts/${post.id}`, { status: 'draft' }).expect(200);
    await page(`/blog/${post.slug}`).expect(404);
    expect(cardSlugs((await page('/blog').expect(200)).text)).toEqual([]);
    await asAdmin.put(`/api/blogposts/${post.id}`, { status: 'published' }).expect(200);
  });

  it('When a post body holds <script>, onerror= and javascript: links, then it is stored without them and the rest is kept', async () => {
    const hostile =
      '<p>Hello<script>alert(1)</script></p><img src="/api/file-uploads/x/image" onerror="alert(2)" alt="pic">' +
      '<a href="javascript:alert(3)">click</a> <a href="https://ok.example/" onclick="steal()">safe</a><p style="color:red" onmouseover="x()">styled</p>';
    const created = (await asAdmin.post('/api/blogposts', { title: 'Hostile body', content: hostile, status: 'published' }).expect(201)).body as BlogPost;
    const updated = (await asAdmin.put(`/api/blogposts/${created.id}`, { content: `${hostile}<iframe src="https://evil.example"></iframe>` }).expect(200)).body as BlogPost;
    for (const stored of [created.content, updated.content, (await page(`/api/blogposts/${created.slug}/slug`).expect(200)).body.content as string]) {
      expect(stored).not.toMatch(/<script|alert\(1\)|onerror|javascript:|onclick|onmouseover|style=|<iframe/i);
      expect(stored).toContain('<p>Hello</p>');
      expect(stored).toContain('<a href="https://ok.example/">safe</a>');
      expect(stored).toContain('<img src="/api/file-uploads/x/image" alt="pic" />');
    }
    const article = (await page(`/blog/${created.slug}`).expect(200)).text;
    expect(article).not.toMatch(/alert\(|javascript:/);
    await asAdmin.delete(`/api/blogposts/${created.id}`).expect(200);
    await page(`/blog/${created.slug}`).expect(404);
  });

  it('When a post body is larger than the 100 kB other API calls take, then the editor saves it whole (posts take up to 2 MB), and a larger one is refused with 413', async () => {
    const long = `<p>${'A long paragraph about directories. '.repeat(8_000)}</p>`;
    expect(long.length).toBeGreaterThan(200_000);
    const created = (await asAdmin.post('/api/blogposts', { title: 'A very long post', content: long }).expect(201)).body as BlogPost;
    expect(created.content).toBe(long);
    const updated = (await asAdmin.put(`/api/blogposts/${created.id}`, { content: `${long}<p>The end.</p>` }).expect(200)).body as BlogPost;
    expect(updated.content.endsWith('<p>The end.</p>')).toBe(true);
    const tooLarge = await asAdmin.post('/api/blogposts', { title: 'Too long', content: 'x'.repeat(2_200_000) });
    expect([tooLarge.status, tooLarge.body.success]).toEqual([413, false]);
    await asAdmin.delete(`/api/blogposts/${created.id}`).expect(200);
  });

  it('When /blog/ and /blog/a/b are requested, then the first redirects to /blog and the second is the not-found page with a 404', async () => {
    const slash = await page('/blog/').expect(301);
    expect(slash.headers.location).toBe('/blog');
    const deep = await page('/blog/a/b').expect(404);
    expect(deep.text).toContain('Page not found');
    expect(headOf(deep.text).robots).toBe('noindex, follow');
    expect((await page('/blog/no-such-post').expect(404)).text).toContain('Page not found');
  });
});

describe('a blog of 20 posts', () => {
  const ranked = (n: number) => `ranked-post-${n}`;

  beforeAll(async () => {
    const blog = blogService(t.platform);
    await PostModel.deleteMany({});
    await blog.announceChange();
    // Rank 1 is the newest.
    const newest = Date.UTC(2025, 5, 30);
    for (let rank = 20; rank >= 1; rank--) {
      await blog.create({ title: `Ranked post ${rank}`, content: `<p>Post number ${rank}.</p>`, status: 'published' }, { publishedAt: new Date(newest - rank * 86_400_000) });
    }
    await blog.create({ title: 'Still a draft', content: '<p>Unseen.</p>' });
  });

  it('When /blog?page=2 is requested, then it shows posts 10 to 18 of 20, newest first, with links to pages 1 and 3', async () => {
    const second = (await page('/blog?page=2').expect(200)).text;
    expect(cardSlugs(second)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18].map(ranked));
    expect(headOf(second).canonical).toBe(`${PUBLIC_URL}/blog?page=2`);
    expect(second).toMatch(RSS_LINK);
    expect(second).toContain('href="/blog"');
    expect(second).toContain('href="/blog?page=3"');
    expect(cardSlugs((await page('/blog').expect(200)).text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(ranked));
    expect(cardSlugs((await page('/blog?page=3').expect(200)).text)).toEqual([19, 20].map(ranked));
    expect((await page('/blog?page=9').expect(301)).headers.location).toBe('/blog?page=3');
    expect((await page('/api/blogposts?page=2').expect(200)).body.blogposts.map((p: { slug: string }) => p.slug)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18].map(ranked));
  });

  it("When an article is opened, then 'Other Articles' shows the latest posts without it, each with 'View More'", async () => {
    const article = (await page(`/blog/${ranked(1)}`).expect(200)).text;
    expect(article).toContain(OTHER_ARTICLES_HEADING);
    expect([...article.matchAll(new RegExp(`>${VIEW_MORE}<`, 'g'))]).toHaveLength(3);
    for (const rank of [2, 3, 4]) expect(article).toContain(`href="/blog/${ranked(rank)}"`);
    expect((await page(`/api/blogposts/3/latests?exclude=${ranked(1)}`).expect(200)).body.blogposts.map((p: { slug: string }) => p.slug)).toEqual([2, 3, 4].map(ranked));
  });

  it('When the feed is read, then it is well-formed RSS 2.0 holding the 20 published posts newest first, and no draft', async () => {
    const items = await rssItems();
    expect(items.map((item) => item.link)).toEqual(Array.from({ length: 20 }, (_, i) => `${PUBLIC_URL}/blog/${ranked(i + 1)}`));
    expect(items[0].pubDate).toBe(new Date(Date.UTC(2025, 5, 29)).toUTCString());
    expect(items[0].guid['#text']).toBe(items[0].link);
    expect(JSON.stringify(items)).not.toContain('still-a-draft');
  });

  it('When the sitemaps are read, then every child validates, the posts sitemap lists the 20 posts with their lastmod, and /blog is listed', async () => {
    const sitemaps = await validatedSitemaps();
    const posts = sitemaps['posts-1.xml'];
    expect(posts).toHaveLength(20);
    const stored = await PostModel.findOne({ slug: ranked(5) }).lean();
    expect(posts.find((u) => u.loc === `${PUBLIC_URL}/blog/${ranked(5)}`)?.lastmod).toBe(stored!.updatedAt.toISOString());
    expect(sitemaps['pages-1.xml'].map((u) => u.loc)).toContain(`${PUBLIC_URL}/blog`);
  });
});
