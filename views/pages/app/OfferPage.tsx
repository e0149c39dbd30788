import { useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { DM_PLACEHOLDERS, type DmPlaceholder } from '../../../domain/workspace/drafts';
import type { RouteHandle } from '../../head';
import { siteApiOf, ServiceRefusal } from '../../siteApi';
import { AppErrorBoundary, appAction, appCall, appHead, cardClass, inputClass, labelClass, Notice, primaryButton, type AppOutcome } from './appParts';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const workspace = siteApiOf(context).workspace;
  const projectId = params.projectId ?? '';
  const [template, offer] = await appCall(request, () =>
    Promise.all([
      workspace.dmTemplate({ params: { id: projectId } }),
      // The offer editor is a part of the page: when it cannot load, the DM template still can be edited.
      workspace.offer({ params: { projectId } }).catch((error: unknown) => {
        if (error instanceof ServiceRefusal && error.status === 401) throw error;
        return null;
      }),
    ]),
  );
  return { projectId, template, offer };
}

export async function action({ context, request, params }: ActionFunctionArgs): Promise<AppOutcome> {
  const form = await request.formData();
  const workspace = siteApiOf(context).workspace;
  const projectId = params.projectId ?? '';
  const text = (name: string) => String(form.get(name) ?? '');
  if (form.get('intent') === 'offer') {
    return appAction(request, async () => {
      await workspace.saveOffer({ body: { projectId, title: text('title'), details: text('details'), code: text('code'), url: text('url') } });
      return { message: 'Offer saved.' };
    });
  }
  return appAction(request, async () => {
    await workspace.saveDmTemplate({ params: { id: projectId }, body: { dm: text('dm') } });
    return { message: 'Message template saved.' };
  });
}

export const handle: RouteHandle = { head: () => appHead('Offer and DM template') };
export const ErrorBoundary = AppErrorBoundary;

const PLACEHOLDER_HELP: Record<DmPlaceholder, string> = {
  author: "the post's author (or \"there\")",
  title: "the post's title",
  community: 'the subreddit, or Hacker News',
  product: "your project's name",
  url: "your project's website",
  description: "your project's description",
};

/** /app/projects/:projectId/offer: what the founder offers readers, and the template of the DMs drafted for leads. */
export function Component() {
  const { template, offer } = useLoaderData<typeof loader>();
  const offerForm = useFetcher<AppOutcome>();
  const dmForm = useFetcher<AppOutcome>();
  const current = offer?.offer;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={cardClass} aria-labelledby="offer-title">
        <h1 id="offer-title" className="text-2xl font-bold text-slate-900">
          Offer and DM template
        </h1>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Your offer</h2>
        <p className="mt-1 text-sm text-slate-600">What you give people who try your product, such as "3 months free".</p>
        {offer === null ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            The offer cannot be loaded right now. Please try again in a minute.
          </p>
        ) : (
          <offerForm.Form method="post" className="mt-4 space-y-3" aria-label="Your offer">
            <label className={labelClass}>
              Offer title
              <input name="title" required minLength={3} maxLength={120} defaultValue={current?.title} className={inputClass} />
            </label>
            <label className={labelClass}>
              Details
              <textarea name="details" rows={3} maxLength={1000} defaultValue={current?.details} className={inputClass} />
            </label>
            <label className={labelClass}>
              Code <span className="font-normal text-slate-500">(optional)</span>
              <input name="code" maxLength={40} defaultValue={current?.code} className={inputClass} />
            </label>
            <label className={labelClass}>
              Where to claim it <span className="font-normal text-slate-500">(optional; your website by default)</span>
              <input name="url" type="url" inputMode="url" defaultValue={current?.url} className={inputClass} />
            </label>
            <button name="intent" value="offer" className={primaryButton} disabled={offerForm.state !== 'idle'}>
              {offerForm.state !== 'idle' ? 'Saving…' : 'Save offer'}
            </button>
            <Notice outcome={offerForm.data} />
          </offerForm.Form>
        )}
      </section>
      <section className={cardClass} aria-labelledby="dm-title">
        <h2 id="dm-title" className="text-lg font-semibold text-slate-900">
          DM template
        </h2>
        <p className="mt-1 text-sm text-slate-600">{template.custom ? 'Your own template.' : 'The default template: change it to sound like you.'}</p>
        <dmForm.Form method="post" className="mt-4 space-y-3" aria-label="DM template">
          <label className={labelClass}>
            Message
            <textarea name="dm" required minLength={20} maxLength={2000} rows={8} defaultValue={template.dm} aria-describedby="dm-placeholders" className={inputClass} />
          </label>
          <div id="dm-placeholders" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-medium">Placeholders, filled in for each lead:</p>
            <ul className="mt-1 space-y-0.5">
              {DM_PLACEHOLDERS.map((name) => (
                <li key={name}>
                  <code className="rounded bg-white px-1 font-mono text-xs text-slate-900">{`{${name}}`}</code> {PLACEHOLDER_HELP[name]}
                </li>
              ))}
            </ul>
          </div>
          <button name="intent" value="dm" className={primaryButton} disabled={dmForm.state !== 'idle'}>
            {dmForm.state !== 'idle' ? 'Saving…' : 'Save template'}
          </button>
          <Notice outcome={dmForm.data} />
        </dmForm.Form>
      </section>
    </div>
  );
}
