import type { PostStatus } from './posts';

/** A post's cover in its two sizes (spec: the API base plus /file-uploads/{coverImageId}/image). */
export interface BlogCover {
  url: string;
  width: number;
  height: number;
  /** The 640 px card size. */
  cardUrl: string;
  cardWidth: number;
  cardHeight: number;
}

/** A post as lists show it (cards, the admin list, the feed): everything but the body. */
export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  /** Plain text from the start of the body, for cards, descriptions and the feed. */
  excerpt: string;
  coverImageId: string | null;
  cover: BlogCover | null;
  metaTitle: string;
  metaDescription: string;
  status: PostStatus;
  createdAt: string;
  updatedAt: string;
  /** When it was first published; null for a draft never published. */
  publishedAt: string | null;
}

/** One post with its body: sanitised HTML, safe to render as it is. */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** GET /api/blogposts (spec section 3): the page's posts and how many there are in all. */
export interface BlogPostList {
  blogposts: BlogPostSummary[];
  total: number;
}
