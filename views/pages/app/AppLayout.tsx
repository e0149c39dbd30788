import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useNavigation, useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { WorkspaceMode } from '../../../domain/workspace/feedback';
import type { RouteHandle } from '../../head';
import { layoutId } from '../../pageRoutes';
import { siteApiOf } from '../../siteApi';
import { PageShell } from '../../components/PageShell';
import { workspaceMemory } from '../../components/workspaceMemory';
import { signedInCall } from '../account/accountAccess';
import { appCall, appHead } from './appParts';

const APP_LAYOUT_ID = layoutId('app/AppLayout');

/** The workspace frame's data: who is signed in, their projects and this month's drafts against the plan. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = siteApiOf(context);
  const me = await signedInCall(request, () => api.users.me());
  const [projects, usage] = await appCall(request, () => Promise.all([api.workspace.projects(), api.workspace.monthReplies()]));
  return { me, projects, usage };
}

export const handle: RouteHandle = { head: () => appHead('Workspace') };

/** The layout's data, for the pages inside it. */
export function useWorkspace() {
  return useRouteLoaderData(APP_LAYOUT_ID) as Awaited<ReturnType<typeof loader>>;
}

/** The mode an inbox path is in. */
const modeOfPath = (pathname: string): WorkspaceMode | null => (/\/mentions$/.test(pathname) ? 'mentions' : /\/leads$/.test(pathname) ? 'leads' : null);

function UsageMeter({ used, allowed }: { used: number; allowed: number }) {
  const share = allowed > 0 ? Math.min(100, Math.round((used / allowed) * 100)) : 100;
  return (
    <div className="min-w-40" data-testid="usage-meter">
      <p className="text-xs font-medium text-slate-600">
        Drafts this month: <span className="font-semibold text-slate-900">{used}</span> of {allowed}
      </p>
      <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
        <div className={`h-2 rounded-full ${share >= 100 ? 'bg-red-600' : 'bg-orange-500'}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** /app: the workspace of the signed-in customer: project switcher, mode switch (Leads / Mentions), usage, sections. */
export function Component() {
  const { projects, usage } = useWorkspace();
  const { projectId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const switcherId = useId();
  const [mode, setMode] = useState<WorkspaceMode>('leads');
  const current = projects.find((project) => project.id === projectId);
  // Going to another page dims this one; the reloads after a form's action do not.
  const changingPage = navigation.state === 'loading' && !navigation.formMethod;

  // The project and mode in the address are the current ones, kept across visits.
  useEffect(() => {
    if (current) workspaceMemory.rememberProject(current.id);
  }, [current]);
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('mode');
    const fromAddress = modeOfPath(location.pathname) ?? (asked === 'leads' || asked === 'mentions' ? asked : null);
    if (fromAddress) workspaceMemory.rememberMode(fromAddress);
    setMode(fromAddress ?? workspaceMemory.mode());
  }, [location.pathname, location.search]);

  const section = (to: string, label: string) => (
    <NavLink to={to} className={({ isActive }) => `whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
      {label}
    </NavLink>
  );
  const modeLink = (to: WorkspaceMode, label: string) =>
    current ? (
      <Link
        to={`/app/projects/${current.id}/${to}`}
        aria-current={mode === to ? 'page' : undefined}
        onClick={() => workspaceMemory.rememberMode(to)}
        className={`rounded-md px-3 py-1.5 text-sm font-semibold ${mode === to ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
      >
        {label}
      </Link>
    ) : null;

  return (
    <PageShell>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <div className="flex flex-col gap-4 border-b border-slate-200 pb-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-wrap items-end gap-3">
            {projects.length > 0 && (
              <div>
                <label htmlFor={switcherId} className="block text-xs font-medium text-slate-600">
                  Project
                </label>
                <select
                  id={switcherId}
                  value={current?.id ?? ''}
                  onChange={(event) => {
                    const id = event.target.value;
                    if (!id) return;
                    workspaceMemory.rememberProject(id);
                    navigate(`/app/projects/${id}/${workspaceMemory.mode()}`);
                  }}
                  className="mt-1 block w-56 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-orange-500"
                >
                  {!current && <option value="">Choose a project</option>}
                  {projects.map((project) => (
                    <option key={project.id} value={project.id}>
                      {project.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <Link to="/app/new" className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              New project
            </Link>
            {current && (
              <nav aria-label="Mode" className="flex rounded-lg bg-slate-100 p-1">
                {modeLink('leads', 'Leads')}
                {modeLink('mentions', 'Mentions')}
              </nav>
            )}
          </div>
          <UsageMeter used={usage.used} allowed={usage.allowed} />
        </div>
        {current && (
          <nav aria-label="Workspace" className="mt-4 flex gap-1 overflow-x-auto pb-1">
            {section(`/app/projects/${current.id}/${mode}`, mode === 'leads' ? 'Leads inbox' : 'Mentions')}
            {section(`/app/projects/${current.id}/keywords`, 'Keywords')}
            {section(`/app/projects/${current.id}/offer`, 'Offer & DM')}
            {section(`/app/projects/${current.id}/stats?mode=${mode}`, 'Stats')}
          </nav>
        )}
        <div className={`pt-6 transition-opacity ${changingPage ? 'opacity-60' : ''}`} aria-busy={changingPage}>
          <Outlet />
        </div>
      </div>
    </PageShell>
  );
}
