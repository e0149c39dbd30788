import { isValidObjectId, Types } from 'mongoose';
import { AlreadyExists, InvalidInput, NotAllowed, NotFound } from '../../../domain/common/errors';
import { slugify } from '../../../domain/common/slugify';
import { COVER_NOT_FOUND, EMPTY_SLUG, POST_NOT_FOUND, SLUG_TAKEN } from '../../../domain/blog/messages';
import { blogPostPath, coverImageUrl, ID_SHAPE, MAX_POST_SLUG_LENGTH, POST_SLUG_SHAPE, RSS_ITEMS, type BlogListInput, type BlogPostChanges, type NewBlogPost, type PostStatus } from '../../../domain/blog/posts';
import type { BlogPost, BlogPostList, BlogPostSummary } from '../../../domain/blog/types';
import { Cache, cacheTtlMs } from '../../core/cache/cache';
import { escapeRegex, isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { fileUploads } from '../uploads/fileUploads';
import { PostModel, type CoverSizes, type PostRecord } from './model';
import { plainExcerpt, sanitizePostHtml } from './sanitize';

/**
 * The blog: posts read by the public pages, the API, the feed and the sitemap, and written by admins (the
 * editor, the API) and operators (blog:import, seed). Every write announces 'blog' on the invalidation bus, so
 * every process's published list, page cache, feed and sitemap follow. Drafts are never shown to the public.
 */

type SummaryRecord = Omit<PostRecord, 'content'>;

/** Who reads: the public sees published posts only; admins also see drafts. */
export interface Reader {
  drafts: boolean;
}
export const PUBLIC_READER: Reader = { drafts: false };
export const ADMIN_READER: Reader = { drafts: true };

export interface WriteOptions {
  /** The publication date to record (imports keep their own); defaults to now when a post is first published. */
  publishedAt?: Date;
  demo?: boolean;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const byNewest = (a: SummaryRecord, b: SummaryRecord) =>
  (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b._id.toHexString().localeCompare(a._id.toHexString());

function toSummary(p: SummaryRecord): BlogPostSummary {
  const coverImageId = p.coverImageId ? p.coverImageId.toHexString() : null;
  return {
    id: p._id.toHexString(),
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    coverImageId,
    cover:
      coverImageId && p.cover
        ? { url: coverImageUrl(coverImageId), width: p.cover.width, height: p.cover.height, cardUrl: coverImageUrl(coverImageId, 'card'), cardWidth: p.cover.cardWidth, cardHeight: p.cover.cardHeight }
        : null,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
  };
}

const toPost = (p: PostRecord): BlogPost => ({ ...toSummary(p), content: p.content });

function objectId(id: string): Types.ObjectId | null {
  return ID_SHAPE.test(id) && isValidObjectId(id) ? new Types.ObjectId(id) : null;
}

/** The slug made from a title, within the length limit; '' when the title has no letter or digit. */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, MAX_POST_SLUG_LENGTH).replace(/-+$/, '');
}

async function slugTaken(slug: string, exceptId?: Types.ObjectId): Promise<boolean> {
  return (await PostModel.countDocuments(exceptId ? { slug, _id: { $ne: exceptId } } : { slug })) > 0;
}

/** base, else base-2, base-3...: the first slug no post has. */
async function nextFreeSlug(base: string): Promise<string> {
  const taken = await PostModel.find({ slug: { $regex: `^${escapeRegex(base)}(-[0-9]+)?$` } }, { slug: 1 }).lean<{ slug: string }[]>();
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_POST_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

function createBlogService(platform: Platform) {
  const { bus, config } = platform;
  const uploads = fileUploads(platform);
  // Published posts without their bodies, newest first: lists, latest posts, the feed and the sitemap read it.
  const index = new Cache<'published', { posts: SummaryRecord[] }>({ bus, topics: ['blog'], ttlMs: cacheTtlMs(config), max: 1 });
  const changed = () => bus.announce('blog');

  const published = async (): Promise<SummaryRecord[]> =>
    (
      await index.getOrLoad('published', async () => ({
        posts: (await PostModel.find({ status: 'published' }, { content: 0 }).lean<SummaryRecord[]>()).sort(byNewest),
      }))
    ).posts;

  async function coverOf(coverImageId: string | null | undefined): Promise<{ coverImageId: Types.ObjectId | null; cover: CoverSizes | null }> {
    if (!coverImageId) return { coverImageId: null, cover: null };
    const upload = await uploads.find(coverImageId);
    if (!upload) throw new InvalidInput(COVER_NOT_FOUND, { field: 'coverImageId' });
    return { coverImageId: upload._id, cover: { width: upload.full.width, height: upload.full.height, cardWidth: upload.card.width, cardHeight: upload.card.height } };
  }

  /** Deletes an upload that was a post's cover once no post uses it any more. */
  async function releaseCover(id: Types.ObjectId | null): Promise<void> {
    if (!id || (await PostModel.countDocuments({ coverImageId: id })) > 0) return;
    await uploads.remove(id.toHexString());
  }

  function body(content: string) {
    const clean = sanitizePostHtml(content);
    return { content: clean, excerpt: plainExcerpt(clean) };
  }

  /** GET /api/blogposts: published posts newest first; for admins also drafts ('draft') or every post ('all'), last changed first. */
  async function list({ page, limit, status = 'published' }: BlogListInput, reader: Reader = PUBLIC_READER): Promise<BlogPostList> {
    const start = (page - 1) * limit;
    if (status === 'published') {
      const posts = await published();
      return { blogposts: posts.slice(start, start + limit).map(toSummary), total: posts.length };
    }
    if (!reader.drafts) throw new NotAllowed('Only administrators can see drafts');
    const filter = status === 'all' ? {} : { status };
    const [total, docs] = await Promise.all([
      PostModel.countDocuments(filter),
      PostModel.find(filter, { content: 0 }).sort({ updatedAt: -1, _id: -1 }).skip(start).limit(limit).lean<SummaryRecord[]>(),
    ]);
    return { blogposts: docs.map(toSummary), total };
  }

  /** One post by id, or null (a draft is null for the public). */
  async function get(id: string, reader: Reader = PUBLIC_READER): Promise<BlogPost | null> {
    const _id = objectId(id);
    if (!_id) return null;
    const post = await PostModel.findOne(reader.drafts ? { _id } : { _id, status: 'published' }).lean<PostRecord>();
    return post ? toPost(post) : null;
  }

  /** One post by slug, or null (a draft is null for the public). */
  async function getBySlug(slug: string, reader: Reader = PUBLIC_READER): Promise<BlogPost | null> {
    if (!POST_SLUG_SHAPE.test(slug) || slug.length > MAX_POST_SLUG_LENGTH) return null;
    if (!reader.drafts) {
      // Looked up by _id from the published list, which every database answers from its primary index.
      const card = (await published()).find((p) => p.slug === slug);
      if (!card) return null;
      const post = await PostModel.findOne({ _id: card._id, status: 'published' }).lean<PostRecord>();
      return post ? toPost(post) : null;
    }
    const post = await PostModel.findOne({ slug }).lean<PostRecord>();
    return post ? toPost(post) : null;
  }

  /** GET /api/blogposts/:n/latests: the n newest published posts, leaving out the one with slug `exclude`. */
  async function latest(n: number, exclude?: string): Promise<BlogPostSummary[]> {
    return (await published())
      .filter((p) => p.slug !== exclude)
      .slice(0, n)
      .map(toSummary);
  }

  async function create(input: NewBlogPost, options: WriteOptions = {}): Promise<BlogPost> {
    const title = oneLine(input.title);
    const wanted = input.slug || '';
    const base = wanted || slugFromTitle(title);
    if (!base) throw new InvalidInput(EMPTY_SLUG, { field: 'slug' });
    if (wanted && (await slugTaken(wanted))) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
    const status: PostStatus = input.status ?? 'draft';
    const fields = {
      title,
      ...body(input.content ?? ''),
      ...(await coverOf(input.coverImageId)),
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
        await changed();
        return toPost(saved.toObject() as PostRecord);
      } catch (error) {
        // Taken meanwhile: a slug the admin chose is a conflict, a made one moves on to the next free number.
        if (!isDuplicateKey(error)) throw error;
        if (wanted || attempt >= 5) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
      }
    }
  }

  async function findRecord(id: string): Promise<PostRecord> {
    const _id = objectId(id);
    const post = _id ? await PostModel.findOne({ _id }).lean<PostRecord>() : null;
    if (!post) throw new NotFound(POST_NOT_FOUND);
    return post;
  }

  /** PUT /api/blogposts/:id: changes the given fields; an empty slug is made again from the title. */
  async function update(id: string, changes: BlogPostChanges, options: WriteOptions = {}): Promise<BlogPost> {
    const post = await findRecord(id);
    const set: Record<string, unknown> = {};
    if (changes.title !== undefined) set.title = oneLine(changes.title);
    if (changes.slug !== undefined) {
      const slug = changes.slug || slugFromTitle((set.title as string | undefined) ?? post.title);
      if (!slug) throw new InvalidInput(EMPTY_SLUG, { field: 'slug' });
      // Checked before writing: FerretDB reports a unique-index clash on update only as an internal error.
      if (slug !== post.slug && (await slugTaken(slug, post._id))) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
      set.slug = slug;
    }
    if (changes.content !== undefined) Object.assign(set, body(changes.content));
    if (changes.coverImageId !== undefined && (changes.coverImageId ?? null) !== (post.coverImageId?.toHexString() ?? null)) Object.assign(set, await coverOf(changes.coverImageId));
    if (changes.metaTitle !== undefined) set.metaTitle = oneLine(changes.metaTitle);
    if (changes.metaDescription !== undefined) set.metaDescription = oneLine(changes.metaDescription);
    if (changes.status !== undefined) set.status = changes.status;
    if (options.publishedAt) set.publishedAt = options.publishedAt;
    else if (changes.status === 'published' && !post.publishedAt) set.publishedAt = new Date();
    if (Object.keys(set).length) {
      try {
        await PostModel.updateOne({ _id: post._id }, { $set: set });
      } catch (error) {
        if (isDuplicateKey(error)) throw new AlreadyExists(SLUG_TAKEN, { field: 'slug' });
        throw error;
      }
      await changed();
      if ('coverImageId' in set) await releaseCover(post.coverImageId);
    }
    return toPost(await findRecord(id));
  }

  /** DELETE /api/blogposts/:id: the post, and its cover when no other post uses it. */
  async function remove(id: string): Promise<void> {
    const post = await findRecord(id);
    await PostModel.deleteOne({ _id: post._id });
    await changed();
    await releaseCover(post.coverImageId);
  }

  /** True when a post uses the upload as its cover (such an upload is not deleted). */
  async function postUsingCover(uploadId: string): Promise<{ title: string } | null> {
    const _id = objectId(uploadId);
    return _id ? PostModel.findOne({ coverImageId: _id }, { title: 1 }).lean<{ title: string }>() : null;
  }

  return {
    list,
    get,
    getBySlug,
    latest,
    create,
    update,
    remove,
    postUsingCover,
    /** The posts of the RSS feed: the 20 newest published. */
    feed: async () => (await published()).slice(0, RSS_ITEMS).map(toSummary),
    /** Whether /blog has anything to show (it is listed in the sitemap only then). */
    hasPublished: async () => (await published()).length > 0,
    /** Every published post's page and its last change, for the posts sitemap. */
    sitemapEntries: async () => (await published()).map((p) => ({ path: blogPostPath(p.slug), lastmod: p.updatedAt.toISOString() })),
    announceChange: changed,
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
export const blogService = perPlatform(createBlogService);
