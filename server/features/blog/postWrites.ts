import { AlreadyExists, InvalidInput } from '../../../domain/common/errors';
import { EMPTY_SLUG, SLUG_TAKEN } from '../../../domain/blog/messages';
import type { BlogPostChanges, NewBlogPost, PostStatus } from '../../../domain/blog/posts';
import type { BlogPost } from '../../../domain/blog/types';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { PostModel, type PostRecord } from './model';
import { coverOf, releaseCover } from './postCovers';
import { findPostRecord, toPost } from './postRecords';
import { nextFreeSlug, slugFromTitle, slugTaken } from './postSlugs';
import { announceBlogChange } from './publishedPosts';
import { plainExcerpt, sanitizePostHtml } from './sanitize';

export interface WriteOptions {
  /** The publication date to record (imports keep their own); defaults to now when a post is first published. */
  publishedAt?: Date;
  demo?: boolean;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The body as stored: sanitized, with the excerpt made from it. */
function postBody(content: string) {
  const clean = sanitizePostHtml(content);
  return { content: clean, excerpt: plainExcerpt(clean) };
}

export async function createPost(platform: Platform, input: NewBlogPost, options: WriteOptions = {}): Promise<BlogPost> {
  const title = oneLine(input.title);
  const wanted = input.slug || '';
  const base = wanted || slugFromTitle(title);
  if (!base) throw new InvalidInput(EMPTY_SLUG, { field: 'slug' });
  if (wanted && (await slugTaken(wanted))) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
  const status: PostStatus = input.status ?? 'draft';
  const fields = {
    title,
    ...postBody(input.content ?? ''),
    ...(await coverOf(platform, input.coverImageId)),
    metaTitle: oneLine(input.metaTitle ?? ''),
    metaDescription: oneLine(input.metaDescription ?? ''),
    status,
    publishedAt: status === 'published' ? (options.publishedAt ?? new Date()) : (options.publishedAt ?? null),
    demo: Boolean(options.demo),
  };
  for (let attempt = 1; ; attempt++) {
    const slug = wanted || (await nextFreeSlug(base));
    try {
      const saved = await PostModel.create({ ...fields, slug });
      await announceBlogChange(platform);
      return toPost(saved.toObject() as PostRecord);
    } catch (error) {
      // Taken meanwhile: a slug the admin chose is a conflict, a made one moves on to the next free number.
      if (!isDuplicateKey(error)) throw error;
      if (wanted || attempt >= 5) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
    }
  }
}

/** The fields a change sets; an empty slug is made again from the title. */
async function changedFields(platform: Platform, post: PostRecord, changes: BlogPostChanges, options: WriteOptions): Promise<Record<string, unknown>> {
  const set: Record<string, unknown> = {};
  if (changes.title !== undefined) set.title = oneLine(changes.title);
  if (changes.slug !== undefined) {
    const slug = changes.slug || slugFromTitle((set.title as string | undefined) ?? post.title);
    if (!slug) throw new InvalidInput(EMPTY_SLUG, { field: 'slug' });
    // Checked before writing: FerretDB reports a unique-index clash on update only as an internal error.
    if (slug !== post.slug && (await slugTaken(slug, post._id))) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
    set.slug = slug;
  }
  if (changes.content !== undefined) Object.assign(set, postBody(changes.content));
  if (changes.coverImageId !== undefined && (changes.coverImageId ?? null) !== (post.coverImageId?.toHexString() ?? null)) Object.assign(set, await coverOf(platform, changes.coverImageId));
  if (changes.metaTitle !== undefined) set.metaTitle = oneLine(changes.metaTitle);
  if (changes.metaDescription !== undefined) set.metaDescription = oneLine(changes.metaDescription);
  if (changes.status !== undefined) set.status = changes.status;
  if (options.publishedAt) set.publishedAt = options.publishedAt;
  else if (changes.status === 'published' && !post.publishedAt) set.publishedAt = new Date();
  return set;
}

/** PUT /api/blogposts/:id: changes the given fields. */
export async function updatePost(platform: Platform, id: string, changes: BlogPostChanges, options: WriteOptions = {}): Promise<BlogPost> {
  const post = await findPostRecord(id);
  const set = await changedFields(platform, post, changes, options);
  if (Object.keys(set).length) {
    try {
      await PostModel.updateOne({ _id: post._id }, { $set: set });
    } catch (error) {
      if (isDuplicateKey(error)) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
      throw error;
    }
    await announceBlogChange(platform);
    if ('coverImageId' in set) await releaseCover(platform, post.coverImageId);
  }
  return toPost(await findPostRecord(id));
}

/** DELETE /api/blogposts/:id: the post, and its cover when no other post uses it. */
export async function removePost(platform: Platform, id: string): Promise<void> {
  const post = await findPostRecord(id);
  await PostModel.deleteOne({ _id: post._id });
  await announceBlogChange(platform);
  await releaseCover(platform, post.coverImageId);
}
