import { useEffect } from 'react';
import { Form, Link, useFetcher, useLoaderData, useLocation, useNavigation, useRevalidator, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { FileAnswer } from '../../../domain/common/contract';
import { LEAD_STATUSES, type LeadStatus } from '../../../domain/workspace/leads';
import type { GeneratedDm, LeadView } from '../../../domain/workspace/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { useWorkspace } from './AppLayout';
import { AppErrorBoundary, appAction, appCall, appHead, cardClass, DraftBox, EmptyState, feedbackAction, FeedbackButtons, inputClass, labelClass, Notice, Pager, primaryButton, secondaryButton, shortDate, toggleButton, type AppOutcome } from './appParts';

const STATUS_LABEL: Record<LeadStatus, string> = { new: 'New', saved: 'Saved', replied: 'Replied', ignored: 'Ignored' };
const isStatus = (value: unknown): value is LeadStatus => (LEAD_STATUSES as readonly unknown[]).includes(value);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const status = search.get('status');
  const from = search.get('from') || undefined;
  const query = { page: Math.max(1, Number(search.get('page')) || 1), status: isStatus(status) ? status : undefined, from };
  const projectId = params.projectId ?? '';
  return { projectId, query, result: await appCall(request, () => siteApiOf(context).workspace.leads({ params: { id: projectId }, query })) };
}

export async function action(args: ActionFunctionArgs): Promise<AppOutcome> {
  const { context, request, params } = args;
  const form = await request.formData();
  const workspace = siteApiOf(context).workspace;
  const projectId = params.projectId ?? '';
  const leadId = String(form.get('leadId') ?? '');
  switch (form.get('intent')) {
    case 'status': {
      const status = form.get('status');
      return appAction(request, async () => ({ message: `Marked ${STATUS_LABEL[(await workspace.setLeadStatus({ params: { id: projectId, leadId }, body: { status: isStatus(status) ? status : 'new' } })).status].toLowerCase()}.` }));
    }
    case 'feedback':
      return feedbackAction(args, form);
    case 'generate-dm':
      return appAction<GeneratedDm>(request, async () => ({ message: '', data: await workspace.generateDm({ params: { id: projectId }, query: { leadId } }) }));
    case 'scan':
      return appAction(request, async () => {
        await workspace.scan({ params: { id: projectId } });
        return { message: 'Scan started: new leads appear in a minute. Refresh to see them.' };
      });
    case 'export':
      return appAction(request, async () => ({ message: 'Your CSV file is downloading.', data: await workspace.exportLeads({ params: { id: projectId }, query: { from: String(form.get('from') ?? '') || undefined } }) }));
    default:
      return { ok: false, message: 'Nothing to do.', status: 400 };
  }
}

export const handle: RouteHandle = { head: () => appHead('Leads inbox') };
export const ErrorBoundary = AppErrorBoundary;

function LeadCard({ lead, projectId }: { lead: LeadView; projectId: string }) {
  const status = useFetcher<AppOutcome>();
  const draft = useFetcher<AppOutcome<GeneratedDm>>();
  const shown: LeadStatus = isStatus(status.formData?.get('status')) ? (status.formData?.get('status') as LeadStatus) : lead.status;
  const writing = draft.state !== 'idle';
  const titleId = `lead-${lead.id}`;
  return (
    <li className={cardClass} data-testid="lead">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          <a href={lead.url} target="_blank" rel="noopener noreferrer" className="hover:text-orange-700 hover:underline">
            {lead.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700" title="Match score">
          Score {lead.score}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {lead.source === 'reddit' ? 'Reddit' : 'Hacker News'} · {lead.community} · {lead.author ? `by ${lead.author} · ` : ''}
        {shortDate(lead.postedAt)}
      </p>
      {lead.excerpt && <p className="mt-2 text-sm text-slate-700">{lead.excerpt}</p>}
      <p className="mt-2 text-xs text-slate-600">
        Keywords: {lead.matchedKeywords.join(', ')}
        {lead.intentPhrases.length > 0 && <> · Intent: {lead.intentPhrases.join(', ')}</>}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <status.Form method="post" className="flex flex-wrap items-center gap-1">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="leadId" value={lead.id} />
          <span className="sr-only">Status:</span>
          {LEAD_STATUSES.map((s) => (
            <button key={s} name="status" value={s} aria-pressed={shown === s} className={toggleButton(shown === s)}>
              {STATUS_LABEL[s]}
            </button>
          ))}
        </status.Form>
        <FeedbackButtons projectId={projectId} mode="leads" itemId={lead.id} title={lead.title} marked={lead.feedback} />
        <draft.Form method="post">
          <input type="hidden" name="intent" value="generate-dm" />
          <input type="hidden" name="leadId" value={lead.id} />
          <button className={primaryButton} disabled={writing}>
            {writing ? 'Writing…' : 'Write DM'}
            <span className="sr-only"> to {lead.author ?? 'the author'}</span>
          </button>
        </draft.Form>
      </div>
      {status.data && !status.data.ok && <Notice outcome={status.data} />}
      {draft.data && !draft.data.ok && <Notice outcome={draft.data} />}
      {draft.data?.ok && draft.data.data && <DraftBox label={`Direct message to ${lead.author ?? 'the author'}`} text={draft.data.data.dm} postUrl={lead.url} />}
    </li>
  );
}

/** Saves the exported CSV as a file (the action answered its text). */
function useDownload(data: AppOutcome | undefined) {
  useEffect(() => {
    const file = data?.ok ? (data.data as FileAnswer | undefined) : undefined;
    if (!file) return;
    const url = URL.createObjectURL(new Blob([file.text], { type: file.contentType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, [data]);
}

/** /app/projects/:projectId/leads: the inbox of posts whose authors may want the product. */
export function Component() {
  const { projectId, query, result } = useLoaderData<typeof loader>();
  const { projects } = useWorkspace();
  const project = projects.find((p) => p.id === projectId);
  const location = useLocation();
  const navigation = useNavigation();
  const scan = useFetcher<AppOutcome>();
  const exporting = useFetcher<AppOutcome>();
  const revalidator = useRevalidator();
  useDownload(exporting.data);
  const filtering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const filtered = Boolean(query.status || query.from);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Leads inbox</h1>
          <p className="mt-1 text-sm text-slate-600">
            {result.total} lead{result.total === 1 ? '' : 's'}
            {project?.lastScanAt ? ` · last scan ${shortDate(project.lastScanAt)}` : ' · not scanned yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <scan.Form method="post">
            <button name="intent" value="scan" className={primaryButton} disabled={scan.state !== 'idle'}>
              {scan.state !== 'idle' ? 'Starting…' : 'Scan now'}
            </button>
          </scan.Form>
          <exporting.Form method="post">
            <input type="hidden" name="from" value={query.from ?? ''} />
            <button name="intent" value="export" className={secondaryButton} disabled={exporting.state !== 'idle'}>
              {exporting.state !== 'idle' ? 'Exporting…' : 'Export CSV'}
            </button>
          </exporting.Form>
        </div>
      </div>
      {scan.data && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Notice outcome={scan.data} className="" />
          {scan.data.ok && (
            <button type="button" className={secondaryButton} onClick={() => revalidator.revalidate()} disabled={revalidator.state !== 'idle'}>
              {revalidator.state !== 'idle' ? 'Refreshing…' : 'Refresh'}
            </button>
          )}
        </div>
      )}
      <Notice outcome={exporting.data} />

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Filter leads">
        <label className={labelClass}>
          Status
          <select name="status" defaultValue={query.status ?? ''} className={`${inputClass} w-40`}>
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Posted since
          <input type="date" name="from" defaultValue={query.from ?? ''} className={`${inputClass} w-44`} />
        </label>
        <button className={secondaryButton} disabled={filtering}>
          {filtering ? 'Filtering…' : 'Apply'}
        </button>
        {filtered && (
          <Link to="." className="py-1.5 text-sm font-semibold text-orange-700 underline">
            Clear filters
          </Link>
        )}
      </Form>

      {result.leads.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={filtered ? 'No leads match these filters' : 'No leads yet'}>
            {filtered ? (
              'Try another status or an earlier date.'
            ) : (
              <>
                Leads appear here after a scan finds posts with your keywords. <Link to={`/app/projects/${projectId}/keywords`} className="font-semibold text-orange-700 underline">Check your keywords</Link> or press Scan now.
              </>
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {result.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} projectId={projectId} />
          ))}
        </ul>
      )}
      <Pager page={result.page} total={result.total} limit={result.limit} search={location.search} />
    </section>
  );
}
