import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf, ServiceRefusal } from '../../siteApi';

/**
 * /account/checkout/:planId, where buy buttons lead when Stripe is on: a visitor signs up first (the sign-up
 * answers the Checkout URL for that plan); a signed-in customer goes straight to a new Checkout.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const planId = params.planId ?? '';
  try {
    const payment = await siteApiOf(context).payments.changePlan({ body: { planId } });
    return redirect('url' in payment ? payment.url : payment.paymentUrl);
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 401) return redirect(`/auth/signup?plan=${encodeURIComponent(planId)}`);
    if (error instanceof ServiceRefusal && (error.status === 404 || error.status === 400)) return redirect('/404');
    throw error;
  }
}
