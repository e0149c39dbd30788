import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { servicesOf } from '../../services';
import { adminCall, adminHead } from './AdminLayout';

export async function loader({ context, request }: LoaderFunctionArgs) {
  return adminCall(request, () => servicesOf(context).ordersAdmin.subscriptions());
}

export const handle: RouteHandle = { head: () => adminHead('Subscriptions') };

const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** /admin/subscriptions: monthly recurring revenue, trials, new customers, and every subscription. */
export function Component() {
  const { subscriptions, revenue } = useLoaderData<typeof loader>();
  const figures = [
    { label: 'Monthly recurring revenue', value: dollars(revenue.mrr) },
    { label: 'Paying subscriptions', value: String(revenue.activeSubscriptions) },
    { label: 'Trials', value: String(revenue.trialing) },
    { label: 'New customers (30 days)', value: String(revenue.newCustomers) },
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Subscriptions</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-xs uppercase text-slate-500">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-8 w-full text-left text-sm">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2">Customer</th>
            <th className="py-2">Plan</th>
            <th className="py-2">Status</th>
            <th className="py-2">Monthly</th>
            <th className="py-2">Period end</th>
            <th className="py-2">Since</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {subscriptions.map((row) => (
            <tr key={row.id}>
              <td className="py-2 font-medium text-slate-900">{row.email ?? row.id}</td>
              <td className="py-2 text-slate-600">{row.plan?.label ?? '-'}</td>
              <td className="py-2 text-slate-600">{row.status}</td>
              <td className="py-2 text-slate-600">{dollars(row.monthlyAmount)}</td>
              <td className="py-2 text-slate-600">{row.currentPeriodEnd?.slice(0, 10) ?? '-'}</td>
              <td className="py-2 text-slate-600">{row.createdAt.slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
