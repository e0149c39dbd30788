import { z } from 'zod';
import { pageNumber } from '../common/pageNumber';

/**
 * The blog's rules (spec sections 3 and 9): page sizes, card cuts, statuses and the shape of a post as the
 * editor and the API send it. One zod schema per call, shared by the admin editor and the server.
 */

/** Spec section 9: blog page size 9; card titles cut at 35 characters plus '...', latest-article cards at 26. */
export const BLOG_PAGE_SIZE = 9;
export const CARD_TITLE_MAX = 35;
export const LATEST_TITLE_MAX = 26;
/** How many posts the 'Other Articles' grid shows under an article. */
export const OTHER_ARTICLES_COUNT = 3;
/** The RSS feed carries the 20 latest published posts. */
export const RSS_ITEMS = 20;

export const MAX_BLOG_PAGE_SIZE = 50;
export const MAX_LATEST = 20;
export const MAX_TITLE_LENGTH = 200;
export const MAX_POST_SLUG_LENGTH = 120;
export const MAX_META_TITLE_LENGTH = 120;
export const MAX_META_DESCRIPTION_LENGTH = 320;
/** Characters of HTML in one body (about 100 printed pages). */
export const MAX_CONTENT_LENGTH = 500_000;

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Post slugs are made by slugify() or typed by an admin in the same shape. */
export const POST_SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Post and file ids are MongoDB ObjectIds: 24 hexadecimal characters. */
export const ID_SHAPE = /^[a-f0-9]{24}$/;

/** The spec's cover address: the API base plus /file-uploads/{coverImageId}/image; `card` is the 640 px size. */
export function coverImageUrl(coverImageId: string, size: 'full' | 'card' = 'full'): string {
  return `/api/file-uploads/${coverImageId}/image${size === 'card' ? '?size=card' : ''}`;
}

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
/** The RSS 2.0 feed of the latest published posts, linked from every blog page. */
export const BLOG_FEED_PATH = '/blog/rss.xml';
/** The blog list's address for a page (page 1 is /blog itself). */
export const blogListPath = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');
/** The part of a blog list address its page reads (its page number as written once; '' for none): the page cache's key. */
export function blogListQuery(search: URLSearchParams): string {
  const page = pageNumber(search.get('page'));
  return page === null ? '' : `page=${page}`;
}

const text = (max: number, name: string) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

const postFields = {
  title: z.string().trim().min(1, 'Title is required').max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  // Empty: made from the title.
  slug: z
    .string()
    .trim()
    .max(MAX_POST_SLUG_LENGTH, `Slug must be at most ${MAX_POST_SLUG_LENGTH} characters`)
    .refine((slug) => slug === '' || POST_SLUG_SHAPE.test(slug), 'Slug may contain only lower-case letters, digits and single hyphens (e.g. my-first-post)'),
  content: z.string().max(MAX_CONTENT_LENGTH, `The post body must be at most ${MAX_CONTENT_LENGTH.toLocaleString('en-US')} characters of HTML`),
  coverImageId: z
    .string()
    .trim()
    .refine((id) => id === '' || ID_SHAPE.test(id), 'The cover image id is not valid; please upload the cover again')
    .nullable()
    .transform((id) => id || null),
  metaTitle: text(MAX_META_TITLE_LENGTH, 'Meta title'),
  metaDescription: text(MAX_META_DESCRIPTION_LENGTH, 'Meta description'),
  status: z.enum(POST_STATUSES, 'Status must be draft or published'),
};

/** POST /api/blogposts: a title is required; everything else has a default (an empty draft). */
export const newBlogPostSchema = z.object({
  ...postFields,
  slug: postFields.slug.optional(),
  content: postFields.content.optional(),
  coverImageId: postFields.coverImageId.optional(),
  metaTitle: postFields.metaTitle.optional(),
  metaDescription: postFields.metaDescription.optional(),
  status: postFields.status.optional(),
});
export type NewBlogPost = z.infer<typeof newBlogPostSchema>;

/** PUT /api/blogposts/:id: the fields to change (others stay as they are). */
export const blogPostChangesSchema = z.object(postFields).partial();
export type BlogPostChanges = z.infer<typeof blogPostChangesSchema>;

const PAGE_MESSAGE = 'Page must be a whole number from 1';
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_BLOG_PAGE_SIZE}`;

/** GET /api/blogposts: page from 1, limit 9; status 'published' for everyone, 'draft' or 'all' for admins. */
export const blogListQuerySchema = z.object({
  page: z.coerce.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1),
  limit: z.coerce.number(LIMIT_MESSAGE).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_BLOG_PAGE_SIZE, LIMIT_MESSAGE).default(BLOG_PAGE_SIZE),
  status: z.enum([...POST_STATUSES, 'all'], "Status must be 'published', 'draft' or 'all'").optional(),
});
export type BlogListInput = z.output<typeof blogListQuerySchema>;
