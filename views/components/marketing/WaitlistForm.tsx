import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
// Not the zod schema (domain/campaigns/attribution.ts): the island bundle stays small, and the server validates.
import { ATTRIBUTION_FIELD, fieldAttribution } from '../../../domain/campaigns/campaign';
import { isEmailAddress } from '../../../domain/common/email';
import { AttributionField } from '../AttributionField';
import { defineIsland } from '../Island';
import { INVALID_EMAIL_MESSAGE, WAITLIST_FAILURE_MESSAGE, WAITLIST_FAILURE_MS, WAITLIST_SUCCESS_MESSAGE, WAITLIST_SUCCESS_MS } from '../../../domain/waitlist/messages';
import { REFERRAL_PARAMETER } from '../../../domain/waitlist/referralCode';
import type { ApiContract } from '../../../domain/api';
import { browserClient } from '../../api/browserClient';
import { waitlistAddresses } from '../../api/addresses/waitlist';
import { formOutcome, type FormOutcome } from '../../api/outcomes';

/** The address of the route whose action takes sign-ups (views/pages/landing/WaitlistPage.tsx). */
const WAITLIST_ACTION = '/waitlist';

/** What is on screen: the spec's message, plus a detail when it helps (the server's rate-limit text, an address hint). */
type Shown = { kind: 'success' | 'error'; id: number; detail?: string } | null;

/** The waitlist's API (the form is also an island, without the router and its api). */
const waitlistApi = browserClient<ApiContract['waitlist']>(waitlistAddresses);

/** POST /api/waitlist, the API behind the /waitlist action. */
const joinWaitlist = (email: string, source: string, attribution: unknown, ref: string | undefined) => formOutcome(waitlistApi.join({ body: { email, source, attribution, ref } }));

/** The extra line under the spec's failure text. */
function failureDetail(outcome: FormOutcome): string | undefined {
  if (outcome.ok) return undefined;
  if (outcome.status === 429) return outcome.message;
  // The server's word on the address: not one, or at a throwaway mail service.
  if (outcome.field === 'email') return outcome.message || INVALID_EMAIL_MESSAGE;
  return undefined;
}

/**
 * The waitlist form: checked here first, then by the server's rule. With JavaScript it posts to the API and
 * stays on the page; without (or before it hydrates), it posts to /waitlist, which answers with a page. `source` is
 * the page it is on; `referral` a referral code the page's address carried (the page script fills in the first one the
 * browser kept). The field is the browser's own (uncontrolled), so nothing typed before hydration is lost.
 */
export function WaitlistForm({ tone = 'dark', outcome, source, referral }: { tone?: 'dark' | 'light'; outcome?: FormOutcome; source: string; referral?: string }) {
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState<Shown>(outcome ? { kind: outcome.ok ? 'success' : 'error', id: 0, detail: failureDetail(outcome) } : null);
  const count = useRef(0);
  const inputId = useId();

  const show = (kind: 'success' | 'error', detail?: string) => setShown({ kind, id: ++count.current, detail });

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown((current) => (current?.id === shown.id ? null : current)), shown.kind === 'success' ? WAITLIST_SUCCESS_MS : WAITLIST_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // The field itself, not React's state: what was typed while the script was arriving counts too.
    const form = event.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get('email') ?? '').trim();
    if (!isEmailAddress(email)) return show('error', INVALID_EMAIL_MESSAGE);
    setSending(true);
    const ref = String(fields.get(REFERRAL_PARAMETER) ?? '') || undefined;
    const answer = await joinWaitlist(email, source, fieldAttribution(fields.get(ATTRIBUTION_FIELD)), ref);
    setSending(false);
    show(answer.ok ? 'success' : 'error', failureDetail(answer));
    if (answer.ok) form.reset();
  }

  const dark = tone === 'dark';
  return (
    <form method="post" action={WAITLIST_ACTION} onSubmit={submit} noValidate className="mx-auto w-full max-w-xl" aria-label="Join the waitlist">
      <input type="hidden" name="source" value={source} />
      <AttributionField />
      <input type="hidden" name={REFERRAL_PARAMETER} defaultValue={referral} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          className={`min-w-0 flex-1 rounded-lg border px-4 py-3 text-base shadow-sm outline-none focus:ring-2 focus:ring-orange-400 ${dark ? 'border-white/20 bg-white/10 text-white placeholder:text-slate-400' : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-400'}`}
        />
        <button type="submit" disabled={sending} className="rounded-lg bg-orange-500 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-orange-600 disabled:cursor-wait disabled:opacity-70">
          {sending ? 'Joining...' : 'Join the waitlist'}
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-4 min-h-6 text-sm font-medium">
        {shown?.kind === 'success' && (
          <span className={dark ? 'text-emerald-300' : 'text-emerald-700'} data-testid="waitlist-success">
            {WAITLIST_SUCCESS_MESSAGE}
          </span>
        )}
        {shown?.kind === 'error' && (
          <>
            <span className={dark ? 'text-red-300' : 'text-red-700'} data-testid="waitlist-error">
              {WAITLIST_FAILURE_MESSAGE}
            </span>
            {shown.detail && (
              <span className={`mt-1 block font-normal ${dark ? 'text-red-200' : 'text-red-700'}`} data-testid="waitlist-error-detail">
                {shown.detail}
              </span>
            )}
          </>
        )}
      </p>
    </form>
  );
}

export const waitlistIsland = defineIsland('waitlist', WaitlistForm);
