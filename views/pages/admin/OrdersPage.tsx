import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { shortDate } from '../../../domain/common/dates';
import { backlinkState, isFlagged } from '../../../domain/orders/backlinks';
import { isOrderId, ORDER_ITEM_STATUSES, progressLine, type OrderItemStatus } from '../../../domain/orders/orders';
import type { AdminOrder, AdminOrderItem, AdminOrderRow } from '../../../domain/orders/types';
import type { RouteHandle } from '../../head';
import { formFields, siteApiOf, unlessNotFound } from '../../siteApi';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';
import { AdminTable } from './AdminParts';

/** /admin/orders, and one order's directories with ?order=<id>. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = siteApiOf(context);
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  const [orders, order] = await Promise.all([
    adminCall(request, () => api.orders.adminList()),
    isOrderId(orderId) ? adminCall(request, () => unlessNotFound(api.orders.adminGet({ params: { id: orderId } }))) : null,
  ]);
  return { orders, order };
}

/** One directory's result from the row's form (the server's rules refuse an unknown status or a missing URL or reason), or a swap. */
export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const { intent, orderId = '', itemId = '', directoryId = '', directory = '', status = '', live_url, reason } = formFields(await request.formData());
  return adminAction(request, async () => {
    if (intent === 'swap') {
      const order = await siteApiOf(context).orders.swapItem({ params: { id: orderId, itemId }, body: { directoryId } });
      return `${directory} replaced by ${order.items.find((item) => item.id === itemId)?.directory ?? directoryId}`;
    }
    await siteApiOf(context).orders.setItem({ params: { id: orderId }, body: { directory, status: status as OrderItemStatus, live_url, reason } });
    return `${directory}: ${status}`;
  });
}

export const handle: RouteHandle = { head: () => adminHead('Orders') };

const input = 'rounded-lg border border-slate-300 px-2 py-1 text-sm';

/** Sets one directory's status: queued, submitted, live (with the live URL) or rejected (with the reason). */
function ItemForm({ orderId, directory }: { orderId: string; directory?: AdminOrder['items'][number] }) {
  const fetcher = useFetcher<AdminOutcome>();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="orderId" value={orderId} />
      {directory ? <input type="hidden" name="directory" value={directory.directory} /> : <input name="directory" required placeholder="Directory" aria-label="Directory" className={input} />}
      <select name="status" defaultValue={directory?.status ?? 'queued'} aria-label="Status" className={input}>
        {ORDER_ITEM_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <input name="live_url" defaultValue={directory?.liveUrl ?? ''} placeholder="Live URL (live)" aria-label="Live URL" className={`${input} w-56`} />
      <input name="reason" defaultValue={directory?.reason ?? ''} placeholder="Reason (rejected)" aria-label="Reason" className={`${input} w-44`} />
      <button className="rounded-lg bg-slate-900 px-3 py-1 text-xs font-semibold text-white">Save</button>
      {fetcher.data && <span className={`text-xs ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>{fetcher.data.message}</span>}
    </fetcher.Form>
  );
}

/** Replaces a queued item's directory by another of the catalogue (the plan's next ones are offered). */
function SwapForm({ orderId, item, listId }: { orderId: string; item: AdminOrderItem; listId: string }) {
  const fetcher = useFetcher<AdminOutcome>();
  return (
    <fetcher.Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="swap" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="directory" value={item.directory} />
      <input name="directoryId" required list={listId} placeholder="Another directory's domain" aria-label={`Swap ${item.directory} for`} className={`${input} w-56`} />
      <button className="rounded-lg border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700">Swap</button>
      {fetcher.data && <span className={`text-xs ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>{fetcher.data.message}</span>}
    </fetcher.Form>
  );
}

/** A listing's backlink for operators: red when it is lost, missing or unreachable, amber when marked or not indexed. */
function BacklinkCheck({ item }: { item: AdminOrderItem }) {
  const { backlink } = item;
  if (!backlink) return <span className="text-slate-500">{item.status === 'live' ? 'not checked yet' : '-'}</span>;
  const tone = backlink.lostAt || backlink.status !== 'found' ? 'font-semibold text-red-700' : isFlagged(backlink) ? 'font-semibold text-amber-700' : 'text-slate-600';
  return (
    <span className={tone} data-testid={`backlink-${item.directory}`}>
      {backlink.lostAt && 'LOST: '}
      {backlinkState(backlink)}
      {backlink.anchor && <span className="font-normal text-slate-600"> &ldquo;{backlink.anchor}&rdquo;</span>}
      {item.backlinkDetail && <span className="block text-xs font-normal text-slate-500">{item.backlinkDetail}</span>}
    </span>
  );
}

/** What an order's backlinks need from operators, for the list: lost ones first, then missing and marked ones. */
function backlinkFlags(row: AdminOrderRow): string {
  const { lost, missing, unreachable, nofollow } = row.backlinks;
  const flags = [lost && `${lost} lost`, missing && `${missing} missing`, unreachable && `${unreachable} unreachable`, nofollow && `${nofollow} nofollow`].filter(Boolean);
  return flags.length ? flags.join(', ') : '-';
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const lost = order.items.filter((item) => item.backlink?.lostAt);
  return (
    <section aria-labelledby="order" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="order" className="text-lg font-semibold text-slate-900">
        {order.planLabel} for {order.email ?? 'a deleted account'}: {progressLine(order.progress)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {order.product ? `${order.product.name} (${order.product.website}, ${order.product.category})` : 'The customer has not described the product yet.'}
        {order.deadLinks > 0 && <strong className="ml-2 text-red-700">{order.deadLinks} dead link{order.deadLinks === 1 ? '' : 's'}</strong>}
      </p>
      {order.backlinks.live > 0 && <p className="mt-1 text-sm text-slate-600">Backlinks: {order.backlinks.summary}</p>}
      {order.missingDirectories > 0 && (
        <p className="mt-2 text-sm font-semibold text-amber-800" data-testid="missing-directories">
          {`The catalogue lacks ${order.missingDirectories} director${order.missingDirectories === 1 ? 'y' : 'ies'} for this product: add them to the catalogue or below by hand.`}
        </p>
      )}
      <datalist id={`alternatives-${order.id}`}>
        {order.alternatives.map((alternative) => (
          <option key={alternative.id} value={alternative.id}>{`${alternative.name} (rating ${alternative.domainRating ?? '-'})`}</option>
        ))}
      </datalist>
      {lost.length > 0 && (
        <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4" data-testid="lost-backlinks">
          <h3 className="text-sm font-semibold text-red-800">{`Lost backlinks to restore (${lost.length})`}</h3>
          <ul className="mt-2 space-y-1 text-sm text-red-900">
            {lost.map((item) => (
              <li key={item.id}>
                <strong>{item.directory}</strong>: {backlinkState(item.backlink!)} since {shortDate(item.backlink!.lostAt!)} on{' '}
                <a href={item.liveUrl ?? '#'} rel="noopener noreferrer nofollow" target="_blank" className="underline">
                  {item.liveUrl}
                </a>
                {item.backlinkDetail && ` (${item.backlinkDetail})`}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-red-800">The customer was emailed once. After fixing, save the listing again or run npm run cli -- orders:check-links {order.id}.</p>
        </div>
      )}
      <AdminTable className="mt-4" columns={['Directory', 'Link check', 'Backlink', 'Update']}>
        <tbody className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <tr key={item.id} data-testid={`order-item-${item.directory}`}>
              <td className="py-2 font-medium text-slate-900">{item.directory}</td>
              <td className={`py-2 ${item.link === 'dead' ? 'font-semibold text-red-700' : 'text-slate-600'}`}>{item.link === 'unchecked' ? '-' : `${item.link} (${item.linkDetail ?? ''})`}</td>
              <td className="py-2 pr-2">
                <BacklinkCheck item={item} />
              </td>
              <td className="py-2">
                <ItemForm orderId={order.id} directory={item} />
                {item.status === 'queued' && item.directoryId && <SwapForm orderId={order.id} item={item} listId={`alternatives-${order.id}`} />}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {order.backlinkChanges.length > 0 && (
        <details className="mt-6">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">Backlink history ({order.backlinkChanges.length} latest changes)</summary>
          <ul className="mt-2 space-y-1 text-xs text-slate-600">
            {order.backlinkChanges.map((change) => (
              <li key={`${change.directory}-${change.at}`}>
                {shortDate(change.at)} {change.at.slice(11, 16)} UTC, {change.directory}: {backlinkState(change)}
                {change.anchor ? ` "${change.anchor}"` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Add a directory</h3>
      <div className="mt-2">
        <ItemForm orderId={order.id} />
      </div>
      <p className="mt-4 text-xs text-slate-500">
        Submit one directory after another at <Link to="/admin/desk" className="underline">the desk</Link>; many results at once: npm run cli -- orders:import {order.id} results.csv
      </p>
    </section>
  );
}

export function Component() {
  const { orders, order } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Orders ({orders.length})</h1>
      <AdminTable columns={['Customer', 'Plan', 'Product', 'Status', 'Progress', 'Dead links', 'Backlinks']}>
        <tbody className="divide-y divide-slate-100">
          {orders.map((row) => (
            <tr key={row.id}>
              <td className="py-2">
                <Link to={`/admin/orders?order=${row.id}`} className="font-semibold text-orange-600 hover:text-orange-700">
                  {row.email ?? row.id}
                </Link>
              </td>
              <td className="py-2 text-slate-600">{row.planLabel}</td>
              <td className="py-2 text-slate-600">{row.productName ?? '-'}</td>
              <td className="py-2 text-slate-600">{row.status}</td>
              <td className="py-2 text-slate-600">{progressLine(row.progress)}</td>
              <td className={`py-2 ${row.deadLinks ? 'font-semibold text-red-700' : 'text-slate-600'}`}>{row.deadLinks}</td>
              <td className={`py-2 ${row.backlinks.lost || row.backlinks.missing ? 'font-semibold text-red-700' : row.backlinks.nofollow ? 'text-amber-700' : 'text-slate-600'}`}>{backlinkFlags(row)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {order && <OrderDetail order={order} />}
    </section>
  );
}
