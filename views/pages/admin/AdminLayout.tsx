import { NavLink, Outlet, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { siteApiOf, ServiceRefusal } from '../../siteApi';
import { PageShell } from '../../components/PageShell';
import { signedInCall, toLogin } from '../account/accountAccess';

/** The admin area: admins only; anyone else is sent to the login page (the API answers them 401/403). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const me = await signedInCall(request, () => siteApiOf(context).users.me());
  if (!me.isAdmin) throw toLogin(request);
  return { me };
}

/** Admin loaders and actions: a refusal of the session sends to the login page; other failures show their message. */
export async function adminCall<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceRefusal && (error.status === 401 || error.status === 403)) {
      const { pathname } = new URL(request.url);
      throw redirect(`/auth/login?next=${encodeURIComponent(pathname)}`);
    }
    throw error;
  }
}

/** What an admin action answers to its form. */
export type AdminOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function adminAction(request: Request, work: () => Promise<string>): Promise<AdminOutcome> {
  try {
    return { ok: true, message: await adminCall(request, work) };
  } catch (error) {
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

export const adminHead = (title: string): ReturnType<NonNullable<RouteHandle['head']>> => ({ title: `${title} - Admin`, description: 'The admin area.', robots: 'noindex, nofollow' });

export const handle: RouteHandle = { head: () => adminHead('Dashboard') };

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/waitlist', label: 'Waitlist' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/directories', label: 'Directories' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/desk', label: 'Desk' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/emails', label: 'Emails' },
];

export function Component() {
  return (
    <PageShell>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label="Admin" className="flex flex-wrap items-center gap-2 border-b border-slate-200 pb-4">
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className={({ isActive }) => `rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-orange-500 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
              {section.label}
            </NavLink>
          ))}
          {/* Bull Board is its own page, outside React Router. */}
          <a href="/admin/queues" className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Queues
          </a>
        </nav>
        <div className="pt-6">
          <Outlet />
        </div>
      </div>
    </PageShell>
  );
}
