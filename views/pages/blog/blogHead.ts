import { metaDescription } from '../../../domain/common/metaDescription';
import { truncate } from '../../../domain/common/text';
import { socialCardPath } from '../../../domain/site/socialCards';
import { BLOG_FEED_PATH, blogListPath, blogPostPath } from '../../../domain/blog/posts';
import { RSS_TITLE_SUFFIX } from '../../../domain/blog/messages';
import type { BlogPost, BlogPostSummary } from '../../../domain/blog/types';
import type { PublicSettings } from '../../../domain/site/settings';
import { absoluteUrl, type PageHead } from '../../head';
import { breadcrumbJsonLd } from '../seo/jsonLd';
import { postDate } from './BlogParts';

/** Google shows BlogPosting headlines of at most 110 characters. */
const HEADLINE_MAX = 110;

/** The RSS feed every blog page announces. */
export const blogFeeds = (settings: PublicSettings): PageHead['feeds'] => [{ title: `${settings.siteName} ${RSS_TITLE_SUFFIX}`, path: BLOG_FEED_PATH }];

/** The post's meta description (else its excerpt), filled out to 110-160 characters with its title and the blog's name. */
export function postDescription(post: BlogPostSummary, siteName: string): string {
  return metaDescription([
    post.metaDescription || post.excerpt,
    post.title,
    `An article of the ${siteName} blog: practical notes on launching, listing and growing a product.`,
    'New posts also arrive by RSS.',
  ]);
}

const postTitle = (post: BlogPostSummary) => post.metaTitle || post.title;

function organization(settings: PublicSettings) {
  return { '@type': 'Organization', name: settings.siteName, url: absoluteUrl(settings.publicUrl, '/'), logo: { '@type': 'ImageObject', url: absoluteUrl(settings.publicUrl, '/favicon.svg') } };
}

/** BlogPosting structured data of an article. */
function blogPostingJsonLd(settings: PublicSettings, post: BlogPost) {
  const url = absoluteUrl(settings.publicUrl, blogPostPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncate(post.title, HEADLINE_MAX),
    description: postDescription(post, settings.siteName),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.cover ? { image: [absoluteUrl(settings.publicUrl, post.cover.url)] } : {}),
    datePublished: postDate(post),
    dateModified: post.updatedAt,
    author: organization(settings),
    publisher: organization(settings),
  };
}

/** The article's head: meta title and description (else title and excerpt), canonical, Open Graph article with its card, structured data. */
export function blogPostHead(settings: PublicSettings, post: BlogPost): PageHead {
  const path = blogPostPath(post.slug);
  return {
    title: postTitle(post),
    description: postDescription(post, settings.siteName),
    canonicalPath: path,
    type: 'article',
    // The link preview is the post's own 1200×630 card; the cover stays in the BlogPosting data.
    image: socialCardPath(path),
    article: { publishedTime: postDate(post), modifiedTime: post.updatedAt },
    feeds: blogFeeds(settings),
    jsonLd: [
      blogPostingJsonLd(settings, post),
      breadcrumbJsonLd(settings.publicUrl, [
        { label: 'Home', path: '/' },
        { label: 'Blog', path: blogListPath(1) },
        { label: post.title, path },
      ]),
    ],
  };
}

/** Blog structured data of a list page: the blog and the posts it shows. */
export function blogJsonLd(settings: PublicSettings, page: number, posts: readonly BlogPostSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${settings.siteName} ${RSS_TITLE_SUFFIX}`,
    url: absoluteUrl(settings.publicUrl, blogListPath(page)),
    publisher: organization(settings),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: truncate(post.title, HEADLINE_MAX),
      url: absoluteUrl(settings.publicUrl, blogPostPath(post.slug)),
      datePublished: postDate(post),
      ...(post.cover ? { image: absoluteUrl(settings.publicUrl, post.cover.url) } : {}),
    })),
  };
}
