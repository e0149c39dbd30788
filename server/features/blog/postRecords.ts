import { isValidObjectId, Types } from 'mongoose';
import { NotFound } from '../../../domain/common/errors';
import { POST_NOT_FOUND } from '../../../domain/blog/messages';
import { coverImageUrl, ID_SHAPE } from '../../../domain/blog/posts';
import type { BlogPost, BlogPostSummary } from '../../../domain/blog/types';
import { PostModel, type PostRecord } from './model';

/** A post without its body: what lists, the feed and the sitemap read. */
export type SummaryRecord = Omit<PostRecord, 'content'>;

export function toSummary(p: SummaryRecord): BlogPostSummary {
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

export const toPost = (p: PostRecord): BlogPost => ({ ...toSummary(p), content: p.content });

/** The id as an ObjectId, or null when it cannot be one (such a post is simply not found). */
export function postObjectId(id: string): Types.ObjectId | null {
  return ID_SHAPE.test(id) && isValidObjectId(id) ? new Types.ObjectId(id) : null;
}

/** A post by id, drafts included, or NotFound. */
export async function findPostRecord(id: string): Promise<PostRecord> {
  const _id = postObjectId(id);
  const post = _id ? await PostModel.findOne({ _id }).lean<PostRecord>() : null;
  if (!post) throw new NotFound(POST_NOT_FOUND);
  return post;
}
