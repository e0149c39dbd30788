import { data, isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf, unlessNotFound } from '../../siteApi';
import type { RouteHandle } from '../../head';
import type { SubmissionStatus } from '../../../domain/directory/types';
import { DirectoryShell } from './DirectoryHeader';
import { shortDate } from '../../../domain/common/dates';
import type { FounderLaunch } from '../../../domain/launches/types';
import { checkLinkBackAction, LaunchStatus } from './LaunchStatus';
import { ListingStatsCard } from './ListingParts';

const STATUS_NOT_FOUND = 'We could not find a submission for this link.';

export async function loader({ params, context }: LoaderFunctionArgs): Promise<SubmissionStatus & { launch: FounderLaunch | null }> {
  const api = siteApiOf(context);
  const [submission, launch] = await Promise.all([unlessNotFound(api.directory.status({ params: { token: params.token ?? '' } })), unlessNotFound(api.launches.founder({ params: { token: params.token ?? '' } }))]);
  if (!submission) throw data({ message: STATUS_NOT_FOUND }, { status: 404 });
  return { ...submission.data, launch };
}

export const action = checkLinkBackAction;

// A private page: its address carries the submission's token, so crawlers must not keep it.
const PRIVATE = 'noindex, nofollow';

export const handle: RouteHandle<SubmissionStatus> = {
  head: ({ data: submission }) =>
    submission
      ? { title: `Submission status: ${submission.name}`, description: `The review status of ${submission.name} in the startup directory.`, robots: PRIVATE }
      : { title: 'Submission not found', description: STATUS_NOT_FOUND, robots: PRIVATE },
};

const STATES: Record<SubmissionStatus['status'], { label: string; badge: string; title: string; text: string }> = {
  pending: {
    label: 'Pending review',
    badge: 'bg-amber-100 text-amber-800 ring-amber-200',
    title: 'Your submission is waiting for review',
    text: 'We review every product by hand before it goes live. You will get an email as soon as it has been reviewed.',
  },
  approved: {
    label: 'Approved',
    badge: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
    title: 'Your product is live',
    text: 'Your product has been approved and is now listed in the directory.',
  },
  rejected: {
    label: 'Rejected',
    badge: 'bg-red-100 text-red-800 ring-red-200',
    title: 'Your submission was not approved',
    text: 'Unfortunately your product could not be listed in the directory.',
  },
};

export function Component() {
  const submission = useLoaderData<typeof loader>();
  const checked = useActionData<typeof action>();
  const state = STATES[submission.status];
  return (
    <DirectoryShell>
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-600">Submission status</p>
        <h1 className="mt-3 break-words text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{submission.name}</h1>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${state.badge}`} data-testid="submission-status">
              {state.label}
            </span>
            <span className="text-sm text-slate-500">
              Submitted <time dateTime={submission.submittedAt}>{shortDate(submission.submittedAt)}</time>
            </span>
          </div>
          <h2 className="mt-6 text-xl font-semibold text-slate-900">{state.title}</h2>
          <p className="mt-2 text-slate-600">{state.text}</p>
          {submission.status === 'rejected' && submission.reason && (
            <div className="mt-5 rounded-xl bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">Reason</p>
              <p className="mt-1 whitespace-pre-line break-words">{submission.reason}</p>
            </div>
          )}
          {submission.launch && submission.status !== 'rejected' && <LaunchStatus launch={submission.launch} name={submission.name} checked={checked} />}
          <div className="mt-8 flex flex-wrap gap-3">
            {submission.status === 'approved' && (
              <Link to={`/product/${encodeURIComponent(submission.slug)}`} className="rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
                View your listing
              </Link>
            )}
            {submission.status === 'rejected' && (
              <Link to="/directories/submit" className="rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
                Submit again
              </Link>
            )}
            <Link to="/#pricing" className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Get listed on 200+ directories
            </Link>
          </div>
        </div>
        {submission.stats && <ListingStatsCard stats={submission.stats} />}
      </section>
    </DirectoryShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything but an unknown token is the root boundary's business.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <DirectoryShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Oops!</h1>
        <p className="mt-4 text-lg text-slate-600">{STATUS_NOT_FOUND}</p>
        <Link to="/directories" className="mt-10 rounded-lg bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
          Back to Directories
        </Link>
      </section>
    </DirectoryShell>
  );
}
