import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { WorkspaceMode } from '../../../domain/workspace/feedback';
import type { FeedbackDay } from '../../../domain/workspace/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { AppErrorBoundary, appCall, appHead, cardClass, EmptyState, lastThirtyDays } from './appParts';
import { monthDay } from '../../../domain/common/dates';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const mode: WorkspaceMode = new URL(request.url).searchParams.get('mode') === 'mentions' ? 'mentions' : 'leads';
  const projectId = params.projectId ?? '';
  const stats = await appCall(request, () => siteApiOf(context).workspace.feedbackStats({ query: { projectId, mode, ...lastThirtyDays() } }));
  return { mode, stats };
}

export const handle: RouteHandle = { head: () => appHead('Feedback stats') };
export const ErrorBoundary = AppErrorBoundary;


/** Stacked bars per day (relevant below, not relevant above); the table under it says the same in text. */
function FeedbackChart({ days, summary }: { days: readonly FeedbackDay[]; summary: string }) {
  const highest = Math.max(1, ...days.map((d) => d.relevant + d.irrelevant));
  return (
    <figure className="mt-4">
      <div role="img" aria-label={summary} className="flex h-48 items-end gap-0.5 border-b border-l border-slate-300 px-1 sm:gap-1" data-testid="feedback-chart">
        {days.map((d) => (
          <div key={d.day} className="flex h-full flex-1 flex-col justify-end" title={`${monthDay(d.day)}: ${d.relevant} relevant, ${d.irrelevant} not relevant`}>
            <div className="w-full bg-slate-400" style={{ height: `${(d.irrelevant / highest) * 100}%` }} />
            <div className="w-full bg-orange-500" style={{ height: `${(d.relevant / highest) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{monthDay(days[0]?.day ?? '')}</span>
        <span>{monthDay(days[days.length - 1]?.day ?? '')}</span>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 bg-orange-500" aria-hidden="true" /> Relevant
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 bg-slate-400" aria-hidden="true" /> Not relevant
        </span>
      </figcaption>
    </figure>
  );
}

/** /app/projects/:projectId/stats: the relevant / not relevant marks of the last 30 days. */
export function Component() {
  const { mode, stats } = useLoaderData<typeof loader>();
  const { relevant, irrelevant } = stats.totals;
  const what = mode === 'leads' ? 'leads' : 'mentions';
  const summary = `Feedback on ${what} per day from ${stats.from} to ${stats.to}: ${relevant} relevant, ${irrelevant} not relevant in total.`;
  const modeLink = (to: WorkspaceMode, label: string) => (
    <Link to={`?mode=${to}`} aria-current={mode === to ? 'page' : undefined} className={`rounded-md px-3 py-1.5 text-sm font-semibold ${mode === to ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}>
      {label}
    </Link>
  );
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Feedback, last 30 days</h1>
        <nav aria-label="Stats for" className="flex rounded-lg bg-slate-100 p-1">
          {modeLink('leads', 'Leads')}
          {modeLink('mentions', 'Mentions')}
        </nav>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:max-w-md">
        <div className={cardClass}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Relevant</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid="relevant-total">{relevant}</dd>
        </div>
        <div className={cardClass}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Not relevant</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{irrelevant}</dd>
        </div>
      </dl>
      {relevant + irrelevant === 0 ? (
        <div className="mt-6">
          <EmptyState title={`No feedback on ${what} yet`}>Mark {what} as relevant or not relevant in the inbox: your marks show here and improve the suggestions.</EmptyState>
        </div>
      ) : (
        <div className={`${cardClass} mt-6`}>
          <FeedbackChart days={stats.days} summary={summary} />
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">The numbers as a table</summary>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">{summary}</caption>
              <thead className="text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="py-1">Day</th>
                  <th scope="col" className="py-1">Relevant</th>
                  <th scope="col" className="py-1">Not relevant</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {stats.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className="py-1 font-normal">{monthDay(d.day)}</th>
                    <td className="py-1">{d.relevant}</td>
                    <td className="py-1">{d.irrelevant}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      )}
    </section>
  );
}
