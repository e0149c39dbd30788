import { useEffect, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { DashboardData } from '../../../domain/admin/products';
import type { RouteHandle } from '../../head';
import { servicesOf } from '../../services';
import { adminCall, adminHead } from './AdminLayout';
import { AdminFigures } from './AdminParts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  return adminCall(request, () => servicesOf(context).admin.dashboard());
}

export const handle: RouteHandle = { head: () => adminHead('Dashboard') };

/** Submissions and waitlist sign-ups per day, drawn by Chart.js (loaded with the admin bundle only). */
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
      <canvas ref={canvas} role="img" aria-label="Product submissions and waitlist sign-ups per day over the last 30 days" data-testid="daily-chart" />
    </div>
  );
}

export function Component() {
  const { counts, days, revenue } = useLoaderData<typeof loader>();
  const cards = [
    { label: 'Pending products', value: counts.pending },
    { label: 'Listed products', value: counts.approved },
    { label: 'Rejected products', value: counts.rejected },
    { label: 'Waitlist', value: counts.waitlist },
    { label: 'Accounts', value: counts.users },
    { label: 'Plans', value: counts.plans },
    { label: 'Monthly recurring revenue', value: `$${revenue.mrr.toLocaleString('en-US')}` },
    { label: 'New customers (30 days)', value: revenue.newCustomers },
  ];
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <AdminFigures figures={cards} grid="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6" />
      <h2 className="mt-10 text-lg font-semibold text-slate-900">The last 30 days</h2>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <DailyChart days={days} />
      </div>
    </section>
  );
}
