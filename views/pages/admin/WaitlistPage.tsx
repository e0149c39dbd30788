import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { hrefOf } from '../../api/browserClient';
import { adminAddresses } from '../../api/addresses/admin';
import { siteApiOf } from '../../siteApi';
import { adminCall, adminHead } from './AdminLayout';
import { AdminSearch, AdminTable } from './AdminParts';

const queryOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return { q: params.get('q')?.trim() || undefined, page: Math.max(1, Number(params.get('page')) || 1) };
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = queryOf(request);
  return { query, result: await adminCall(request, () => siteApiOf(context).admin.waitlist({ query })) };
}

export const handle: RouteHandle = { head: () => adminHead('Waitlist') };

export function Component() {
  const { query, result } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  const csv = hrefOf(adminAddresses.waitlistCsv, { query: { q: query.q } });
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Waitlist ({result.total})</h1>
        <a href={csv} download className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
          Export CSV
        </a>
      </div>
      <AdminSearch q={query.q} />
      <AdminTable columns={['Email', 'From', 'Joined', 'Confirmed', 'Position', 'Referrals', 'Referred by', 'Unsubscribed']}>
        <tbody className="divide-y divide-slate-100">
          {result.entries.map((entry) => (
            <tr key={entry.email}>
              <td className="py-2 font-medium text-slate-900">{entry.email}</td>
              <td className="py-2 text-slate-600">{entry.source ?? ''}</td>
              <td className="py-2 text-slate-600">{entry.createdAt.slice(0, 10)}</td>
              <td className="py-2 text-slate-600">{entry.confirmedAt ? entry.confirmedAt.slice(0, 10) : 'not yet'}</td>
              <td className="py-2 text-slate-600">{entry.position ?? ''}</td>
              <td className="py-2 text-slate-600">{entry.referrals}</td>
              <td className="py-2 text-slate-600">{entry.referredBy ?? ''}</td>
              <td className="py-2 text-slate-600">{entry.unsubscribedAt ? entry.unsubscribedAt.slice(0, 10) : ''}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {pages > 1 && (
        <p className="mt-4 text-sm text-slate-600">
          Page {result.page} of {pages}
          {result.page > 1 && <a className="ml-3 underline" href={`?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(result.page - 1) })}`}>Previous</a>}
          {result.page < pages && <a className="ml-3 underline" href={`?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(result.page + 1) })}`}>Next</a>}
        </p>
      )}
    </section>
  );
}
