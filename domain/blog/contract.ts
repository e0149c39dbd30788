import { z } from 'zod';
import { doneAnswer, endpoint, formDataOf, imageAnswer, isoDateTime } from '../common/contract';
import { detectImageType, type ReceivedImage } from '../directory/submission';
import { IMAGE_NOT_AN_IMAGE, IMAGE_REQUIRED } from './messages';
import { blogListQuerySchema, blogPostChangesSchema, MAX_LATEST, newBlogPostSchema, POST_STATUSES } from './posts';

/** A post's cover in its two sizes (spec: the API base plus /file-uploads/{coverImageId}/image). */
export const blogCoverSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The 640 px card size. */
  cardUrl: z.string(),
  cardWidth: z.number().int(),
  cardHeight: z.number().int(),
});
export type BlogCover = z.infer<typeof blogCoverSchema>;

/** A post as lists show it (cards, the admin list, the feed): everything but the body. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Plain text from the start of the body, for cards, descriptions and the feed. */
  excerpt: z.string(),
  coverImageId: z.string().nullable(),
  cover: blogCoverSchema.nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  status: z.enum(POST_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** When it was first published; null for a draft never published. */
  publishedAt: isoDateTime.nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** One post with its body: sanitised HTML, safe to render as it is. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blogposts (spec section 3): the page's posts and how many there are in all. */
export const blogPostListSchema = z.object({ blogposts: z.array(blogPostSummarySchema), total: z.number().int() });
export type BlogPostList = z.infer<typeof blogPostListSchema>;

const LATEST_COUNT = `Ask for 1 to ${MAX_LATEST} posts`;
const WHOLE_COUNT = 'The number of posts must be a whole number';
const postId = z.object({ params: z.object({ id: z.string().max(64) }) });

/** /api/blogposts (spec section 7): reads are public and never show drafts, except to an admin; writes are the editor's. */
export const blogContract = {
  list: endpoint('GET', '/blogposts', 'public', {
    summary: 'Published posts, newest first, a page at a time',
    description: "An admin may also ask for `status` 'draft' or 'all' (last changed first); anyone else asking for drafts gets 403.",
    refusals: [403],
  })
    .input(z.object({ query: blogListQuerySchema }))
    .output(blogPostListSchema),
  latest: endpoint('GET', '/blogposts/{n}/latests', 'public', { summary: 'The n newest published posts, leaving out the one whose slug is `exclude`' })
    .input(z.object({ params: z.object({ n: z.coerce.number(WHOLE_COUNT).int(WHOLE_COUNT).min(1, LATEST_COUNT).max(MAX_LATEST, LATEST_COUNT) }), query: z.object({ exclude: z.string().max(200).optional() }) }))
    .output(z.object({ blogposts: z.array(blogPostSummarySchema) })),
  bySlug: endpoint('GET', '/blogposts/{slug}/slug', 'public', { summary: 'A published post by its slug (a draft too, for an admin)', refusals: [404] })
    .input(z.object({ params: z.object({ slug: z.string().max(200) }) }))
    .output(blogPostSchema),
  get: endpoint('GET', '/blogposts/{id}', 'public', { summary: 'A published post by its id (a draft too, for an admin)', refusals: [404] })
    .input(postId)
    .output(blogPostSchema),
  create: endpoint('POST', '/blogposts', 'admin', { summary: 'Write a post (a draft unless said); the slug is made from the title when left empty', status: 201, refusals: [409, 413] })
    .input(z.object({ body: newBlogPostSchema }))
    .output(blogPostSchema),
  update: endpoint('PUT', '/blogposts/{id}', 'admin', { summary: "Change a post's given fields; publishing it the first time dates it", refusals: [404, 409, 413] })
    .input(postId.extend({ body: blogPostChangesSchema }))
    .output(blogPostSchema),
  remove: endpoint('DELETE', '/blogposts/{id}', 'admin', { summary: 'Delete a post, and its cover when no other post uses it', refusals: [404] })
    .input(postId)
    .output(doneAnswer),
};

const isReceivedImage = (value: unknown): value is ReceivedImage =>
  typeof value === 'object' && value !== null && (value as ReceivedImage).bytes instanceof Uint8Array && (value as ReceivedImage).head instanceof Uint8Array;

/** The one file of a cover upload, in the field `image`. */
export const coverUploadSchema = z.object({
  image: z
    .custom<ReceivedImage>(isReceivedImage, IMAGE_REQUIRED)
    .refine((file) => detectImageType(file.head) !== null, IMAGE_NOT_AN_IMAGE)
    .meta({ contentMediaType: 'image/*' }),
});

/** An uploaded cover: its id (a post's coverImageId), its two addresses and the full size's dimensions. */
export const uploadedCoverSchema = z.object({ id: z.string(), url: z.string(), cardUrl: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedCover = z.infer<typeof uploadedCoverSchema>;

/** /api/file-uploads (spec section 7, Files): blog covers, uploaded and deleted by admins, read by anyone. */
export const uploadsContract = {
  uploadImage: endpoint('POST', '/file-uploads/image', 'admin', {
    summary: 'Upload a cover image (JPG, PNG or GIF up to 5MB), kept as WebP at most 1600 px wide plus a 640 px card size',
    status: 201,
    body: 'multipart',
  })
    .input(z.object({ body: formDataOf(coverUploadSchema) }))
    .output(uploadedCoverSchema),
  image: endpoint('GET', '/file-uploads/{id}/image', 'public', {
    summary: "An uploaded image's bytes, full size or the card size",
    description: 'The files of an upload never change: they may be cached for a year.',
    answer: 'image',
    refusals: [404],
  })
    .input(z.object({ params: z.object({ id: z.string().max(64) }), query: z.object({ size: z.enum(['full', 'card'], "size must be 'full' or 'card'").default('full') }) }))
    .output(imageAnswer),
  remove: endpoint('DELETE', '/file-uploads/{id}', 'admin', { summary: 'Delete an uploaded image that no post uses as its cover', refusals: [404, 409] })
    .input(z.object({ params: z.object({ id: z.string().max(64) }) }))
    .output(doneAnswer),
};
