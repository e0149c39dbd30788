import { NotAllowed } from '../../../domain/common/errors';
import { MAX_POST_SLUG_LENGTH, POST_SLUG_SHAPE, type BlogListInput } from '../../../domain/blog/posts';
import type { BlogPost, BlogPostList, BlogPostSummary } from '../../../domain/blog/types';
import type { Platform } from '../../core/platform';
import { PostModel, type PostRecord } from './model';
import { postObjectId, toPost, toSummary, type SummaryRecord } from './postRecords';
import { publishedPosts } from './publishedPosts';

/** Who reads: the public sees published posts only; admins also see drafts. */
export interface Reader {
  drafts: boolean;
}
export const PUBLIC_READER: Reader = { drafts: false };
export const ADMIN_READER: Reader = { drafts: true };

/** GET /api/blogposts: published posts newest first; for admins also drafts ('draft') or every post ('all'), last changed first. */
export async function listPosts(platform: Platform, { page, limit, status = 'published' }: BlogListInput, reader: Reader = PUBLIC_READER): Promise<BlogPostList> {
  const start = (page - 1) * limit;
  if (status === 'published') {
    const posts = await publishedPosts(platform)();
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
export async function postById(id: string, reader: Reader = PUBLIC_READER): Promise<BlogPost | null> {
  const _id = postObjectId(id);
  if (!_id) return null;
  const post = await PostModel.findOne(reader.drafts ? { _id } : { _id, status: 'published' }).lean<PostRecord>();
  return post ? toPost(post) : null;
}

/** One post by slug, or null (a draft is null for the public). */
export async function postBySlug(platform: Platform, slug: string, reader: Reader = PUBLIC_READER): Promise<BlogPost | null> {
  if (!POST_SLUG_SHAPE.test(slug) || slug.length > MAX_POST_SLUG_LENGTH) return null;
  if (!reader.drafts) {
    // Looked up by _id from the published list, which every database answers from its primary index.
    const card = (await publishedPosts(platform)()).find((p) => p.slug === slug);
    if (!card) return null;
    // By _id alone (FerretDB v1 pushes down nothing else); a post unpublished meanwhile is checked here.
    const post = await PostModel.findOne({ _id: card._id }).lean<PostRecord>();
    return post?.status === 'published' ? toPost(post) : null;
  }
  const post = await PostModel.findOne({ slug }).lean<PostRecord>();
  return post ? toPost(post) : null;
}

/** GET /api/blogposts/:n/latests: the n newest published posts, leaving out the one with slug `exclude`. */
export async function latestPosts(platform: Platform, n: number, exclude?: string): Promise<BlogPostSummary[]> {
  return (await publishedPosts(platform)())
    .filter((p) => p.slug !== exclude)
    .slice(0, n)
    .map(toSummary);
}
