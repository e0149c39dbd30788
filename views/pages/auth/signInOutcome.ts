import { formOutcome } from '../../services';

/** A sign-in's answer to its form: where to go next (the checkout link when the server gives one). */
export type SignInOutcome = { ok: true; message: string; paymentUrl?: string } | { ok: false; message: string; field?: string; status?: number };

/** The outcome of a sign-in call; the token itself stays in the HttpOnly cookie the answer set, never in the page's data. */
export async function signInOutcome(call: Promise<{ accessToken: string; paymentUrl?: string }>): Promise<SignInOutcome> {
  const outcome = await formOutcome(call, () => '');
  if (!outcome.ok) return outcome;
  return { ok: true, message: '', paymentUrl: outcome.answer?.paymentUrl };
}
