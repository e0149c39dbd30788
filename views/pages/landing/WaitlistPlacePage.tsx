import { useEffect, useId, useState, type ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, redirect, useActionData, useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import type { RouteHandle } from '../../head';
import { WAITLIST_PAGE_INVALID_MESSAGE } from '../../../domain/waitlist/optInMessages';
import type { WaitlistPlace } from '../../../domain/waitlist/contract';
import { formFields, formOutcome, siteApiOf, unlessNotFound } from '../../siteApi';

/** Where leaving lands: the waitlist page, saying it is done (this page's link stops working). */
const LEFT_PAGE = '/waitlist?left=1';

/**
 * /waitlist/{token}: a subscriber's private page (the link of their welcome email): their place, the friends their
 * link brought, the link with copy and share buttons, and a form to leave the list. Works without JavaScript.
 */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<WaitlistPlace> {
  const place = await unlessNotFound(siteApiOf(context).waitlist.place({ params: { token: params.token ?? '' } }));
  if (!place) throw data({ message: WAITLIST_PAGE_INVALID_MESSAGE }, { status: 404 });
  return place;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (formFields(form).intent !== 'leave') return data({ message: 'Use the button below to leave the waitlist.' }, { status: 400 });
  const outcome = await formOutcome(siteApiOf(context).waitlist.leave({ params: { token: params.token ?? '' } }));
  if (outcome.ok) return redirect(LEFT_PAGE);
  return data({ message: outcome.message }, { status: outcome.status ?? 400 });
}

// The address holds the subscriber's token: never indexed, never followed.
const PRIVATE = 'noindex, nofollow';

export const handle: RouteHandle<WaitlistPlace> = {
  head: ({ data: place }) => ({ title: place ? `Your place on the waitlist: number ${place.position}` : 'Your place on the waitlist', description: 'Your place on the waitlist and your referral link.', robots: PRIVATE }),
};

const SHARE_TEXT = 'I joined the waitlist: join through my link and we both get in sooner.';

/** Where the link can be shared without JavaScript: new tabs of the networks' own share pages, and an email. */
const shareLinksOf = (link: string) => [
  { label: 'Share on X', href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: SHARE_TEXT, url: link })}` },
  { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: link })}` },
  { label: 'Share by email', href: `mailto:?subject=${encodeURIComponent('Join me on the waitlist')}&body=${encodeURIComponent(`${SHARE_TEXT}\n\n${link}`)}` },
];

/** The personal link in a field that selects at a tap, with a copy button once scripts run (the clipboard needs them). */
function ReferralLink({ link }: { link: string }) {
  const fieldId = useId();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  async function copy() {
    await navigator.clipboard.writeText(link).then(() => setCopied(true), () => setCopied(false));
  }
  return (
    <div className="mt-8 text-left">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
        Your personal link
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input id={fieldId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-3 text-base text-slate-900" data-testid="referral-link" />
        {canCopy && (
          <button type="button" onClick={copy} className="rounded-lg bg-orange-700 px-5 py-3 text-base font-semibold text-white hover:bg-orange-800">
            {copied ? 'Copied' : 'Copy link'}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {copied ? 'The link is copied.' : ''}
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shareLinksOf(link).map(({ label, href }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer" className="inline-block rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlaceFrame({ children }: { children: ReactNode }) {
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">{children}</section>
    </PageShell>
  );
}

export function Component() {
  const { position, referrals, referralLink } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <PlaceFrame>
      <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">Your place on the waitlist</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900" data-testid="waitlist-position">
        Number {position}
      </h1>
      <p className="mt-4 text-lg text-slate-600" data-testid="waitlist-referrals">
        {referrals === 1 ? '1 friend has' : `${referrals} friends have`} joined and confirmed through your link.
      </p>
      <p className="mt-2 text-slate-600">Each friend who joins through your link and confirms moves you up the list, and the first places hear from us first.</p>
      <ReferralLink link={referralLink} />
      {refused && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refused.message}
        </p>
      )}
      <form method="post" className="mt-12 border-t border-slate-200 pt-6">
        <input type="hidden" name="intent" value="leave" />
        <p className="text-sm text-slate-600">Not interested any more? Leaving removes your address and your place.</p>
        <button type="submit" className="mt-3 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
          Leave the waitlist
        </button>
      </form>
    </PlaceFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything but an unknown link is the root boundary's business.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <PlaceFrame>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">No place found for this link</h1>
      <p className="mt-4 text-lg text-slate-600">{WAITLIST_PAGE_INVALID_MESSAGE}</p>
      <p className="mt-8">
        <Link to="/waitlist" className="inline-block rounded-lg bg-orange-700 px-5 py-3 text-base font-semibold text-white hover:bg-orange-800">
          Join the waitlist
        </Link>
      </p>
    </PlaceFrame>
  );
}
