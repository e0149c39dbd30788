import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { shortDate } from '../../../domain/common/dates';
import type { DeletedAccounts, UserRow } from '../../../domain/users/types';
import { hrefOf } from '../../api/browserClient';
import { usersAddresses } from '../../api/addresses/users';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { adminAction, adminCall, adminHead, type AdminOutcome } from './AdminLayout';
import { AdminSearch, AdminTable } from './AdminParts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = { q: params.get('q')?.trim() || undefined, page: Math.max(1, Number(params.get('page')) || 1) };
  return { query, result: await adminCall(request, () => siteApiOf(context).users.list({ query })) };
}

export async function action({ context, request }: ActionFunctionArgs): Promise<AdminOutcome> {
  const form = await request.formData();
  const users = siteApiOf(context).users;
  const params = { id: String(form.get('id') ?? '') };
  return adminAction(request, async () => {
    switch (form.get('intent')) {
      case 'make-admin':
        return `${(await users.setAdmin({ params, body: { admin: true } })).email} is now an admin.`;
      case 'remove-admin':
        return `${(await users.setAdmin({ params, body: { admin: false } })).email} is no longer an admin.`;
      case 'ban':
        return `${(await users.ban({ params, body: { reason: String(form.get('reason') ?? '') } })).email} is banned and signed out.`;
      case 'unban':
        return `${(await users.unban({ params })).email} may sign in again.`;
      case 'sign-out':
        await users.signOutEverywhere({ params });
        return 'Signed out everywhere.';
      default:
        return 'Nothing to do.';
    }
  });
}

export const handle: RouteHandle = { head: () => adminHead('Users') };

function UserLine({ user }: { user: UserRow }) {
  const fetcher = useFetcher<AdminOutcome>();
  const button = 'rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50';
  return (
    <tr data-testid={`user-${user.email}`}>
      <td className="py-2 font-medium text-slate-900">{user.email}</td>
      <td className="py-2 text-slate-600">{user.firstName}</td>
      <td className="py-2 text-slate-600">{user.isAdmin ? 'admin' : 'user'}{user.banned ? ', banned' : ''}</td>
      <td className="py-2 text-slate-600">{user.createdAt.slice(0, 10)}</td>
      <td className="py-2">
        <fetcher.Form method="post" className="flex flex-wrap gap-1">
          <input type="hidden" name="id" value={user.id} />
          <button name="intent" value={user.isAdmin ? 'remove-admin' : 'make-admin'} className={button}>{user.isAdmin ? 'Remove admin' : 'Make admin'}</button>
          <button name="intent" value={user.banned ? 'unban' : 'ban'} className={button}>{user.banned ? 'Unban' : 'Ban'}</button>
          <button name="intent" value="sign-out" className={button}>Sign out everywhere</button>
          {/* A support request for someone's data: the same file the person downloads from their settings. */}
          <a href={hrefOf(usersAddresses.exportAccount, { params: { id: user.id } })} download className={button}>
            Export data
          </a>
        </fetcher.Form>
        {fetcher.data && <p className={`mt-1 text-xs ${fetcher.data.ok ? 'text-emerald-700' : 'text-red-700'}`}>{fetcher.data.message}</p>}
      </td>
    </tr>
  );
}

/** Accounts their owners deleted: a count and a date, nothing about who. */
function DeletedLine({ deleted }: { deleted: DeletedAccounts }) {
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="deleted-accounts">
      {deleted.count === 0 ? 'No account has been deleted.' : `${deleted.count} ${deleted.count === 1 ? 'account' : 'accounts'} deleted by their owners, the last on ${shortDate(deleted.lastDeletedAt ?? '')}.`}
    </p>
  );
}

export function Component() {
  const { query, result } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Users ({result.total})</h1>
      <DeletedLine deleted={result.deleted} />
      <AdminSearch q={query.q} />
      <AdminTable columns={['Email', 'First name', 'Role', 'Since', 'Actions']}>
        <tbody className="divide-y divide-slate-100">
          {result.users.map((user) => (
            <UserLine key={user.id} user={user} />
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
