import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { OTHER_ARTICLES_HEADING, POST_NOT_FOUND } from '../../../domain/blog/messages';
import { blogListPath, OTHER_ARTICLES_COUNT } from '../../../domain/blog/posts';
import type { BlogPost, BlogPostSummary } from '../../../domain/blog/types';
import type { PublicSettings } from '../../../domain/site/settings';
import { PageShell } from '../../components/PageShell';
import type { RouteHandle } from '../../head';
import { siteApiOf, unlessNotFound } from '../../siteApi';
import { NotFoundPage, handle as notFoundHandle } from '../NotFoundPage';
import { shortDate } from '../../../domain/common/dates';
import { ARTICLE_BODY, CoverImage, LatestPostCard, postDate } from './BlogParts';
import { blogPostHead } from './blogHead';

interface BlogPostData {
  post: BlogPost;
  others: BlogPostSummary[];
  settings: PublicSettings;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<BlogPostData> {
  const slug = params.slug ?? '';
  const api = siteApiOf(context);
  const [post, others, settings] = await Promise.all([
    unlessNotFound(api.blog.bySlug({ params: { slug } })),
    api.blog.latest({ params: { n: OTHER_ARTICLES_COUNT }, query: { exclude: slug } }),
    api.site.settings(),
  ]);
  if (!post) throw data({ message: POST_NOT_FOUND }, { status: 404 });
  return { post, others: others.blogposts, settings };
}

export const handle: RouteHandle<BlogPostData> = {
  head: (args) => (args.error || !args.data ? notFoundHandle.head!(args) : blogPostHead(args.data.settings, args.data.post)),
  // An article is read, not used: served as HTML plus islands (the header), without the router's JavaScript.
  hydration: 'islands',
};

export function Component() {
  const { post, others } = useLoaderData<typeof loader>();
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl px-4 pb-12 pt-10 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <Link to={blogListPath(1)} className="hover:text-orange-600">
            &larr; Blog
          </Link>
        </nav>
        <header className="mt-6">
          <time dateTime={postDate(post)} className="text-sm font-semibold uppercase tracking-wide text-orange-600">
            {shortDate(postDate(post))}
          </time>
          <h1 className="mt-3 break-words text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{post.title}</h1>
        </header>
        {post.cover && (
          <CoverImage cover={post.cover} alt={post.title} eager sizes="(min-width: 768px) 720px, 100vw" className="mt-8 w-full rounded-2xl border border-slate-200 bg-slate-50 object-cover shadow-sm" />
        )}
        <div className={`mt-10 ${ARTICLE_BODY}`} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {others.length > 0 && (
        <section aria-labelledby="other-articles" className="border-t border-slate-100 bg-slate-50/60">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="other-articles" className="text-2xl font-bold text-slate-900">
              {OTHER_ARTICLES_HEADING}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((other) => (
                <LatestPostCard key={other.id} post={other} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </PageShell>
  );
}

/** An unknown or unpublished slug: the not-found page (its status is the loader's 404); other failures go to the root's boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
