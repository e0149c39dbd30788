import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { POST_STATUSES, type PostStatus } from '../../../domain/blog/posts';

/** The sizes of a post's cover, copied from its upload when the cover is set (lists read one collection). */
export interface CoverSizes {
  width: number;
  height: number;
  cardWidth: number;
  cardHeight: number;
}

/** A blog post as stored. `content` is sanitised HTML: every write goes through sanitizePostHtml(). */
export interface Post {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  coverImageId: Types.ObjectId | null;
  cover: CoverSizes | null;
  metaTitle: string;
  metaDescription: string;
  status: PostStatus;
  /** Set on first publication and kept through later edits (the article's date and the feed's order). */
  publishedAt: Date | null;
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type PostRecord = Post & { _id: Types.ObjectId };

const postSchema = new Schema<Post>(
  {
    title: { type: String, required: true, trim: true },
    slug: { type: String, required: true },
    content: { type: String, default: '' },
    excerpt: { type: String, default: '' },
    coverImageId: { type: Schema.Types.ObjectId, default: null },
    cover: {
      type: new Schema<CoverSizes>({ width: Number, height: Number, cardWidth: Number, cardHeight: Number }, { _id: false }),
      default: null,
    },
    metaTitle: { type: String, default: '' },
    metaDescription: { type: String, default: '' },
    status: { type: String, enum: POST_STATUSES, required: true, default: 'draft' },
    publishedAt: { type: Date, default: null },
    demo: { type: Boolean, default: false },
  },
  { timestamps: true, strict: true, minimize: false },
);

postSchema.index({ slug: 1 }, { unique: true });
// The public list and the feed: published posts, newest first.
postSchema.index({ status: 1, publishedAt: -1 });
postSchema.index({ coverImageId: 1 });

export const PostModel: Model<Post> = (mongoose.models.BlogPost as Model<Post> | undefined) ?? mongoose.model<Post>('BlogPost', postSchema, 'blogposts');
