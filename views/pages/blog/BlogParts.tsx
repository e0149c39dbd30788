import { Link } from 'react-router-dom';
import { truncate } from '../../../domain/common/text';
import { blogListPath, blogPostPath, CARD_TITLE_MAX, LATEST_TITLE_MAX } from '../../../domain/blog/posts';
import { VIEW_MORE } from '../../../domain/blog/messages';
import type { BlogCover, BlogPostSummary } from '../../../domain/blog/types';
import { pageWindow } from '../directory/format';
import { shortDate } from '../../../domain/common/dates';

/** The date a reader sees: first publication (a draft never shows, but an import may lack one). */
export const postDate = (post: BlogPostSummary) => post.publishedAt ?? post.createdAt;

/**
 * The look of an article body. The body is HTML sanitised by the server on every write
 * (server/features/blog/sanitize.ts): only allow-listed tags and attributes reach a page, so it is rendered as it is.
 */
export const ARTICLE_BODY =
  'max-w-none break-words text-lg leading-8 text-slate-700 ' +
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 ' +
  '[&_a]:font-medium [&_a]:text-orange-600 [&_a]:underline [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-orange-200 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_code]:font-mono [&_code]:text-[0.9em] ' +
  '[&_img]:mt-6 [&_img]:rounded-xl [&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b [&_th]:py-2 [&_td]:border-b [&_td]:border-slate-100 [&_td]:py-2 [&_hr]:my-10';

/** A cover in its two sizes: the browser picks the 640 px card or the full 1600 px image for the space it has. */
export function CoverImage({ cover, alt, sizes, eager = false, className = '' }: { cover: BlogCover; alt: string; sizes: string; eager?: boolean; className?: string }) {
  return (
    <img
      src={cover.url}
      srcSet={`${cover.cardUrl} ${cover.cardWidth}w, ${cover.url} ${cover.width}w`}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}

function CoverPlaceholder() {
  return <div className="aspect-[16/9] w-full bg-gradient-to-br from-orange-100 to-slate-100" aria-hidden="true" />;
}

/** A card of the blog list (spec: cover, title cut at 35 characters plus '...', date). */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={blogPostPath(post.slug)} className="flex flex-1 flex-col" title={post.title}>
        {post.cover ? (
          <CoverImage cover={post.cover} alt="" sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/9] w-full object-cover" />
        ) : (
          <CoverPlaceholder />
        )}
        <div className="flex flex-1 flex-col p-5">
          <h2 className="text-lg font-semibold text-slate-900 group-hover:text-orange-600">{truncate(post.title, CARD_TITLE_MAX)}</h2>
          <time dateTime={postDate(post)} className="mt-auto pt-3 text-sm text-slate-500">
            {shortDate(postDate(post))}
          </time>
        </div>
      </Link>
    </li>
  );
}

/** A card of the 'Other Articles' grid (spec: title cut at 26 characters plus '...', a 'View More' link). */
export function LatestPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {post.cover ? <CoverImage cover={post.cover} alt="" sizes="(min-width: 1024px) 352px, 100vw" className="aspect-[16/9] w-full object-cover" /> : <CoverPlaceholder />}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-semibold text-slate-900" title={post.title}>
          {truncate(post.title, LATEST_TITLE_MAX)}
        </h3>
        <time dateTime={postDate(post)} className="mt-1 text-sm text-slate-500">
          {shortDate(postDate(post))}
        </time>
        <Link to={blogPostPath(post.slug)} className="mt-4 inline-flex text-sm font-semibold text-orange-600 hover:text-orange-700" aria-label={`${VIEW_MORE}: ${post.title}`}>
          {VIEW_MORE} <span aria-hidden="true">&nbsp;&rarr;</span>
        </Link>
      </div>
    </li>
  );
}

const pageLink = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold';

/** Previous, up to 5 page numbers and next, as plain links (?page=N), so crawlers and readers without JavaScript page too. */
export function BlogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  return (
    <nav aria-label="Blog pages" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={blogListPath(page - 1)} rel="prev" className={`${pageLink} border-slate-300 text-slate-700 hover:bg-slate-50`}>
          Previous
        </Link>
      )}
      {pageWindow(page, totalPages).map((n) => (
        <Link
          key={n}
          to={blogListPath(n)}
          aria-current={n === page ? 'page' : undefined}
          className={`${pageLink} ${n === page ? 'border-orange-500 bg-orange-500 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
        >
          {n}
        </Link>
      ))}
      {page < totalPages && (
        <Link to={blogListPath(page + 1)} rel="next" className={`${pageLink} border-slate-300 text-slate-700 hover:bg-slate-50`}>
          Next
        </Link>
      )}
    </nav>
  );
}
