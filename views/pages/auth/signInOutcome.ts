import { data, redirectDocument } from 'react-router-dom';
import { safeNextPath } from '../../../domain/auth/rules';
import { formOutcome, type FormOutcome } from '../../siteApi';

/** A refused sign-in's answer to its form (which of the page's forms it was, when there are several). */
export type SignInRefusal = Extract<FormOutcome, { ok: false }> & { intent?: string };

/**
 * The answer of a sign-in form: a signed-in browser goes to the checkout link when the server gave one, else to
 * `next` (a full page load, so every part of the page sees the new session: with JavaScript as without); a refusal
 * answers the form again with its message and status. The token stays in the HttpOnly cookie the call set.
 */
export async function signInAnswer(call: Promise<{ accessToken: string; paymentUrl?: string }>, next: string | undefined, intent?: string) {
  const outcome = await formOutcome(call, () => '');
  if (outcome.ok) return redirectDocument(outcome.answer?.paymentUrl ?? safeNextPath(next), 303);
  return data<SignInRefusal>({ ...outcome, ...(intent ? { intent } : {}) }, { status: outcome.status || 400 });
}
