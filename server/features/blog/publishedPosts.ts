import { cacheTtlMs } from '../../core/cache/cache';
import { keptValue } from '../../core/cache/keptValue';
import { perPlatform, type Platform } from '../../core/platform';
import { PostModel } from './model';
import type { SummaryRecord } from './postRecords';

const byNewest = (a: SummaryRecord, b: SummaryRecord) =>
  (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b._id.toHexString().localeCompare(a._id.toHexString());

/**
 * Published posts without their bodies, newest first: lists, latest posts, articles (by id), the feed and the sitemap
 * read it. Held once per platform and read again when 'blog' is announced (keptValue.ts), so pages never wait for it.
 */
export const publishedPosts = perPlatform(({ bus, config, logger }: Platform): (() => Promise<SummaryRecord[]>) => {
  const read = async () => (await PostModel.find({ status: 'published' }, { content: 0 }).lean<SummaryRecord[]>()).sort(byNewest);
  return keptValue({ bus, topic: 'blog', ttlMs: cacheTtlMs(config), logger, read });
});

/** Tells every process's published list, page cache, feed and sitemap that the blog changed. */
export const announceBlogChange = (platform: Platform) => platform.bus.announce('blog');
