import { blogPostPath, RSS_ITEMS, type BlogListInput, type BlogPostChanges, type NewBlogPost } from '../../../domain/blog/posts';
import { perPlatform, type Platform } from '../../core/platform';
import { postUsingCover } from './postCovers';
import { toSummary } from './postRecords';
import { latestPosts, listPosts, postById, postBySlug, type Reader } from './postReads';
import { createPost, removePost, updatePost, type WriteOptions } from './postWrites';
import { announceBlogChange, publishedPosts } from './publishedPosts';

/**
 * The blog: posts read by the public pages, the API, the feed and the sitemap, and written by admins (the
 * editor, the API) and operators (blog:import, seed). Every write announces 'blog' on the invalidation bus, so
 * every process's published list, page cache, feed and sitemap follow. Drafts are never shown to the public.
 */
function createBlogService(platform: Platform) {
  const published = publishedPosts(platform);
  return {
    list: (input: BlogListInput, reader?: Reader) => listPosts(platform, input, reader),
    get: (id: string, reader?: Reader) => postById(id, reader),
    getBySlug: (slug: string, reader?: Reader) => postBySlug(platform, slug, reader),
    latest: (n: number, exclude?: string) => latestPosts(platform, n, exclude),
    create: (input: NewBlogPost, options?: WriteOptions) => createPost(platform, input, options),
    update: (id: string, changes: BlogPostChanges, options?: WriteOptions) => updatePost(platform, id, changes, options),
    remove: (id: string) => removePost(platform, id),
    postUsingCover,
    /** The posts of the RSS feed: the 20 newest published. */
    feed: async () => (await published()).slice(0, RSS_ITEMS).map(toSummary),
    /** Whether /blog has anything to show (it is listed in the sitemap only then). */
    hasPublished: async () => (await published()).length > 0,
    /** Every published post's page and its last change, for the posts sitemap. */
    sitemapEntries: async () => (await published()).map((p) => ({ path: blogPostPath(p.slug), lastmod: p.updatedAt.toISOString() })),
    announceChange: () => announceBlogChange(platform),
  };
}

export const blogService = perPlatform(createBlogService);
