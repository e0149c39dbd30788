import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { shortDateTime } from '../../../domain/common/dates';
import type { AdminReport } from '../../../domain/listings/contract';
import { REPORT_STATUSES, reportReasonLabel, type ReportStatus } from '../../../domain/listings/reports';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';
import { AdminTable } from './AdminParts';

const statusOf = (value: string | null): ReportStatus => (REPORT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReportStatus) : 'open';

/** /admin/reports: what visitors reported, with the listing; ?status=dismissed|actioned shows the closed ones. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const status = statusOf(new URL(request.url).searchParams.get('status'));
  const { reports } = await adminCall(request, () => siteApiOf(context).listings.adminReports({ query: { status } }));
  return { reports, status };
}

/** Dismiss a report, or act on it: the listing is rejected (the founder is emailed the reason) and its open reports close. */
export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const listings = siteApiOf(context).listings;
  return adminAction(request, async () => {
    if (form.get('intent') === 'reject') {
      await listings.rejectReported({ params: { id }, body: { reason: String(form.get('reason') ?? '') } });
      return 'The listing is rejected and its founder has been emailed the reason.';
    }
    await listings.dismissReport({ params: { id } });
    return 'Report dismissed.';
  });
}

export const handle: RouteHandle = { head: () => adminHead('Reports') };

function ReportActions({ report }: { report: AdminReport }) {
  const fetcher = useFetcher<AdminOutcome>();
  if (fetcher.data) return <span className={`text-xs ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>{fetcher.data.message}</span>;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={report.id} />
      <button name="intent" value="dismiss" className="rounded-lg border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50">Dismiss</button>
      {report.listing?.status !== 'rejected' && (
        <>
          <input name="reason" required placeholder="Reason for the founder" aria-label="Reason for the founder" className="w-48 rounded-lg border border-slate-300 px-2 py-1 text-xs" />
          <button name="intent" value="reject" className="rounded-lg bg-red-600 px-3 py-1 text-xs font-semibold text-white hover:bg-red-700">Reject listing</button>
        </>
      )}
    </fetcher.Form>
  );
}

export function Component() {
  const { reports, status } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
      <nav aria-label="Report status" className="mt-3 flex gap-2 text-sm">
        {REPORT_STATUSES.map((s) => (
          <Link key={s} to={`?status=${s}`} aria-current={s === status ? 'page' : undefined} className={`rounded-lg px-3 py-1 font-semibold ${s === status ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
            {s}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">No {status} reports.</p>
      ) : (
        <AdminTable columns={['Listing', 'Reason', 'Details', 'Reported', status === 'open' ? 'Decision' : 'Closed']} testId="reports">
          <tbody className="divide-y divide-slate-100 align-top">
            {reports.map((report) => (
              <tr key={report.id}>
                <td className="py-2 pr-2">
                  {report.listing ? (
                    <>
                      <a href={`/product/${encodeURIComponent(report.listing.slug)}`} className="font-semibold text-orange-600 hover:text-orange-700">{report.listing.name}</a>
                      <span className="block text-xs text-slate-500">{report.listing.status} · {report.listing.website_url}</span>
                    </>
                  ) : (
                    <span className="text-slate-500">deleted listing</span>
                  )}
                </td>
                <td className="py-2 pr-2 font-medium text-slate-900">{reportReasonLabel(report.reason)}</td>
                <td className="max-w-xs whitespace-pre-line break-words py-2 pr-2 text-slate-700">{report.details || '-'}</td>
                <td className="py-2 pr-2 text-slate-600">{shortDateTime(report.createdAt)}</td>
                <td className="py-2">{status === 'open' ? <ReportActions report={report} /> : report.resolvedAt && shortDateTime(report.resolvedAt)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
