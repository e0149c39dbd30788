import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { servicesOf, ServiceRefusal } from '../../services';
import { signedInCall } from './accountAccess';

/** /account/billing: a fresh Stripe Billing Portal session each time (the links in emails point here; portal links expire). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  try {
    return redirect(await signedInCall(request, () => servicesOf(context).billing.portal()));
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 404) return redirect('/account?billing=none');
    throw error;
  }
}
