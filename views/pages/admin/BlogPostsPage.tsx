import { useState } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { blogPostPath, MAX_BLOG_PAGE_SIZE } from '../../../domain/blog/posts';
import type { BlogPostSummary } from '../../../domain/blog/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { shortDate } from '../../../domain/common/dates';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';

const pageOf = (request: Request) => Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const page = pageOf(request);
  const result = await adminCall(request, () => siteApiOf(context).blog.list({ query: { status: 'all', page, limit: MAX_BLOG_PAGE_SIZE } }));
  return { ...result, page };
}

export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const form = await request.formData();
  const blog = siteApiOf(context).blog;
  const id = String(form.get('id') ?? '');
  return adminAction(request, async () => {
    const intent = form.get('intent');
    if (intent === 'delete') {
      await blog.remove({ params: { id } });
      return 'Post deleted.';
    }
    const post = await blog.update({ params: { id }, body: { status: intent === 'publish' ? 'published' : 'draft' } });
    return post.status === 'published' ? `Published “${post.title}”.` : `“${post.title}” is a draft again.`;
  });
}

export const handle: RouteHandle = { head: () => adminHead('Blog') };

const small = 'rounded-md px-2.5 py-1 text-xs font-semibold';

function PostRow({ post }: { post: BlogPostSummary }) {
  const fetcher = useFetcher<AdminOutcome>();
  const [confirming, setConfirming] = useState(false);
  const published = post.status === 'published';
  return (
    <tr>
      <td className="py-3 pr-3">
        <Link to={`/admin/blog/${post.id}`} className="font-medium text-slate-900 hover:text-orange-600">
          {post.title}
        </Link>
        <span className="block text-xs text-slate-500">{blogPostPath(post.slug)}</span>
      </td>
      <td className="py-3 pr-3">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${published ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}>{published ? 'Published' : 'Draft'}</span>
      </td>
      <td className="py-3 pr-3 text-slate-600">{shortDate(post.updatedAt)}</td>
      <td className="py-3 pr-3 text-slate-600">{post.publishedAt ? shortDate(post.publishedAt) : ''}</td>
      <td className="py-3">
        <fetcher.Form method="post" className="flex flex-wrap items-center justify-end gap-1.5">
          <input type="hidden" name="id" value={post.id} />
          <Link to={`/admin/blog/${post.id}`} className={`${small} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
            Edit
          </Link>
          {published && (
            <Link to={blogPostPath(post.slug)} className={`${small} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
              View
            </Link>
          )}
          <button name="intent" value={published ? 'unpublish' : 'publish'} className={`${small} ${published ? 'border border-slate-300 text-slate-700' : 'bg-orange-500 text-white'}`}>
            {published ? 'Unpublish' : 'Publish'}
          </button>
          {confirming ? (
            <>
              <button name="intent" value="delete" aria-label={`Yes, delete ${post.title}`} className={`${small} bg-red-600 text-white`}>
                Yes, delete
              </button>
              <button type="button" onClick={() => setConfirming(false)} className={`${small} text-slate-700`}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setConfirming(true)} className={`${small} text-red-700 hover:bg-red-50`}>
              Delete
            </button>
          )}
        </fetcher.Form>
        {fetcher.data && !fetcher.data.ok && (
          <p role="alert" className="mt-1 text-right text-xs text-red-700">
            {fetcher.data.message}
          </p>
        )}
      </td>
    </tr>
  );
}

export function Component() {
  const { blogposts, total, page } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(total / MAX_BLOG_PAGE_SIZE));
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Blog ({total})</h1>
        <Link to="/admin/blog/new" className="rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600">
          New post
        </Link>
      </div>
      {blogposts.length ? (
        <table className="mt-6 w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th className="py-2">Title</th>
              <th className="py-2">Status</th>
              <th className="py-2">Last change</th>
              <th className="py-2">Published</th>
              <th className="py-2 text-right">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {blogposts.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-6 text-slate-600">No posts yet: write the first one.</p>
      )}
      {pages > 1 && (
        <p className="mt-4 text-sm text-slate-600">
          Page {page} of {pages}
          {page > 1 && (
            <Link className="ml-3 underline" to={`?page=${page - 1}`}>
              Previous
            </Link>
          )}
          {page < pages && (
            <Link className="ml-3 underline" to={`?page=${page + 1}`}>
              Next
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
