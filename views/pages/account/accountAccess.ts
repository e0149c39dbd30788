import { redirect } from 'react-router-dom';
import { xsrfTokenIn } from '../../../domain/auth/session';
import { ServiceRefusal } from '../../siteApi';

/** Account pages: nobody signed in (or a session that ended) goes to the login page and comes back here. */
export async function signedInCall<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceRefusal && error.status === 401) throw toLogin(request);
    throw error;
  }
}

export function toLogin(request: Request) {
  const { pathname, search } = new URL(request.url);
  return redirect(`/auth/login?next=${encodeURIComponent(pathname + search)}`);
}

export const accountHead = (title: string) => ({ title: `${title} - Account`, description: 'Your account.', robots: 'noindex, nofollow' });

/**
 * The session's XSRF token for the forms of a page, which post it in a hidden field when no script sends the
 * header: from the request's cookies on the server, from the readable cookie in the browser.
 */
export function xsrfTokenOf(request: Request): string {
  return xsrfTokenIn(typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie);
}
