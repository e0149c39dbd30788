import { useLocation } from 'react-router-dom';

export const PAYMENT_SUCCESS = 'Your payment has been successfully processed';
export const PAYMENT_FAILED = 'Your payment attempt has failed';

/** The banner for ?payment=success|failed, the checkout's return address; rendered by the server too. */
export function PaymentNotice() {
  const payment = new URLSearchParams(useLocation().search).get('payment');
  if (payment !== 'success' && payment !== 'failed') return null;
  const ok = payment === 'success';
  return (
    <div role={ok ? 'status' : 'alert'} className={`px-4 py-3 text-center text-sm font-semibold ${ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>
      {ok ? PAYMENT_SUCCESS : PAYMENT_FAILED}
    </div>
  );
}
