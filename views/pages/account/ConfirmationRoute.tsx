import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CheckoutConfirmation } from '../../../domain/payments/types';
import { siteApiOf, ServiceRefusal } from '../../siteApi';

/**
 * /account/confirmation?session_id=: the success banner loads this with a fetcher (the home page itself is the
 * same for everyone). Null when nobody is signed in or the session is not theirs; it never grants anything.
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<CheckoutConfirmation | null> {
  const sessionId = new URL(request.url).searchParams.get('session_id') ?? '';
  try {
    return await siteApiOf(context).payments.confirmation({ query: { session_id: sessionId } });
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}
