import { Form, useFetcher, useLoaderData, useLocation, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { MENTION_FILTERS, type MentionFilter } from '../../../domain/workspace/mentions';
import type { GeneratedReply, MentionView } from '../../../domain/workspace/types';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { AppErrorBoundary, appAction, appCall, appHead, cardClass, DraftBox, EmptyState, feedbackAction, FeedbackButtons, inputClass, labelClass, Notice, Pager, primaryButton, secondaryButton, shortDate, type AppOutcome } from './appParts';

const FILTER_LABEL: Record<MentionFilter, string> = { all: 'All', new: 'Not answered', drafted: 'With a reply draft' };
const isFilter = (value: unknown): value is MentionFilter => (MENTION_FILTERS as readonly unknown[]).includes(value);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const filter = search.get('filter');
  const query = { page: Math.max(1, Number(search.get('page')) || 1), filter: isFilter(filter) ? filter : ('all' as const) };
  const projectId = params.projectId ?? '';
  return { projectId, query, result: await appCall(request, () => siteApiOf(context).workspace.mentions({ params: { id: projectId }, query })) };
}

export async function action(args: ActionFunctionArgs): Promise<AppOutcome> {
  const { context, request } = args;
  const form = await request.formData();
  const workspace = siteApiOf(context).workspace;
  const mentionId = String(form.get('mentionId') ?? '');
  switch (form.get('intent')) {
    case 'generate':
      return appAction<GeneratedReply>(request, async () => ({ message: '', data: await workspace.generateReply({ params: { id: mentionId } }) }));
    case 'delete':
      return appAction(request, async () => {
        await workspace.removeMention({ params: { id: mentionId } });
        return { message: 'Mention deleted.' };
      });
    case 'feedback':
      return feedbackAction(args, form);
    default:
      return { ok: false, message: 'Nothing to do.', status: 400 };
  }
}

export const handle: RouteHandle = { head: () => appHead('Mentions') };
export const ErrorBoundary = AppErrorBoundary;

function MentionCard({ mention, projectId }: { mention: MentionView; projectId: string }) {
  const reply = useFetcher<AppOutcome<GeneratedReply>>();
  const remove = useFetcher<AppOutcome>();
  const generated = reply.data?.ok ? reply.data.data?.reply : undefined;
  const draft = generated ?? mention.reply;
  if (remove.state !== 'idle' || remove.data?.ok) return null;
  return (
    <li className={cardClass} data-testid="mention">
      <h2 className="text-base font-semibold text-slate-900">
        <a href={mention.url} target="_blank" rel="noopener noreferrer" className="hover:text-orange-700 hover:underline">
          {mention.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        {mention.source === 'reddit' ? 'Reddit' : 'Hacker News'} · {mention.community} · {mention.author ? `by ${mention.author} · ` : ''}
        {shortDate(mention.postedAt)} · names {mention.matched.join(', ')}
      </p>
      {mention.excerpt && <p className="mt-2 text-sm text-slate-700">{mention.excerpt}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <reply.Form method="post">
          <input type="hidden" name="mentionId" value={mention.id} />
          <button name="intent" value="generate" className={primaryButton} disabled={reply.state !== 'idle'}>
            {reply.state !== 'idle' ? 'Writing…' : draft ? 'Write a new reply' : 'Write reply'}
          </button>
        </reply.Form>
        <FeedbackButtons projectId={projectId} mode="mentions" itemId={mention.id} title={mention.title} marked={mention.feedback} />
        <remove.Form method="post">
          <input type="hidden" name="mentionId" value={mention.id} />
          <button name="intent" value="delete" className={secondaryButton}>
            Delete<span className="sr-only"> {mention.title}</span>
          </button>
        </remove.Form>
      </div>
      <Notice outcome={reply.data && !reply.data.ok ? reply.data : null} />
      <Notice outcome={remove.data && !remove.data.ok ? remove.data : null} />
      {draft && <DraftBox label="Reply draft" text={draft} postUrl={mention.url} postLabel="Open the post to reply" />}
    </li>
  );
}

/** /app/projects/:projectId/mentions: public posts that name the product, with reply drafts to post by hand. */
export function Component() {
  const { projectId, query, result } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const filtering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Mentions</h1>
      <p className="mt-1 text-sm text-slate-600">
        {result.total} post{result.total === 1 ? '' : 's'} naming your product
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Filter mentions">
        <label className={labelClass}>
          Show
          <select name="filter" defaultValue={query.filter} className={`${inputClass} w-52`}>
            {MENTION_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABEL[f]}
              </option>
            ))}
          </select>
        </label>
        <button className={secondaryButton} disabled={filtering}>
          {filtering ? 'Filtering…' : 'Apply'}
        </button>
      </Form>
      {result.mentions.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={query.filter === 'all' ? 'No mentions yet' : 'No mentions match this filter'}>Posts on Reddit and Hacker News that name your product or its domain appear here after a scan.</EmptyState>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {result.mentions.map((mention) => (
            <MentionCard key={mention.id} mention={mention} projectId={projectId} />
          ))}
        </ul>
      )}
      <Pager page={result.page} total={result.total} limit={result.limit} search={location.search} />
    </section>
  );
}
