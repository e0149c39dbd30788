import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { servicesOf } from '../../services';
import { adminCall, adminHead } from './AdminLayout';

const queryOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return { q: params.get('q')?.trim() || undefined, page: Math.max(1, Number(params.get('page')) || 1) };
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = queryOf(request);
  return { query, result: await adminCall(request, () => servicesOf(context).admin.waitlist(query)) };
}

export const handle: RouteHandle = { head: () => adminHead('Waitlist') };

export function Component() {
  const { query, result } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  const csv = `/api/admin/waitlist.csv${query.q ? `?q=${encodeURIComponent(query.q)}` : ''}`;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Waitlist ({result.total})</h1>
        <a href={csv} download className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
          Export CSV
        </a>
      </div>
      <Form method="get" className="mt-4 flex gap-2" role="search">
        <input name="q" defaultValue={query.q} placeholder="Search by email" aria-label="Search by email" className="w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        <button className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white">Search</button>
      </Form>
      <table className="mt-6 w-full text-left text-sm">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2">Email</th>
            <th className="py-2">From</th>
            <th className="py-2">Joined</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.entries.map((entry) => (
            <tr key={entry.email}>
              <td className="py-2 font-medium text-slate-900">{entry.email}</td>
              <td className="py-2 text-slate-600">{entry.source ?? ''}</td>
              <td className="py-2 text-slate-600">{entry.createdAt.slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
