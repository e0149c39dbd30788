import { data, useActionData, useLocation, type ActionFunctionArgs } from 'react-router-dom';
import { BackToHomePage, PageShell } from '../../components/PageShell';
import { WaitlistForm } from '../../components/marketing/WaitlistForm';
import type { RouteHandle } from '../../head';
import { WAITLIST_SUCCESS_MESSAGE } from '../../../domain/waitlist/messages';
import { LEFT_WAITLIST_MESSAGE } from '../../../domain/waitlist/optInMessages';
import { attributionFromField } from '../../../domain/campaigns/attribution';
import { REFERRAL_CODE, REFERRAL_PARAMETER } from '../../../domain/waitlist/referralCode';
import { formFields, formOutcome, siteApiOf } from '../../siteApi';

/**
 * /waitlist: the route whose action takes sign-ups. Forms on every page post here through a fetcher;
 * a visitor without JavaScript lands on this page, which shows the outcome and the form again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const { email = '', source, attribution, [REFERRAL_PARAMETER]: ref } = formFields(form);
  const outcome = await formOutcome(siteApiOf(context).waitlist.join({ body: { email: email.trim(), source, attribution: attributionFromField(attribution), ref: ref || undefined } }), () => WAITLIST_SUCCESS_MESSAGE);
  return data(outcome, { status: outcome.ok ? 200 : (outcome.status ?? 400) });
}

export const handle: RouteHandle = {
  head: () => ({
    title: 'Join the waitlist',
    description: 'Be the first to know when we launch, and keep the 20% launch discount.',
    canonicalPath: '/waitlist',
    robots: 'noindex, follow',
  }),
};

export function Component() {
  const outcome = useActionData<typeof action>();
  const { pathname, search } = useLocation();
  // A referral link to this page works without JavaScript too: its code goes with the form.
  const query = new URLSearchParams(search);
  const referral = query.get(REFERRAL_PARAMETER) ?? '';
  return (
    <PageShell>
      <section className="bg-slate-900 px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Join the waitlist</h1>
        {/* Where a subscriber's private page lands after they left the list. */}
        {query.get('left') === '1' && (
          <p role="status" className="mx-auto mt-4 max-w-xl rounded-lg bg-white/10 p-3 text-base text-white">
            {LEFT_WAITLIST_MESSAGE}
          </p>
        )}
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">Be the first to know when we launch, and keep the 20% launch discount.</p>
        <div className="mt-8">
          <WaitlistForm outcome={outcome} source={pathname} referral={REFERRAL_CODE.test(referral) ? referral : undefined} />
        </div>
        <BackToHomePage onDark spacing="mt-6" />
      </section>
    </PageShell>
  );
}
