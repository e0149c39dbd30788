import { Router } from 'express';
import { escapeHtml } from '../../../domain/common/html';
import { BLOG_SUBTITLE, RSS_TITLE_SUFFIX } from '../../../domain/blog/messages';
import { BLOG_FEED_PATH, blogPostPath } from '../../../domain/blog/posts';
import type { BlogPostSummary } from '../../../domain/blog/types';
import type { Platform } from '../../core/platform';
import { blogService } from './service';

/** RFC 822 dates, as RSS 2.0 wants them (e.g. "Tue, 04 Mar 2025 05:06:07 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function item(publicUrl: string, post: BlogPostSummary): string {
  const link = `${publicUrl}${blogPostPath(post.slug)}`;
  const description = post.metaDescription || post.excerpt;
  const cover = post.cover ? `<enclosure url="${escapeHtml(publicUrl + post.cover.url)}" type="image/webp" length="0"/>` : '';
  return (
    `<item><title>${escapeHtml(post.title)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="true">${escapeHtml(link)}</guid>` +
    `<pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate><description>${escapeHtml(description)}</description>${cover}</item>`
  );
}

/** The RSS 2.0 document of the 20 newest published posts. */
export function rssXml({ publicUrl, siteName }: { publicUrl: string; siteName: string }, posts: readonly BlogPostSummary[]): string {
  const built = posts.reduce((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), posts[0]?.updatedAt ?? new Date(0).toISOString());
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escapeHtml(`${siteName} ${RSS_TITLE_SUFFIX}`)}</title><link>${escapeHtml(`${publicUrl}/blog`)}</link>` +
    `<description>${escapeHtml(BLOG_SUBTITLE)}</description><language>en-us</language><lastBuildDate>${rfc822(built)}</lastBuildDate>` +
    `<atom:link href="${escapeHtml(publicUrl + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml"/>` +
    posts.map((post) => item(publicUrl, post)).join('') +
    '</channel></rss>\n'
  );
}

/** GET /blog/rss.xml, linked from every blog page; built from the published list, which follows every change. */
export function blogFeedRouter(platform: Platform): Router {
  const { config } = platform;
  const blog = blogService(platform);
  const router = Router();
  router.get(BLOG_FEED_PATH, async (_req, res) => {
    const xml = rssXml({ publicUrl: config.PUBLIC_URL, siteName: config.SITE_NAME }, await blog.feed());
    res.type('application/rss+xml').set('Cache-Control', 'public, max-age=300').send(xml);
  });
  return router;
}
