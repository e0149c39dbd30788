import { useRef, useState, type ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, useFetcher, useRouteError, type ActionFunctionArgs } from 'react-router-dom';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/common/messages';
import { FEEDBACK_STATUSES, WORKSPACE_MODES } from '../../../domain/workspace/feedback';
import type { FeedbackStatus, WorkspaceMode } from '../../../domain/workspace/feedback';
import type { PageHead } from '../../head';
import { ServiceRefusal, siteApiOf } from '../../siteApi';
import { toLogin } from '../account/accountAccess';
import { daysBefore, isoDay, shortDate } from '../../../domain/common/dates';

/** Workspace pages are about one customer: never indexed (and never cached: server/app.ts PRIVATE_PAGES). */
export const appHead = (title: string): PageHead => ({ title: `${title} - Workspace`, description: 'Your lead finder workspace.', robots: 'noindex, nofollow' });

/** What a workspace action answers to its form or fetcher. */
export type AppOutcome<T = unknown> = { ok: true; message: string; data?: T } | { ok: false; message: string; status: number };

/** Loaders: nobody signed in (or a session that ended) goes to the login page and comes back here. */
export async function appCall<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 401) throw toLogin(request);
    // A refusal travels to the error boundary as a route error response: it keeps its status and message from the
    // server's render to the browser's hydration (a plain Error would arrive as a 500).
    if (error instanceof ServiceRefusal) throw data({ message: error.message }, { status: error.status || 503 });
    throw error;
  }
}

/** Actions: the refusal's message for the form (a plan limit, bad input), the login page when the session ended. */
export async function appAction<T>(request: Request, work: () => Promise<{ message: string; data?: T }>): Promise<AppOutcome<T>> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 401) throw toLogin(request);
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message, status: error.status };
    throw error;
  }
}

/** Today and 29 days before it, as UTC calendar days (the stats chart's range). */
export function lastThirtyDays(now = new Date()): { from: string; to: string } {
  const to = isoDay(now);
  const from = daysBefore(now, 29);
  return { from, to };
}

export const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-orange-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60';
/** A button that stays pressed (a lead's status, a feedback mark): one set of colours each way, never both. */
export const toggleButton = (pressed: boolean) =>
  `inline-flex items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60 ${
    pressed ? 'border-slate-900 bg-slate-900 text-white hover:bg-slate-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
  }`;
export const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-orange-500 focus:outline-2 focus:outline-orange-500';
export const labelClass = 'block text-sm font-medium text-slate-700';
export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** The limit refusals (403) say what the plan allows; they come with the way out. */
export function Notice({ outcome, className = 'mt-3' }: { outcome: AppOutcome | undefined | null; className?: string }) {
  if (!outcome?.message) return null;
  if (outcome.ok) {
    return (
      <p role="status" className={`${className} text-sm text-emerald-700`}>
        {outcome.message}
      </p>
    );
  }
  return (
    <p role="alert" className={`${className} rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800`}>
      {outcome.message}
      {outcome.status === 403 && (
        <>
          {' '}
          <Link to="/#pricing" className="font-semibold underline">
            See the plans
          </Link>
        </>
      )}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
    </div>
  );
}

/**
 * A draft to send by hand: editable, with a Copy button (the clipboard API, or the text selected for Ctrl+C when the
 * browser refuses) and a link to the post it answers.
 */
export function DraftBox({ label, text, postUrl, postLabel = 'Open the post' }: { label: string; text: string; postUrl: string; postLabel?: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');
  async function copy() {
    const value = area.current?.value ?? text;
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      area.current?.focus();
      area.current?.select();
      setCopied('select');
    }
  }
  return (
    <div className="mt-3 rounded-xl border border-orange-200 bg-orange-50 p-3">
      <label className={labelClass}>
        {label}
        <textarea ref={area} key={text} defaultValue={text} rows={5} className={`${inputClass} bg-white`} onChange={() => setCopied('idle')} />
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButton} onClick={copy}>
          Copy
        </button>
        <a href={postUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-orange-700 underline hover:text-orange-600">
          {postLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <span role="status" className="text-sm font-medium text-emerald-800">
          {copied === 'copied' ? 'Copied' : copied === 'select' ? 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.' : ''}
        </span>
      </div>
    </div>
  );
}

/** "Relevant" / "Not relevant" for a lead or mention: the marks teach the keyword suggestions. */
export function FeedbackButtons({ projectId, mode, itemId, title, marked: saved }: { projectId: string; mode: WorkspaceMode; itemId: string; title: string; marked: FeedbackStatus | null }) {
  const fetcher = useFetcher<AppOutcome<{ status: FeedbackStatus }>>();
  const pending = fetcher.formData?.get('status');
  const marked = pending ?? (fetcher.data?.ok ? fetcher.data.data?.status : undefined) ?? saved;
  const button = (status: FeedbackStatus, text: string) => (
    <button type="submit" name="status" value={status} aria-pressed={marked === status} className={toggleButton(marked === status)}>
      {text}
      <span className="sr-only">: {title}</span>
    </button>
  );
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="itemId" value={itemId} />
      {button('relevant', 'Relevant')}
      {button('irrelevant', 'Not relevant')}
      {fetcher.data && !fetcher.data.ok && <Notice outcome={fetcher.data} className="w-full" />}
    </fetcher.Form>
  );
}

/** Previous and next page links that keep the other query parameters. */
export function Pager({ page, total, limit, search }: { page: number; total: number; limit: number; search: string }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `?${params}`;
  };
  const link = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50';
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={link}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export { shortDate };

/** A workspace page whose data failed: the message inside the workspace frame, with a way back. */
export function AppErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const told = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  const message = status < 500 && typeof told === 'string' && told ? told : status === 503 ? 'This part of the workspace is not available right now. Please try again in a minute.' : GENERIC_ERROR_MESSAGE;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-900">{status === 404 ? 'Not found' : 'Something went wrong'}</h1>
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <Link to="/app" className="mt-4 inline-block text-sm font-semibold text-red-900 underline">
        Back to your workspace
      </Link>
    </div>
  );
}

/** The feedback buttons' action (intent "feedback"), shared by the leads and mentions inboxes. */
export async function feedbackAction({ context, request }: ActionFunctionArgs, form: FormData): Promise<AppOutcome<{ status: FeedbackStatus }>> {
  const status = FEEDBACK_STATUSES.find((s) => s === form.get('status')) ?? 'relevant';
  const mode = WORKSPACE_MODES.find((m) => m === form.get('mode')) ?? 'leads';
  return appAction(request, async () => {
    await siteApiOf(context).workspace.saveFeedback({ body: { projectId: String(form.get('projectId') ?? ''), mode, itemId: String(form.get('itemId') ?? ''), status } });
    return { message: '', data: { status } };
  });
}
