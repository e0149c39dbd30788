import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { InvalidInput } from '../../../domain/common/errors';
import { firstProblem } from '../../../domain/common/validation';
import { newBlogPostSchema, type NewBlogPost } from '../../../domain/blog/posts';
import type { Platform } from '../../core/platform';
import { fileUploads } from '../uploads/fileUploads';
import { ADMIN_READER } from './postReads';
import { slugFromTitle } from './postSlugs';
import { blogService } from './service';

/**
 * `blog:import`: Markdown files with front matter (title, slug, description, date, cover, status) become posts.
 * A post is found again by its slug, so importing the same files twice changes the posts instead of adding them.
 */

const MARKDOWN_FILE = /\.(md|markdown)$/i;
// Raw HTML in the Markdown is allowed: the post sanitiser removes whatever is not on its allow-list.
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });

export interface ImportedPost {
  file: string;
  slug: string;
  outcome: 'created' | 'updated';
}

/** The Markdown files to import: the file itself, or those of a folder (not its subfolders) in name order. */
export async function markdownFilesAt(target: string): Promise<string[]> {
  if (!(await stat(target)).isDirectory()) return [target];
  const names = (await readdir(target)).filter((name) => MARKDOWN_FILE.test(name)).sort();
  return names.map((name) => path.join(target, name));
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** YAML reads `date: 2025-03-04` as a Date; a quoted date stays text. */
function dateOf(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new InvalidInput(`date "${String(value)}" is not a date (use YYYY-MM-DD)`);
  return date;
}

/** A Markdown file as a post: its front matter checked with the editor's rules, its body as HTML. */
export async function readMarkdownPost(file: string): Promise<{ post: NewBlogPost; date?: Date; coverPath?: string }> {
  const { data, content } = matter(await readFile(file, 'utf8'));
  const parsed = newBlogPostSchema.safeParse({
    title: text(data.title) ?? '',
    slug: text(data.slug) ?? '',
    content: markdown.render(content),
    metaTitle: text(data.metaTitle) ?? '',
    metaDescription: text(data.description) ?? '',
    status: text(data.status) ?? 'draft',
  });
  if (!parsed.success) throw new InvalidInput(firstProblem(parsed.error));
  const cover = text(data.cover) ?? text(data.coverImage);
  return { post: parsed.data, date: dateOf(data.date), coverPath: cover ? path.resolve(path.dirname(file), cover) : undefined };
}

/** Imports one file: creates the post, or updates the one with the same slug (its cover replaced when the file names one). */
export async function importMarkdownPost(platform: Platform, file: string): Promise<ImportedPost> {
  const blog = blogService(platform);
  const { post, date, coverPath } = await readMarkdownPost(file);
  const slug = post.slug || slugFromTitle(post.title);
  let coverImageId: string | undefined;
  if (coverPath) {
    const bytes = await readFile(coverPath).catch(() => {
      throw new InvalidInput(`cover image ${coverPath} cannot be read`);
    });
    coverImageId = (await fileUploads(platform).saveImage('cover', bytes, { field: 'cover' }))._id.toHexString();
  }
  const fields = { ...post, slug, ...(coverImageId ? { coverImageId } : {}) };
  try {
    const existing = await blog.getBySlug(slug, ADMIN_READER);
    if (existing) {
      await blog.update(existing.id, fields, { publishedAt: date });
      return { file, slug, outcome: 'updated' };
    }
    await blog.create(fields, { publishedAt: date });
    return { file, slug, outcome: 'created' };
  } catch (error) {
    // A refused post leaves no cover behind.
    if (coverImageId) await fileUploads(platform).remove(coverImageId);
    throw error;
  }
}
