import { useEffect, useRef } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { DashboardData } from '../../../domain/admin/products';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminCall, adminHead } from './AdminLayout';
import { AdminFigures, AdminTable } from './AdminParts';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_DAYS, type SignupCount } from '../../../domain/admin/contract';
import { deadDirectoriesLine } from '../../../domain/catalogue/messages';

/** The period an address asks for (?days=7|30|90), else the default. */
const periodOf = (request: Request): number => DASHBOARD_PERIODS.find((days) => String(days) === new URL(request.url).searchParams.get('days')) ?? DEFAULT_DASHBOARD_DAYS;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const days = periodOf(request);
  return { period: days, ...(await adminCall(request, () => siteApiOf(context).admin.dashboard({ query: { days } }))) };
}

export const handle: RouteHandle = { head: () => adminHead('Dashboard') };

/** Submissions, waitlist sign-ups, confirmations and counted referrals per day, drawn by Chart.js (loaded with the admin bundle only). */
function DailyChart({ days }: { days: DashboardData['days'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip }) => {
      if (cancelled || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels: days.map((d) => d.day.slice(5)),
          datasets: [
            { label: 'Product submissions', data: days.map((d) => d.submissions), backgroundColor: '#f97316' },
            { label: 'Waitlist sign-ups', data: days.map((d) => d.waitlist), backgroundColor: '#0f172a' },
            { label: 'Waitlist confirmations', data: days.map((d) => d.confirmations), backgroundColor: '#64748b' },
            { label: 'Referrals counted', data: days.map((d) => d.referrals), backgroundColor: '#15803d' },
          ],
        },
        options: { responsive: true, maintainAspectRatio: false, animation: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days]);
  return (
    <div className="h-72">
      <canvas ref={canvas} role="img" aria-label={`Product submissions, waitlist sign-ups, confirmations and counted referrals per day over the last ${days.length} days`} data-testid="daily-chart" />
    </div>
  );
}

/** Sign-ups of the period per source or per campaign: waitlist, submissions, accounts. */
function SignupsBy({ title, heading, rows, testId }: { title: string; heading: string; rows: SignupCount[]; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {rows.length ? (
        <AdminTable columns={[heading, 'Waitlist', 'Submissions', 'Accounts', 'Total']} className="mt-2" testId={testId}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-t border-slate-100">
                <td className="py-2 font-medium text-slate-800">{row.name}</td>
                <td className="py-2">{row.waitlist}</td>
                <td className="py-2">{row.submissions}</td>
                <td className="py-2">{row.accounts}</td>
                <td className="py-2 font-semibold">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      ) : (
        <p className="mt-2 text-sm text-slate-500">No sign-ups in this period.</p>
      )}
    </div>
  );
}

export function Component() {
  const { counts, days, revenue, campaigns, period, deadDirectories } = useLoaderData<typeof loader>();
  const cards = [
    { label: 'Pending products', value: counts.pending },
    { label: 'Listed products', value: counts.approved },
    { label: 'Rejected products', value: counts.rejected },
    { label: 'Waitlist (confirmed)', value: counts.waitlist },
    { label: 'Accounts', value: counts.users },
    { label: 'Plans', value: counts.plans },
    { label: 'Monthly recurring revenue', value: `$${revenue.mrr.toLocaleString('en-US')}` },
    { label: 'New customers (30 days)', value: revenue.newCustomers },
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      {deadDirectories.count > 0 && (
        <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="dead-directories">
          {deadDirectoriesLine(deadDirectories.count, deadDirectories.latest.map((d) => d.name))}{' '}
          <Link to="/admin/directories?status=dead" className="font-semibold underline">
            Review them
          </Link>
        </p>
      )}
      <AdminFigures figures={cards} grid="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6" />
      <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">The last {period} days</h2>
        <nav aria-label="Period" className="flex gap-2 text-sm">
          {DASHBOARD_PERIODS.map((days) => (
            <Link key={days} to={`?days=${days}`} aria-current={days === period ? 'page' : undefined} className={`rounded-lg px-3 py-1.5 font-medium ${days === period ? 'bg-slate-900 text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-50'}`}>
              {days} days
            </Link>
          ))}
        </nav>
      </div>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <DailyChart days={days} />
      </div>
      <h2 className="mt-10 text-lg font-semibold text-slate-900">Sign-ups by campaign, the last {period} days</h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <SignupsBy title="Per source" heading="Source" rows={campaigns.sources} testId="signups-per-source" />
        <SignupsBy title="Per campaign" heading="Campaign" rows={campaigns.campaigns} testId="signups-per-campaign" />
      </div>
    </section>
  );
}
