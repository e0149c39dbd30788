import sharp from 'sharp';
import type { Platform } from '../../core/platform';
import type { Seeder } from '../command';
import { fileUploads } from '../uploads/fileUploads';
import { PostModel } from './model';
import { blogService } from './service';

/** Demo articles for a local site (`seed --demo`), published a week apart. */
const DEMO_POSTS: { title: string; description: string; body: string; colors: [string, string] }[] = [
  {
    title: 'How we got our first 100 backlinks in a month',
    description: 'The directories, the order we submitted in and what each one sent back.',
    body: '<p>Backlinks from directories are slow to build by hand. Here is the list we worked through, in order.</p><h2>Start with the big ones</h2><p>Product Hunt, BetaList and the niche lists for your category come first: they are indexed fast and send real visitors.</p><ul><li>Write one description and adapt it per site.</li><li>Keep a sheet of logins and statuses.</li></ul>',
    colors: ['#f97316', '#fdba74'],
  },
  {
    title: 'Programmatic SEO pages that do not look programmatic',
    description: 'Templates, real data per page and the thin-content checks we run before publishing.',
    body: '<p>A page per country or audience works only when each page says something of its own.</p><h2>Give every page its own facts</h2><p>We generate the skeleton, then fill it with data that differs per page: prices, examples, local directories.</p>',
    colors: ['#6366f1', '#a5b4fc'],
  },
  {
    title: 'Influencer outreach for SaaS: what a nano creator is worth',
    description: 'Reach, price and conversions from ten deals with creators under 10k followers.',
    body: '<p>Small creators answer their DMs and their audiences trust them.</p><blockquote>Three of our ten deals paid for themselves in the first week.</blockquote><p>Here is how we picked them and what we paid.</p>',
    colors: ['#10b981', '#6ee7b7'],
  },
  {
    title: 'One blog post a day: the editorial calendar behind it',
    description: 'Keyword research, briefs and the review loop that keep 30 posts a month readable.',
    body: '<p>Publishing daily is a process problem, not a writing problem.</p><ol><li>Pick keywords you can win.</li><li>Write a brief per post.</li><li>Review for the reader first.</li></ol>',
    colors: ['#ec4899', '#f9a8d4'],
  },
  {
    title: 'Launch week checklist for indie makers',
    description: 'Everything we prepare before a launch, from screenshots to the first reply to a comment.',
    body: '<p>Launch day goes by fast. Prepare the boring parts the week before.</p><h2>The checklist</h2><ul><li>Screenshots and a 30-second video</li><li>A short and a long description</li><li>Replies to the questions you expect</li></ul>',
    colors: ['#0ea5e9', '#7dd3fc'],
  },
  {
    title: 'Reciprocal links: when they help and when they hurt',
    description: 'What search engines say about link exchanges, and the few that are worth it.',
    body: '<p>A link exchange between two sites that share readers is normal. Hundreds of them are a pattern.</p><p>We keep reciprocal links to directories our readers actually use.</p>',
    colors: ['#f59e0b', '#fcd34d'],
  },
];

/** A gradient cover with a few shapes (no text, so no fonts are needed), as a JPEG for the upload path. */
function coverImage([a, b]: [string, string], seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="${300 + seed * 170}" cy="450" r="260" fill="#ffffff" fill-opacity="0.2"/>
    <rect x="900" y="${180 + seed * 40}" width="480" height="320" rx="40" fill="#ffffff" fill-opacity="0.3"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const WEEK_MS = 7 * 86_400_000;
const numberedSlug = (n: number) => `demo-post-${n}`;

async function seedDemoPosts(platform: Platform): Promise<number> {
  const blog = blogService(platform);
  let added = 0;
  for (const [i, demo] of DEMO_POSTS.entries()) {
    if (await blog.getBySlug(`demo-${i + 1}`, { drafts: true })) continue;
    const cover = await fileUploads(platform).saveImage('cover', await coverImage(demo.colors, i), { field: 'cover' });
    await blog.create(
      { title: demo.title, slug: `demo-${i + 1}`, content: demo.body, metaDescription: demo.description, coverImageId: cover._id.toHexString(), status: 'published' },
      { publishedAt: new Date(Date.now() - (i + 1) * WEEK_MS), demo: true },
    );
    added++;
  }
  return added;
}

/** `seed --demo`: six demo articles with covers; `--posts N`: N numbered published posts (no cover). Present ones are kept. */
export const postsSeeder: Seeder = {
  name: 'posts',
  counts: 'posts',
  async run(platform, { demo, counts = {}, progress }) {
    const wanted = counts.posts;
    if (!demo && wanted === undefined) return 'skipped (demo data only, use --demo or --posts N)';
    const lines: string[] = [];
    if (demo) lines.push(`${await seedDemoPosts(platform)} demo article(s) added`);
    if (wanted !== undefined) {
      const present = new Set((await PostModel.find({ demo: true, slug: { $regex: '^demo-post-[0-9]+$' } }, { slug: 1 }).lean<{ slug: string }[]>()).map((p) => p.slug));
      const missing = Array.from({ length: wanted }, (_, i) => i + 1).filter((n) => !present.has(numberedSlug(n)));
      const bar = progress?.(missing.length, 'posts');
      const blog = blogService(platform);
      for (const n of missing) {
        await blog.create(
          { title: `Demo post ${n}`, slug: numberedSlug(n), content: `<p>Demo post number ${n}, made by <code>seed --posts</code>.</p>`, status: 'published' },
          { publishedAt: new Date(Date.now() - n * 3_600_000), demo: true },
        );
        bar?.increment();
      }
      bar?.stop();
      lines.push(`${missing.length} demo post(s) added, ${wanted - missing.length} already present`);
    }
    return lines.join('; ');
  },
};
