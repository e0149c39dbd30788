import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { runCli } from '../../../scripts/cli';
import { jpegScreenshot } from '../../../test/support/images';
import { testEnv } from '../../../test/support/testApp';
import { PostModel } from './model';

const env = testEnv(__filename);
const folder = mkdtempSync(path.join(os.tmpdir(), 'lb-blog-import-'));

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { ...process.env, ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** Post n as Markdown: the first has a cover, the last is a draft without a date. */
function markdownPost(n: number): string {
  const front = [
    `title: "Growth note ${n}: what worked"`,
    `slug: growth-note-${n}`,
    `description: Lesson ${n} from our launch.`,
    ...(n < 20 ? [`date: 2025-01-${String(n).padStart(2, '0')}`, 'status: published'] : ['status: draft']),
    ...(n === 1 ? ['cover: images/cover.jpg'] : []),
  ];
  return `---\n${front.join('\n')}\n---\n\n## Step ${n}\n\nWe tried **thing ${n}** and [wrote it up](https://example.com/${n}).\n\n<script>alert(${n})</script>\n`;
}

beforeAll(async () => {
  for (let n = 1; n <= 20; n++) writeFileSync(path.join(folder, `${String(n).padStart(2, '0')}-note.md`), markdownPost(n));
  writeFileSync(path.join(folder, 'README.txt'), 'not a post');
  const images = path.join(folder, 'images');
  mkdirSync(images);
  writeFileSync(path.join(images, 'cover.jpg'), await jpegScreenshot(1800, 1000));
});
afterAll(() => inDatabase(() => mongoose.connection.dropDatabase()));

/** Reads this file's database between CLI runs (each run connects and disconnects mongoose itself). */
async function inDatabase<T>(read: () => Promise<T>): Promise<T> {
  await mongoose.connect(env.MONGODB_URI!);
  try {
    return await read();
  } finally {
    await mongoose.disconnect();
  }
}

it('When a folder of 20 Markdown posts is imported twice, then there are 20 posts, with their front matter, HTML bodies without scripts and the cover', async () => {
  const first = await cli(['blog:import', folder]);
  expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
  expect(first.stdout).toMatch(/20 created, 0 updated, 0 failed$/);

  const second = await cli(['blog:import', folder]);
  expect(second.code).toBe(0);
  expect(second.stdout).toMatch(/0 created, 20 updated, 0 failed$/);
  const { count, one, uploads, drafts } = await inDatabase(async () => ({
    count: await PostModel.countDocuments({}),
    one: await PostModel.findOne({ slug: 'growth-note-1' }).lean(),
    uploads: await mongoose.connection.db!.collection('file_uploads').countDocuments({}),
    drafts: await PostModel.countDocuments({ status: 'draft', slug: 'growth-note-20' }),
  }));
  expect(count).toBe(20);

  expect(one).toMatchObject({ title: 'Growth note 1: what worked', metaDescription: 'Lesson 1 from our launch.', status: 'published' });
  expect(one!.publishedAt?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  expect(one!.content).toContain('<h2>Step 1</h2>');
  expect(one!.content).toContain('<a href="https://example.com/1">wrote it up</a>');
  expect(one!.content).not.toContain('<script');
  expect(one!.cover).toMatchObject({ width: 1600, cardWidth: 640 });
  // The second import replaced the cover: the first upload is gone, one remains.
  expect(uploads).toBe(1);
  expect(drafts).toBe(1);
}, 120_000);

it('When a file breaks the rules or the path does not exist, then the import says which file and why, and exits non-zero', async () => {
  const bad = path.join(folder, 'bad.md');
  writeFileSync(bad, '---\nslug: Not A Slug\n---\nBody');
  const refused = await cli(['blog:import', bad]);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toMatch(/failed bad\.md: Title is required/);
  expect((await cli(['blog:import', path.join(folder, 'missing')])).code).toBe(2);
  expect(await inDatabase(() => PostModel.countDocuments({}))).toBe(20);
});

it('When seed --demo --posts 4 runs twice, then six demo articles with covers and four numbered posts exist once, all published', async () => {
  expect((await cli(['seed', '--demo', '--posts', '4'])).stdout).toMatch(/posts: 6 demo article\(s\) added; 4 demo post\(s\) added, 0 already present/);
  expect((await cli(['seed', '--demo', '--posts', '4'])).stdout).toMatch(/posts: 0 demo article\(s\) added; 0 demo post\(s\) added, 4 already present/);
  const seeded = await inDatabase(() => PostModel.find({ demo: true }, { slug: 1, status: 1, coverImageId: 1 }).lean());
  expect(seeded).toHaveLength(10);
  expect(seeded.every((p) => p.status === 'published')).toBe(true);
  expect(seeded.filter((p) => p.coverImageId).map((p) => p.slug).sort()).toEqual(['demo-1', 'demo-2', 'demo-3', 'demo-4', 'demo-5', 'demo-6']);
}, 120_000);
