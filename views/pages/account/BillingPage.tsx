import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { siteApiOf, ServiceRefusal } from '../../siteApi';
import { signedInCall } from './accountAccess';

/** /account/billing: a fresh Stripe Billing Portal session each time (the links in emails point here; portal links expire). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  try {
    const portal = await signedInCall(request, () => siteApiOf(context).payments.billingPortal());
    return redirect(portal.url);
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 404) return redirect('/account?billing=none');
    throw error;
  }
}
