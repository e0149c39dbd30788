import { useEffect, useState } from 'react';
import type { ApiContract } from '../../../domain/api';
import { ServiceRefusal } from '../../../domain/common/refusal';
import type { CheckoutConfirmation } from '../../../domain/payments/types';
import { browserClient } from '../../api/browserClient';
import { paymentsAddresses } from '../../api/addresses/payments';
import { shortDate } from '../../../domain/common/dates';
import { defineIsland } from '../Island';

const PAYMENT_SUCCESS = 'Your payment has been successfully processed';
const PAYMENT_FAILED = 'Your payment attempt has failed';

/** What was bought, once the Checkout session is known: the plan and amount, or the free trial and its end. */
function confirmationLine(confirmation: CheckoutConfirmation): string {
  const plan = confirmation.plan?.label ?? 'Your plan';
  if (confirmation.trialDays > 0) return `${plan}: your ${confirmation.trialDays}-day free trial has started${confirmation.trialEnd ? ` and ends on ${shortDate(confirmation.trialEnd)}` : ''}.`;
  return confirmation.amount === null ? `${plan}.` : `${plan}: ${confirmation.amount.toLocaleString('en-US', { style: 'currency', currency: confirmation.currency.toUpperCase() })}.`;
}

/** The payments API (the banner is an island, without the router and its api). */
const paymentsApi = browserClient<ApiContract['payments']>(paymentsAddresses);

/** What the session bought: null when nobody is signed in or the session is not theirs (it never grants anything). */
async function loadConfirmation(sessionId: string): Promise<CheckoutConfirmation | null> {
  return paymentsApi.confirmation({ query: { session_id: sessionId } }).catch((error: unknown) => (error instanceof ServiceRefusal ? null : Promise.reject(error)));
}

/** The payment outcome named by the checkout's return address (?payment=success|failed), if any. */
export function paymentOutcome(search: string | URLSearchParams): PaymentNoticeProps | null {
  const payment = (typeof search === 'string' ? new URLSearchParams(search) : search).get('payment');
  return payment === 'success' || payment === 'failed' ? { payment } : null;
}

/** The part of the home address its page reads (`payment=success|failed`, '' for none): the page cache's key; the session id is read in the browser. */
export function paymentQuery(search: URLSearchParams): string {
  const outcome = paymentOutcome(search);
  return outcome ? `payment=${outcome.payment}` : '';
}

interface PaymentNoticeProps {
  payment: 'success' | 'failed';
}

/**
 * The banner for ?payment=success|failed, the checkout's return address; once the session is known, what was bought.
 * The session id is read in the browser: the server renders (and caches) the page without it.
 */
function PaymentNotice({ payment }: PaymentNoticeProps) {
  const [confirmation, setConfirmation] = useState<CheckoutConfirmation | null>(null);
  useEffect(() => {
    const sessionId = payment === 'success' ? new URLSearchParams(window.location.search).get('session_id') : null;
    if (!sessionId) return;
    let current = true;
    void loadConfirmation(sessionId).then((found) => current && setConfirmation(found));
    return () => {
      current = false;
    };
  }, [payment]);
  const ok = payment === 'success';
  return (
    <div role={ok ? 'status' : 'alert'} className={`px-4 py-3 text-center text-sm font-semibold ${ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>
      {ok ? PAYMENT_SUCCESS : PAYMENT_FAILED}
      {ok && confirmation && (
        <span className="mt-1 block font-normal" data-testid="payment-confirmation">
          {confirmationLine(confirmation)}
        </span>
      )}
    </div>
  );
}

/** Hydrated as the page opens: it asks at once what was bought. */
export const paymentNoticeIsland = defineIsland('payment-notice', PaymentNotice, { actsAtOnce: true });
