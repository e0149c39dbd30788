import { Form, redirect, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../head';
import { siteApiOf } from '../../siteApi';
import { AppErrorBoundary, appAction, appHead, cardClass, inputClass, labelClass, Notice, primaryButton, secondaryButton, type AppOutcome } from './appParts';

interface Draft {
  url: string;
  name: string;
  description: string;
}

type NewProjectAnswer = AppOutcome<Draft> & { intent: 'fetch' | 'create'; draft: Draft };

const draftOf = (form: FormData): Draft => ({ url: String(form.get('url') ?? '').trim(), name: String(form.get('name') ?? ''), description: String(form.get('description') ?? '') });

/** "Fetch details" reads the website to prefill name and description; "Create project" saves it and opens its keywords. */
export async function action({ context, request }: ActionFunctionArgs): Promise<NewProjectAnswer | Response> {
  const form = await request.formData();
  const workspace = siteApiOf(context).workspace;
  const draft = draftOf(form);
  if (form.get('intent') === 'fetch') {
    const outcome = await appAction(request, async () => {
      const info = await workspace.websiteInfo({ query: { url: draft.url } });
      const fetched = { url: info.url, name: info.openGraph.siteName ?? info.title ?? info.openGraph.title ?? '', description: info.description ?? info.openGraph.description ?? '' };
      return { message: 'Details fetched: check them and create the project.', data: fetched };
    });
    return { ...outcome, intent: 'fetch', draft: outcome.ok && outcome.data ? outcome.data : draft };
  }
  const created = await appAction(request, async () => ({ message: '', data: await workspace.createProject({ body: draft }) }));
  if (created.ok && created.data) return redirect(`/app/projects/${created.data.id}/keywords?created=1`);
  return { ...(created as Extract<typeof created, { ok: false }>), intent: 'create', draft };
}

export const handle: RouteHandle = { head: () => appHead('New project') };
export const ErrorBoundary = AppErrorBoundary;

/** /app/new: a project from its website's URL. */
export function Component() {
  const answer = useActionData<NewProjectAnswer>();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const draft = answer?.draft;
  // A fetch replaces the fields with what the site says; the key makes the inputs take the new values.
  const version = answer?.intent === 'fetch' && answer.ok ? `fetched-${draft?.url}` : 'typed';
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">New project</h1>
      <p className="mt-2 text-sm text-slate-600">Type your product's website: we read its title and description for you. You can change them before you create the project.</p>
      <Form method="post" className={`${cardClass} mt-6 space-y-4`} aria-label="New project">
        <div>
          <label htmlFor="project-url" className={labelClass}>
            Website URL
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input id="project-url" name="url" type="url" required inputMode="url" autoComplete="url" placeholder="https://example.com" defaultValue={draft?.url} key={`url-${version}`} className={`${inputClass} mt-0`} />
            <button type="submit" name="intent" value="fetch" formNoValidate className={secondaryButton} disabled={Boolean(pending)}>
              {pending === 'fetch' ? 'Fetching…' : 'Fetch details'}
            </button>
          </div>
        </div>
        {answer?.intent === 'fetch' && <Notice outcome={answer} />}
        <label className={labelClass}>
          Project name
          <input name="name" required defaultValue={draft?.name} key={`name-${version}`} maxLength={100} className={inputClass} />
        </label>
        <label className={labelClass}>
          Description
          <textarea name="description" defaultValue={draft?.description} key={`description-${version}`} rows={4} maxLength={1000} className={inputClass} />
        </label>
        {answer?.intent === 'create' && <Notice outcome={answer} />}
        <button type="submit" name="intent" value="create" className={primaryButton} disabled={Boolean(pending)}>
          {pending === 'create' ? 'Creating…' : 'Create project'}
        </button>
      </Form>
    </section>
  );
}
