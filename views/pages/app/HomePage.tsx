import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { workspaceMemory } from '../../components/workspaceMemory';
import { useWorkspace } from './AppLayout';
import { AppErrorBoundary, appHead, EmptyState, primaryButton } from './appParts';

export const handle: RouteHandle = { head: () => appHead('Workspace') };
export const ErrorBoundary = AppErrorBoundary;

/** /app: opens the current project in the current mode (kept across visits), or offers to create the first one. */
export function Component() {
  const { projects } = useWorkspace();
  const navigate = useNavigate();
  useEffect(() => {
    if (!projects.length) return;
    const stored = workspaceMemory.project();
    const project = projects.find((p) => p.id === stored) ?? projects[0];
    navigate(`/app/projects/${project.id}/${workspaceMemory.mode()}`, { replace: true });
  }, [projects, navigate]);

  if (!projects.length) {
    return (
      <section>
        <h1 className="text-2xl font-bold text-slate-900">Your workspace</h1>
        <div className="mt-6">
          <EmptyState title="You have no project yet">
            <p>Add your product's website: we find people on Reddit and Hacker News who are looking for something like it.</p>
            <Link to="/app/new" className={`${primaryButton} mt-4`}>
              Create your first project
            </Link>
          </EmptyState>
        </div>
      </section>
    );
  }
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Your projects</h1>
      <ul className="mt-4 space-y-2">
        {projects.map((project) => (
          <li key={project.id}>
            <Link to={`/app/projects/${project.id}/leads`} className="font-semibold text-orange-700 underline hover:text-orange-600">
              {project.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
