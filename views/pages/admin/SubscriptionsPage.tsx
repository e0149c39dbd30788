import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminCall, adminHead } from './AdminLayout';
import { AdminFigures, AdminTable } from './AdminParts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  return adminCall(request, () => siteApiOf(context).payments.subscriptions());
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
      <AdminFigures figures={figures} grid="sm:grid-cols-4" />
      <AdminTable className="mt-8" columns={['Customer', 'Plan', 'Status', 'Monthly', 'Period end', 'Since']}>
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
      </AdminTable>
    </section>
  );
}
