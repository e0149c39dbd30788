import { useEffect, useRef } from 'react';
import { useFetcher, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { KeywordView, SuggestionView } from '../../../domain/workspace/types';
import type { RouteHandle } from '../../head';
import { siteApiOf, ServiceRefusal } from '../../siteApi';
import { AppErrorBoundary, appAction, appCall, appHead, cardClass, EmptyState, inputClass, labelClass, Notice, primaryButton, secondaryButton, type AppOutcome } from './appParts';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const workspace = siteApiOf(context).workspace;
  const projectId = params.projectId ?? '';
  const [keywords, suggestions] = await appCall(request, () =>
    Promise.all([
      workspace.keywords({ params: { id: projectId } }),
      // Suggestions are a help, not the page: when they fail, the keywords still show.
      workspace.suggestions({ params: { projectId } }).catch((error: unknown) => {
        if (error instanceof ServiceRefusal && error.status === 401) throw error;
        return null;
      }),
    ]),
  );
  return { projectId, keywords, suggestions: suggestions?.suggestions ?? null };
}

export async function action(args: ActionFunctionArgs): Promise<AppOutcome> {
  const { context, request, params } = args;
  const form = await request.formData();
  const workspace = siteApiOf(context).workspace;
  const projectId = params.projectId ?? '';
  const phrase = String(form.get('phrase') ?? '');
  switch (form.get('intent')) {
    case 'add':
      return appAction(request, async () => {
        const added = await workspace.addKeyword({ params: { id: projectId }, body: { phrase, wholeWord: form.get('wholeWord') === 'on', negative: form.get('negative') === 'on' } });
        return { message: `Added "${added.phrase}".${added.negative ? '' : ' A scan has started: new leads appear in a minute.'}` };
      });
    case 'remove':
      return appAction(request, async () => {
        await workspace.removeKeyword({ params: { id: projectId, keywordId: String(form.get('keywordId') ?? '') } });
        return { message: `Removed "${phrase}".` };
      });
    case 'add-suggestion':
      // Adding a suggested keyword removes the suggestion (the API does it).
      return appAction(request, async () => {
        await workspace.addKeyword({ params: { id: projectId }, body: { phrase } });
        return { message: `Added "${phrase}".` };
      });
    case 'dismiss':
      return appAction(request, async () => {
        await workspace.removeSuggestion({ params: { id: String(form.get('suggestionId') ?? '') } });
        return { message: `Dismissed "${phrase}".` };
      });
    default:
      return { ok: false, message: 'Nothing to do.', status: 400 };
  }
}

export const handle: RouteHandle = { head: () => appHead('Keywords') };
export const ErrorBoundary = AppErrorBoundary;

function KeywordRow({ keyword }: { keyword: KeywordView }) {
  const fetcher = useFetcher<AppOutcome>();
  const removing = fetcher.state !== 'idle';
  return (
    <li className={`flex flex-wrap items-center justify-between gap-2 py-3 ${removing ? 'opacity-50' : ''}`}>
      <span className="text-sm">
        <span className="font-semibold text-slate-900">{keyword.phrase}</span>
        {keyword.wholeWord && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">whole word</span>}
        {keyword.negative && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">negative</span>}
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="keywordId" value={keyword.id} />
        <input type="hidden" name="phrase" value={keyword.phrase} />
        <button name="intent" value="remove" className={secondaryButton} disabled={removing}>
          {removing ? 'Removing…' : 'Remove'}
          <span className="sr-only"> {keyword.phrase}</span>
        </button>
      </fetcher.Form>
      {fetcher.data && !fetcher.data.ok && <Notice outcome={fetcher.data} className="w-full" />}
    </li>
  );
}

function SuggestionRow({ suggestion }: { suggestion: SuggestionView }) {
  const fetcher = useFetcher<AppOutcome>();
  const pending = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <span className="text-sm">
        <span className="font-semibold text-slate-900">{suggestion.phrase}</span>
        <span className="block text-xs text-slate-600">{suggestion.reason}</span>
      </span>
      <fetcher.Form method="post" className="flex gap-2">
        <input type="hidden" name="suggestionId" value={suggestion.id} />
        <input type="hidden" name="phrase" value={suggestion.phrase} />
        <button name="intent" value="add-suggestion" className={secondaryButton} disabled={Boolean(pending)}>
          {pending === 'add-suggestion' ? 'Adding…' : 'Add'}
          <span className="sr-only"> {suggestion.phrase}</span>
        </button>
        <button name="intent" value="dismiss" className={secondaryButton} disabled={Boolean(pending)}>
          {pending === 'dismiss' ? 'Dismissing…' : 'Dismiss'}
          <span className="sr-only"> {suggestion.phrase}</span>
        </button>
      </fetcher.Form>
      {fetcher.data && !fetcher.data.ok && <Notice outcome={fetcher.data} className="w-full" />}
    </li>
  );
}

/** /app/projects/:projectId/keywords: what the lead finder searches for, and keywords it suggests. */
export function Component() {
  const { keywords, suggestions } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const adding = useFetcher<AppOutcome>();
  const form = useRef<HTMLFormElement>(null);
  const busy = adding.state !== 'idle';
  useEffect(() => {
    if (adding.state === 'idle' && adding.data?.ok) form.current?.reset();
  }, [adding.state, adding.data]);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section className="lg:col-span-2">
        <h1 className="text-2xl font-bold text-slate-900">Keywords</h1>
        {search.get('created') && (
          <p role="status" className="mt-2 text-sm text-emerald-700">
            Project created. Add the words people use when they look for a product like yours.
          </p>
        )}
        <adding.Form ref={form} method="post" className={`${cardClass} mt-4`} aria-label="Add a keyword">
          <label className={labelClass}>
            Keyword
            <input name="phrase" required minLength={2} maxLength={60} placeholder="invoice tool" className={inputClass} />
          </label>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" name="wholeWord" className="h-4 w-4 accent-orange-600" />
              Whole word only <span className="text-slate-500">("app" does not match "apple")</span>
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" name="negative" className="h-4 w-4 accent-orange-600" />
              Negative <span className="text-slate-500">(a post with it is never a lead)</span>
            </label>
          </div>
          <button name="intent" value="add" className={`${primaryButton} mt-4`} disabled={busy}>
            {busy ? 'Adding…' : 'Add keyword'}
          </button>
          <Notice outcome={adding.data} />
        </adding.Form>
        <div className={`${cardClass} mt-6`}>
          <h2 className="text-lg font-semibold text-slate-900">Your keywords ({keywords.length})</h2>
          {keywords.length === 0 ? (
            <div className="mt-4">
              <EmptyState title="No keywords yet">Add one above: each scan searches Reddit and Hacker News for it.</EmptyState>
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" data-testid="keywords">
              {keywords.map((keyword) => (
                <KeywordRow key={keyword.id} keyword={keyword} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className={cardClass} aria-labelledby="suggestions-title">
        <h2 id="suggestions-title" className="text-lg font-semibold text-slate-900">
          Suggested keywords
        </h2>
        {suggestions === null ? (
          <p className="mt-3 text-sm text-slate-600">Suggestions are not available right now.</p>
        ) : suggestions.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No suggestions yet: mark leads as relevant and we suggest words from them.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {suggestions.map((suggestion) => (
              <SuggestionRow key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
