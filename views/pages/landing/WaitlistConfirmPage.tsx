import { data, isRouteErrorResponse, Link, redirect, useActionData, useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import type { ReactNode } from 'react';
import { BackToHomePage, PageShell } from '../../components/PageShell';
import type { RouteHandle } from '../../head';
import { CONFIRM_LINK_INVALID_MESSAGE } from '../../../domain/waitlist/optInMessages';
import type { WaitlistConfirmation } from '../../../domain/waitlist/contract';
import { formOutcome, siteApiOf, unlessNotFound } from '../../siteApi';

/**
 * /waitlist/confirm/{token}: the double opt-in link of the confirmation email. A GET only asks (mail scanners open
 * links); the button posts the form, which confirms the address once and opens the subscriber's private page.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<WaitlistConfirmation> {
  const answer = await unlessNotFound(siteApiOf(context).waitlist.confirmation({ params: { token: params.token ?? '' } }));
  if (!answer) throw data({ message: CONFIRM_LINK_INVALID_MESSAGE }, { status: 404 });
  return answer.data;
}

export async function action({ params, context }: ActionFunctionArgs) {
  const outcome = await formOutcome(siteApiOf(context).waitlist.confirm({ params: { token: params.token ?? '' } }));
  if (outcome.ok && outcome.answer) return redirect(`/waitlist/${encodeURIComponent(outcome.answer.data.token)}`);
  return data({ message: outcome.message }, { status: outcome.ok ? 500 : (outcome.status ?? 400) });
}

// The address holds the link's token: never indexed, never followed.
const PRIVATE = 'noindex, nofollow';

export const handle: RouteHandle<WaitlistConfirmation> = {
  head: () => ({ title: 'Confirm your place on the waitlist', description: 'Confirm your address to get your place on the waitlist.', robots: PRIVATE }),
};

/** The page's frame: the same for the question, its answer and an invalid link. */
function ConfirmFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
        <BackToHomePage />
      </section>
    </PageShell>
  );
}

export function Component() {
  const { email } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <ConfirmFrame title="Confirm your place on the waitlist">
      <p className="mt-4 break-words text-lg text-slate-600">
        Confirm that <strong className="text-slate-900">{email}</strong> is yours: you get your place on the list and your personal link to move up.
      </p>
      {refused && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refused.message}
        </p>
      )}
      <form method="post" className="mt-8">
        <button type="submit" className="w-full rounded-lg bg-orange-700 px-5 py-3 text-base font-semibold text-white hover:bg-orange-800 sm:w-auto">
          Confirm my place
        </button>
      </form>
    </ConfirmFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything but a link that cannot confirm is the root boundary's business.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <ConfirmFrame title="This link cannot confirm any more">
      <p className="mt-4 text-lg text-slate-600">{CONFIRM_LINK_INVALID_MESSAGE}</p>
      <p className="mt-8">
        <Link to="/waitlist" className="inline-block rounded-lg bg-orange-700 px-5 py-3 text-base font-semibold text-white hover:bg-orange-800">
          Join the waitlist
        </Link>
      </p>
    </ConfirmFrame>
  );
}
