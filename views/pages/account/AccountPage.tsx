import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { progressLine } from '../../../domain/orders/orders';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { PageShell } from '../../components/PageShell';
import { accountHead, signedInCall } from './accountAccess';
import { shortDate } from '../../../domain/common/dates';
import { YourListings } from '../directory/ListingParts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = siteApiOf(context);
  const me = await signedInCall(request, () => api.users.me());
  const orders = await signedInCall(request, () => api.orders.list());
  const { listings } = await signedInCall(request, () => api.listings.mine());
  return { me, orders, listings, billingMissing: new URL(request.url).searchParams.get('billing') === 'none' };
}

export const handle: RouteHandle = { head: () => accountHead('Your account') };

const STATUS_LABEL = { trialing: 'Free trial', active: 'Active', past_due: 'Payment overdue', canceled: 'Canceled' } as const;
const ORDER_LABEL = { 'awaiting-details': 'Waiting for your product details', 'in-progress': 'In progress', complete: 'Complete' } as const;


/** /account: profile, current plan and status, renewal or trial end, billing and orders. */
export function Component() {
  const { me, orders, listings, billingMissing } = useLoaderData<typeof loader>();
  const { billing } = me;
  const renewal = billing.periodEnd && (billing.status === 'trialing' ? `Trial ends ${shortDate(billing.periodEnd)}` : billing.status === 'canceled' ? `Ended ${shortDate(billing.periodEnd)}` : `Renews ${shortDate(billing.periodEnd)}`);
  return (
    <PageShell>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
          <div className="flex flex-wrap gap-2">
            <Link to="/account/settings" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
              Settings
            </Link>
            <Link to="/app" className="rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600">
              Open your workspace
            </Link>
          </div>
        </div>
        <section aria-labelledby="profile" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="profile" className="text-lg font-semibold text-slate-900">Profile</h2>
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            <dt className="text-slate-500">Name</dt>
            <dd className="text-slate-900">{[me.firstName, me.lastName].filter(Boolean).join(' ')}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="text-slate-900" data-testid="account-email">{me.email}</dd>
          </dl>
        </section>
        <section aria-labelledby="plan" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="plan" className="text-lg font-semibold text-slate-900">Plan</h2>
          {billing.plan ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm">
              <p>
                <span className="font-semibold text-slate-900" data-testid="plan-label">{billing.plan.label}</span>
                {billing.status && <span className="ml-2 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-800" data-testid="plan-status">{STATUS_LABEL[billing.status]}</span>}
                {renewal && <span className="ml-2 text-slate-600">{renewal}</span>}
              </p>
              <a href="/account/billing" className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
                Manage billing
              </a>
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              No plan yet. <Link to="/#pricing" className="font-semibold text-orange-600 hover:text-orange-700">See the plans</Link>
            </p>
          )}
          {billingMissing && <p role="alert" className="mt-3 text-sm text-red-700">There is no billing account to manage yet.</p>}
        </section>
        <section aria-labelledby="orders" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="orders" className="text-lg font-semibold text-slate-900">Orders</h2>
          {orders.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No orders yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 text-sm">
              {orders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <Link to={`/account/orders/${order.id}`} className="font-semibold text-orange-600 hover:text-orange-700">
                    {order.planLabel}
                    {order.productName ? `: ${order.productName}` : ''}
                  </Link>
                  <span className="text-slate-600">
                    {ORDER_LABEL[order.status]} · {progressLine(order.progress)} · {shortDate(order.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <YourListings listings={listings} />
      </div>
    </PageShell>
  );
}
