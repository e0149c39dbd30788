import { useEffect, useState } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminProduct } from '../../../domain/admin/products';
import { CATEGORIES } from '../../../domain/directory/categories';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../domain/directory/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { chosenImages } from '../../components/chosenImages';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';

/** A product status named by a form or an address, or undefined for anything else. */
const statusNamed = (value: unknown): ProductStatus | undefined => (PRODUCT_STATUSES.includes(value as ProductStatus) ? (value as ProductStatus) : undefined);

const statusOf = (request: Request): ProductStatus => statusNamed(new URL(request.url).searchParams.get('status')) ?? 'pending';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const status = statusOf(request);
  return { status, products: (await adminCall(request, () => siteApiOf(context).admin.products({ query: { status } }))).products };
}

/** One action for the row buttons: approve, reject (with a reason), edit, new images, delete; the founder is emailed on approve and reject. */
export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const form = await request.formData();
  const admin = siteApiOf(context).admin;
  const slug = String(form.get('slug') ?? '');
  const text = (name: string) => String(form.get(name) ?? '');
  // The status the row showed: the server refuses the decision if another moderator changed the product since.
  const expected_status = statusNamed(form.get('expected_status'));
  return adminAction(request, async () => {
    switch (form.get('intent')) {
      case 'approve':
        await admin.approveProduct({ params: { slug }, body: { expected_status } });
        return `Approved ${slug}; the founder has been emailed.`;
      case 'reject':
        await admin.rejectProduct({ params: { slug }, body: { reason: text('reason'), expected_status } });
        return `Rejected ${slug}; the founder has been emailed the reason.`;
      case 'edit':
        await admin.updateProduct({ params: { slug }, body: { name: text('name'), headline: text('headline'), description: text('description'), category: text('category') } });
        return `Saved ${slug}.`;
      case 'images':
        await admin.replaceProductImages({ params: { slug }, body: chosenImages(form) });
        return `Replaced the images of ${slug}.`;
      case 'delete':
        await admin.deleteProduct({ params: { slug } });
        return `Deleted ${slug}.`;
      default:
        return 'Nothing to do.';
    }
  });
}

export const handle: RouteHandle = { head: () => adminHead('Products') };

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

function ProductRow({ product, onOutcome }: { product: AdminProduct; onOutcome: (outcome: AdminOutcome) => void }) {
  const fetcher = useFetcher<AdminOutcome>();
  const [mode, setMode] = useState<'view' | 'edit' | 'reject' | 'images'>('view');
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.data) onOutcome(fetcher.data);
  }, [fetcher.data, onOutcome]);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`product-${product.slug}`}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <img src={product.logo_url} alt={`${product.name} logo`} width={64} height={64} className="h-16 w-16 rounded-lg border border-slate-200 object-contain" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{product.name}</h2>
          <p className="text-sm text-slate-600">{product.headline}</p>
          <p className="mt-1 text-xs text-slate-500">
            {product.category} · <a href={product.website_url} target="_blank" rel="noopener noreferrer nofollow" className="underline">{product.website_url}</a> · {product.firstname} &lt;{product.email}&gt; · {product.createdAt.slice(0, 10)}
          </p>
          {product.reason && <p className="mt-1 text-xs text-red-700">Reason: {product.reason}</p>}
        </div>
        <img src={product.screenshot_url} alt={`${product.name} screenshot`} width={160} height={100} className="h-24 w-40 rounded-lg border border-slate-200 object-cover" />
      </div>
      {mode === 'view' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {product.status !== 'approved' && (
            <fetcher.Form method="post">
              <input type="hidden" name="slug" value={product.slug} />
              <input type="hidden" name="expected_status" value={product.status} />
              <button name="intent" value="approve" disabled={busy} className="rounded-lg bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-700">Approve</button>
            </fetcher.Form>
          )}
          {product.status !== 'rejected' && <button type="button" onClick={() => setMode('reject')} className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700">Reject</button>}
          <button type="button" onClick={() => setMode('edit')} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">Edit</button>
          <button type="button" onClick={() => setMode('images')} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">Replace images</button>
          <fetcher.Form method="post" onSubmit={(event) => !window.confirm(`Delete ${product.name}?`) && event.preventDefault()}>
            <input type="hidden" name="slug" value={product.slug} />
            <button name="intent" value="delete" disabled={busy} className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">Delete</button>
          </fetcher.Form>
        </div>
      )}
      {mode === 'reject' && (
        <fetcher.Form method="post" className="mt-3 space-y-2" onSubmit={() => setMode('view')}>
          <input type="hidden" name="slug" value={product.slug} />
          <input type="hidden" name="expected_status" value={product.status} />
          <label className="block text-sm font-medium text-slate-700">
            Reason (emailed to the founder)
            <textarea name="reason" required rows={2} className={input} />
          </label>
          <div className="flex gap-2">
            <button name="intent" value="reject" className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white">Reject with this reason</button>
            <button type="button" onClick={() => setMode('view')} className="rounded-lg px-3 py-1.5 text-sm">Cancel</button>
          </div>
        </fetcher.Form>
      )}
      {mode === 'images' && (
        <fetcher.Form method="post" encType="multipart/form-data" className="mt-3 grid gap-2 sm:grid-cols-2" onSubmit={() => setMode('view')}>
          <input type="hidden" name="slug" value={product.slug} />
          <label className="text-sm font-medium text-slate-700">
            New logo (JPG, PNG or GIF, at most 5MB)
            <input type="file" name="logo" accept="image/png,image/jpeg,image/gif" className={input} />
          </label>
          <label className="text-sm font-medium text-slate-700">
            New screenshot (JPG, PNG or GIF, at most 5MB)
            <input type="file" name="screenshot" accept="image/png,image/jpeg,image/gif" className={input} />
          </label>
          <div className="flex gap-2 sm:col-span-2">
            <button name="intent" value="images" className="rounded-lg bg-orange-500 px-3 py-1.5 text-sm font-semibold text-white">Replace</button>
            <button type="button" onClick={() => setMode('view')} className="rounded-lg px-3 py-1.5 text-sm">Cancel</button>
          </div>
        </fetcher.Form>
      )}
      {mode === 'edit' && (
        <fetcher.Form method="post" className="mt-3 grid gap-2 sm:grid-cols-2" onSubmit={() => setMode('view')}>
          <input type="hidden" name="slug" value={product.slug} />
          <label className="text-sm font-medium text-slate-700">Name<input name="name" defaultValue={product.name} className={input} /></label>
          <label className="text-sm font-medium text-slate-700">
            Category
            <select name="category" defaultValue={product.category} className={input}>
              {CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>{c.label}</option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-700 sm:col-span-2">Headline<input name="headline" defaultValue={product.headline} className={input} /></label>
          <label className="text-sm font-medium text-slate-700 sm:col-span-2">Description<textarea name="description" defaultValue={product.description} rows={4} className={input} /></label>
          <div className="flex gap-2 sm:col-span-2">
            <button name="intent" value="edit" className="rounded-lg bg-orange-500 px-3 py-1.5 text-sm font-semibold text-white">Save</button>
            <button type="button" onClick={() => setMode('view')} className="rounded-lg px-3 py-1.5 text-sm">Cancel</button>
          </div>
        </fetcher.Form>
      )}
    </li>
  );
}

export function Component() {
  const { status, products } = useLoaderData<typeof loader>();
  // Outcomes are shown above the list, not in the row: an approved or rejected product leaves this list (and the
  // row with it) as soon as the list is read again, and the moderator must still read what happened.
  const [notice, setNotice] = useState<AdminOutcome>();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Products</h1>
        {/* Each status is its own address (a link, not a tab): it works without JavaScript and can be shared. */}
        <nav className="flex gap-2" aria-label="Status">
          {PRODUCT_STATUSES.map((s) => (
            <Link key={s} to={`?status=${s}`} aria-current={s === status ? 'page' : undefined} className={`rounded-lg px-3 py-1.5 text-sm font-semibold capitalize ${s === status ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
              {s}
            </Link>
          ))}
        </nav>
      </div>
      <p role="status" className={`mt-4 min-h-5 text-sm ${notice?.ok ? 'text-emerald-700' : 'text-red-700'}`} data-testid="products-notice">
        {notice?.message}
      </p>
      {products.length === 0 ? (
        <p className="mt-4 text-slate-600">
          No {status} products. <Link to="/directories" className="text-orange-600 underline">See the directory</Link>
        </p>
      ) : (
        <ul className="mt-2 space-y-4">
          {products.map((product) => (
            <ProductRow key={product.slug} product={product} onOutcome={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}
