import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { BLOG_HEADING, BLOG_SUBTITLE, NO_POSTS_YET, RSS_TITLE_SUFFIX } from '../../../domain/blog/messages';
import { BLOG_FEED_PATH, BLOG_PAGE_SIZE, blogListPath } from '../../../domain/blog/posts';
import type { BlogPostSummary } from '../../../domain/blog/types';
import type { PublicSettings } from '../../../domain/site/settings';
import { PageShell } from '../../components/PageShell';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { BlogPagination, PostCard } from './BlogParts';
import { blogFeeds, blogJsonLd } from './blogHead';
import { pageNumber } from '../../../domain/common/pageNumber';

interface BlogListData {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  totalPages: number;
  settings: PublicSettings;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<BlogListData> {
  const url = new URL(request.url);
  // Spec: /blog/ with no slug is the list itself, at one address.
  if (url.pathname !== '/blog') throw redirect(`/blog${url.search}`, 301);
  const page = pageNumber(url.searchParams.get('page')) ?? 1;
  const api = siteApiOf(context);
  const [result, settings] = await Promise.all([api.blog.list({ query: { page, limit: BLOG_PAGE_SIZE } }), api.site.settings()]);
  const totalPages = Math.max(1, Math.ceil(result.total / BLOG_PAGE_SIZE));
  // A page past the end (or ?page=1) has one address: the last page, or /blog.
  if (page > totalPages || url.searchParams.get('page') === '1') throw redirect(blogListPath(Math.min(page, totalPages)), 301);
  return { posts: result.blogposts, total: result.total, page, totalPages, settings };
}

export const handle: RouteHandle<BlogListData> = {
  head: ({ data }) => ({
    title: `${data.settings.siteName} ${RSS_TITLE_SUFFIX} - ${BLOG_HEADING}${data.page > 1 ? ` - Page ${data.page}` : ''}`,
    description: BLOG_SUBTITLE,
    canonicalPath: blogListPath(data.page),
    // An empty blog has nothing to index yet.
    robots: data.total ? undefined : 'noindex, follow',
    feeds: blogFeeds(data.settings),
    jsonLd: [blogJsonLd(data.settings, data.page, data.posts)],
  }),
};

export function Component() {
  const { posts, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-orange-50/70 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-14 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{BLOG_HEADING}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{BLOG_SUBTITLE}</p>
          <a href={BLOG_FEED_PATH} className="mt-4 inline-block text-sm font-semibold text-orange-600 hover:text-orange-700">
            RSS feed
          </a>
        </div>
      </section>
      <section aria-label="Posts" className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6">
        {posts.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-posts">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
        ) : (
          <p className="py-16 text-center text-slate-600">{NO_POSTS_YET}</p>
        )}
        {totalPages > 1 && <BlogPagination page={page} totalPages={totalPages} />}
      </section>
    </PageShell>
  );
}
