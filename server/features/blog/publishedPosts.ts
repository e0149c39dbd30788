import { Cache, cacheTtlMs } from '../../core/cache/cache';
import { perPlatform, type Platform } from '../../core/platform';
import { PostModel } from './model';
import type { SummaryRecord } from './postRecords';

const byNewest = (a: SummaryRecord, b: SummaryRecord) =>
  (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b._id.toHexString().localeCompare(a._id.toHexString());

/**
 * Published posts without their bodies, newest first: lists, latest posts, the feed and the sitemap read it.
 * Held once per platform and dropped when 'blog' is announced.
 */
export const publishedPosts = perPlatform(({ bus, config }: Platform): (() => Promise<SummaryRecord[]>) => {
  const index = new Cache<'published', { posts: SummaryRecord[] }>({ bus, topics: ['blog'], ttlMs: cacheTtlMs(config), max: 1 });
  return async () =>
    (
      await index.getOrLoad('published', async () => ({
        posts: (await PostModel.find({ status: 'published' }, { content: 0 }).lean<SummaryRecord[]>()).sort(byNewest),
      }))
    ).posts;
});

/** Tells every process's published list, page cache, feed and sitemap that the blog changed. */
export const announceBlogChange = (platform: Platform) => platform.bus.announce('blog');
