import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router-dom';
import type { CheckoutConfirmation } from '../../../domain/payments/billing';

export const PAYMENT_SUCCESS = 'Your payment has been successfully processed';
export const PAYMENT_FAILED = 'Your payment attempt has failed';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** What was bought, once the Checkout session is known: the plan and amount, or the free trial and its end. */
function confirmationLine(confirmation: CheckoutConfirmation): string {
  const plan = confirmation.plan?.label ?? 'Your plan';
  if (confirmation.trialDays > 0) return `${plan}: your ${confirmation.trialDays}-day free trial has started${confirmation.trialEnd ? ` and ends on ${day(confirmation.trialEnd)}` : ''}.`;
  return confirmation.amount === null ? `${plan}.` : `${plan}: ${confirmation.amount.toLocaleString('en-US', { style: 'currency', currency: confirmation.currency.toUpperCase() })}.`;
}

/** The banner for ?payment=success|failed, the checkout's return address; rendered by the server too. */
export function PaymentNotice() {
  const params = new URLSearchParams(useLocation().search);
  const payment = params.get('payment');
  const sessionId = payment === 'success' ? params.get('session_id') : null;
  const confirmation = useFetcher<CheckoutConfirmation | null>();
  const { load } = confirmation;
  useEffect(() => {
    if (sessionId) void load(`/account/confirmation?${new URLSearchParams({ session_id: sessionId })}`);
  }, [sessionId, load]);
  if (payment !== 'success' && payment !== 'failed') return null;
  const ok = payment === 'success';
  return (
    <div role={ok ? 'status' : 'alert'} className={`px-4 py-3 text-center text-sm font-semibold ${ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>
      {ok ? PAYMENT_SUCCESS : PAYMENT_FAILED}
      {ok && confirmation.data && (
        <span className="mt-1 block font-normal" data-testid="payment-confirmation">
          {confirmationLine(confirmation.data)}
        </span>
      )}
    </div>
  );
}
