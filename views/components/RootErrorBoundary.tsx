import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { GENERIC_ERROR_MESSAGE } from '../../domain/common/messages';

/** Last line of defence for a page whose loader or render failed: a message, never a stack trace. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center px-6 text-center">
      <p className="text-base font-semibold text-orange-600">{status}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{GENERIC_ERROR_MESSAGE}</p>
      <Link to="/" className="mt-8 rounded-lg bg-orange-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-orange-600">
        Go back home
      </Link>
    </main>
  );
}
