import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { BackToHomePage, PageShell } from '../../components/PageShell';
import type { RouteHandle } from '../../head';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../../domain/waitlist/messages';
import type { Unsubscription } from '../../../domain/waitlist/contract';
import { formFields, formOutcome, siteApiOf, unlessNotFound } from '../../siteApi';

/** The field and value of RFC 8058's one-click POST; the confirm button below posts the same. */
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';

/**
 * /unsubscribe/{token}: the link of every marketing email's footer and List-Unsubscribe header. A GET only asks
 * (link scanners open links); a POST with List-Unsubscribe=One-Click (the mail client's button, or this page's form) unsubscribes.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<Unsubscription> {
  const answer = await unlessNotFound(siteApiOf(context).waitlist.unsubscription({ params: { token: params.token ?? '' } }));
  if (!answer) throw data({ message: UNSUBSCRIBE_LINK_INVALID_MESSAGE }, { status: 404 });
  return answer.data;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (formFields(form)[ONE_CLICK_FIELD] !== ONE_CLICK_VALUE) return data({ ok: false as const, message: 'Use the button below to unsubscribe.' }, { status: 400 });
  const outcome = await formOutcome(siteApiOf(context).waitlist.unsubscribe({ params: { token: params.token ?? '' } }), () => UNSUBSCRIBED_MESSAGE);
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : (outcome.status ?? 400) });
}

export const handle: RouteHandle<Unsubscription> = {
  head: () => ({ title: 'Unsubscribe', description: 'Stop the announcements of this address.', robots: 'noindex, nofollow' }),
};

export function Component() {
  const { email, unsubscribed } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const done = unsubscribed || outcome?.ok;
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{done ? 'You are unsubscribed' : 'Unsubscribe from announcements?'}</h1>
        <p className="mt-4 break-words text-lg text-slate-600">
          {done ? UNSUBSCRIBED_MESSAGE : <>We will stop sending launch announcements and news to <strong className="text-slate-900">{email}</strong>. Receipts and sign-in emails still arrive.</>}
        </p>
        {outcome && !outcome.ok && (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {outcome.message}
          </p>
        )}
        {!done && (
          <form method="post" className="mt-8">
            <input type="hidden" name={ONE_CLICK_FIELD} value={ONE_CLICK_VALUE} />
            <button type="submit" className="rounded-lg bg-orange-700 px-5 py-3 text-base font-semibold text-white hover:bg-orange-800">
              Unsubscribe
            </button>
          </form>
        )}
        <BackToHomePage />
      </section>
    </PageShell>
  );
}
