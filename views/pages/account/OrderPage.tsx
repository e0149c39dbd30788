import { useState, type ChangeEvent } from 'react';
import { data, Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { COUNTRY_CODES } from '../../../domain/catalogue/countries';
import type { LinkPolicy } from '../../../domain/catalogue/limits';
import { COPY_FIELDS, SHORT_DESCRIPTION_MAX, TAGLINE_MAX, type CopyField } from '../../../domain/orders/copy';
import { CATEGORIES } from '../../../domain/directory/categories';
import { shortDate } from '../../../domain/common/dates';
import { backlinkState, isFlagged } from '../../../domain/orders/backlinks';
import { isOrderId, ORDER_DETAILS_SAVED, ORDER_NOT_FOUND, progressLine, type OrderItemStatus } from '../../../domain/orders/orders';
import type { OrderItem, OrderProduct } from '../../../domain/orders/types';
import type { RouteHandle } from '../../head';
import { hrefOf } from '../../api/browserClient';
import { ordersAddresses } from '../../api/addresses/orders';
import { formFields, formOutcome, siteApiOf, unlessNotFound, type FormOutcome } from '../../siteApi';
import { PageShell } from '../../components/PageShell';
import { accountHead, signedInCall } from './accountAccess';

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const order = isOrderId(id) ? await signedInCall(request, () => unlessNotFound(siteApiOf(context).orders.get({ params: { id } }))) : null;
  if (!order) throw data({ message: ORDER_NOT_FOUND }, { status: 404 });
  return order;
}

export async function action({ context, params, request }: ActionFunctionArgs): Promise<FormOutcome> {
  const { name = '', website = '', category = '', description = '', tagline, shortDescription, longDescription, country } = formFields(await request.formData());
  const body = { name, website, category, description, tagline, shortDescription, longDescription, country };
  return formOutcome(siteApiOf(context).orders.saveProduct({ params: { id: params.id ?? '' }, body }), () => ORDER_DETAILS_SAVED);
}

export const handle: RouteHandle = { head: () => accountHead('Your order') };

/** How a directory marks its links, as the report says it. */
const LINK_POLICY_LABELS: Record<LinkPolicy, string> = { dofollow: 'Dofollow', nofollow: 'Nofollow', ugc: 'UGC', sponsored: 'Sponsored', unknown: '-' };

const ITEM_LABEL: Record<OrderItemStatus, string> = { queued: 'Queued', submitted: 'Submitted', live: 'Live', rejected: 'Rejected' };
const ITEM_BADGE: Record<OrderItemStatus, string> = { queued: 'bg-slate-100 text-slate-700', submitted: 'bg-sky-100 text-sky-800', live: 'bg-emerald-100 text-emerald-800', rejected: 'bg-red-100 text-red-800' };

/** The backlink of one listing: found (with how it is marked and its anchor), missing or unreachable, as last checked. */
function BacklinkCell({ item }: { item: OrderItem }) {
  const { backlink } = item;
  if (item.status !== 'live') return <>-</>;
  if (!backlink) return <span className="text-slate-500">Not checked yet</span>;
  return (
    <span data-testid={`backlink-${item.directory}`}>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isFlagged(backlink) ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800'}`}>{backlinkState(backlink)}</span>
      {backlink.anchor && <span className="ml-2 text-slate-600">&ldquo;{backlink.anchor}&rdquo;</span>}
      <span className="block text-xs text-slate-500">
        {backlink.lostAt ? `Lost on ${shortDate(backlink.lostAt)}; we are on it. ` : ''}Checked {shortDate(backlink.checkedAt)}
      </span>
    </span>
  );
}

const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

/** A copy field with its counter: what directories' forms take, and how much of it is used. */
function CopyInput({ name, label, max, value }: { name: CopyField; label: string; max: number; value: string | undefined }) {
  const [text, setText] = useState(value ?? '');
  const counter = `${name}-counter`;
  const shared = { name, maxLength: max, value: text, onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.target.value), 'aria-describedby': counter, className: input };
  return (
    <label className="text-sm font-medium text-slate-700 sm:col-span-2">
      {label} <span className="font-normal text-slate-500">(optional: we cut it from the description)</span>
      {max > TAGLINE_MAX ? <textarea rows={max > SHORT_DESCRIPTION_MAX ? 5 : 2} {...shared} /> : <input {...shared} />}
      <span id={counter} className="mt-1 block text-xs font-normal text-slate-500">
        {text.length} / {max.toLocaleString('en-US')} characters
      </span>
    </label>
  );
}

const regionName = (() => {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  return (code: string) => names?.of(code) ?? code;
})();
const COUNTRY_OPTIONS = [...COUNTRY_CODES].map((code) => ({ code, name: regionName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

function ProductForm({ product }: { product: OrderProduct | null }) {
  const fetcher = useFetcher<FormOutcome>();
  return (
    <fetcher.Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
      <label className="text-sm font-medium text-slate-700">
        Product name
        <input name="name" required defaultValue={product?.name} className={input} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Website
        <input name="website" type="url" required defaultValue={product?.website} className={input} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Category
        <select name="category" required defaultValue={product?.category ?? ''} className={input}>
          <option value="">Please select a category</option>
          {CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700 sm:col-span-2">
        Description
        <textarea name="description" required rows={4} defaultValue={product?.description} className={input} />
      </label>
      {COPY_FIELDS.map((field) => (
        <CopyInput key={field.name} name={field.name} label={field.label} max={field.max} value={product?.[field.name]} />
      ))}
      <label className="text-sm font-medium text-slate-700">
        Country <span className="font-normal text-slate-500">(for local directories)</span>
        <select name="country" defaultValue={product?.country ?? ''} className={input}>
          <option value="">Worldwide</option>
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      <div className="sm:col-span-2">
        <button disabled={fetcher.state !== 'idle'} className="rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600 disabled:opacity-60">
          {fetcher.state !== 'idle' ? 'Saving...' : 'Save product'}
        </button>
        {fetcher.data && <p role={fetcher.data.ok ? 'status' : 'alert'} className={`mt-2 text-sm ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>{fetcher.data.message}</p>}
      </div>
    </fetcher.Form>
  );
}

/** /account/orders/:id: the submission report (n of N live, the backlinks found, every directory with status, live URL, backlink, domain rating and date). */
export function Component() {
  const order = useLoaderData<typeof loader>();
  const settled = order.items.some((item) => item.status !== 'queued');
  return (
    <PageShell>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <Link to="/account" className="text-sm font-semibold text-orange-600 hover:text-orange-700">
          Back to your account
        </Link>
        {order.product?.logoUrl && <img src={order.product.logoUrl} alt="" width={48} height={48} className="mt-4 h-12 w-12 rounded-lg object-contain" />}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          {order.planLabel}
          {order.productName ? `: ${order.productName}` : ''}
        </h1>
        <p className="mt-2 text-lg text-slate-700" data-testid="order-progress">
          {progressLine(order.progress)}
        </p>
        <div className="mt-3 h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full bg-emerald-500" style={{ width: `${order.progress.total ? Math.round((order.progress.live / order.progress.total) * 100) : 0}%` }} />
        </div>
        {order.backlinks.live > 0 && (
          <p className="mt-3 text-sm text-slate-700" data-testid="order-backlinks">
            Backlinks: {order.backlinks.summary}
          </p>
        )}
        {!settled && (
          <section aria-labelledby="product" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="product" className="text-lg font-semibold text-slate-900">The product we submit</h2>
            <ProductForm product={order.product ?? order.prefill} />
          </section>
        )}
        <section aria-labelledby="report" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="report" className="text-lg font-semibold text-slate-900">Directories</h2>
            <a href={hrefOf(ordersAddresses.report, { params: { id: order.id } })} download className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Download CSV
            </a>
          </div>
          {order.items.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">We have not started submitting yet. Every directory appears here with its status as we go.</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="order-report">
                <thead className="text-xs uppercase text-slate-500">
                  <tr>
                    <th className="py-2 pr-4">Directory</th>
                    <th className="py-2 pr-4">Status</th>
                    <th className="py-2 pr-4">Live URL</th>
                    <th className="py-2 pr-4">Backlink</th>
                    <th className="py-2 pr-4">Domain rating</th>
                    <th className="py-2 pr-4">Links</th>
                    <th className="py-2">Date</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {order.items.map((item) => (
                    <tr key={item.directory}>
                      <td className="py-2 pr-4 font-medium text-slate-900">{item.directoryUrl ? <a href={item.directoryUrl} rel="noopener noreferrer nofollow" target="_blank" className="hover:underline">{item.directory}</a> : item.directory}</td>
                      <td className="py-2 pr-4">
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ITEM_BADGE[item.status]}`}>{ITEM_LABEL[item.status]}</span>
                        {item.reason && <span className="ml-2 text-slate-500">{item.reason}</span>}
                      </td>
                      <td className="max-w-xs truncate py-2 pr-4">{item.liveUrl ? <a href={item.liveUrl} rel="noopener noreferrer nofollow" target="_blank" className="text-orange-600 hover:underline">{item.liveUrl}</a> : '-'}</td>
                      <td className="py-2 pr-4">
                        <BacklinkCell item={item} />
                      </td>
                      <td className="py-2 pr-4">{item.domainRating ?? '-'}</td>
                      <td className="py-2 pr-4">{item.linkPolicy && item.linkPolicy !== 'unknown' ? LINK_POLICY_LABELS[item.linkPolicy] : '-'}</td>
                      <td className="py-2 text-slate-600">{item.updatedAt.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </PageShell>
  );
}
